import { App as AntApp } from 'antd';
import { useSession } from '../../lib/session';
import type { LayoutName } from '../../lib/layout-preference';
import { LangSwitch } from '../../components/lang-switch';
import { SchemeSwitch } from '../../components/scheme-switch';
import { FullscreenToggle } from '../../components/fullscreen-toggle';
import { SettingsDrawer } from '../../components/settings-drawer';
import { UserMenu } from '../../features/user/components/user-menu';

/**
 * The right side of every signed-in header. antd's App (message/notification holders) lives here rather than at the
 * root so that it stays out of the sign-in first load.
 */
export function HeaderTools({ routeLayout }: { routeLayout?: LayoutName }) {
  const { user } = useSession();
  return (
    <AntApp component={false}>
    <div className="header-tools">
      <LangSwitch />
      <SchemeSwitch />
      <FullscreenToggle />
      <SettingsDrawer routeLayout={routeLayout} />
      {user && <UserMenu user={user} />}
    </div>
    </AntApp>
  );
}
