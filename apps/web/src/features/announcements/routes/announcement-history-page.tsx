import { Alert, Button, Descriptions, Progress, Skeleton, Table, Tag } from 'antd';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useAnnouncement } from '../api/get-announcement';
import { useAnnouncementViews, type AnnouncementView } from '../api/get-views';
import { PageFrame } from '../../../components/page-frame';
import { useErrorText } from '../../../lib/use-error-text';
import { stateOf } from '../lib/announcement-state';
import { useAudienceText } from './announcement-list-page';

/** /admin/announcement-history/{id}: each targeted store and when it viewed the announcement. */
export function AnnouncementHistoryPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const prefix = `/${useLocation().pathname.split('/')[1] ?? 'admin'}`;
  const errorText = useErrorText();
  const audienceText = useAudienceText();
  const announcement = useAnnouncement(id);
  const views = useAnnouncementViews(id);
  const a = announcement.data;

  return (
    <PageFrame title={t('pages.announcementHistory')} extra={a && <Link to={`${prefix}/edit-announcement/${a.id}`}>{t('announcements.history.edit')}</Link>}>
      {announcement.isPending ? (
        <Skeleton active />
      ) : announcement.isError ? (
        <Alert type="error" showIcon title={errorText(announcement.error)} />
      ) : (
        a && (
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('announcements.field.title')}>{a.title}</Descriptions.Item>
            <Descriptions.Item label={t('announcements.list.state')}>
              <Tag>{t(`announcements.state.${stateOf(a)}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('announcements.field.scheduledAt')}>{formatDateTime(a.scheduledAt)}</Descriptions.Item>
            <Descriptions.Item label={t('announcements.field.expiresAt')}>{formatDateTime(a.expiresAt)}</Descriptions.Item>
            <Descriptions.Item label={t('announcements.field.audience')}>{audienceText(a.audience)}</Descriptions.Item>
            <Descriptions.Item label={t('announcements.history.viewed')}>
              <Progress
                percent={a.targetCount ? Math.round((a.viewCount / a.targetCount) * 100) : 0}
                size="small"
                aria-label={t('announcements.history.viewed')}
                format={() => `${a.viewCount} / ${a.targetCount}`}
                style={{ maxWidth: 260 }}
              />
            </Descriptions.Item>
          </Descriptions>
        )
      )}
      {views.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorText(views.error)}
          action={<Button onClick={() => void views.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <Table<AnnouncementView>
        rowKey="storeId"
        data-testid="announcement-views"
        loading={views.isPending}
        dataSource={views.data?.items ?? []}
        locale={{ emptyText: t('announcements.history.empty') }}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { key: 'store', dataIndex: 'storeName', title: t('announcements.history.store'), sorter: (x, y) => x.storeName.localeCompare(y.storeName, 'tr') },
          { key: 'zone', dataIndex: 'zoneName', title: t('announcements.history.zone'), sorter: (x, y) => x.zoneName.localeCompare(y.zoneName, 'tr') },
          {
            key: 'viewedAt',
            dataIndex: 'viewedAt',
            title: t('announcements.history.viewedAt'),
            sorter: (x, y) => (x.viewedAt ?? '').localeCompare(y.viewedAt ?? ''),
            render: (v: string | null) => (v ? formatDateTime(v) : <Tag>{t('announcements.history.notViewed')}</Tag>),
          },
        ]}
      />
    </PageFrame>
  );
}
