import { describe, expect, it } from 'vitest';
import { foldedIncludes, foldedSelectSearch } from './folded-search';

describe('folded search in the browser', () => {
  it('ignores case and Turkish letters and wants every word', () => {
    expect(foldedIncludes('Moda Dürüm Evi', 'moda durum')).toBe(true);
    expect(foldedIncludes('Kadıköy', 'KADIKOY')).toBe(true);
    expect(foldedIncludes('Şeyma Yıldız', 'yildiz seyma')).toBe(true);
    expect(foldedIncludes('Moda Dürüm Evi', 'moda kebap')).toBe(false);
  });
  it('filters select options by the given property', () => {
    const { filterOption } = foldedSelectSearch();
    expect(filterOption('istanbul', { label: 'İstanbul' })).toBe(true);
    expect(filterOption('ankara', { label: 'İstanbul' })).toBe(false);
  });
});
