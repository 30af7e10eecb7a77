import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, QueryOutsideTransactionError, type Database } from '../src/db/client';
import { deliveryRequests } from '../src/db/schema';
import { KADIKOY_STORE, eastOf, onlineCourier } from './delivery-helpers';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { bearer, createTestApp, signIn, type TestApp } from './test-app';
import { eq } from 'drizzle-orm';

/** Fails instead of hanging: the defect this guards against made the server stop answering for good. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms))]);

describe('PGlite has one connection', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database?.close());

  it('a query on the database from inside an open transaction fails at once instead of waiting on itself', async () => {
    const { db } = database;
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await db.execute(sql`select 2`);
    });
    const error = await within(2000, attempt).then(
      () => undefined,
      (err: Error) => err,
    );
    // Drizzle wraps it in its own error; the cause is ours.
    expect(error?.cause ?? error).toBeInstanceOf(QueryOutsideTransactionError);
    // The connection is free again afterwards.
    await expect(within(2000, db.execute(sql`select 3`))).resolves.toBeDefined();
  });

  it('queries from other requests still wait their turn and succeed', async () => {
    const { db } = database;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const long = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gate;
    });
    // Started outside the transaction's work: queued, not refused.
    const other = db.execute(sql`select 2`);
    release();
    await within(2000, Promise.all([long, other]));
  });
});

describe('a stage deadline after the settings changed (the server used to stop answering)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('fires, and the server keeps answering', async () => {
    const admin = bearer((await signIn(t.app, 'admin')).accessToken);
    const store = bearer((await signIn(t.app, 'store')).accessToken);
    const point = { latitude: KADIKOY_STORE.latitude, longitude: KADIKOY_STORE.longitude };
    await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(point, 0.5));
    const request = (await t.app.inject({ method: 'POST', url: '/api/requests', headers: store, payload: { packetCount: 1 } })).json();
    expect(request.status).toBe('searching');

    // A settings change (here or in another process) empties the cached settings; the next stage run must not read
    // them with a query of its own inside the sweeper's transaction.
    const patched = await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: admin, payload: { dispatch: { stageTimeoutSeconds: 45 } } });
    expect(patched.statusCode).toBe(200);
    t.app.services.settings.invalidate();

    t.clock.advance(31_000);
    expect(await within(5000, t.app.services.sweeper.runOnce())).toBeGreaterThan(0);
    const health = await within(5000, t.app.inject({ method: 'GET', url: '/api/health' }));
    expect(health.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(deliveryRequests).where(eq(deliveryRequests.id, request.id));
    expect(row.stage).toBeGreaterThan(1);
  });
});
