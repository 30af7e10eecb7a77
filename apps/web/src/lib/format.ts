import dayjs from 'dayjs';
import { currentLanguage } from './language';

/**
 * The specification's 'd MMMM y EEEE' in dayjs tokens, as each language writes a date: "5 Mart 2025 Çarşamba",
 * "Wednesday, 5 March 2025".
 */
const longDateFormat = () => (currentLanguage() === 'en' ? 'dddd, D MMMM YYYY' : 'D MMMM YYYY dddd');

type DateValue = string | number | Date | dayjs.Dayjs | null | undefined;

/** "5 Mart 2025 Çarşamba 14:30" (details). */
export const formatDateTime = (value: DateValue): string =>
  value === null || value === undefined || value === '' ? '' : dayjs(value).format(`${longDateFormat()} HH:mm`);

/** "5 Mart 2025 Çarşamba": a day written out. */
export const formatLongDate = (value: DateValue): string =>
  value === null || value === undefined || value === '' ? '' : dayjs(value).format(longDateFormat());

/** Tables show the short form, e.g. "22.11.2026 16:34" (details keep the long one). */
export const SHORT_DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

export const formatShortDateTime = (value: string | number | Date | dayjs.Dayjs | null | undefined): string =>
  value === null || value === undefined || value === '' ? '' : dayjs(value).format(SHORT_DATE_TIME_FORMAT);

/** A day without its time, e.g. "22.11.2026" (a due date). */
export const formatDate = (value: string | number | Date | dayjs.Dayjs | null | undefined): string =>
  value === null || value === undefined || value === '' ? '' : dayjs(value).format('DD.MM.YYYY');

const tryFormatter = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** Money is stored in kuruş (integer); 123456 → "₺1.234,56". */
export const formatMoney = (kurus: number | null | undefined): string => (kurus === null || kurus === undefined ? '' : tryFormatter.format(kurus / 100));

/** 850 → "850 m", 2000 → "2 km", 2345 → "2,3 km" (tr-TR digits); null → "—". */
export function formatDistance(meters: number | null | undefined): string {
  if (meters === null || meters === undefined) return '—';
  if (meters < 1000) return `${Math.round(meters).toLocaleString('tr-TR')} m`;
  return `${(meters / 1000).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} km`;
}
