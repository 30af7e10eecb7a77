import { Button, Dropdown } from 'antd';
import { LogoutOutlined, MoreOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';

/** The small menu at the top: who is signed in, and sign-out. */
export function CourierMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          ...(user ? [{ key: 'who', label: user.name, disabled: true }, { type: 'divider' as const }] : []),
          { key: 'sign-out', icon: <LogoutOutlined />, label: t('courier.signOut'), onClick: () => void navigate('/sign-out') },
        ],
      }}
    >
      <Button size="large" type="text" icon={<MoreOutlined />} aria-label={t('courier.menu')} />
    </Dropdown>
  );
}
