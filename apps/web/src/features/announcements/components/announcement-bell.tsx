import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Checkbox, Empty, Modal, Spin, Tooltip, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { formatDateTime } from '../../../lib/format';
import { useSocketEvent, useSocketReconnect } from '../../../lib/socket';
import { announcementKeys } from '../api/keys';
import { useSetViewed, useStoreAnnouncements, useUnreadCount, type StoreAnnouncement } from '../api/store-announcements';
import { badgeText } from '../lib/badge';
import { playNotificationSound } from '../../../lib/sounds';

/**
 * The store's bell: unread count (polled every 12 s, nudged over the socket), a sound when it rises, and the
 * Duyurular dialog. Closing the dialog marks every unread announcement viewed.
 */
export function AnnouncementBell() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [showPast, setShowPast] = useState(false);
  const unread = useUnreadCount();
  const list = useStoreAnnouncements(open);
  const setViewed = useSetViewed();
  const count = unread.data?.unreadCount ?? 0;

  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unread.data === undefined) return;
    if (previous.current !== undefined && count > previous.current) playNotificationSound();
    previous.current = count;
  }, [unread.data, count]);

  const refresh = () => void qc.invalidateQueries({ queryKey: announcementKeys.store });
  useSocketEvent('announcements.changed', refresh);
  useSocketReconnect(refresh);

  const close = () => {
    setOpen(false);
    const ids = (list.data?.data ?? []).filter((a) => a.viewedAt === null).map((a) => a.id);
    if (ids.length) setViewed.mutate(ids);
    else void qc.invalidateQueries({ queryKey: announcementKeys.unread });
  };

  const now = dayjs();
  const items = (list.data?.data ?? []).filter((a) => showPast || dayjs(a.expiresAt).isAfter(now));
  const text = badgeText(count);
  const label = text ? t('announcements.bell.labelUnread', { count }) : t('announcements.bell.label');

  return (
    <>
      <Tooltip title={t('announcements.dialog.title')}>
        <Button type="text" shape="circle" aria-label={label} data-testid="announcement-bell" onClick={() => setOpen(true)}>
          <Badge count={text} size="small" offset={[2, -2]} data-testid="announcement-badge">
            <BellOutlined aria-hidden style={{ fontSize: 18 }} />
          </Badge>
        </Button>
      </Tooltip>
      <Modal
        open={open}
        title={t('announcements.dialog.title')}
        width="40%"
        style={{ minWidth: 340 }}
        onCancel={close}
        footer={<Button onClick={close}>{t('announcements.dialog.close')}</Button>}
        destroyOnHidden
      >
        <Checkbox checked={showPast} onChange={(e) => setShowPast(e.target.checked)} style={{ marginBottom: 12 }}>
          {t('announcements.dialog.showPast')}
        </Checkbox>
        <div
          style={{ height: 500, overflowY: 'auto', paddingRight: 4 }}
          data-testid="announcement-items"
          tabIndex={0}
          aria-label={t('announcements.dialog.title')}
        >
          {list.isPending ? (
            <Spin style={{ display: 'block', margin: '48px auto' }} />
          ) : list.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('announcements.dialog.loadError')}
              action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
            />
          ) : items.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('announcements.dialog.empty')} />
          ) : (
            items.map((a) => <AnnouncementItem key={a.id} a={a} live={dayjs(a.expiresAt).isAfter(now)} />)
          )}
        </div>
      </Modal>
    </>
  );
}

function AnnouncementItem({ a, live }: { a: StoreAnnouncement; live: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="announcement-item" style={{ padding: '12px 0', borderBottom: '1px solid rgba(128,128,128,0.2)', opacity: live ? 1 : 0.7 }}>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {a.viewedAt === null && <Badge status="processing" style={{ marginRight: 8 }} aria-label={t('announcements.dialog.new')} />}
        {a.title}
      </Typography.Title>
      {/* Sanitised by the server to an allow-list of formatting tags. */}
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: a.content }} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {live ? t('announcements.dialog.until', { date: formatDateTime(a.expiresAt) }) : t('announcements.dialog.ended', { date: formatDateTime(a.expiresAt) })}
      </Typography.Text>
    </article>
  );
}
