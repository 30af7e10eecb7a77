import type { AuthContext } from './auth-context';

/** What the zone rules need of a caller: every zone, or the listed ones. */
export type ZoneHolder = Pick<AuthContext, 'zones'>;

/** The same rule for a list of zone ids the caller already holds: `null` when every zone is visible. */
export function visibleZoneIds(auth: ZoneHolder): readonly string[] | null {
  return auth.zones === 'all' ? null : auth.zones;
}

/** Whether a row in `zoneId` is visible to the caller (a row without a zone only to a caller who sees every zone). */
export function canSeeZone(auth: ZoneHolder, zoneId: string | null): boolean {
  return auth.zones === 'all' || (zoneId !== null && auth.zones.includes(zoneId));
}
