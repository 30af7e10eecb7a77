import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiKeysCard } from '../components/api-keys-card';
import { IntegrationGuide } from '../components/integration-guide';
import { WebhooksCard } from '../components/webhooks-card';

/** /store/service-account: where a store connects its own ordering system or POS. */
export function ServiceAccountPage() {
  const { t } = useTranslation();
  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={3}>{t('integrations.title')}</Typography.Title>
      <Tabs
        items={[
          { key: 'keys', label: t('integrations.tab.keys'), children: <ApiKeysCard /> },
          { key: 'webhooks', label: t('integrations.tab.webhooks'), children: <WebhooksCard /> },
          { key: 'guide', label: t('integrations.tab.guide'), children: <IntegrationGuide /> },
        ]}
      />
    </div>
  );
}
