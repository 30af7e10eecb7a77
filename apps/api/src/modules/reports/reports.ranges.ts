import type { ReportGranularity } from '@kurye/contracts/reports';

export const DAY_MS = 86_400_000;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const addMonths = (month: string, n: number) => {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};
/**
 * Splits a day range into its whole calendar months (read from the monthly roll-ups, as first days `[first, last]`)
 * and the days before and after them (read from the daily roll-ups).
 */
export function splitRange(from: string, to: string): { days: [string, string][]; months?: [string, string] } {
  const firstMonth = from.endsWith('-01') ? from : addMonths(monthStart(from), 1);
  const lastMonth = addDays(to, 1).endsWith('-01') ? monthStart(to) : addMonths(monthStart(to), -1);
  if (firstMonth > lastMonth) return { days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < firstMonth) days.push([from, addDays(firstMonth, -1)]);
  const afterMonths = addMonths(lastMonth, 1);
  if (afterMonths <= to) days.push([afterMonths, to]);
  return { days, months: [firstMonth, lastMonth] };
}

export type Granularity = ReportGranularity;
/**
 * How a by-date report groups a range nobody chose a grouping for, as a person reads a chart of it: by day up to three
 * months, by week up to a year, by month beyond (a two-year range is 25 months, not 730 days).
 */
export function autoGranularity(from: string, to: string): Granularity {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return days <= 92 ? 'day' : days <= 366 ? 'week' : 'month';
}
