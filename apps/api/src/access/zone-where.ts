import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../modules/auth/auth.context';

/** What the zone rules need of a caller: every zone, or the listed ones. */
export type ZoneHolder = Pick<AuthContext, 'zones'>;

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

/** The same rule for a list of zone ids the caller already holds: `null` when every zone is visible. */
export function visibleZoneIds(auth: ZoneHolder): readonly string[] | null {
  return auth.zones === 'all' ? null : auth.zones;
}

/** Whether a row in `zoneId` is visible to the caller (a row without a zone only to a caller who sees every zone). */
export function canSeeZone(auth: ZoneHolder, zoneId: string | null): boolean {
  return auth.zones === 'all' || (zoneId !== null && auth.zones.includes(zoneId));
}
