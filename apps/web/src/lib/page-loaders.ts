import type { ComponentType } from 'react';

/** A page key of `AREAS` (contracts) → its screen, loaded on demand. Each feature lists its own pages in `pages.ts`. */
export type PageLoaders = Record<string, () => Promise<ComponentType>>;
