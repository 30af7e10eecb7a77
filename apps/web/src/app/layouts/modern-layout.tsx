import { Layout, theme } from 'antd';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { AppFooter } from '../../components/app-footer';
import { NavigationMenu } from '../../features/navigation/components/navigation-menu';
import { HeaderTools } from './header-tools';
import { SkipLink } from './skip-link';
import { useNavItems } from './use-nav-items';
import type { LayoutProps } from './layout-props';

/** The configured default: brand, horizontal navigation and tools in one top bar. */
export default function ModernLayout({ routeLayout }: LayoutProps) {
  const { t } = useTranslation();
  const items = useNavItems();
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }} data-layout="modern">
      <SkipLink />
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          padding: '0 16px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          position: 'sticky',
          top: 0,
          zIndex: 10,
        }}
      >
        <BrandLogo to="/signed-in-redirect" />
        <NavigationMenu items={items} mode="horizontal" label={t('nav.label')} />
        <HeaderTools routeLayout={routeLayout} />
      </Layout.Header>
      {/* antd's Content is the page's one <main> (the skip link's target). */}
      <Layout.Content id="main" tabIndex={-1} className="app-main">
        <Outlet />
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
