import type { ReactNode } from 'react';
import { Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppFooter } from '../../components/app-footer';
import { NavigationMenu } from '../../features/navigation/components/navigation-menu';
import type { LayoutName } from '../../lib/layout-preference';
import { SkipLink } from './skip-link';
import { usePageHost } from './kept-parts';
import { useNavItems } from './use-nav-items';

/** What every signed-in layout is built of: the full-height frame, its top bar, the menu and the page with its footer. */

/** The full-height frame with the skip link; `data-layout` names the layout (tests and styles read it). */
export function LayoutFrame({ name, phone, row, children }: { name: Exclude<LayoutName, 'empty'>; phone?: boolean; row?: boolean; children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh', flexDirection: row ? 'row' : undefined }} data-layout={name} data-phone={phone || undefined}>
      <SkipLink />
      {children}
    </Layout>
  );
}

/** The sticky top bar: light with a bottom border, or (`primary`) the brand colour with white text. */
export function LayoutTopBar({ primary = false, gap = 12, compact, children }: { primary?: boolean; gap?: number; compact?: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap,
        padding: compact ? '0 8px' : '0 16px',
        ...(primary
          ? { background: token.colorPrimary, color: '#fff' }
          : { background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }),
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      {children}
    </Layout.Header>
  );
}

/** The user's menu (GET /api/common/navigation), across the top bar or down a sider. */
export function LayoutNav({ mode, collapsed, theme }: { mode: 'inline' | 'horizontal'; collapsed?: boolean; theme?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const items = useNavItems();
  return <NavigationMenu items={items} mode={mode} collapsed={collapsed} theme={theme} label={t('nav.label')} />;
}

/** The page (antd's Content is the page's one <main>, the skip link's target) and the footer under it; see KeptParts. */
export function LayoutMain() {
  const ref = usePageHost<HTMLElement>();
  return (
    <>
      <Layout.Content id="main" tabIndex={-1} className="app-main" ref={ref} />
      <AppFooter />
    </>
  );
}
