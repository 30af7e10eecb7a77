import type { Role } from '@kurye/contracts/roles';

/** Roles a user can be given on the user form (stores and couriers get theirs through applications). */
export const STAFF_ROLES = ['Admin', 'ZoneOperator', 'ChiefCarrier', 'Accountant'] as const satisfies readonly Role[];

/** Roles whose scope is the zones assigned to the user. */
export const ZONE_ROLES: readonly Role[] = ['ZoneOperator', 'ChiefCarrier'];
