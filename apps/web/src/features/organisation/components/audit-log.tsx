import { useState } from 'react';
import { Alert, Button, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list-toolbar';
import { formatShortDateTime } from '../../../lib/format';
import { useAudit, type AuditEntry, type AuditParams } from '../api/list-audit';
import { useErrorText } from '../../../lib/use-error-text';
import { organisationErrorTexts } from '../lib/error-texts';

const ENTITIES = ['settings', 'zone', 'user', 'store', 'carrier', 'application'] as const;
const ACTIONS = ['create', 'update', 'delete', 'approve', 'reject', 'credit', 'send_reset_link', 'view_personal'] as const;
const ACTION_COLORS: Record<string, string> = { create: 'green', update: 'blue', delete: 'red', approve: 'green', reject: 'orange', view_personal: 'purple' };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Nested objects as dotted paths ("dispatch.stageTimeoutSeconds"), so a diff shows exactly what moved. */
function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}) {
  if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) out[prefix] = value;
  return out;
}

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

function Diff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const before = flatten(entry.before);
  const after = flatten(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  if (!fields.length) return <Typography.Text type="secondary">{t('organisation.audit.noDiff')}</Typography.Text>;
  return (
    <Table
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={fields.map((field) => ({ field, before: before[field], after: after[field] }))}
      columns={[
        { key: 'field', title: t('organisation.audit.field'), dataIndex: 'field', render: (f: string) => <Typography.Text code>{f}</Typography.Text> },
        {
          key: 'before',
          title: t('organisation.audit.before'),
          dataIndex: 'before',
          render: (v: unknown) => <span style={{ wordBreak: 'break-all', color: 'var(--ant-color-error, #cf1322)' }}>{show(v)}</span>,
        },
        {
          key: 'after',
          title: t('organisation.audit.after'),
          dataIndex: 'after',
          render: (v: unknown) => <span style={{ wordBreak: 'break-all', color: 'var(--ant-color-success, #389e0d)' }}>{show(v)}</span>,
        },
      ]}
    />
  );
}

/** Who changed or viewed what and when (GET /api/audit), newest first, with a before/after diff per row. */
export function AuditLog() {
  const { t } = useTranslation();
  const errorText = useErrorText(organisationErrorTexts);
  const [params, setParams] = useState<AuditParams>({ page: 1, size: 20, sort: '-createdAt' });
  const audit = useAudit(params);
  const entityName = (e: string) => t(`organisation.audit.entity.${e}`, { defaultValue: e });
  const actionName = (a: string) => t(`organisation.audit.action.${a}`, { defaultValue: a });

  return (
    <>
      <ListToolbar
        filters={[
          {
            id: 'audit-entity',
            label: t('organisation.audit.entityFilter'),
            value: params.entity,
            onChange: (entity) => setParams((p) => ({ ...p, entity, page: 1 })),
            width: 200,
            options: ENTITIES.map((e) => ({ value: e, label: entityName(e) })),
          },
          {
            id: 'audit-action',
            label: t('organisation.audit.actionFilter'),
            value: params.action,
            onChange: (action) => setParams((p) => ({ ...p, action, page: 1 })),
            width: 200,
            options: ACTIONS.map((a) => ({ value: a, label: actionName(a) })),
          },
        ]}
        onClear={() => setParams((p) => ({ ...p, entity: undefined, action: undefined, page: 1 }))}
      />
      {audit.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorText(audit.error)}
          action={<Button onClick={() => void audit.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        data-testid="audit-table"
        dataSource={audit.data?.items ?? []}
        loading={audit.isPending || audit.isPlaceholderData}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('organisation.audit.empty') }}
        expandable={{ expandedRowRender: (entry) => <Diff entry={entry} />, rowExpandable: (e) => e.before != null || e.after != null }}
        onChange={(pagination, _f, sorter, extra) => {
          if (extra.action === 'sort') {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setParams((p) => ({ ...p, sort: s?.order === 'ascend' ? 'createdAt' : '-createdAt', page: 1 }));
          } else setParams((p) => ({ ...p, page: pagination.current ?? 1, size: pagination.pageSize ?? 20 }));
        }}
        pagination={{
          current: params.page,
          pageSize: params.size,
          total: audit.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('organisation.audit.total', { count: total }),
        }}
        columns={[
          {
            key: 'createdAt',
            title: t('organisation.audit.when'),
            dataIndex: 'createdAt',
            sorter: true,
            sortOrder: params.sort === 'createdAt' ? 'ascend' : 'descend',
            sortDirections: ['descend', 'ascend', 'descend'],
            render: (v: string) => formatShortDateTime(v),
          },
          { key: 'actor', title: t('organisation.audit.who'), dataIndex: 'actorName', render: (name: string | null) => name ?? t('organisation.audit.system') },
          {
            key: 'action',
            title: t('organisation.audit.what'),
            dataIndex: 'action',
            render: (a: string) => <Tag color={ACTION_COLORS[a]}>{actionName(a)}</Tag>,
          },
          {
            key: 'entity',
            title: t('organisation.audit.record'),
            render: (_: unknown, e) => (
              <>
                {entityName(e.entity)}
                {e.entityLabel && (
                  <Typography.Text type="secondary" style={{ marginInlineStart: 6 }}>
                    {e.entityLabel}
                  </Typography.Text>
                )}
              </>
            ),
          },
        ]}
      />
    </>
  );
}
