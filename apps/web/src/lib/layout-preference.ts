import { useSyncExternalStore } from 'react';

/** The specification's eleven layouts (§2). */
export const LAYOUTS = ['empty', 'centered', 'enterprise', 'material', 'modern', 'classic', 'classy', 'compact', 'dense', 'futuristic', 'thin'] as const;
export type LayoutName = (typeof LAYOUTS)[number];
export const isLayoutName = (v: unknown): v is LayoutName => typeof v === 'string' && (LAYOUTS as readonly string[]).includes(v);

/** The configured default (§9: "Default layout modern"). */
export const DEFAULT_LAYOUT: LayoutName = 'modern';
const KEY = 'layout';

function read(): LayoutName {
  const v = sessionStorage.getItem(KEY);
  return isLayoutName(v) ? v : DEFAULT_LAYOUT;
}

let configured: LayoutName = read();
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The configured layout: the default, or what the settings drawer chose for this browser session. */
export const useConfiguredLayout = () => useSyncExternalStore(subscribe, () => configured);

export function setConfiguredLayout(next: LayoutName) {
  configured = next;
  sessionStorage.setItem(KEY, next);
  listeners.forEach((l) => l());
}

/**
 * §2: "The layout comes from configuration, may be overridden by a layout query parameter, and again by route data."
 * Route data wins over the query parameter, which wins over configuration.
 */
export function resolveLayout(configuredLayout: LayoutName, queryLayout: string | null, routeLayout: unknown): LayoutName {
  if (isLayoutName(routeLayout)) return routeLayout;
  if (isLayoutName(queryLayout)) return queryLayout;
  return configuredLayout;
}
