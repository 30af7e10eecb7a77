/** Turkey keeps UTC+3 all year (no daylight saving since 2016): the business day starts at 00:00 Istanbul time. */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfBusinessDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + ISTANBUL_OFFSET_MS) / DAY_MS) * DAY_MS - ISTANBUL_OFFSET_MS);
}

/** The Istanbul calendar date of `at` (YYYY-MM-DD), as date columns and day-based reports name it. */
export function businessDateOf(at: Date): string {
  return new Date(at.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}
