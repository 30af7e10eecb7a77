import { z } from 'zod';

// Every date and date-time the API takes is parsed by one of these: a value that does not name a real day or
// instant (2024-13-45, 2024-02-30, 25:00) is a 400, never a database error.

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const isoDay = z.iso.date();

/** An instant with its offset (`2026-11-25T10:00:00Z`, `…T13:00+03:00`). */
export const isoInstant = z.iso.datetime({ offset: true });

/** A day or an instant, read as a `Date` (a day alone is that day's UTC midnight). */
export const dayOrInstant = z.union([isoDay, isoInstant]).pipe(z.coerce.date());
