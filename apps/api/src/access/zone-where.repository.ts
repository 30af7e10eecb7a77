import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ZoneHolder } from './zone-where';

/**
 * The condition that limits a zone-scoped query to the caller's zones: `undefined` (no condition) for a caller who sees
 * every zone, `false` for a caller with no zones, `column IN (…)` otherwise. A row whose zone is null never matches a
 * caller with a list of zones.
 */
export function zoneWhere(column: AnyColumn, auth: ZoneHolder): SQL | undefined {
  if (auth.zones === 'all') return undefined;
  if (auth.zones.length === 0) return sql`false`;
  return inArray(column, [...auth.zones]);
}
