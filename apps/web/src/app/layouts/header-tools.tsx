import { useSession } from '../../lib/session';
import type { LayoutName } from '../../lib/layout-preference';
import { LangSwitch } from '../../components/lang-switch';
import { SchemeSwitch } from '../../components/scheme-switch';
import { FullscreenToggle } from '../../components/fullscreen-toggle';
import { SettingsDrawer } from '../../components/settings-drawer';
import { UserMenu } from '../../features/user/components/user-menu';
import { EmergencyWatcher } from '../../features/emergencies/components/emergency-watcher';
import { StoreRequestWatcher } from '../../features/packet-update-requests/components/store-request-watcher';
import { hasClaim } from '../../lib/authorization';
import { AnnouncementBell } from '../../features/announcements/components/announcement-bell';
import { GlobalSearch } from '../../features/search/components/global-search';
import { QuickChat } from '../../features/messages/components/quick-chat';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ShortcutsPanel } from '../../features/shortcuts/components/shortcuts-panel';

/** The right side of every signed-in header (inside the shell's `ShellApp`: messages, notifications, modals; see `layout-host`). */
export function HeaderTools({ routeLayout }: { routeLayout?: LayoutName }) {
  const { user } = useSession();
  return (
    <div className="header-tools">
      {user && <GlobalSearch />}
      {user && user.roles[0] !== 'Carrier' && <ShortcutsPanel />}
      {hasClaim(user, 'announcements.own') && <AnnouncementBell />}
      {/* The store's bell is the specification's announcements bell: its own feed shows as an inbox beside it. */}
      {user && <NotificationBell variant={hasClaim(user, 'announcements.own') ? 'inbox' : 'bell'} />}
      {user && <QuickChat />}
      <LangSwitch />
      <SchemeSwitch />
      <FullscreenToggle />
      <SettingsDrawer routeLayout={routeLayout} />
      {user && <UserMenu user={user} />}
      <EmergencyWatcher />
      <StoreRequestWatcher />
    </div>
  );
}
