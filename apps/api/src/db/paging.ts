import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { turkishOrder } from './turkish-order';

/**
 * The shape every paged list shares: the rows of one page (`limit size offset (page - 1) * size`), in the order the
 * list's `sort` asks for, read together with the count of every matching row.
 */
export interface PageWindow {
  page: number;
  size: number;
}

/** The rows of one page of `qb` (a `.$dynamic()` select): `limit size offset (page - 1) * size`. */
export const onePage = <T extends PgSelect>(qb: T, { page, size }: PageWindow) => qb.limit(size).offset((page - 1) * size);

/** `<column> asc`, or `<column> desc` when `sort` starts with `-`. */
export const sortOrder = (sort: string, column: SQL | AnyPgColumn) => (sort.startsWith('-') ? sql`${column} desc` : sql`${column} asc`);

/** `column` ascending, or descending. */
export const directed = (column: AnyColumn | SQL, descending: boolean) => (descending ? desc(column) : asc(column));

/** A list's sort column: a name in Turkish alphabetical order (`turkish`), another column as the database compares it. */
export const listOrder = (column: AnyColumn | SQL, descending: boolean, turkish: boolean) =>
  turkish ? turkishOrder(column, descending) : directed(column, descending);

/** Runs a page's rows and its count (`select count(*) as total …`) together: `{ rows, total }`. */
export async function rowsWithTotal<R, N>(rows: PromiseLike<R[]>, counted: PromiseLike<{ total: N }[]>) {
  const [page, [{ total }]] = await Promise.all([rows, counted]);
  return { rows: page, total };
}

/** `%`-wrapped LIKE pattern with the user's wildcards escaped. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
