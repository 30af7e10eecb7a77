import { z } from 'zod';
import { emailSchema } from './auth';
import { ALL_CLAIMS } from './claims';
import { listQuery, patchBody } from './common';
import { pageOf } from './paging';
import { ROLES, type Role } from './roles';

/** Roles an Admin gives when creating a user; store and courier accounts come from approved applications. */
export const STAFF_ROLES = ['Admin', 'ZoneOperator', 'ChiefCarrier', 'Accountant'] as const satisfies readonly Role[];

export const userRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  active: z.boolean(),
  roles: z.array(z.string()),
  zoneIds: z.array(z.string()),
});
export const userPage = pageOf(userRow);
export const userDetail = userRow.extend({ status: z.string(), createdAt: z.date(), storeId: z.string().nullable(), carrierId: z.string().nullable() });

export const userListQuery = listQuery(['name', 'email', 'createdAt'], 'name').extend({
  role: z.enum(ROLES).optional(),
  active: z.enum(['true', 'false']).optional(),
  zoneId: z.uuid().optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const createUserBody = z.object({
  email: emailSchema,
  name: z.string().trim().min(2).max(120),
  roles: z.array(z.enum(STAFF_ROLES)).min(1).max(STAFF_ROLES.length),
  zoneIds: z.array(z.uuid()).max(200).default([]),
  active: z.boolean().default(true),
});
export type CreateUser = z.infer<typeof createUserBody>;

export const userPatchBody = patchBody(
  z.object({
    email: emailSchema.optional(),
    name: z.string().trim().min(2).max(120).optional(),
    roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length).optional(),
    zoneIds: z.array(z.uuid()).max(200).optional(),
    active: z.boolean().optional(),
  }),
);
export type UserPatch = z.infer<typeof userPatchBody>;

export const resetLinkSent = z.object({ sent: z.literal(true) });

/** A role with its claims (the role → claims matrix). */
export const roleSchema = z.object({ code: z.string(), nameTr: z.string(), nameEn: z.string(), zoneScope: z.string(), claims: z.array(z.string()) });
export const roleList = z.array(roleSchema);
export const roleParams = z.object({ role: z.enum(ROLES) });
export const roleClaimsBody = z.object({ claims: z.array(z.enum(ALL_CLAIMS as [string, ...string[]])).max(ALL_CLAIMS.length) });
