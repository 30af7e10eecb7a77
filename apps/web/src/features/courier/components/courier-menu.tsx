import { Button, Dropdown } from 'antd';
import { LogoutOutlined, MoreOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePushMenuItems } from '../../../components/push-menu-item';
import { useSession } from '../../../lib/session';

/** The small menu at the top: who is signed in, push notifications on/off (new offers with "Kabul et"), and sign-out. */
export function CourierMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const pushItems = usePushMenuItems('courier', user);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          ...(user ? [{ key: 'who', label: user.name, disabled: true }, { type: 'divider' as const }] : []),
          ...pushItems,
          { key: 'sign-out', icon: <LogoutOutlined />, label: t('courier.signOut'), onClick: () => void navigate('/sign-out') },
        ],
      }}
    >
      <Button size="large" type="text" icon={<MoreOutlined />} aria-label={t('courier.menu')} />
    </Dropdown>
  );
}
