import { describe, expect, it } from 'vitest';
import { foldTurkish, TURKISH_FOLD_FROM, TURKISH_FOLD_TO } from './turkish-fold';

describe('foldTurkish', () => {
  it('folds case and Turkish letters the way people type them', () => {
    expect(foldTurkish('Şeyma')).toBe('seyma');
    expect(foldTurkish('KADIKÖY')).toBe('kadikoy');
    expect(foldTurkish('İstanbul ığdır ÇAĞLAYAN Üsküdar')).toBe('istanbul igdir caglayan uskudar');
    expect(foldTurkish('Bağdat Cad. No:12')).toBe('bagdat cad. no:12');
  });

  it('keeps the length, so SQL translate() and this agree position by position', () => {
    expect(TURKISH_FOLD_FROM.length).toBe(TURKISH_FOLD_TO.length);
    expect(new Set(TURKISH_FOLD_FROM).size).toBe(TURKISH_FOLD_FROM.length);
    const text = 'ŞŞ İı Çç Ğğ Öö Üü Ââ';
    expect(foldTurkish(text)).toHaveLength(text.length);
  });
});
