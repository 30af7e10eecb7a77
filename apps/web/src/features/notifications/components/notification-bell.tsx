import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, Avatar, Badge, Button, Empty, Flex, Popover, Segmented, Spin, Tooltip, Typography } from 'antd';
import { BellOutlined, CheckOutlined, DeleteOutlined, EyeInvisibleOutlined, InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { NotificationItem } from '@kurye/contracts/feeds';
import { formatDateTime } from '../../../lib/format';
import { useSocketEvent, useSocketReconnect } from '../../../lib/socket';
// The header composes features; the menu's icon set is the one notifications and shortcuts draw too.
import { navIcon } from '../../../components/nav-icons';
import { notificationKeys } from '../api/keys';
import { useDeleteNotification, useMarkAllRead, useMarkRead, useNotifications, useToggleRead } from '../api/notifications';
import { wordingOf } from '../lib/wording';
import './notifications.css';

dayjs.extend(relativeTime);

/**
 * The header's notification panel: the signed-in user's own product events with the unread count on the button.
 * A new one arrives over the socket (`notification.created`) and the badge moves at once; polling is the fallback.
 * `variant="inbox"` draws an inbox instead of a bell (the store's bell is the specification's announcements bell).
 */
export function NotificationBell({ variant = 'bell', size = 'middle' }: { variant?: 'bell' | 'inbox'; size?: 'middle' | 'large' }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [announce, setAnnounce] = useState('');
  const badge = useNotifications(false);
  const count = badge.data?.pages[0]?.unreadCount ?? 0;

  const refresh = () => void qc.invalidateQueries({ queryKey: notificationKeys.all });
  useSocketEvent('notification.created', (n) => {
    refresh();
    setAnnounce(t('notifications.new', { title: wordingOf(n, t).title }));
  });
  useSocketReconnect(refresh);

  const label = count ? t('notifications.labelUnread', { count }) : t('notifications.label');
  const Icon = variant === 'inbox' ? InboxOutlined : BellOutlined;

  return (
    <>
      <span className="visually-hidden" aria-live="polite">
        {announce}
      </span>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottom"
        arrow={false}
        destroyOnHidden
        content={<NotificationPanel unreadOnly={unreadOnly} setUnreadOnly={setUnreadOnly} unreadCount={count} close={() => setOpen(false)} />}
      >
        <Tooltip title={t('notifications.title')} open={open ? false : undefined}>
          <Button type="text" shape="circle" size={size} aria-label={label} aria-haspopup="dialog" aria-expanded={open} data-testid="notification-bell">
            <Badge count={count} size="small" overflowCount={9} offset={[2, -2]} data-testid="notification-badge">
              <Icon aria-hidden style={{ fontSize: 18 }} />
            </Badge>
          </Button>
        </Tooltip>
      </Popover>
    </>
  );
}

function NotificationPanel({
  unreadOnly,
  setUnreadOnly,
  unreadCount,
  close,
}: {
  unreadOnly: boolean;
  setUnreadOnly: (v: boolean) => void;
  unreadCount: number;
  close: () => void;
}) {
  const { t } = useTranslation();
  const list = useNotifications(unreadOnly);
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  };

  let body: ReactNode;
  if (list.isPending) body = <Spin style={{ display: 'block', margin: '32px auto' }} />;
  else if (list.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('notifications.loadError')}
        action={
          <Button size="small" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (items.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(unreadOnly ? 'notifications.emptyUnread' : 'notifications.empty')} />;
  else
    body = (
      <ul className="notification-list" aria-label={t('notifications.title')}>
        {items.map((n) => (
          <NotificationRow key={n.id} n={n} close={close} />
        ))}
      </ul>
    );

  return (
    <div role="dialog" aria-label={t('notifications.title')} className="notification-panel" data-testid="notification-panel" onKeyDown={onKeyDown}>
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('notifications.title')}
        </Typography.Title>
        <Button
          size="small"
          type="link"
          disabled={unreadCount === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="notification-mark-all"
        >
          {t('notifications.markAllRead')}
        </Button>
      </Flex>
      <Segmented
        block
        size="small"
        aria-label={t('notifications.filterLabel')}
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(v) => setUnreadOnly(v === 'unread')}
        options={[
          { value: 'all', label: t('notifications.filter.all') },
          { value: 'unread', label: `${t('notifications.filter.unread')}${unreadCount ? ` (${unreadCount})` : ''}` },
        ]}
        style={{ marginBottom: 8 }}
      />
      {markAll.isError && <Alert type="error" showIcon title={t('notifications.actionError')} style={{ marginBottom: 8 }} />}
      <div className="notification-scroll">{body}</div>
      {list.hasNextPage && (
        <Button block type="text" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('notifications.more')}
        </Button>
      )}
    </div>
  );
}

function NotificationRow({ n, close }: { n: NotificationItem; close: () => void }) {
  const { t } = useTranslation();
  const toggle = useToggleRead();
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const { title, description } = wordingOf(n, t);
  const failed = toggle.isError || remove.isError;
  const heading = n.link ? (
    <Link
      to={n.link}
      onClick={() => {
        if (!n.read) markRead.mutate(n.id);
        close();
      }}
    >
      {title}
    </Link>
  ) : (
    title
  );
  return (
    <li className={`notification-item${n.read ? '' : ' is-unread'}`} data-testid="notification-item" data-kind={n.kind}>
      <Avatar size={32} icon={navIcon(n.icon)} className="notification-icon" aria-hidden />
      <div className="notification-text">
        <div className="notification-title">
          {!n.read && <span className="notification-dot" aria-label={t('notifications.unreadMark')} role="img" />}
          {heading}
        </div>
        {description && <div className="notification-description">{description}</div>}
        <time dateTime={n.time} title={formatDateTime(n.time)} className="notification-time">
          {dayjs(n.time).fromNow()}
        </time>
        {failed && <div className="notification-error">{t('notifications.actionError')}</div>}
      </div>
      <Flex vertical gap={2}>
        <Tooltip title={n.read ? t('notifications.markUnread') : t('notifications.markRead')}>
          <Button
            size="small"
            type="text"
            icon={n.read ? <EyeInvisibleOutlined aria-hidden /> : <CheckOutlined aria-hidden />}
            aria-label={`${n.read ? t('notifications.markUnread') : t('notifications.markRead')}: ${title}`}
            loading={toggle.isPending}
            onClick={() => toggle.mutate(n.id)}
            data-testid="notification-toggle"
          />
        </Tooltip>
        <Tooltip title={t('notifications.delete')}>
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`${t('notifications.delete')}: ${title}`}
            loading={remove.isPending}
            onClick={() => remove.mutate(n.id)}
            data-testid="notification-delete"
          />
        </Tooltip>
      </Flex>
    </li>
  );
}
