import dayjs from 'dayjs';
import { formatMoney } from '../../../lib/format';
import type { ColumnType } from './definitions';

const number = new Intl.NumberFormat('tr-TR');
const decimal = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** A report cell as text: TRY for kuruş, % for rates, Turkish number grouping, dates as 23.11.2026. */
export function formatCell(type: ColumnType, value: string | number | null | undefined): string {
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
    case 'date':
      return dayjs(String(value)).format('DD.MM.YYYY');
    default:
      return String(value);
  }
}
