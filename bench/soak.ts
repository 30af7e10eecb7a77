// Soak (QUALITY.md): the real API in this process, under a thousand simulated couriers and 200 live-map viewers in
// another process, for 30 minutes (45 s, a fifth of the couriers and a quarter of the viewers in the short mode). Prints memory (RSS, heap after a full GC) and
// event-loop lag over time; fails when, after warm-up, memory grows more than 10 % or the lag's p99 passes 200 ms.
// The baseline is the same server idle, measured first in the same run. PGlite keeps its data in a temporary directory
// as `npm start` does: in memory (`memory://`) every stored ping would count as the process's memory.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/db/seed';
import { carriers, carrierTypes, userRoles, users, zones } from '../apps/api/src/db/schema';
import { DEMO_ZONES, mulberry32, randomPointInZone } from '../apps/api/src/db/seed/demo-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-seed';
import { fmt, report, short } from './lib';

const COURIERS = short ? 200 : 1000;
const VIEWERS = short ? 50 : 200;
const DURATION_S = short ? 45 : 30 * 60;
const SAMPLE_S = short ? 5 : 60;
const WARM_UP_S = DURATION_S / 4;
const IDLE_S = short ? 5 : 30;

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kurye-soak-'));
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir });
await seedDatabase(database.db, { demo: true });
const { db } = database;

// A thousand courier accounts, sharing the demo password's hash (hashing each would take minutes).
const [{ passwordHash }] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, DEMO_ACCOUNTS.carrier.email));
const zoneIds = new Map((await db.select({ id: zones.id, name: zones.name }).from(zones)).map((z) => [z.name, z.id]));
const [type] = await db.select({ id: carrierTypes.id }).from(carrierTypes).limit(1);
const rand = mulberry32(30);
const accounts: { email: string; zoneKey: string; latitude: number; longitude: number }[] = [];
for (let i = 0; i < COURIERS; i += 250) {
  const chunk = Array.from({ length: Math.min(250, COURIERS - i) }, (_, k) => {
    const zone = DEMO_ZONES[(i + k) % DEMO_ZONES.length];
    const [longitude, latitude] = randomPointInZone(zone, rand);
    return { email: `soak-${i + k}@kuryeofis.test`, zone, latitude, longitude };
  });
  const rows = await db
    .insert(users)
    .values(chunk.map((c) => ({ email: c.email, name: `Soak Kurye ${c.email}`, passwordHash })))
    .returning({ id: users.id });
  await db.insert(userRoles).values(rows.map((r) => ({ userId: r.id, roleCode: 'Carrier' as const, position: 0 })));
  await db
    .insert(carriers)
    .values(rows.map((r, k) => ({ userId: r.id, zoneId: zoneIds.get(chunk[k].zone.name)!, carrierTypeId: type.id, phone: '+905000000000' })));
  accounts.push(...chunk.map((c) => ({ email: c.email, zoneKey: c.zone.key, latitude: c.latitude, longitude: c.longitude })));
}
// They have already taken the academy's required courses (else going available is refused).
await db.execute(sql`
  insert into academy_progress (carrier_id, course_id, current_step, completed_at)
  select c.id, co.id, (select count(*) from academy_steps s where s.course_id = co.id), now()
  from carriers c cross join academy_courses co where co.required_for <> '[]'::jsonb
  on conflict do nothing`);

const config = loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', WEB_DIST: '/nonexistent', DATA_DIR: 'unused', MAP_PMTILES: 'off', ROADS: 'off' });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const signIn = async (email: string) => {
  const res = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
};
const viewerTokens = await Promise.all(['admin', 'operator', 'chief'].map((a) => signIn(DEMO_ACCOUNTS[a as 'admin'].email)));

const lag = monitorEventLoopDelay({ resolution: 10 });
const seconds = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
const ms = (ns: number) => ns / 1e6;

// Baseline: the same server, idle.
lag.enable();
await seconds(IDLE_S);
const idle = { p99: ms(lag.percentile(99)), max: ms(lag.max) };
lag.reset();

const load = fork(path.join(import.meta.dirname, 'soak-load.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
load.send({
  baseUrl,
  couriers: accounts,
  viewerTokens: Array.from({ length: VIEWERS }, (_, i) => viewerTokens[i % viewerTokens.length]),
  password: DEMO_PASSWORD,
});
await new Promise<void>((resolve, reject) => {
  load.once('message', () => resolve());
  load.once('exit', (code) => reject(new Error(`load generator exited (${code})`)));
});

const samples: { t: number; rss: number; heap: number; p50: number; p99: number; max: number }[] = [];
const postWarmUp = monitorEventLoopDelay({ resolution: 10 });
const started = Date.now();
lag.reset();
for (let t = SAMPLE_S; t <= DURATION_S; t += SAMPLE_S) {
  await seconds(SAMPLE_S);
  if (t > WARM_UP_S && !postWarmUp.count) postWarmUp.enable();
  const window = { p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max) };
  lag.reset();
  gc();
  const mem = process.memoryUsage();
  samples.push({ t: Math.round((Date.now() - started) / 1000), rss: mem.rss / 2 ** 20, heap: mem.heapUsed / 2 ** 20, ...window });
}
const afterWarmUpLag = { p99: ms(postWarmUp.percentile(99)), max: ms(postWarmUp.max) };
lag.disable();
postWarmUp.disable();

const frames = await new Promise<number>((resolve) => {
  load.once('message', (m: { frames?: number }) => resolve(m.frames ?? 0));
  load.send({ stop: true });
});
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

report(
  `Soak: ${COURIERS} couriers, ${VIEWERS} viewers, ${DURATION_S} s`,
  samples.map((s) => ({
    s: s.t,
    'RSS MB': fmt(s.rss, 1),
    'heap MB (after GC)': fmt(s.heap, 1),
    'lag p50 ms': fmt(s.p50, 1),
    'lag p99 ms': fmt(s.p99, 1),
    'lag max ms': fmt(s.max, 1),
  })),
);

const warm = samples.filter((s) => s.t > WARM_UP_S);
const first = warm[0];
const tail = warm.slice(-Math.max(1, Math.ceil(warm.length / 4)));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const growth = { rss: mean(tail.map((s) => s.rss)) / first.rss - 1, heap: mean(tail.map((s) => s.heap)) / first.heap - 1 };
const verdict = {
  'memory growth after warm-up (RSS)': `${fmt(growth.rss * 100, 1)} % (target ≤ 10 %)`,
  'memory growth after warm-up (heap)': `${fmt(growth.heap * 100, 1)} % (target ≤ 10 %)`,
  'event-loop lag p99 under load': `${fmt(afterWarmUpLag.p99, 1)} ms (target ≤ 200 ms)`,
  'event-loop lag p99 idle (baseline)': `${fmt(idle.p99, 1)} ms`,
  'lag p99 ratio load / idle': `${fmt(afterWarmUpLag.p99 / idle.p99, 1)}×`,
  'live-map frames received by viewers': frames,
};
report(
  'Soak verdict',
  Object.entries(verdict).map(([measure, value]) => ({ measure, value })),
);

const failures = [
  growth.rss > 0.1 && `RSS grew ${fmt(growth.rss * 100, 1)} % after warm-up`,
  growth.heap > 0.1 && `heap grew ${fmt(growth.heap * 100, 1)} % after warm-up`,
  afterWarmUpLag.p99 > 200 && `event-loop lag p99 ${fmt(afterWarmUpLag.p99, 1)} ms`,
  frames === 0 && 'the viewers received no live-map frames',
].filter(Boolean);
if (failures.length) {
  console.error(`\nSOAK FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
