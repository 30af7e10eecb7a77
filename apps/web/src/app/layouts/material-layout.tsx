import { useState } from 'react';
import { Button, Layout, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { AppFooter } from '../../components/app-footer';
import { NavigationMenu } from '../../features/navigation/components/navigation-menu';
import { HeaderTools } from './header-tools';
import { SkipLink } from './skip-link';
import { useNavItems } from './use-nav-items';
import type { LayoutProps } from './layout-props';
import { useMinWidth } from '../../lib/use-min-width';

/** Store area: a full-width top header and a standard 280px sidebar. */
export default function MaterialLayout({ routeLayout }: LayoutProps) {
  const { t } = useTranslation();
  const items = useNavItems();
  const { token } = theme.useToken();
  const md = useMinWidth('md');
  const sm = useMinWidth('sm');
  const [collapsed, setCollapsed] = useState<boolean | null>(null);
  const isCollapsed = collapsed ?? !md;

  return (
    <Layout style={{ minHeight: '100vh' }} data-layout="material">
      <SkipLink />
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '0 16px',
          background: token.colorPrimary,
          color: '#fff',
          position: 'sticky',
          top: 0,
          zIndex: 10,
        }}
      >
        <Button
          type="text"
          style={{ color: '#fff' }}
          aria-label={t('nav.toggle')}
          aria-expanded={!isCollapsed}
          icon={isCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => setCollapsed(!isCollapsed)}
        />
        <BrandLogo to="/signed-in-redirect" />
        {/* The tools sit on the blue header itself (white icons), not in a white box of their own. */}
        <div className="header-on-primary" data-testid="store-header-tools" style={{ marginLeft: 'auto', lineHeight: 'normal' }}>
          <HeaderTools routeLayout={routeLayout} />
        </div>
      </Layout.Header>
      <Layout hasSider>
        <Layout.Sider
          width={280}
          collapsedWidth={isCollapsed && !sm ? 0 : 80}
          collapsed={isCollapsed}
          trigger={null}
          theme="light"
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          <NavigationMenu items={items} mode="inline" collapsed={isCollapsed} label={t('nav.label')} />
        </Layout.Sider>
        <Layout>
          {/* antd's Content is the page's one <main> (the skip link's target). */}
          <Layout.Content id="main" tabIndex={-1} className="app-main">
            <Outlet />
          </Layout.Content>
          <AppFooter />
        </Layout>
      </Layout>
    </Layout>
  );
}
