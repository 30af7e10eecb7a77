// Dispatch latency: request created → offer on the courier's socket (QUALITY.md: p95 ≤ 100 ms with 5,000 online
// couriers and 50 requests/s; next stage within 1 s of the timeout). Runs the real API in this process on PGlite
// (or BENCH_DATABASE_URL): 5,000 couriers are created and made available through the API's services, the seeded
// couriers connect sockets, and stores post requests over HTTP at a steady rate. Candidates are ranked by road time
// (the İstanbul extract beside the project; the city centre in the short mode; the network cached in the system's temp
// directory between runs); BENCH_ROADS=off ranks by the straight line.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Agent, request } from 'undici';
import WebSocket from 'ws';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/db/seed';
import { carriers } from '../apps/api/src/db/schema';
import { DEMO_ACCOUNT_CARRIER_KEY, DEMO_CARRIERS, DEMO_STORES, DEMO_ZONES, mulberry32, randomPointInZone } from '../apps/api/src/db/seed/demo-data';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-seed';
import { BANK_ACCOUNT, postTransaction, storeAccount } from '../apps/api/src/modules/ledger/ledger.service';
import { RoadsService } from '../apps/api/src/modules/roads/roads.service';
import { CITY_CENTRE, cpuMsSince, cpuProfile, fmt, loadAverage, report, SHARED_EXTRACT, short, statementCounter, summarise } from './lib';

const EXTRA_COURIERS = short ? 300 : 5000;
const RATE = short ? 5 : 50;
const SECONDS = short ? 2 : 10;
const rand = mulberry32(5);

const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' });
await seedDatabase(database.db, { demo: true });
const db = database.db;
// BENCH_COUNT_QUERIES=1: statements per request creation (one POST alone, before the load) and over the load window.
const counter = process.env.BENCH_COUNT_QUERIES ? statementCounter(db) : undefined;
// Synthetic couriers: rows for the foreign keys, state through the same index the API keeps.
const zoneRows = (await db.execute(sql`select id, name from zones`)) as unknown as { rows: { id: string; name: string }[] };
const typeRow = (await db.execute(sql`select id from carrier_types limit 1`)) as unknown as { rows: { id: string }[] };
const userRow = (await db.execute(sql`select id from users limit 1`)) as unknown as { rows: { id: string }[] };
const zoneByName = new Map(zoneRows.rows.map((z) => [z.name, z.id]));
const config = loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', WEB_DIST: '/nonexistent', DATA_DIR: 'unused', MAP_PMTILES: 'off', ROADS: 'off' });
const roads = new RoadsService({
  pmtilesPath: process.env.BENCH_ROADS === 'off' || !fs.existsSync(SHARED_EXTRACT) ? null : SHARED_EXTRACT,
  cacheDir: path.join(os.tmpdir(), 'kurye-bench-roads'),
  bbox: short ? CITY_CENTRE : undefined,
  log: { info: () => {}, error: (o) => console.error(o) },
});
roads.start();
await roads.whenReady();
const ranking = roads.network ? `road time (${roads.network.graph.nodeCount} road nodes)` : 'straight line';
const app = await buildApp({ config, database, logger: false, roads });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const origin = `http://127.0.0.1:${port}`;
const { index } = app.services;
for (let i = 0; i < EXTRA_COURIERS; i += 500) {
  const chunk = Array.from({ length: Math.min(500, EXTRA_COURIERS - i) }, (_, k) => {
    const zone = DEMO_ZONES[(i + k) % DEMO_ZONES.length];
    return { zone, zoneId: zoneByName.get(zone.name)! };
  });
  const rows = await db
    .insert(carriers)
    .values(chunk.map((c) => ({ userId: userRow.rows[0].id, zoneId: c.zoneId, carrierTypeId: typeRow.rows[0].id, phone: '+905000000000' })))
    .returning({ id: carriers.id, zoneId: carriers.zoneId });
  rows.forEach((r, k) => {
    const [lng, lat] = randomPointInZone(chunk[k].zone, rand);
    index.upsert({ carrierId: r.id, zoneId: r.zoneId, isJoker: false, status: 'available', load: 0, latitude: lat, longitude: lng, positionAt: Date.now() });
  });
}

const agent = new Agent({ connections: 64 });
const post = async (path: string, body: unknown, token: string) => {
  const res = await request(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    dispatcher: agent,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a bench reads whatever answer it asked for
  return { status: res.statusCode, body: (await res.body.json()) as any };
};
const signIn = async (email: string) => (await post('/api/auth/sign-in', { email, password: DEMO_PASSWORD }, '')).body.accessToken as string;

// Seeded couriers listen on sockets; the first offer of each request is timed against the request's POST. (The
// offer usually arrives before the HTTP answer, so arrivals are kept by request id and matched afterwards.)
const created = new Map<string, number>();
const firstOfferAt = new Map<string, number>();
const sockets: WebSocket[] = [];
for (const c of DEMO_CARRIERS.filter((d) => d.key !== DEMO_ACCOUNT_CARRIER_KEY)) {
  const token = await signIn(c.email);
  await post('/api/carrier/status', { status: 'available' }, token);
  const store = DEMO_STORES.find((s) => s.zoneKey === c.zoneKey)!;
  await post('/api/carrier/location', { latitude: store.latitude + (rand() - 0.5) * 0.004, longitude: store.longitude + (rand() - 0.5) * 0.004 }, token);
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/api/ws`, ['bearer', token]);
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw));
    if (m.type !== 'offer.created') return;
    if (!firstOfferAt.has(m.data.requestId)) firstOfferAt.set(m.data.requestId, performance.now());
    // Decline, so the courier stays free for the next requests.
    void post(`/api/offers/${m.data.id}/decline`, {}, token).catch(() => {});
  });
  await new Promise((r) => ws.once('open', r));
  sockets.push(ws);
}
const storeTokens = await Promise.all(DEMO_STORES.slice(1).map((s) => signIn(s.email)));
// Enough credit for every request of the run, as a proper top-up.
const storeIds = (await db.execute(sql`select id from stores`)) as unknown as { rows: { id: string }[] };
for (const { id } of storeIds.rows) {
  await postTransaction(db, {
    kind: 'top_up',
    description: 'bench',
    postings: [
      { ...storeAccount(id), amount: 1_000_000_00 },
      { ...BANK_ACCOUNT, amount: -1_000_000_00 },
    ],
  });
}

if (counter) {
  // One creation with nothing else running: its statements (the offers go to synthetic couriers, who never answer).
  // A read first, so the caller's token and store are known as they are in the load (the auth cache is warm).
  await (await request(`${origin}/api/requests?size=1`, { headers: { authorization: `Bearer ${storeTokens[0]}` }, dispatcher: agent })).body.text();
  counter.take();
  const res = await post('/api/requests', { packetCount: 1 }, storeTokens[0]);
  const one = counter.take();
  console.log(`One POST /api/requests (${res.status}): ${one.statements} statements in ${one.transactions} transaction(s) besides BEGIN/COMMIT`);
  for (const [q, n] of one.byText) console.log(`  ${n} × ${q}`);
}

const statuses = new Map<number, number>();
const profile = await cpuProfile('dispatch-latency');
const cpuFrom = process.cpuUsage();
const start = performance.now();
const sends: Promise<void>[] = [];
for (let i = 0; i < RATE * SECONDS; i++) {
  const due = start + (i * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const token = storeTokens[i % storeTokens.length];
  const t0 = performance.now();
  sends.push(
    post('/api/requests', { packetCount: 1 }, token).then((res) => {
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 201) created.set(res.body.id, t0);
    }),
  );
}
await Promise.all(sends);
await new Promise((r) => setTimeout(r, 1000));
const cpuMs = cpuMsSince(cpuFrom);
await profile.stop();
const loadAvg = loadAverage();
const latencies = [...created].filter(([id]) => firstOfferAt.has(id)).map(([id, t0]) => firstOfferAt.get(id)! - t0);
const s = summarise(latencies);
report(`dispatch: request → offer on the socket, ${index.size()} couriers in the index, ${RATE} requests/s for ${SECONDS} s`, [
  { measure: 'request → offer.created on a courier socket', 'p50 ms': fmt(s.p50, 1), 'p95 ms': fmt(s.p95, 1), 'p99 ms': fmt(s.p99, 1), offers: s.n },
]);
console.log(`HTTP statuses: ${JSON.stringify(Object.fromEntries(statuses))}; database: ${database.kind}; ranking: ${ranking}; load average ${loadAvg}`);
// CPU time of this process (API, and PGlite when it is the database, and the bench's own clients) per request: a
// figure the machine's other load hardly changes, unlike the latencies.
console.log(`CPU in this process: ${fmt(cpuMs, 0)} ms over the load window, ${fmt(cpuMs / (RATE * SECONDS), 1)} ms per request`);
if (counter) {
  const all = counter.take();
  console.log(
    `Load window: ${all.statements} statements in ${all.transactions} transactions for ${created.size} requests (${fmt(all.statements / created.size, 1)} per request, declines and sweeps included)`,
  );
  for (const [q, n] of all.byText.slice(0, 25)) console.log(`  ${n} × ${q}`);
  if (all.wasmMs.length)
    console.log(
      `Time inside PGlite: ${fmt(
        all.wasmMs.reduce((a, [, ms]) => a + ms, 0),
        0,
      )} ms; by statement:`,
    );
  for (const [q, ms] of all.wasmMs.slice(0, 20)) console.log(`  ${fmt(ms, 0).padStart(6)} ms  ${q}`);
}
sockets.forEach((w) => w.close());
await app.close();
await agent.close();
await database.close();
