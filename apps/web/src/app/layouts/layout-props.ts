import type { LayoutName } from '../../lib/layout-preference';

export interface LayoutProps {
  /** Set when route data fixes the layout (the settings drawer then explains why a switch has no effect here). */
  routeLayout?: LayoutName;
}
