import { useEffect, useState, type ReactNode } from 'react';
import { Avatar, Button, Drawer, Layout, theme, Typography } from 'antd';
import { MenuOutlined, PushpinFilled, PushpinOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { IdleLock } from '../../features/auth/components/idle-lock';
import { useSession } from '../../lib/session';
import { useMinWidth } from '../../lib/use-min-width';
import { HeaderTools, HeaderToolSet } from './header-tools';
import { KeptParts } from './kept-parts';
import { LayoutFrame, LayoutMain, LayoutNav, LayoutTopBar } from './layout-parts';
import type { LayoutProps } from './layout-props';
import { LAYOUT_SPECS, NAV_WIDTH, type LayoutSpec, type ShellLayoutName } from '../../lib/layout-specs';

const HOME = '/signed-in-redirect';
/** Height of antd's Layout.Header: the phone menu opens under it so its toggle stays in reach. */
const HEADER_HEIGHT = 64;

/** Every signed-in layout: one shell, arranged by its `LayoutSpec`; a phone gets the overlay menu instead. */
export function ShellLayout({ name, routeLayout }: LayoutProps & { name: ShellLayoutName }) {
  const spec = LAYOUT_SPECS[name];
  const wide = useMinWidth('md');
  const Shell = !wide ? PhoneShell : spec.nav === 'top' ? TopShell : SideShell;
  return (
    <KeptParts tools={<HeaderToolSet routeLayout={routeLayout} />}>
      <Shell name={name} spec={spec} />
      <IdleLock />
    </KeptParts>
  );
}

interface ShellProps {
  name: ShellLayoutName;
  spec: LayoutSpec;
}

function MenuToggle({ open, onToggle, light }: { open: boolean; onToggle: () => void; light?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      data-testid="nav-toggle"
      style={light ? { color: '#fff' } : undefined}
      aria-label={t('nav.toggle')}
      aria-expanded={open}
      icon={<MenuOutlined />}
      onClick={onToggle}
    />
  );
}

/** The header's tools; on a brand-coloured header they turn white. */
function Tools({ spec, folded }: { spec: LayoutSpec; folded?: boolean }) {
  const tools = <HeaderTools folded={folded} />;
  if (!spec.brandHeader) return tools;
  // The tools sit on the coloured header itself (white icons), not in a white box of their own.
  return (
    <div className="header-on-primary" data-testid="store-header-tools" style={{ marginLeft: 'auto', lineHeight: 'normal', minWidth: 0 }}>
      {tools}
    </div>
  );
}

/**
 * Below md (960 px): the menu is an overlay ("over" mode) under the header, with a mask; it closes on a tap on the
 * mask, on Escape, on its toggle and after choosing a page. The header keeps the toggle, the logo, the search and the
 * notifications; the other tools fold into one button so nothing lies off-screen.
 */
function PhoneShell({ name, spec }: ShellProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <LayoutFrame name={name} phone>
      <LayoutTopBar primary={spec.brandHeader} gap={8} compact>
        <MenuToggle open={open} onToggle={() => setOpen(!open)} light={spec.brandHeader} />
        <BrandLogo to={HOME} compact />
        <Tools spec={spec} folded />
      </LayoutTopBar>
      <Drawer
        placement="left"
        open={open}
        onClose={() => setOpen(false)}
        closable={false}
        size={Math.min(spec.navWidth < NAV_WIDTH.normal ? NAV_WIDTH.normal : spec.navWidth, 320)}
        rootStyle={{ top: HEADER_HEIGHT }}
        rootClassName="nav-overlay"
        styles={{ body: { padding: 0 }, wrapper: { maxWidth: 'calc(100vw - 48px)' } }}
        aria-label={t('nav.label')}
        forceRender
      >
        <LayoutNav mode="inline" />
      </Drawer>
      <LayoutMain />
    </LayoutFrame>
  );
}

/** modern (brand, menu and tools in one bar), centered (the same in a centred box), enterprise (menu on a bar of its own). */
function TopShell({ name, spec }: ShellProps) {
  const { token } = theme.useToken();
  const frame = (
    <>
      <LayoutTopBar primary={spec.brandHeader} gap={16}>
        <BrandLogo to={HOME} />
        {!spec.navBar && (
          <div data-testid="nav-panel" style={{ flex: 1, minWidth: 0 }}>
            <LayoutNav mode="horizontal" />
          </div>
        )}
        <Tools spec={spec} />
      </LayoutTopBar>
      {spec.navBar && (
        <div
          data-testid="nav-panel"
          className="nav-bar"
          style={{ background: spec.navTheme === 'dark' ? '#001529' : token.colorBgContainer, paddingInline: 16 }}
        >
          <LayoutNav mode="horizontal" theme={spec.navTheme} />
        </div>
      )}
      <LayoutMain />
    </>
  );
  return (
    <LayoutFrame name={name}>
      {spec.boxed ? (
        <div className="layout-box" style={{ background: token.colorBgLayout, boxShadow: token.boxShadowTertiary, borderRadius: token.borderRadiusLG }}>
          {frame}
        </div>
      ) : (
        frame
      )}
    </LayoutFrame>
  );
}

/** The side-menu layouts: material, classic, classy, futuristic, compact, dense and thin. */
function SideShell({ name, spec }: ShellProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(true);
  // dense: the rail grows over the page on hover or focus, or stays open when pinned.
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const expanding = spec.rail === 'expand';
  const railed = !!spec.rail && !(expanding && (pinned || hovered));
  const width = expanding && !railed ? NAV_WIDTH.normal : spec.navWidth;
  const reserved = !open ? (spec.collapsedWidth ?? 0) : expanding ? (pinned ? NAV_WIDTH.normal : spec.navWidth) : width;
  const dark = spec.navTheme === 'dark';

  const toggle = expanding ? (
    <Button
      type="text"
      data-testid="nav-toggle"
      aria-label={t('nav.pin')}
      aria-pressed={pinned}
      icon={pinned ? <PushpinFilled /> : <PushpinOutlined />}
      onClick={() => setPinned(!pinned)}
    />
  ) : (
    <MenuToggle open={open} onToggle={() => setOpen(!open)} light={spec.brandHeader} />
  );

  const sider = (
    <>
      {/* Reserves the menu's width; the menu itself is fixed so a rail growing on hover does not reflow the page. */}
      <div style={{ width: reserved, flex: 'none', transition: 'width .3s' }} />
      <aside
        data-testid="nav-panel"
        className={`nav-side nav-side-${name}`}
        onMouseEnter={expanding ? () => setHovered(true) : undefined}
        onMouseLeave={expanding ? () => setHovered(false) : undefined}
        onFocus={expanding ? () => setHovered(true) : undefined}
        onBlur={
          expanding
            ? (e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHovered(false);
              }
            : undefined
        }
        style={{
          position: 'fixed',
          top: spec.header === 'page' ? HEADER_HEIGHT : 0,
          bottom: 0,
          insetInlineStart: 0,
          zIndex: 20,
          width: open ? width : (spec.collapsedWidth ?? 0),
          overflowX: 'hidden',
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          transition: 'width .3s',
          background: name === 'futuristic' ? 'linear-gradient(180deg, #1e1b4b 0%, #312e81 100%)' : dark ? '#001529' : token.colorBgContainer,
          color: dark ? '#fff' : undefined,
          borderInlineEnd: dark ? undefined : `1px solid ${token.colorBorderSecondary}`,
          boxShadow: expanding && hovered && !pinned ? token.boxShadowSecondary : undefined,
        }}
      >
        {spec.header === 'content' && (
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: railed ? 'center' : 'space-between', padding: 16, minHeight: HEADER_HEIGHT }}>
            <BrandLogo to={HOME} compact={railed} />
          </div>
        )}
        {spec.userCard === 'top' && !railed && <UserCard dark={dark} />}
        <div style={{ flex: 1 }}>
          <LayoutNav mode="inline" collapsed={railed || (!open && !!spec.collapsedWidth)} theme={spec.navTheme} />
        </div>
        {spec.userCard === 'bottom' && !railed && <UserCard dark={dark} />}
      </aside>
    </>
  );

  if (spec.header === 'page') {
    return (
      <LayoutFrame name={name}>
        <LayoutTopBar primary={spec.brandHeader}>
          {toggle}
          <BrandLogo to={HOME} />
          <Tools spec={spec} />
        </LayoutTopBar>
        <Layout hasSider style={{ flexDirection: 'row' }}>
          {sider}
          <Layout style={{ minWidth: 0 }}>
            <LayoutMain />
          </Layout>
        </Layout>
      </LayoutFrame>
    );
  }
  return (
    <LayoutFrame name={name} row>
      {sider}
      <Layout style={{ minWidth: 0 }}>
        <LayoutTopBar>
          {toggle}
          <Tools spec={spec} />
        </LayoutTopBar>
        <LayoutMain />
      </Layout>
    </LayoutFrame>
  );
}

/** classy and futuristic: who is signed in, on the menu panel. */
function UserCard({ dark }: { dark: boolean }): ReactNode {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div data-testid="nav-user-card" style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 16px' }}>
      <Avatar size={40} src={user.avatar ?? undefined} icon={user.avatar ? undefined : <UserOutlined aria-hidden />} alt="" />
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ display: 'block', color: dark ? '#fff' : undefined }}>
          {user.name || user.username}
        </Typography.Text>
        <Typography.Text
          ellipsis
          style={{ display: 'block', fontSize: 12, color: dark ? 'rgba(255,255,255,.65)' : undefined }}
          type={dark ? undefined : 'secondary'}
        >
          {user.email}
        </Typography.Text>
      </div>
    </div>
  );
}
