import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** How many migrations the database has recorded as applied (drizzle's own table, on PGlite and PostgreSQL alike). */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
}
