import type { ComponentType } from 'react';
import type { PageLoaders } from '../lib/page-loaders';

/** Every feature's `pages.ts` (`export const pages: PageLoaders`); the loaders themselves stay lazy chunks. */
const featurePages = import.meta.glob<PageLoaders>('../features/*/pages.ts', { eager: true, import: 'pages' });
const loaders: PageLoaders = Object.assign({}, ...Object.values(featurePages));

/** The screen for a page key, or the placeholder for screens that are not built yet. */
export async function loadAreaPage(page: string): Promise<ComponentType> {
  const load = loaders[page];
  if (load) return load();
  const { PagePlaceholder } = await import('../components/page-placeholder');
  return function Placeholder() {
    return PagePlaceholder({ page });
  };
}
