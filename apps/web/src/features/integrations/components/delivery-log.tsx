import { App, Button, Card, Empty, Result, Table, Tag, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@kurye/contracts/integrations';
import { formatDateTime } from '../../../lib/format';
import type { useTableState } from '../../../lib/use-table-state';
import { useWebhookDeliveries } from '../api/list-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';

const STATE_COLOURS = { pending: 'gold', delivered: 'green', failed: 'red' } as const;

/** One endpoint's deliveries, newest first, each with its attempts and a "send again" button. */
export function DeliveryLog({ endpointId, table }: { endpointId: string; table: ReturnType<typeof useTableState> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const deliveries = useWebhookDeliveries(endpointId, table.page, table.size);
  const resend = useResendWebhookDelivery();

  const columns = [
    {
      title: t('integrations.log.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      sortOrder: table.sortOrder('createdAt'),
      render: formatDateTime,
    },
    { title: t('integrations.log.event'), dataIndex: 'event', key: 'event', render: (e: string) => t(`integrations.event.${e}`) },
    {
      title: t('integrations.log.state'),
      dataIndex: 'state',
      key: 'state',
      render: (s: WebhookDelivery['state']) => <Tag color={STATE_COLOURS[s]}>{t(`integrations.log.state.${s}`)}</Tag>,
    },
    { title: t('integrations.log.attempts'), dataIndex: 'attempts', key: 'attempts' },
    {
      title: t('integrations.log.last'),
      key: 'last',
      render: (_: unknown, d: WebhookDelivery) => {
        const last = d.log.at(-1);
        if (!last) return d.nextAttemptAt ? t('integrations.log.waiting') : '';
        return `${last.status ?? last.error ?? '-'} · ${last.latencyMs} ms`;
      },
    },
    {
      title: '',
      key: 'actions',
      render: (_: unknown, d: WebhookDelivery) => (
        <Button
          size="small"
          loading={resend.isPending && resend.variables === d.id}
          onClick={async () => {
            try {
              await resend.mutateAsync(d.id);
              message.success(t('integrations.log.resent'));
            } catch (err) {
              message.error((err as Error).message || t('integrations.error'));
            }
          }}
        >
          {t('integrations.log.resend')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('integrations.log.title')} data-testid="delivery-log">
      {deliveries.isError ? (
        <Result status="error" title={t('integrations.loadError')} extra={<Button onClick={() => deliveries.refetch()}>{t('integrations.retry')}</Button>} />
      ) : (
        <Table<WebhookDelivery>
          rowKey="id"
          size="middle"
          loading={deliveries.isLoading}
          dataSource={deliveries.data?.items ?? []}
          columns={columns}
          onChange={table.onTableChange as TableProps<WebhookDelivery>['onChange']}
          pagination={table.pagination(deliveries.data?.total, (total) => t('integrations.log.total', { total }))}
          locale={{ emptyText: <Empty description={t('integrations.log.empty')} /> }}
          expandable={{
            expandedRowRender: (d) => (
              <>
                <Typography.Text strong>{t('integrations.log.payload')}</Typography.Text>
                <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{JSON.stringify(d.payload, null, 2)}</pre>
                <Table
                  size="small"
                  rowKey="at"
                  pagination={false}
                  dataSource={d.log}
                  columns={[
                    { title: t('integrations.log.at'), dataIndex: 'at', render: formatDateTime },
                    { title: t('integrations.log.status'), dataIndex: 'status', render: (s: number | null, a) => s ?? a.error },
                    { title: t('integrations.log.latency'), dataIndex: 'latencyMs', render: (ms: number) => `${ms} ms` },
                    {
                      title: t('integrations.log.response'),
                      dataIndex: 'responseSnippet',
                      render: (r: string | null) => (r ? <Typography.Text code>{r}</Typography.Text> : ''),
                    },
                  ]}
                />
              </>
            ),
          }}
        />
      )}
    </Card>
  );
}
