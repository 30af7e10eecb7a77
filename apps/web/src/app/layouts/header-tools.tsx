import { useEffect, useState, type ReactNode } from 'react';
import { Button, Drawer } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
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
import { useToolsHost } from './kept-parts';

/**
 * The right side of every signed-in header (inside the shell's `ShellApp`: messages, notifications, modals; see
 * `layout-host`): the search, then the place of the kept tools (`HeaderToolSet`, see KeptParts). `folded` (a phone):
 * the search stays, the tools move into one button's panel.
 */
export function HeaderTools({ folded }: { folded?: boolean }) {
  const { user } = useSession();
  if (folded) {
    return (
      <div className="header-tools">
        {user && <GlobalSearch appearance="bar" />}
        <FoldedTools>
          <ToolsPlace />
        </FoldedTools>
      </div>
    );
  }
  return (
    <div className="header-tools">
      {user && <GlobalSearch />}
      <ToolsPlace />
    </div>
  );
}

/** Where the kept tools show; its box takes no room of its own, so the tools sit in the header's row as its items. */
function ToolsPlace() {
  const ref = useToolsHost<HTMLSpanElement>();
  return <span ref={ref} style={{ display: 'contents' }} />;
}

/**
 * The tools after the search, rendered once for whichever shell shows (KeptParts): bells, chat, language, scheme,
 * fullscreen, settings, the user's menu, and the watchers that open the emergency and store-request dialogs.
 */
export function HeaderToolSet({ routeLayout }: { routeLayout?: LayoutName }) {
  const { user } = useSession();
  return (
    <>
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
    </>
  );
}

/** One button opening a panel with the tools; it closes itself when a tool leads to another page. */
function FoldedTools({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <Button
        type="text"
        data-testid="header-more"
        aria-label={t('header.moreTools')}
        aria-expanded={open}
        icon={<MoreOutlined />}
        onClick={() => setOpen(true)}
      />
      <Drawer title={t('header.moreTools')} placement="right" size={300} open={open} onClose={() => setOpen(false)} styles={{ wrapper: { maxWidth: '100vw' } }}>
        <div className="header-tools header-tools-folded" data-testid="header-tools-panel">
          {children}
        </div>
      </Drawer>
    </>
  );
}
