// A server for the position-ingest benchmark, in one of three modes:
//   product      the real API (auth + zod validation + group-committed INSERT + bus broadcast)
//   group-commit baseline with the product's durability: bare Fastify, each request waits for the multi-row INSERT
//                of its batch, batched by the product's own group commit (apps/api/src/lib/group-commit.ts)
//   batched      baseline: bare Fastify, points queued and written by one INSERT every 100 ms (answers before storing)
//   per-request  baseline: bare Fastify, one INSERT per request
//   ws-group-commit  socket baseline: bare Fastify + a `ws` server on /api/ws; each `position` message is acknowledged
//                after the group commit (the product's lib/group-commit) of a plain multi-row INSERT
// Prints `READY <port> <tokens-file>` when it listens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { WebSocketServer } from 'ws';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { createGroupCommit } from '../apps/api/src/lib/group-commit';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/db/seed';
import { carrierPositions } from '../apps/api/src/db/schema';
import { DEMO_ACCOUNT_CARRIER_KEY, DEMO_CARRIERS } from '../apps/api/src/db/seed/demo-data';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-seed';

const mode = process.argv[2] ?? 'product';
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
if (databaseUrl) await database.db.execute(sql`truncate carrier_positions`);
await seedDatabase(database.db, { demo: true });
const db = database.db;

let app;
if (mode === 'product') {
  const config = loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', WEB_DIST: '/nonexistent', DATA_DIR: 'unused' });
  app = await buildApp({ config, database, logger: false });
} else {
  app = Fastify({ logger: false });
  const carrierId = (await db.execute(sql`select id from carriers limit 1`)) as unknown as { rows: { id: string }[] };
  const id = carrierId.rows[0].id;
  if (mode === 'ws-group-commit') {
    const commits = createGroupCommit<{ latitude: number; longitude: number }>(async (batch) => {
      await db.insert(carrierPositions).values(batch.map((p) => ({ carrierId: id, latitude: p.latitude, longitude: p.longitude, recordedAt: new Date() })));
    });
    const wss = new WebSocketServer({ server: app.server, path: '/api/ws' });
    wss.on('connection', (ws) => {
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw)) as { id: number; data: { latitude: number; longitude: number } };
        commits.add([m.data]).then(
          () => ws.send(JSON.stringify({ type: 'ack', data: { id: m.id, ok: true } })),
          () => ws.send(JSON.stringify({ type: 'ack', data: { id: m.id, ok: false } })),
        );
      });
    });
  } else if (mode === 'group-commit') {
    // The same group commit as the product (lib/group-commit), writing a plain multi-row INSERT.
    const commits = createGroupCommit<{ latitude: number; longitude: number }>(async (batch) => {
      await db.insert(carrierPositions).values(batch.map((p) => ({ carrierId: id, latitude: p.latitude, longitude: p.longitude, recordedAt: new Date() })));
    });
    app.post('/api/carrier/location', async (req) => {
      await commits.add([req.body as { latitude: number; longitude: number }]);
      return { ok: true };
    });
  } else if (mode === 'batched') {
    let queue: { latitude: number; longitude: number }[] = [];
    setInterval(() => {
      if (!queue.length) return;
      const batch = queue;
      queue = [];
      db.insert(carrierPositions).values(batch.map((p) => ({ carrierId: id, latitude: p.latitude, longitude: p.longitude, recordedAt: new Date() }))).then(() => {}, () => {});
    }, 100).unref();
    app.post('/api/carrier/location', async (req) => {
      queue.push(req.body as { latitude: number; longitude: number });
      return { ok: true };
    });
  } else {
    app.post('/api/carrier/location', async (req) => {
      const p = req.body as { latitude: number; longitude: number };
      await db.insert(carrierPositions).values({ carrierId: id, latitude: p.latitude, longitude: p.longitude, recordedAt: new Date() });
      return { ok: true };
    });
  }
  app.get('/count', async () => ({ n: Number(((await db.execute(sql`select count(*) as n from carrier_positions`)) as unknown as { rows: { n: string }[] }).rows[0].n) }));
}
if (mode === 'product') {
  app.get('/count', { config: { policy: { access: 'public' } } }, async () => ({ n: Number(((await db.execute(sql`select count(*) as n from carrier_positions`)) as unknown as { rows: { n: string }[] }).rows[0].n) }));
}
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };

// Courier tokens, signed in through the real API when in product mode.
const tokens: string[] = [];
if (mode === 'product') {
  for (const c of DEMO_CARRIERS.filter((d) => d.key !== DEMO_ACCOUNT_CARRIER_KEY)) {
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: c.email, password: DEMO_PASSWORD } });
    tokens.push(res.json().accessToken);
  }
}
const file = path.join(os.tmpdir(), `ingest-tokens-${process.pid}.json`);
fs.writeFileSync(file, JSON.stringify(tokens));
console.log(`READY ${port} ${file}`);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
