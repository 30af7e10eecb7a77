import { BrandLogo } from '../../components/brand-logo';
import { HeaderTools } from './header-tools';
import { LayoutFrame, LayoutMain, LayoutNav, LayoutTopBar } from './layout-parts';
import type { LayoutProps } from './layout-props';

/** The configured default: brand, horizontal navigation and tools in one top bar. */
export default function ModernLayout({ routeLayout }: LayoutProps) {
  return (
    <LayoutFrame name="modern">
      <LayoutTopBar gap={16}>
        <BrandLogo to="/signed-in-redirect" />
        <LayoutNav mode="horizontal" />
        <HeaderTools routeLayout={routeLayout} />
      </LayoutTopBar>
      <LayoutMain />
    </LayoutFrame>
  );
}
