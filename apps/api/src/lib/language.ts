import type { Lang } from '@kurye/contracts/errors';

/** Turkish unless the client's first preference is English. */
export function languageOf(acceptLanguage: string | undefined): Lang {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'tr';
}
