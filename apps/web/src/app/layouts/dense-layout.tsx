import { useState } from 'react';
import { Button, Layout, theme } from 'antd';
import { PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { HeaderTools } from './header-tools';
import { LayoutFrame, LayoutMain, LayoutNav, LayoutTopBar } from './layout-parts';
import type { LayoutProps } from './layout-props';
import { useMinWidth } from '../../lib/use-min-width';

const DENSE = 80;
const WIDE = 280;

/**
 * Operations areas: an 80px icon rail (labels in tooltips) that expands over the content on hover or focus,
 * or stays open when pinned. Below the md breakpoint it is a normal (default) sidebar toggled by the button.
 */
export default function DenseLayout({ routeLayout }: LayoutProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const collapsed = !pinned && !hovered;
  const small = !useMinWidth('md');

  return (
    <LayoutFrame name="dense">
      {/* Reserves the rail's width; the sider itself floats so hover expansion does not reflow the page. */}
      <div style={{ width: small ? 0 : pinned ? WIDE : DENSE, flex: 'none', transition: 'width .3s' }} />
      <Layout.Sider
        width={WIDE}
        collapsedWidth={small ? 0 : DENSE}
        collapsed={collapsed}
        trigger={null}
        theme="light"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHovered(false);
        }}
        style={{
          position: 'fixed',
          insetBlock: 0,
          insetInlineStart: 0,
          zIndex: 20,
          overflow: 'auto',
          borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          boxShadow: hovered && !pinned ? token.boxShadowSecondary : undefined,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'space-between', padding: 16, minHeight: 64 }}>
          <BrandLogo to="/signed-in-redirect" compact={collapsed} />
          {!collapsed && !small && (
            <Button
              type="text"
              size="small"
              aria-label={t('nav.pin')}
              aria-pressed={pinned}
              icon={pinned ? <PushpinFilled /> : <PushpinOutlined />}
              onClick={() => setPinned(!pinned)}
            />
          )}
        </div>
        <LayoutNav mode="inline" collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <LayoutTopBar>
          <Button
            type="text"
            aria-label={t('nav.toggle')}
            aria-expanded={!collapsed}
            icon={pinned ? <PushpinFilled /> : <PushpinOutlined />}
            onClick={() => setPinned(!pinned)}
          />
          <HeaderTools routeLayout={routeLayout} />
        </LayoutTopBar>
        <LayoutMain />
      </Layout>
    </LayoutFrame>
  );
}
