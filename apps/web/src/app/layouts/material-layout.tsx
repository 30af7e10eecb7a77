import { useState } from 'react';
import { Button, Layout, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { HeaderTools } from './header-tools';
import { LayoutFrame, LayoutMain, LayoutNav, LayoutTopBar } from './layout-parts';
import type { LayoutProps } from './layout-props';
import { useMinWidth } from '../../lib/use-min-width';

/** Store area: a full-width top header and a standard 280px sidebar. */
export default function MaterialLayout({ routeLayout }: LayoutProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const md = useMinWidth('md');
  const sm = useMinWidth('sm');
  const [collapsed, setCollapsed] = useState<boolean | null>(null);
  const isCollapsed = collapsed ?? !md;

  return (
    <LayoutFrame name="material">
      <LayoutTopBar primary>
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
      </LayoutTopBar>
      <Layout hasSider>
        <Layout.Sider
          width={280}
          collapsedWidth={isCollapsed && !sm ? 0 : 80}
          collapsed={isCollapsed}
          trigger={null}
          theme="light"
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          <LayoutNav mode="inline" collapsed={isCollapsed} />
        </Layout.Sider>
        <Layout>
          <LayoutMain />
        </Layout>
      </Layout>
    </LayoutFrame>
  );
}
