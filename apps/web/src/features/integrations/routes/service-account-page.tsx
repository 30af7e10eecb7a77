import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiKeysCard } from '../components/api-keys-card';
import { IntegrationGuide } from '../components/integration-guide';
import { WebhooksCard } from '../components/webhooks-card';
import { PageFrame } from '../../../components/page-frame';

/** /store/service-account: where a store connects its own ordering system or POS. */
export function ServiceAccountPage() {
  const { t } = useTranslation();
  // The tab lives in the address (`?tab=guide`), so the integration guide can be linked and sent to a developer.
  const [search, setSearch] = useSearchParams();
  const tab = ['keys', 'webhooks', 'guide'].includes(search.get('tab') ?? '') ? search.get('tab')! : 'keys';
  return (
    // The page's title is its only h1, as on every other page.
    <PageFrame title={t('integrations.title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'keys' ? {} : { tab: key }, { replace: true })}
        items={[
          { key: 'keys', label: t('integrations.tab.keys'), children: <ApiKeysCard /> },
          { key: 'webhooks', label: t('integrations.tab.webhooks'), children: <WebhooksCard /> },
          { key: 'guide', label: t('integrations.tab.guide'), children: <IntegrationGuide /> },
        ]}
      />
    </PageFrame>
  );
}
