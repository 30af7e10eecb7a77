import { useSyncExternalStore } from 'react';

/**
 * Counts shown next to menu items, by navigation item id (`emergency`, `storeRequests`): the features that watch
 * them set the count, the navigation menu shows it. Zero hides the badge.
 */
const counts = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;

export function setNavBadge(id: string, count: number) {
  if ((counts.get(id) ?? 0) === count) return;
  counts.set(id, count);
  version++;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Re-renders when any badge changes; returns a reader. */
export function useNavBadges() {
  useSyncExternalStore(subscribe, () => version);
  return (id: string) => counts.get(id) ?? 0;
}
