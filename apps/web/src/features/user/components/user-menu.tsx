import { useState } from 'react';
import { App, Avatar, Badge, Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { CheckOutlined, IdcardOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@kurye/contracts/auth';
import { USER_STATUSES, type UserStatus } from '@kurye/contracts/roles';
import { usePushMenuItems } from '../../../components/push-menu-item';
import { useUpdateUser } from '../api/update-user';
import { ProfileDialog } from './profile-dialog';

export const STATUS_COLORS: Record<UserStatus, string> = {
  online: '#52c41a',
  away: '#faad14',
  busy: '#ff4d4f',
  'not-visible': '#bfbfbf',
};

function useStatusLabels(): Record<UserStatus, string> {
  const { t } = useTranslation();
  return {
    online: t('userStatus.online'),
    away: t('userStatus.away'),
    busy: t('userStatus.busy'),
    'not-visible': t('userStatus.notVisible'),
  };
}

function StatusDot({ status }: { status: UserStatus }) {
  return (
    <span
      aria-hidden="true"
      style={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', background: STATUS_COLORS[status], marginInline: 3 }}
    />
  );
}

/** Greeting, avatar with status dot, status sub menu, profile, change password and sign out. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const labels = useStatusLabels();
  const update = useUpdateUser();
  const pushItems = usePushMenuItems('office', user);
  const [profileOpen, setProfileOpen] = useState(false);
  const name = user.name || user.username;

  const setStatus = (status: UserStatus) => {
    if (status === user.status) return;
    update.mutate({ status }, { onError: (err) => void message.error(err.message || t('errors.generic')) });
  };

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span>
          {t('userMenu.signedInAs')}
          <br />
          <strong>{user.email}</strong>
        </span>
      ),
    },
    { type: 'divider' },
    {
      key: 'status',
      label: t('userMenu.status'),
      icon: <StatusDot status={user.status} />,
      children: USER_STATUSES.map((s) => ({
        key: `status:${s}`,
        label: labels[s],
        icon: <StatusDot status={s} />,
        extra: s === user.status ? <CheckOutlined aria-label={t('userMenu.current')} /> : undefined,
        onClick: () => setStatus(s),
      })),
    },
    ...pushItems,
    { key: 'profile', icon: <IdcardOutlined />, label: t('userMenu.profile'), onClick: () => setProfileOpen(true) },
    { key: 'change-password', icon: <KeyOutlined />, label: <Link to="/change-password">{t('userMenu.changePassword')}</Link> },
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: <Link to="/sign-out">{t('userMenu.signOut')}</Link> },
  ];

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          data-testid="user-menu"
          aria-label={`${t('userMenu.open', { name })}, ${labels[user.status]}`}
          style={{ height: 40, display: 'inline-flex', alignItems: 'center', gap: 8 }}
        >
          {/* No title on the dot: a tooltip text counts as visible text the button's name would have to contain. */}
          <Badge dot color={STATUS_COLORS[user.status]} offset={[-4, 28]}>
            <Avatar src={user.avatar ?? undefined} icon={user.avatar ? undefined : <UserOutlined aria-hidden />} alt="" />
          </Badge>
          <span className="hide-sm">{t('userMenu.greeting', { name })}</span>
        </Button>
      </Dropdown>
      <ProfileDialog user={user} open={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}
