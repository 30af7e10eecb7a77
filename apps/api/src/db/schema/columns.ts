import { sql } from 'drizzle-orm';
import { timestamp, uuid, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

/**
 * Column builders the tables share. Each call makes a new column (a builder belongs to one table); the SQL each one
 * stands for is written beside it, and `npx drizzle-kit generate` finds no change against the migrations.
 */

/** `id uuid primary key default gen_random_uuid()`: the key of most tables. */
export const uuidPrimaryKey = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** A moment: `timestamp with time zone`. */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** `created_at timestamptz not null default now()`: when the row was written. */
export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();

/** `updated_at timestamptz not null default now()`: when the row last changed (the code sets it on update). */
export const updatedAtColumn = () => timestamptz('updated_at').notNull().defaultNow();

/** `<name> uuid not null references <target>` (with its `on delete` action when given). */
export const uuidReference = <N extends string>(name: N, target: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  uuid(name)
    .notNull()
    .references(target, onDelete && { onDelete });
