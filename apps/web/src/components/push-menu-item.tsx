import type { MenuProps } from 'antd';
import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { User } from '@kurye/contracts/auth';
import { usePushToggle, type PushArea } from '../lib/push';

type MenuItems = NonNullable<MenuProps['items']>;

/** The push on/off item of a user menu (courier app or office), or nothing where the browser cannot push. */
export function usePushMenuItems(area: PushArea, user: User | null): MenuItems {
  const { t } = useTranslation();
  const push = usePushToggle(area, user);
  if (!push.supported) return [];
  return [
    {
      key: 'push',
      icon: <BellOutlined />,
      label: push.enabled ? t('push.disable') : t('push.enable'),
      extra: push.enabled ? <CheckOutlined aria-label={t('push.enabled')} /> : undefined,
      disabled: push.busy,
      onClick: () => void push.toggle(),
    },
  ];
}
