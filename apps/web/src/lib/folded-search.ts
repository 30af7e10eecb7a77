import { foldTurkish } from '@kurye/contracts/turkish-fold';

/** Every word of what was typed is in `text`, ignoring case and Turkish letters: "moda durum" finds "Moda Dürüm Evi". */
export function foldedIncludes(text: string, typed: string): boolean {
  const haystack = foldTurkish(text);
  return foldTurkish(typed)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** A select's `showSearch` that matches its options' `prop` the same way the server searches: `foldedIncludes`. */
export const foldedSelectSearch = (prop = 'label') => ({
  optionFilterProp: prop,
  filterOption: (typed: string, option?: object) => foldedIncludes(String((option as Record<string, unknown> | undefined)?.[prop] ?? ''), typed),
});
