import { Alert, Button, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../api/get-runtime';
import { useSettings } from '../api/get-settings';
import { AuditLog } from '../components/audit-log';
import { ClaimsMatrix } from '../components/claims-matrix';
import { PageFrame } from '../../../components/page-frame';
import { SettingsForm } from '../components/settings-form';
import { useErrorText } from '../../../lib/use-error-text';
import { organisationErrorTexts } from '../lib/error-texts';

const TABS = ['settings', 'claims', 'audit'] as const;
type Tab = (typeof TABS)[number];

/** /admin/system: settings, the role → claims matrix and the audit log, one tab each (the tab is kept in the address). */
export function SystemPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.includes(search.get('tab') as Tab) ? (search.get('tab') as Tab) : 'settings';
  const runtime = useRuntime();
  return (
    <PageFrame page="system">
      {runtime.data?.paymentProvider === 'sandbox' && (
        <Alert
          type="warning"
          showIcon
          title={t('organisation.system.sandboxTitle')}
          description={t('organisation.system.sandboxText')}
          style={{ marginBottom: 16 }}
        />
      )}
      {runtime.data?.map && !runtime.data.map.streets && (
        <Alert
          type="info"
          showIcon
          data-testid="no-streets-hint"
          title={t('organisation.system.noStreetsTitle')}
          description={
            <>
              <p style={{ margin: '0 0 6px' }}>{t('organisation.system.noStreetsExtract')}</p>
              <pre style={{ margin: '0 0 6px', whiteSpace: 'pre-wrap' }}>
                npm run map:extract -- --bbox W,S,E,N --from URL_OR_FILE{'\n'}MAP_PMTILES=data/map.pmtiles npm start
              </pre>
              <p style={{ margin: 0 }}>{t('organisation.system.noStreetsTileUrl')}</p>
            </>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'settings' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'settings', label: t('organisation.system.settingsTab'), children: <SettingsTab /> },
          { key: 'claims', label: t('organisation.system.claimsTab'), children: <ClaimsMatrix /> },
          { key: 'audit', label: t('organisation.system.auditTab'), children: <AuditLog /> },
        ]}
      />
    </PageFrame>
  );
}

function SettingsTab() {
  const { t } = useTranslation();
  const errorText = useErrorText(organisationErrorTexts);
  const settings = useSettings();
  if (settings.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (settings.isError)
    return (
      <Alert type="error" showIcon title={errorText(settings.error)} action={<Button onClick={() => void settings.refetch()}>{t('common.retry')}</Button>} />
    );
  return <SettingsForm settings={settings.data} />;
}
