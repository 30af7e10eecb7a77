import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dateTimeCell, sortableColumn } from '../../../lib/table-columns';
import { useTableState } from '../../../lib/use-table-state';
import type { Announcement, Audience } from '../api/keys';
import { useAnnouncementList, type AnnouncementListParams } from '../api/list-announcements';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageFrame } from '../../../components/page-frame';
import { PagedTable } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/retry-alert';
import { useErrorText } from '../../../lib/use-error-text';
import { stateOf } from '../lib/announcement-state';

const SORTS = ['-scheduledAt', 'scheduledAt', 'expiresAt', '-expiresAt', 'title', '-title'] as const;
const STATE_COLORS = { scheduled: 'blue', live: 'green', expired: 'default' } as const;

export function useAudienceText() {
  const { t } = useTranslation();
  return (a: Audience) =>
    a.kind === 'all'
      ? t('announcements.audience.all')
      : a.kind === 'zones'
        ? t('announcements.audience.zonesCount', { count: a.zoneIds.length })
        : t('announcements.audience.storesCount', { count: a.storeIds.length });
}

/** /admin/announcement-list: every announcement with search, state filter, paging and sorting. */
export function AnnouncementListPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const prefix = `/${useLocation().pathname.split('/')[1] ?? 'admin'}`;
  const audienceText = useAudienceText();
  const table = useTableState(SORTS);
  const q = table.get('q');
  const stateFilter = table.get('state') as AnnouncementListParams['state'];
  const list = useAnnouncementList({ ...table.paging, q, state: stateFilter });

  return (
    <PageFrame
      title={t('pages.announcementList')}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(`${prefix}/create-announcement`)}>
          {t('announcements.list.create')}
        </Button>
      }
    >
      <ListToolbar
        search={{
          id: 'announcement-search',
          label: t('announcements.list.search'),
          placeholder: t('announcements.list.searchPlaceholder'),
          value: q,
          onSearch: (v) => table.update({ q: v }),
        }}
        filters={[
          {
            id: 'announcement-state',
            label: t('announcements.list.state'),
            value: stateFilter,
            onChange: (v) => table.update({ state: v }),
            width: 170,
            options: (['scheduled', 'live', 'expired'] as const).map((s) => ({ value: s, label: t(`announcements.state.${s}`) })),
          },
        ]}
        onClear={() => table.update({ q: undefined, state: undefined })}
      />
      {list.isError && <RetryAlert style={{ marginBottom: 16 }} text={errorText(list.error)} onRetry={() => void list.refetch()} />}
      <PagedTable<Announcement>
        table={table}
        data={list.data}
        rowKey="id"
        data-testid="announcement-table"
        loading={list.isPending || list.isPlaceholderData}
        scroll={{ x: 760 }}
        emptyText={q || stateFilter ? t('announcements.list.noMatch') : t('announcements.list.empty')}
        totalText={(total) => t('announcements.list.total', { count: total })}
        columns={[
          sortableColumn(table, 'title', t('announcements.field.title'), {
            render: (title: string, a) => <Link to={`${prefix}/edit-announcement/${a.id}`}>{title}</Link>,
          }),
          {
            key: 'state',
            title: t('announcements.list.state'),
            render: (_: unknown, a) => {
              const s = stateOf(a);
              return <Tag color={STATE_COLORS[s]}>{t(`announcements.state.${s}`)}</Tag>;
            },
          },
          { key: 'audience', title: t('announcements.field.audience'), render: (_: unknown, a) => audienceText(a.audience) },
          sortableColumn(table, 'scheduledAt', t('announcements.field.scheduledAt'), { render: dateTimeCell }),
          sortableColumn(table, 'expiresAt', t('announcements.field.expiresAt'), { render: dateTimeCell }),
          { key: 'views', title: t('announcements.list.views'), align: 'right', render: (_: unknown, a) => `${a.viewCount} / ${a.targetCount}` },
          {
            key: 'actions',
            title: <span className="visually-hidden">{t('announcements.list.actions')}</span>,
            render: (_: unknown, a) => (
              <Link to={`${prefix}/announcement-history/${a.id}`} aria-label={t('announcements.list.historyOf', { title: a.title })}>
                {t('announcements.list.history')}
              </Link>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
