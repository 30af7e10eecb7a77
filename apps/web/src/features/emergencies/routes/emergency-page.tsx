import { PhoneLink } from '../../../components/phone-link';
import { useState } from 'react';
import { App, Button, Card, Form, Input, Modal, Space, Tabs, Tag, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Emergency, EmergencyStatus } from '@kurye/contracts/fieldops';
import { PageFrame } from '../../../components/page-frame';
import { PointMap } from '../../../components/point-map';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { useAcknowledgeEmergency } from '../api/acknowledge-emergency';
import { useEmergencyPage } from '../api/list-emergencies';
import { useResolveEmergency } from '../api/resolve-emergency';
import { RetryAlert } from '../../../components/retry-alert';
import { optionalTextColumn } from '../../../components/optional-text-column';
import { PagedTable } from '../../../components/paged-table';
import { dateTimeCell, sortableColumn } from '../../../lib/table-columns';

const SORTS = ['-createdAt', 'courier'];

/** Acil Durumlar: open emergencies with the courier's live position, resolved ones with who acknowledged and resolved. */
export function EmergencyPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('emergencies.title')}>
      <EmergencyPageBody />
    </PageFrame>
  );
}

function EmergencyPageBody() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useTableState(SORTS);
  const status: EmergencyStatus = table.get('status') === 'resolved' ? 'resolved' : 'open';
  const query = useEmergencyPage({ status, ...table.paging });
  const acknowledge = useAcknowledgeEmergency();
  const resolve = useResolveEmergency();
  const [resolving, setResolving] = useState<Emergency | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const [form] = Form.useForm<{ note: string }>();

  const rows = query.data?.items ?? [];

  const points = (status === 'open' ? rows : rows.filter((e) => e.id === focus))
    .filter((e) => e.carrierLocation ?? e.location)
    .map((e) => ({
      id: e.id,
      ...(e.carrierLocation ?? e.location)!,
      color: e.id === focus ? '#d4380d' : '#e5484d',
      label: t('emergencies.map.marker', { name: `${e.carrierName} ${e.carrierSurname}` }),
      caption: `${e.carrierName} ${e.carrierSurname}`,
    }));

  const submitResolve = async () => {
    const { note } = await form.validateFields();
    try {
      await resolve.mutateAsync({ id: resolving!.id, note });
      message.success(t('emergencies.resolved'));
      setResolving(null);
      form.resetFields();
    } catch (err) {
      message.error(err instanceof ApiError ? err.message : t('emergencies.error'));
    }
  };

  const columns: TableProps<Emergency>['columns'] = [
    sortableColumn(table, 'createdAt', t('emergencies.field.time'), { render: dateTimeCell }),
    sortableColumn(table, 'courier', t('emergencies.field.courier'), {
      render: (_, e) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{`${e.carrierName} ${e.carrierSurname}`}</Typography.Text>
          <PhoneLink phone={e.carrierPhone} />
        </Space>
      ),
    }),
    { key: 'zone', title: t('emergencies.field.zone'), dataIndex: 'zoneName' },
    optionalTextColumn('description', t('emergencies.field.description')),
    {
      key: 'position',
      title: t('emergencies.field.position'),
      render: (_, e) =>
        e.carrierLocation ? (
          <Space direction="vertical" size={0}>
            <Typography.Text>{`${e.carrierLocation.latitude.toFixed(5)}, ${e.carrierLocation.longitude.toFixed(5)}`}</Typography.Text>
            {e.carrierLocationTime && <Typography.Text type="secondary">{formatDateTime(e.carrierLocationTime)}</Typography.Text>}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('emergencies.noPosition')}</Typography.Text>
        ),
    },
    {
      key: 'audit',
      title: t('emergencies.field.audit'),
      render: (_, e) => (
        <Space direction="vertical" size={0}>
          {e.acknowledgedAt ? (
            <Typography.Text>{t('emergencies.acknowledgedBy', { name: e.acknowledgedBy ?? '—', time: formatDateTime(e.acknowledgedAt) })}</Typography.Text>
          ) : (
            <Tag color="red">{t('emergencies.notAcknowledged')}</Tag>
          )}
          {e.resolvedAt && <Typography.Text>{t('emergencies.resolvedBy', { name: e.resolvedBy ?? '—', time: formatDateTime(e.resolvedAt) })}</Typography.Text>}
          {e.resolutionNote && <Typography.Text type="secondary">{t('emergencies.note', { note: e.resolutionNote })}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('emergencies.field.actions'),
      render: (_, e) => (
        <Space wrap>
          <Button size="small" onClick={() => setFocus(e.id)} aria-label={t('emergencies.showOnMap', { name: `${e.carrierName} ${e.carrierSurname}` })}>
            {t('emergencies.map.show')}
          </Button>
          {e.status === 'open' && !e.acknowledgedAt && (
            <Button size="small" onClick={() => acknowledge.mutate(e.id)} loading={acknowledge.isPending && acknowledge.variables === e.id}>
              {t('emergencies.acknowledge')}
            </Button>
          )}
          {e.status === 'open' && (
            <Button size="small" type="primary" danger onClick={() => setResolving(e)}>
              {t('emergencies.resolve')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Tabs
        activeKey={status}
        onChange={(key) => table.update({ status: key === 'open' ? undefined : key })}
        items={[
          { key: 'open', label: t('emergencies.tab.open') },
          { key: 'resolved', label: t('emergencies.tab.resolved') },
        ]}
      />
      {query.isError ? (
        <RetryAlert text={t('emergencies.error')} retryLabel={t('emergencies.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {(status === 'open' || focus) && (
            <Card size="small" title={status === 'open' ? t('emergencies.map.live') : t('emergencies.map.at')}>
              <PointMap points={points} label={t('emergencies.map.pageLabel')} height={320} onPointClick={setFocus} testId="emergency-page-map" />
            </Card>
          )}
          <PagedTable<Emergency>
            rowKey="id"
            table={table}
            data={query.data}
            loading={query.isLoading}
            columns={columns}
            emptyText={status === 'open' ? t('emergencies.emptyOpen') : t('emergencies.emptyResolved')}
            scroll={{ x: 900 }}
          />
        </Space>
      )}
      <Modal
        open={!!resolving}
        title={t('emergencies.resolveTitle', { name: resolving ? `${resolving.carrierName} ${resolving.carrierSurname}` : '' })}
        okText={t('emergencies.resolve')}
        cancelText={t('emergencies.cancel')}
        onOk={submitResolve}
        confirmLoading={resolve.isPending}
        onCancel={() => setResolving(null)}
        destroyOnHidden
      >
        <Form noValidate form={form} layout="vertical" requiredMark>
          <Form.Item
            name="note"
            label={t('emergencies.resolveNote')}
            rules={[
              { required: true, whitespace: true },
              { min: 3, message: t('emergencies.noteMin') },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
