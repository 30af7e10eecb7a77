import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-seed';
import type { Clock } from '../src/lib/clock';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server (CI sets it). */
export const testDatabaseKinds: DatabaseKind[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

/** A clock tests move by hand. */
export function manualClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}

/** A fresh database of its own: an in-memory PGlite, or a new database on the PostgreSQL server, dropped on close. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `kurye_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

export async function createTestApp(kind: DatabaseKind, options: { beforeReady?: (app: FastifyInstance) => void } = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  await seedDatabase(database.db, { demo: true });
  return startTestApp(database, manualClock(), options);
}

/** An app on an existing database: a second start on the same data is how tests model a restart after a crash. */
export async function startTestApp(database: Database, clock: ReturnType<typeof manualClock>, options: { beforeReady?: (app: FastifyInstance) => void } = {}): Promise<TestApp> {
  const config = loadConfig({ DATA_DIR: 'unused', LOG_LEVEL: 'silent', SIMULATOR: 'off', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, database, clock, logger: false, background: false });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

export async function signIn(app: FastifyInstance, account: DemoAccount | { email: string; password: string }) {
  const body = typeof account === 'string' ? { email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD } : account;
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: body });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as { accessToken: string; user: { id: string; roles: string[]; permissions: string[]; zoneIds: string[] } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
