export const ROLES = ['Admin', 'ZoneOperator', 'ChiefCarrier', 'Accountant', 'Store', 'Carrier'] as const;
export type Role = (typeof ROLES)[number];

/** The area a user's first role opens (`signed-in-redirect`). Carriers use the courier app. */
export const ROLE_HOME: Record<Role, string> = {
  Admin: '/admin',
  Store: '/store',
  ChiefCarrier: '/chief',
  ZoneOperator: '/zone-operator',
  Accountant: '/accounting',
  Carrier: '/courier',
};

/** all: every zone; assigned: the zones assigned to the user; own: the zone of the user's store or courier record. */
export type ZoneScope = 'all' | 'assigned' | 'own';
export const ROLE_ZONE_SCOPE: Record<Role, ZoneScope> = {
  Admin: 'all',
  Accountant: 'all',
  ZoneOperator: 'assigned',
  ChiefCarrier: 'assigned',
  Store: 'own',
  Carrier: 'own',
};

export const USER_STATUSES = ['online', 'away', 'busy', 'not-visible'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
