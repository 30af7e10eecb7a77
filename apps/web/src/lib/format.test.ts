import { beforeEach, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';

/** The language is read from localStorage 'lang' when the module loads. */
async function inLanguage(lang: 'tr' | 'en') {
  vi.stubGlobal('localStorage', { getItem: (k: string) => (k === 'lang' ? lang : null), setItem: () => undefined, removeItem: () => undefined });
  dayjs.locale(lang);
  return import('./format');
}

describe('dates as each language writes them', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('Turkish: day, month, year, weekday', async () => {
    const { formatDateTime, formatLongDate } = await inLanguage('tr');
    expect(formatDateTime('2025-03-05T14:30:00')).toBe('5 Mart 2025 Çarşamba 14:30');
    expect(formatLongDate('2026-11-25')).toBe('25 Kasım 2026 Çarşamba');
  });

  it('English: the weekday first, not "25 November 2026 Wednesday"', async () => {
    const { formatDateTime, formatLongDate } = await inLanguage('en');
    expect(formatDateTime('2025-03-05T14:30:00')).toBe('Wednesday, 5 March 2025 14:30');
    expect(formatLongDate('2026-11-25')).toBe('Wednesday, 25 November 2026');
    expect(formatLongDate(null)).toBe('');
  });
});
