// Dispatch latency: request created → offer on the courier's socket (QUALITY.md: p95 ≤ 100 ms with 5,000 online
// couriers and 50 requests/s; next stage within 1 s of the timeout). Runs the real API in this process on PGlite
// (or BENCH_DATABASE_URL): 5,000 couriers are created and made available through the API's services, the seeded
// couriers connect sockets, and stores post requests over HTTP at a steady rate.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Agent, request } from 'undici';
import WebSocket from 'ws';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/db/seed';
import { DEMO_ACCOUNT_CARRIER_KEY, DEMO_CARRIERS, DEMO_STORES, DEMO_ZONES, mulberry32, randomPointInZone } from '../apps/api/src/db/seed/demo-data';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-seed';
import { fmt, report, short, summarise } from './lib';

const EXTRA_COURIERS = short ? 300 : 5000;
const RATE = short ? 5 : 50;
const SECONDS = short ? 2 : 10;
const rand = mulberry32(5);

const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' });
await seedDatabase(database.db, { demo: true });
const db = database.db;
// Synthetic couriers: rows for the foreign keys, state through the same index the API keeps.
const zoneRows = (await db.execute(sql`select id, name from zones`)) as unknown as { rows: { id: string; name: string }[] };
const typeRow = (await db.execute(sql`select id from carrier_types limit 1`)) as unknown as { rows: { id: string }[] };
const userRow = (await db.execute(sql`select id from users limit 1`)) as unknown as { rows: { id: string }[] };
const zoneByName = new Map(zoneRows.rows.map((z) => [z.name, z.id]));
const config = loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', WEB_DIST: '/nonexistent', DATA_DIR: 'unused' });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const origin = `http://127.0.0.1:${port}`;
const { index } = app.services;
for (let i = 0; i < EXTRA_COURIERS; i += 500) {
  const chunk = Array.from({ length: Math.min(500, EXTRA_COURIERS - i) }, (_, k) => {
    const zone = DEMO_ZONES[(i + k) % DEMO_ZONES.length];
    return { zone, zoneId: zoneByName.get(zone.name)! };
  });
  const rows = (await db.execute(sql`insert into carriers (user_id, zone_id, carrier_type_id, phone)
    select ${userRow.rows[0].id}::uuid, z, ${typeRow.rows[0].id}::uuid, '+905000000000' from unnest(${chunk.map((c) => c.zoneId)}::uuid[]) as z returning id, zone_id`)) as unknown as { rows: { id: string; zone_id: string }[] };
  rows.rows.forEach((r, k) => {
    const [lng, lat] = randomPointInZone(chunk[k].zone, rand);
    index.upsert({ carrierId: r.id, zoneId: r.zone_id, isJoker: false, status: 'available', load: 0, latitude: lat, longitude: lng, positionAt: Date.now() });
  });
}

const agent = new Agent({ connections: 64 });
const post = async (path: string, body: unknown, token: string) => {
  const res = await request(origin + path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body), dispatcher: agent });
  return { status: res.statusCode, body: (await res.body.json()) as any };
};
const signIn = async (email: string) => (await post('/api/auth/sign-in', { email, password: DEMO_PASSWORD }, '')).body.accessToken as string;

// Seeded couriers listen on sockets; each offer they get is timed against its request's creation.
const created = new Map<string, number>();
const latencies: number[] = [];
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
    const t0 = created.get(m.data.requestId);
    if (t0 !== undefined) latencies.push(performance.now() - t0);
    // Decline, so the courier stays free for the next requests.
    void post(`/api/offers/${m.data.id}/decline`, {}, token).catch(() => {});
  });
  await new Promise((r) => ws.once('open', r));
  sockets.push(ws);
}
const storeTokens = await Promise.all(DEMO_STORES.slice(1).map((s) => signIn(s.email)));
await db.execute(sql`insert into ledger_postings (transaction_id, account_id, amount) select t.id, a.id, 100000000 from ledger_accounts a, (select id from ledger_transactions limit 1) t where a.kind = 'store_credit'`);

const statuses = new Map<number, number>();
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
const s = summarise(latencies);
report(`dispatch: request → offer on the socket, ${index.size()} couriers in the index, ${RATE} requests/s for ${SECONDS} s`, [
  { measure: 'request → offer.created on a courier socket', 'p50 ms': fmt(s.p50, 1), 'p95 ms': fmt(s.p95, 1), 'p99 ms': fmt(s.p99, 1), offers: s.n },
]);
console.log(`HTTP statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
sockets.forEach((w) => w.close());
await app.close();
await agent.close();
await database.close();
