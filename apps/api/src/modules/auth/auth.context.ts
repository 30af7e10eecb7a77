import type { Role } from '@kurye/contracts/roles';

export interface AuthContext {
  userId: string;
  sessionId: string;
  roles: Role[];
  claims: ReadonlySet<string>;
  /** 'all' for roles that see every zone; otherwise the zones this user may see. */
  zones: 'all' | readonly string[];
}

/** The zones a zone-scoped query must be limited to, or null when the caller sees all. */
export function zoneFilter(auth: AuthContext): readonly string[] | null {
  return auth.zones === 'all' ? null : auth.zones;
}

export function canSeeZone(auth: AuthContext, zoneId: string | null) {
  return auth.zones === 'all' || (zoneId !== null && auth.zones.includes(zoneId));
}
