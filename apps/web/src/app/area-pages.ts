import type { ComponentType } from 'react';
import { directoryPages } from '../features/directory/pages';
import { liveMapPages } from '../features/live-map/pages';
import { organisationPages } from '../features/organisation/pages';
import { storeRequestPages } from '../features/store-requests/pages';

/** A page key of `AREAS` (contracts) → its screen, loaded on demand. Each feature lists its own pages. */
export type PageLoaders = Record<string, () => Promise<ComponentType>>;

const loaders: PageLoaders = { ...storeRequestPages, ...liveMapPages, ...organisationPages, ...directoryPages };

/** The screen for a page key, or the placeholder for screens that are not built yet. */
export async function loadAreaPage(page: string): Promise<ComponentType> {
  const load = loaders[page];
  if (load) return load();
  const { PagePlaceholder } = await import('../components/page-placeholder');
  return function Placeholder() {
    return PagePlaceholder({ page });
  };
}
