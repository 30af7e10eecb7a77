import { lazy, Suspense } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { isLayoutName, resolveLayout, useConfiguredLayout, type LayoutName } from '../../lib/layout-preference';
import { FullPageSpinner } from '../../components/full-page-spinner';
import EmptyLayout from './empty-layout';
import type { LayoutProps } from './layout-props';
import type { ShellLayoutName } from '../../lib/layout-specs';

let shellModules: Promise<[typeof import('./shell-layout'), typeof import('../../components/shell-app')]> | undefined;

/**
 * Starts loading the signed-in shell's chunks (once). The router calls it beside an area page's own chunk, so a
 * signed-in first load fetches page and shell in one wave instead of the shell after the page has rendered.
 */
export function loadSignedInShell() {
  shellModules ??= Promise.all([import('./shell-layout'), import('../../components/shell-app')]);
  return shellModules;
}

/**
 * The signed-in shell inside the shell's one antd App (`ShellApp`), both loaded together: lazy, so neither is in the
 * sign-in first load.
 */
const SignedInShell = lazy(async () => {
  const [{ ShellLayout }, { ShellApp }] = await loadSignedInShell();
  return {
    default: (props: LayoutProps & { name: ShellLayoutName }) => (
      <ShellApp>
        <ShellLayout {...props} />
      </ShellApp>
    ),
  };
});

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
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <SignedInShell name={name} routeLayout={routeLayout} />
    </Suspense>
  );
}
