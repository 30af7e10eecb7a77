import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { deadlines, deliveryRequests, ledgerTransactions, offerLog, packets } from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-seed';
import { eastOf, storePoint, zoneCarriers } from './delivery-helpers';
import { createPostgresDatabase, freePort, startApiProcess, testDatabaseKinds, type DatabaseKind } from './test-app';

/** The real server on a free port (see startApiProcess), stopped with SIGKILL when it does not come up. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const server = startApiProcess(port, env);
  try {
    await server.ready;
  } catch (e) {
    server.child.kill('SIGKILL');
    throw e;
  }
  return { child: server.child, base: `http://127.0.0.1:${port}`, stderr: server.output };
}

const killed = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

function client(base: string) {
  const call = async (method: string, url: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(base + url, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(5000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const signIn = async (email: string) => (await call('POST', '/api/auth/sign-in', undefined, { email, password: DEMO_PASSWORD })).accessToken as string;
  return { call, signIn };
}

/** The database behind the server, opened by the test while the server is down. */
async function openFor(kind: DatabaseKind, target: { dataDir: string; url?: string }): Promise<Database> {
  return kind === 'pglite' ? openDatabase({ dataDir: target.dataDir }) : openDatabase({ databaseUrl: target.url, dataDir: 'unused' });
}

async function ledgerIds(database: Database) {
  return (await database.db.select({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions)).sort((a, b) =>
    a.id.localeCompare(b.id),
  );
}

describe.concurrent.each(testDatabaseKinds)('kill -9 with offers in flight and approvals pending, on %s', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-crash-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  const children: ChildProcess[] = [];

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  });

  it('fires every stage deadline and auto-approval exactly once after the restart, and the ledger gains only those charges', async () => {
    if (kind === 'postgres') {
      postgres = await createPostgresDatabase();
      env.DATABASE_URL = postgres.url;
    }
    const dbUrl = postgres?.url;
    let server = await startServer(env);
    children.push(server.child);
    let api = client(server.base);
    const admin = await api.signIn(DEMO_ACCOUNTS.admin.email);
    await api.call('PATCH', '/api/settings', admin, { dispatch: { stageTimeoutSeconds: 15, stageSize: 1 }, autoApproveMinutes: 1 });
    const store = await api.signIn(DEMO_ACCOUNTS.store.email);

    // Three couriers by the store.
    const couriers: string[] = [];
    for (const [i, carrier] of zoneCarriers('kadikoy').slice(0, 3).entries()) {
      const token = await api.signIn(carrier.email);
      await api.call('POST', '/api/carrier/status', token, { status: 'available' });
      await api.call('POST', '/api/carrier/location', token, eastOf(storePoint, 0.2 + i * 0.2));
      couriers.push(token);
    }
    // A delivery waiting for its auto-approval: two packets dropped off.
    const delivered = await api.call('POST', '/api/requests', store, { packetCount: 2 });
    let accepted = false;
    for (const token of couriers) {
      const offer = ((await api.call('GET', '/api/carrier/offers', token)) as { id: string; requestId: string }[]).find((o) => o.requestId === delivered.id);
      if (!offer) continue;
      await api.call('POST', `/api/offers/${offer.id}/accept`, token);
      await api.call('POST', `/api/requests/${delivered.id}/picked-up`, token);
      const details = await api.call('GET', `/api/requests/${delivered.id}`, store);
      for (const [i, p] of (details.packets as { id: string }[]).entries())
        await api.call('POST', `/api/packets/${p.id}/delivered`, token, eastOf(storePoint, 1 + i));
      accepted = true;
      break;
    }
    expect(accepted).toBe(true);
    // Two requests with offers in flight, nobody answering.
    const waiting = [
      (await api.call('POST', '/api/requests', store, { packetCount: 1 })).id as string,
      (await api.call('POST', '/api/requests', store, { packetCount: 1 })).id as string,
    ];

    // Crash.
    server.child.kill('SIGKILL');
    await killed(server.child);
    let database = await openFor(kind, { dataDir, url: dbUrl });
    const ledgerBefore = await ledgerIds(database);
    const pending = await database.db.select().from(deadlines).where(isNull(deadlines.firedAt));
    expect(pending.filter((d) => d.kind === 'stage_timeout').length).toBeGreaterThanOrEqual(2);
    expect(pending.filter((d) => d.kind === 'auto_approve')).toHaveLength(2);
    await database.close();

    // Restart on the same data; the server must keep answering while the deadlines fall due.
    server = await startServer(env);
    children.push(server.child);
    api = client(server.base);
    const slowest: number[] = [];
    const until = Date.now() + 120_000;
    let done = false;
    while (!done && Date.now() < until) {
      const started = Date.now();
      const health = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.status,
        () => 0,
      );
      expect(health, `health check failed; server log: ${server.stderr()}`).toBe(200);
      slowest.push(Date.now() - started);
      const storeToken = await api.signIn(DEMO_ACCOUNTS.store.email).catch(() => undefined);
      if (storeToken) {
        const states = await Promise.all([delivered.id, ...waiting].map((id) => api.call('GET', `/api/requests/${id}`, storeToken)));
        done = states[0].status === 'completed' && states.slice(1).every((r: { status: string }) => r.status === 'no_courier');
      }
      if (!done) await new Promise((r) => setTimeout(r, 2000));
    }
    expect(done, `requests did not settle; server log: ${server.stderr()}`).toBe(true);
    expect(Math.max(...slowest)).toBeLessThan(3000);
    server.child.kill('SIGTERM');
    await killed(server.child);

    database = await openFor(kind, { dataDir, url: dbUrl });
    const { db } = database;
    try {
      // Every deadline that fell due has fired, once (the unique index allows one row per kind, request and stage).
      expect(
        await db
          .select()
          .from(deadlines)
          .where(and(isNull(deadlines.firedAt), lte(deadlines.dueAt, new Date()))),
      ).toEqual([]);
      // Each stage timed out once: one stage_timeout entry per (request, stage), one timeout per offer.
      const log = await db.select().from(offerLog).where(inArray(offerLog.requestId, waiting));
      const stageTimeouts = log.filter((e) => e.event === 'stage_timeout').map((e) => `${e.requestId}:${e.stage}`);
      expect(new Set(stageTimeouts).size).toBe(stageTimeouts.length);
      expect(stageTimeouts.length).toBeGreaterThanOrEqual(2 * 3);
      const offered = log.filter((e) => e.event === 'offered').map((e) => `${e.requestId}:${e.stage}:${e.carrierId}`);
      const timedOut = log.filter((e) => e.event === 'timeout').map((e) => `${e.requestId}:${e.stage}:${e.carrierId}`);
      expect(timedOut.sort()).toEqual(offered.sort());
      const ended = log.filter((e) => e.event === 'no_courier');
      expect(ended).toHaveLength(2);

      // The two packets were approved automatically and charged once each; nothing else moved in the ledger.
      const dropped = await db.select().from(packets).where(eq(packets.requestId, delivered.id));
      expect(dropped.map((p) => [p.status, p.approvedBy])).toEqual([
        ['approved', 'auto'],
        ['approved', 'auto'],
      ]);
      const ledgerAfter = await ledgerIds(database);
      const added = ledgerAfter.filter((t) => !ledgerBefore.some((b) => b.id === t.id));
      expect(added.map((t) => t.key).sort()).toEqual(dropped.map((p) => `charge:packet:${p.id}`).sort());
      expect(ledgerBefore.every((b) => ledgerAfter.some((a) => a.id === b.id))).toBe(true);
      const result = (await db.execute(
        sql`select count(*)::int as unbalanced from (select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0) t`,
      )) as unknown as { rows: { unbalanced: number }[] };
      const [{ unbalanced }] = result.rows;
      expect(unbalanced).toBe(0);
      const [request] = await db.select().from(deliveryRequests).where(eq(deliveryRequests.id, delivered.id));
      expect(request.status).toBe('completed');
    } finally {
      await database.close();
    }
  }, 240_000);
});
