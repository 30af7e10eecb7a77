import type { NavigationItem } from '@kurye/contracts/navigation';

/** An item as the web menu takes it: the API's, plus what only code can give (§2): a hiding predicate and a click function. */
export type MenuEntry = Omit<NavigationItem, 'hidden' | 'children'> & {
  hidden?: boolean | (() => boolean);
  function?: () => void;
  children?: MenuEntry[];
};

export const isHidden = (item: MenuEntry) => (typeof item.hidden === 'function' ? item.hidden() : !!item.hidden);

/** Where a router link goes, with its query parameters and fragment. */
export const linkTarget = (item: MenuEntry) => ({
  pathname: item.link,
  search: item.queryParams ? `?${new URLSearchParams(item.queryParams)}` : '',
  hash: item.fragment ? `#${item.fragment}` : '',
});

/** Ids of the siblings of `id` (to auto-collapse them when it opens). */
export function siblingsOf(items: MenuEntry[], id: string): { item: MenuEntry; siblings: string[] } | null {
  for (const item of items) {
    if (item.id === id) return { item, siblings: items.filter((i) => i.id !== id).map((i) => i.id) };
    const found = item.children && siblingsOf(item.children, id);
    if (found) return found;
  }
  return null;
}

/**
 * Exact match by default: `/store/packet` must not light up on `/store/packet/history`, which is another screen. An
 * item with `exactMatch: false` also lights up on the paths under it.
 */
export function isActive(item: MenuEntry, pathname: string) {
  if (!item.link) return false;
  const path = pathname.replace(/\/$/, '');
  return path === item.link || (item.exactMatch === false && path.startsWith(`${item.link}/`));
}
