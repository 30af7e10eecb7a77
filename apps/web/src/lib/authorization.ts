import type { User } from '@kurye/contracts/auth';
import type { Role } from '@kurye/contracts/roles';
import { ROLE_HOME } from '@kurye/contracts/roles';

/** The role that decides the area: only the FIRST role counts (§5). */
export const firstRole = (user: User | null | undefined): Role | undefined => user?.roles[0];

/** A route or menu item without a claim is open to every signed-in user. */
export const hasClaim = (user: User | null | undefined, claim: string | undefined): boolean => !claim || !!user?.permissions.includes(claim);

/** Where `/signed-in-redirect` sends the user. */
export function homePathFor(user: User | null | undefined): string {
  const role = firstRole(user);
  return role ? ROLE_HOME[role] : '/';
}

/**
 * Where an unknown address, or one of another role's area, sends a signed-in user: the "page not found" page inside
 * their own area (its shell and menu); the courier app has no such page, so couriers go to it. Guests go to the root.
 */
export function notFoundPathFor(user: User | null | undefined): string {
  const role = firstRole(user);
  if (!role) return '/';
  return role === 'Carrier' ? ROLE_HOME.Carrier : `${ROLE_HOME[role]}/not-found`;
}
