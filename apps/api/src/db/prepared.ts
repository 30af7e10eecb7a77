import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A statement as the database receives it: its text, its parameters, and the name it is prepared under. */
export interface CompiledStatement {
  name: string;
  text: string;
  params: unknown[];
}

type PgClient = { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> };
type PgliteClient = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
const isPglite = (client: unknown) => typeof (client as { execProtocol?: unknown }).execProtocol === 'function';

const dialect = new PgDialect();

/** Compiles a drizzle `sql` statement; its name is drawn from its text (the same text, the same prepared statement). */
export function compileStatement(q: SQL, prefix = 'kurye_q'): CompiledStatement {
  const { sql: text, params } = dialect.sqlToQuery(q);
  return { name: `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`, text, params };
}

/**
 * Runs a compiled read statement and returns its rows. On PostgreSQL it runs as a named prepared statement: node-postgres
 * parses it once per pooled connection and the server keeps its plan (on `reportsDb` a generic one: see `Database`).
 * On PGlite a plain query (one connection; see `positions.repository.ts` for a prepared path there).
 * Values keep node-postgres's own parsing (dates and timestamps as Date, bigint as text): for statements that
 * return numbers, text and JSON text.
 */
export async function selectPrepared<T>(db: Db, { name, text, params }: CompiledStatement): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) return (await (client as PgliteClient).query(text, params)).rows as T[];
  return (await (client as PgClient).query({ name, text, values: params })).rows as T[];
}
