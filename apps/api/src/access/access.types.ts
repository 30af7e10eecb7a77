/** The kinds of rows whose ids a caller may name in a route; each has one rule in `access.repository.ts`. */
export type ResourceKind = 'zone' | 'store' | 'carrier' | 'request' | 'packet' | 'emergency' | 'application' | 'jokerStation' | 'packetUpdateRequest';

/**
 * Who the caller is for access: an office user (every zone or the assigned ones), a store (its own rows) or a courier
 * (its own rows). Derived once per call from the session by `AccessService.scopeOf`.
 */
export type AccessScope =
  | { kind: 'office'; zones: 'all' | readonly string[] }
  | { kind: 'store'; zones: readonly string[]; storeId: string | undefined }
  | { kind: 'carrier'; zones: readonly string[]; carrierId: string | undefined };
