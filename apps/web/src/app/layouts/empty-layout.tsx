import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { LangSwitch } from '../../components/lang-switch';
import { SchemeSwitch } from '../../components/scheme-switch';
import { AppFooter } from '../../components/app-footer';
import { SkipLink } from './skip-link';

/** Public and auth pages: no navigation, just the brand, language and scheme switches. */
export default function EmptyLayout() {
  return (
    <Layout style={{ minHeight: '100vh', background: 'transparent' }}>
      <SkipLink />
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 24px' }}>
        <BrandLogo />
        <div className="header-tools">
          <LangSwitch />
          <SchemeSwitch />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="app-main" style={{ display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </main>
      <AppFooter />
    </Layout>
  );
}
