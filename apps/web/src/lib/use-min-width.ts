import { useSyncExternalStore } from 'react';

/** The specification's breakpoints (§9), not antd's (576/768/992/1200). */
export const MIN_WIDTH = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;
export type Breakpoint = keyof typeof MIN_WIDTH;

const query = (bp: Breakpoint) => window.matchMedia(`(min-width: ${MIN_WIDTH[bp]}px)`);

/**
 * Whether the window is at least as wide as `bp`, known from the first render. antd's `Grid.useBreakpoint()` answers
 * `{}` until an effect runs, so a layout built on it first renders as if on a phone and then jumps (a layout shift).
 */
export function useMinWidth(bp: Breakpoint) {
  return useSyncExternalStore(
    (onChange) => {
      const q = query(bp);
      q.addEventListener('change', onChange);
      return () => q.removeEventListener('change', onChange);
    },
    () => query(bp).matches,
  );
}
