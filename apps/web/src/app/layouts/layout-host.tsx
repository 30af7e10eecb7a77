import { lazy, Suspense, type ComponentType } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { isLayoutName, resolveLayout, useConfiguredLayout, type LayoutName } from '../../lib/layout-preference';
import { FullPageSpinner } from '../../components/full-page-spinner';
import EmptyLayout from './empty-layout';
import type { LayoutProps } from './layout-props';

/**
 * A signed-in layout inside the shell's one antd App (`ShellApp`), both loaded together: lazy, so neither is in the
 * sign-in first load.
 */
function inShell(load: () => Promise<{ default: ComponentType<LayoutProps> }>) {
  return lazy(async () => {
    const [{ default: Layout }, { ShellApp }] = await Promise.all([load(), import('../../components/shell-app')]);
    return {
      default: (props: LayoutProps) => (
        <ShellApp>
          <Layout {...props} />
        </ShellApp>
      ),
    };
  });
}

const DenseLayout = inShell(() => import('./dense-layout'));
const MaterialLayout = inShell(() => import('./material-layout'));
const ModernLayout = inShell(() => import('./modern-layout'));

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
