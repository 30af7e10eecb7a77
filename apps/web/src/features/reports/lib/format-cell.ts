import dayjs from 'dayjs';
import { formatMoney } from '../../../lib/format';
import type { Granularity } from '../api/get-report';
import type { ColumnType } from './definitions';

const number = new Intl.NumberFormat('tr-TR');
const decimal = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/**
 * A report cell as text: TRY for kuruş, % for rates, Turkish number grouping, dates as 23.11.2026 — or, when the
 * rows are periods (`granularity`), a week as its days (16.11 – 22.11.2026) and a month by name (Kasım 2026).
 */
export function formatCell(type: ColumnType, value: string | number | null | undefined, granularity: Granularity = 'day'): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (type) {
    case 'money':
      return formatMoney(Number(value));
    case 'percent':
      return `%${decimal.format(Number(value))}`;
    case 'minutes':
    case 'seconds':
      return decimal.format(Number(value));
    case 'int':
      return number.format(Number(value));
    case 'date': {
      const day = dayjs(String(value));
      if (granularity === 'month') return day.format('MMMM YYYY');
      if (granularity === 'week') return `${day.format('DD.MM')} – ${day.add(6, 'day').format('DD.MM.YYYY')}`;
      return day.format('DD.MM.YYYY');
    }
    default:
      return String(value);
  }
}
