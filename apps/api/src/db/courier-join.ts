import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { carriers, users } from './schema';

/**
 * Joins the courier a row names and the courier's user, whose `name` is the courier's name (`qb` is a `.$dynamic()`
 * select): `inner join carriers on carriers.id = <carrierId> inner join users on users.id = carriers.user_id`.
 */
export const withCourier = <T extends PgSelect>(qb: T, carrierId: AnyPgColumn) =>
  qb.innerJoin(carriers, eq(carriers.id, carrierId)).innerJoin(users, eq(users.id, carriers.userId));
