import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { InvoiceRequests } from '../components/invoice-requests';
import { UsageTable } from '../components/usage-table';

/** /store/usage: the usage history (by day / by request, export) and, on its own tab, the invoice requests. */
export function StoreUsagePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'invoices' ? 'invoices' : 'usage';
  return (
    <PageFrame page="storeUsage">
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setSearch(key === 'invoices' ? { tab: 'invoices' } : {}, { replace: true })}
        items={[
          { key: 'usage', label: t('usage.tabs.usage'), children: <UsageTable /> },
          { key: 'invoices', label: t('usage.tabs.invoices'), children: <InvoiceRequests /> },
        ]}
      />
    </PageFrame>
  );
}
