import type { Role } from '@kurye/contracts/roles';

export interface AuthContext {
  userId: string;
  sessionId: string;
  roles: Role[];
  claims: ReadonlySet<string>;
  /** 'all' for roles that see every zone; otherwise the zones this user may see. */
  zones: 'all' | readonly string[];
  /** Set when a store's API key (not a signed-in user) makes the call. */
  apiKeyId?: string;
  /** When set, the only routes (`METHOD /url`) this principal may call, whatever its claims (API keys). */
  allowedRoutes?: ReadonlySet<string>;
}
