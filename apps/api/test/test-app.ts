import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-seed';
import type { Clock } from '../src/lib/clock';
import type { RoadsService } from '../src/modules/roads/roads.service';
import type { MailTransport } from '../src/modules/mail/mailer';

export type DatabaseKind = 'pglite' | 'postgres';

const apiDir = path.resolve(import.meta.dirname, '..');

/** A TCP port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

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

/** The migrations' fingerprint: a template made from other migrations is never used. */
const migrationsHash = (() => {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(fs.readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 12);
})();

/** Waits until no session is connected to database `name` (pool.end() resolves before its sockets are closed). */
async function waitUntilLeft(client: pg.Client, name: string) {
  for (let i = 0; i < 100; i++) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The migrated, empty database that new test databases are copied from (`create database … template`): made once per
 * migration set on this server, under a lock, so each test database costs a copy instead of every migration.
 */
async function postgresTemplate(admin: pg.Client, serverUrl: URL) {
  const name = `kurye_template_${migrationsHash}`;
  await admin.query('select pg_advisory_lock(7210402)');
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length) return name;
    const building = `${name}_${randomBytes(3).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
    await database.close();
    await waitUntilLeft(admin, building);
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(7210402)');
  }
}

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL, empty or (`migrated`) with every migration applied:
 * its URL, and `drop` to remove it once the clients still closing have left (then by force).
 */
export async function createPostgresDatabase({ migrated = false } = {}) {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `kurye_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  const template = migrated ? await postgresTemplate(admin, serverUrl) : undefined;
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl.toString() });
      await dropper.connect();
      // Wait for the clients still closing, so the forced drop does not kill one of them (an unhandled "terminating
      // connection" error in the test run).
      await waitUntilLeft(dropper, name);
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

let pgliteDump: Promise<Blob> | undefined;
/**
 * A migrated, empty PGlite as a dump that new in-memory databases start from: a file in the temporary folder per
 * migration set, so only the first test file of a run pays for the cluster's creation and every migration.
 */
function migratedPgliteDump() {
  pgliteDump ??= (async () => {
    const file = path.join(os.tmpdir(), `kurye-ofis-pglite-${migrationsHash}.tar`);
    if (fs.existsSync(file)) return new Blob([await fs.promises.readFile(file)]);
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}`;
    await fs.promises.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.promises.rename(partial, file);
    return dump;
  })();
  return pgliteDump;
}

/** A fresh database of its own: an in-memory PGlite, or a new database on the PostgreSQL server, dropped on close. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://', pgliteDump: await migratedPgliteDump() });
  const created = await createPostgresDatabase({ migrated: true });
  const database = await openDatabase({ databaseUrl: created.url, dataDir: 'unused' });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * The real server (`src/main.ts`, as `npm start` runs it, without the web app and the simulator) in a process of its
 * own on `port`; `env` adds to or overrides its configuration. `ready` resolves once it answers its health check.
 */
export function startApiProcess(port: number, env: Record<string, string>) {
  // Node itself with tsx's loader, not the tsx CLI: the CLI runs the server in a child of its own, which a SIGKILL
  // of the CLI would leave running (a kill -9 test would then kill nothing).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), SIMULATOR: 'off', SEED_HISTORY_DAYS: '0', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ROADS: 'off', ...env },
  });
  let output = '';
  child.stderr.on('data', (d) => (output += d));
  child.stdout.on('data', (d) => (output += d));
  const ready = (async () => {
    for (let i = 0; i < 240; i++) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`API on ${port} exited: ${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`API on ${port} did not start: ${output}`);
  })();
  return { child, ready, output: () => output };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  beforeReady?: (app: FastifyInstance) => void;
  /** Extra configuration variables (e.g. WEBHOOKS_ALLOW_LOCAL, API_KEY_RATE_LIMIT). */
  env?: Record<string, string>;
  /** A logger for tests about the log itself (default: none). */
  logger?: import('fastify').FastifyServerOptions['logger'];
  /** A road network for the app (default: none, the straight-line fallback). */
  roads?: RoadsService;
  /** A stand-in mail server (default: none, mail stays in the local outbox). */
  mailTransport?: MailTransport;
}

export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  await seedDatabase(database.db, { demo: true });
  return startTestApp(database, manualClock(), options);
}

/**
 * For a describe block: a fresh app started before its tests (`beforeAll`, ahead of the block's own hooks) and closed
 * after them. The returned object reads the running app, so use it inside hooks and tests.
 */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(kind, options);
  });
  afterAll(() => current?.close());
  const running = () => {
    if (!current) throw new Error('the test app is not started yet: use it inside hooks and tests');
    return current;
  };
  return {
    get app() {
      return running().app;
    },
    get database() {
      return running().database;
    },
    get clock() {
      return running().clock;
    },
    close: () => running().close(),
  };
}

/** An app on an existing database: a second start on the same data is how tests model a restart after a crash. */
export async function startTestApp(database: Database, clock: ReturnType<typeof manualClock>, options: TestAppOptions = {}): Promise<TestApp> {
  // No street map unless a test asks for one (MAP_PMTILES): its search index is built on first use and cached in DATA_DIR.
  const config = loadConfig({ DATA_DIR: 'unused', LOG_LEVEL: 'silent', SIMULATOR: 'off', WEB_DIST: '/nonexistent', MAP_PMTILES: 'off', ...options.env });
  const app = await buildApp({
    config,
    database,
    clock,
    logger: options.logger ?? false,
    background: false,
    roads: options.roads,
    mailTransport: options.mailTransport,
  });
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
export const ALL_ACCOUNTS: DemoAccount[] = ['admin', 'operator', 'chief', 'accountant', 'store', 'carrier'];
/** A well-formed id that names no record. */
export const SOME_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

/** Every demo account signed in: its token and its claims. */
export async function signInEveryone(app: FastifyInstance) {
  const tokens = {} as Record<DemoAccount, string>;
  const claimsOf = {} as Record<DemoAccount, Set<string>>;
  for (const account of ALL_ACCOUNTS) {
    const res = await signIn(app, account);
    tokens[account] = res.accessToken;
    claimsOf[account] = new Set(res.user.permissions);
  }
  return { tokens, claimsOf };
}

/** For a describe block: every demo account signed in to `t` before its tests; the records fill in then. */
export function useEveryoneSignedIn(t: TestApp) {
  const tokens = {} as Record<DemoAccount, string>;
  const claimsOf = {} as Record<DemoAccount, Set<string>>;
  beforeAll(async () => {
    const signedIn = await signInEveryone(t.app);
    Object.assign(tokens, signedIn.tokens);
    Object.assign(claimsOf, signedIn.claimsOf);
  });
  return { tokens, claimsOf };
}

export async function signIn(app: FastifyInstance, account: DemoAccount | { email: string; password: string }) {
  const body = typeof account === 'string' ? { email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD } : account;
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: body });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as { accessToken: string; user: { id: string; roles: string[]; permissions: string[]; zoneIds: string[] } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
