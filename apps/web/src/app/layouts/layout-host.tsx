import { lazy, Suspense, type ComponentType } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { isLayoutName, resolveLayout, useConfiguredLayout, type LayoutName } from '../../lib/layout-preference';
import { FullPageSpinner } from '../../components/full-page-spinner';
import EmptyLayout from './empty-layout';
import type { LayoutProps } from './layout-props';

const LOADERS = {
  dense: () => import('./dense-layout'),
  material: () => import('./material-layout'),
  modern: () => import('./modern-layout'),
};
const loadShell = () => import('../../components/shell-app');

/**
 * Starts loading a signed-in layout and the shell before they render (an area route's loader calls it): the layout's
 * chunks, the page's and the session check then travel together instead of one after the other.
 */
export function preloadLayout(name: LayoutName) {
  if (name === 'empty') return;
  void LOADERS[name]();
  void loadShell();
}

/**
 * A signed-in layout inside the shell's one antd App (`ShellApp`), both loaded together: lazy, so neither is in the
 * sign-in first load.
 */
function inShell(load: () => Promise<{ default: ComponentType<LayoutProps> }>) {
  return lazy(async () => {
    const [{ default: Layout }, { ShellApp }] = await Promise.all([load(), loadShell()]);
    return {
      default: (props: LayoutProps) => (
        <ShellApp>
          <Layout {...props} />
        </ShellApp>
      ),
    };
  });
}

const DenseLayout = inShell(LOADERS.dense);
const MaterialLayout = inShell(LOADERS.material);
const ModernLayout = inShell(LOADERS.modern);

const LAYOUT_COMPONENTS: Record<Exclude<LayoutName, 'empty'>, ComponentType<LayoutProps>> = {
  dense: DenseLayout,
  material: MaterialLayout,
  modern: ModernLayout,
};

export interface RouteHandle {
  layout?: LayoutName;
}

/** The layout set by the deepest matched route's data (`handle.layout`), if any. */
export function useRouteLayout(): LayoutName | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = (matches[i].handle as RouteHandle | undefined)?.layout;
    if (isLayoutName(layout)) return layout;
  }
  return undefined;
}

/** Picks the layout: configuration → `?layout=` → route data (each overrides the previous). */
export function LayoutHost() {
  const configured = useConfiguredLayout();
  const [params] = useSearchParams();
  const routeLayout = useRouteLayout();
  const name = resolveLayout(configured, params.get('layout'), routeLayout);
  if (name === 'empty') return <EmptyLayout />;
  const Component = LAYOUT_COMPONENTS[name];
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Component routeLayout={routeLayout} />
    </Suspense>
  );
}
