import { Avatar, Button, Empty, Flex, List, Select, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_KINDS, type Activity, type ActivityKind } from '@kurye/contracts/dashboards';
import { navIcon } from '../../../components/nav-icons';
import { PageFrame } from '../../../components/page-frame';
import { RetryAlert } from '../../../components/retry-alert';
import { formatMoney, formatShortDateTime } from '../../../lib/format';
import { fromNow } from '../../../lib/relative-time';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { useTableState } from '../../../lib/use-table-state';
import { useActivities } from '../api/get-activities';
import { useLiveDashboard } from '../lib/use-live-dashboard';

/** Olay Akışı: what happened in the viewer's zones, newest first, each item opening its record. */
export function ActivitiesPage() {
  const { t } = useTranslation();
  const table = useTableState(['-date']);
  const requested = table.get('kind');
  const kind = ACTIVITY_KINDS.find((k) => k === requested);
  return (
    <PageFrame
      page="activities"
      extra={
        <Select
          aria-label={t('activities.filter')}
          style={{ minWidth: 220 }}
          value={kind ?? ''}
          onChange={(v) => table.update({ kind: v || undefined })}
          options={[{ value: '', label: t('activities.all') }, ...ACTIVITY_KINDS.map((k) => ({ value: k, label: t(`activities.kind.${k}`) }))]}
        />
      }
    >
      <Feed kind={kind} />
    </PageFrame>
  );
}

function Feed({ kind }: { kind: ActivityKind | undefined }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const feed = useActivities(kind);
  const area = useAreaPrefix();
  useLiveDashboard();
  if (feed.isError && !feed.data)
    return <RetryAlert text={t('activities.loadError')} description={errorText(feed.error)} onRetry={() => void feed.refetch()} />;
  if (!feed.data) return <Skeleton active avatar paragraph={{ rows: 6 }} aria-busy="true" />;
  const items = feed.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <Empty description={t('activities.empty')} />;
  return (
    <Flex vertical gap={12}>
      <List aria-label={t('pages.activities')} dataSource={items} renderItem={(item) => <ActivityItem item={item} area={area} />} />
      {feed.hasNextPage && (
        <Button onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {t('activities.more')}
        </Button>
      )}
    </Flex>
  );
}

function ActivityItem({ item, area }: { item: Activity; area: string }) {
  const { t } = useTranslation();
  const x = item.extraContent;
  const detail = x.detail === null || x.detail === undefined ? '' : t(`activities.detail.${item.kind}.${String(x.detail)}`, { defaultValue: String(x.detail) });
  // An application's name is its kind (a store's or a courier's).
  const name = item.kind === 'application' ? t(`activities.applicationKind.${String(x.name)}`, { defaultValue: String(x.name ?? '') }) : (x.name ?? '');
  const text = t(`activities.text.${item.kind}`, {
    name,
    zone: x.zone ?? '',
    number: x.number ?? '',
    detail,
    amount: formatMoney(Number(x.amount ?? 0)),
  });
  return (
    <List.Item>
      <List.Item.Meta
        avatar={<Avatar icon={navIcon(item.icon)} style={{ background: item.kind === 'emergency' ? '#d4380d' : '#1677ff' }} aria-hidden />}
        title={
          <span>
            {text}
            {item.link && item.linkedContent && (
              <>
                {' · '}
                <Link to={`${area}/${item.link}`}>{item.linkedContent}</Link>
              </>
            )}
          </span>
        }
        description={
          <Typography.Text type="secondary">
            <time dateTime={item.date} title={formatShortDateTime(item.date)}>
              {fromNow(item.date)}
            </time>
            {x.zone ? ` · ${String(x.zone)}` : ''}
          </Typography.Text>
        }
      />
    </List.Item>
  );
}
