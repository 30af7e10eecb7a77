import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCell } from './format-cell';

describe('formatCell', () => {
  beforeAll(() => void dayjs.locale('tr'));

  it('writes a day, a week and a month as a Turkish office worker reads them', () => {
    expect(formatCell('date', '2026-11-23')).toBe('23.11.2026');
    expect(formatCell('date', '2026-11-16', 'week')).toBe('16.11 – 22.11.2026');
    expect(formatCell('date', '2026-12-28', 'week')).toBe('28.12 – 03.01.2027');
    expect(formatCell('date', '2026-08-01', 'month')).toBe('Ağustos 2026');
  });

  it('writes numbers, money and rates the Turkish way, and a dash for nothing', () => {
    expect(formatCell('int', 1234567)).toBe('1.234.567');
    expect(formatCell('percent', 12.34)).toBe('%12,3');
    expect(formatCell('int', null)).toBe('—');
  });
});
