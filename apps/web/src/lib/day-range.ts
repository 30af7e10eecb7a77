import dayjs, { type Dayjs } from 'dayjs';

/** How a day stands in the address (`from=2026-03-01&to=2026-03-31`). */
export const DAY = 'YYYY-MM-DD';

/** The picker's value for the days in the address: both ends or none. */
export const dayRangeValue = (from: string | undefined, to: string | undefined): [Dayjs, Dayjs] | null => (from && to ? [dayjs(from), dayjs(to)] : null);

/** The address's days as instants for the API: from the first day's start to the last day's end (local time). */
export const dayRangeInstants = (from: string | undefined, to: string | undefined) => ({
  from: from ? dayjs(from).startOf('day').toISOString() : undefined,
  to: to ? dayjs(to).endOf('day').toISOString() : undefined,
});

/** The picker's choice as address days (both undefined when cleared). */
export const dayRangeOf = (range: [Dayjs | null, Dayjs | null] | null) => ({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) });
