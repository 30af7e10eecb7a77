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
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { WebSocketServer } from 'ws';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { createGroupCommit } from '../apps/api/src/lib/group-commit';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/db/seed';
import { PING_BATCH_MAX, insertPositions, type PositionRow } from '../apps/api/src/modules/live/positions.repository';
import { DEMO_ACCOUNT_CARRIER_KEY, DEMO_CARRIERS } from '../apps/api/src/db/seed/demo-data';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-seed';

const mode = process.argv[2] ?? 'product';
const databaseUrl = process.env.BENCH_DATABASE_URL;
// PGlite in a data directory (a fresh temporary one, removed at the end), as `npm start` runs it; BENCH_MEMORY=1:
// memory:// instead (its in-memory file system grows by copying: slower p99 than the product has).
const dataDir = !databaseUrl && process.env.BENCH_MEMORY !== '1' ? fs.mkdtempSync(path.join(os.tmpdir(), 'ingest-bench-')) : 'memory://';
const database = await openDatabase({ databaseUrl, dataDir });
if (databaseUrl) await database.db.execute(sql`truncate carrier_positions`);
await seedDatabase(database.db, { demo: true });
const db = database.db;
// BENCH_COUNT_QUERIES=1: count the statements the server runs in the load window (by their first words), printed
// on stderr when it stops — what the database is asked per ping.
const queryCounts = new Map<string, number>();
let countingQueries = false;
if (process.env.BENCH_COUNT_QUERIES && !databaseUrl) {
  const client = (db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  // Synchronous time inside PGlite's wasm per statement (the SQL text is in the protocol message).
  const rawSync = client.execProtocolRawSync.bind(client) as (message: Uint8Array, ...rest: unknown[]) => unknown;
  client.execProtocolRawSync = (message: unknown, ...rest: unknown[]) => {
    if (!countingQueries) return rawSync(message as Uint8Array, ...rest);
    const t0 = performance.now();
    try {
      return rawSync(message as Uint8Array, ...rest);
    } finally {
      const text = Buffer.from(message as Uint8Array)
        .toString('latin1')
        .replace(/[^\x20-\x7e]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 70);
      const key = `[wasm ms] ${text}`;
      queryCounts.set(key, (queryCounts.get(key) ?? 0) + (performance.now() - t0));
    }
  };
  for (const method of ['query', 'exec', 'transaction']) {
    const original = client[method].bind(client);
    client[method] = (...args: unknown[]) => {
      if (countingQueries) {
        const text = (
          method === 'transaction'
            ? `transaction ${new Error().stack
                ?.split('\n')
                .slice(3, 9)
                .map((l) =>
                  l
                    .trim()
                    .replace(/^at /, '')
                    .replace(/\(.*\/(apps|node_modules)\//, '('),
                )
                .join(' < ')}`
            : String(args[0])
        )
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 400);
        queryCounts.set(text, (queryCounts.get(text) ?? 0) + 1);
      }
      return original(...args);
    };
  }
}

// BENCH_TRACE=1: where a ping's time goes — each statement's time on the database by kind (first words), how long
// statements waited behind each other (calls in flight when one started), and the event loop's delay in the window;
// printed on stderr when the server stops.
const trace = new Map<string, { n: number; ms: number; max: number }>();
let tracing = false;
let inFlightStatements = 0;
const lag = monitorEventLoopDelay({ resolution: 5 });
/** The ping group commit's counters (`lib/group-commit` stats), read when the window starts and when it ends. */
let commitStats: (() => ReturnType<ReturnType<typeof createGroupCommit>['stats']>) | undefined;
let commitsFrom: ReturnType<NonNullable<typeof commitStats>> | undefined;
if (process.env.BENCH_TRACE) {
  // The client's own query (PGlite or the node-postgres pool): the raw ping INSERT and drizzle's statements pass it.
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  const timed = (text: string, run: () => Promise<unknown>) => {
    const t0 = performance.now();
    const queued = inFlightStatements++;
    const key = `${text} (behind ${queued > 3 ? '4+' : queued})`;
    return run().finally(() => {
      inFlightStatements--;
      const ms = performance.now() - t0;
      const t = trace.get(key) ?? { n: 0, ms: 0, max: 0 };
      t.n++;
      t.ms += ms;
      t.max = Math.max(t.max, ms);
      trace.set(key, t);
    });
  };
  client.query = (...args: unknown[]) => {
    if (!tracing) return query(...args);
    const text = (typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? 'other'))
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ')
      .slice(0, 3)
      .join(' ');
    return timed(text, () => query(...args));
  };
  // PGlite's prepared statements (db/prepared) go through execProtocol: named by their statement.
  const protocolClient = client as unknown as { execProtocol?: (message: Uint8Array, ...rest: unknown[]) => Promise<unknown> };
  const execProtocol = protocolClient.execProtocol?.bind(client);
  if (execProtocol) {
    protocolClient.execProtocol = (message: Uint8Array, ...rest: unknown[]) => {
      if (!tracing) return execProtocol(message, ...rest);
      const name = /kurye_[a-z_]+/.exec(Buffer.from(message.subarray(0, 200)).toString('latin1'))?.[0] ?? 'protocol';
      return timed(`prepared ${name}`, () => execProtocol(message, ...rest));
    };
  }
}

// Measurement window: SIGUSR2 (sent by the client when its load starts) resets the CPU counter and, with
// BENCH_CPU_PROF=<dir>, starts a V8 CPU profile of the load only (no start-up, seeding or sign-in), written on SIGTERM.
let cpuFrom = process.cpuUsage();
let windowFrom = performance.now();
let profiler: Session | undefined;
process.on('SIGUSR2', () => {
  countingQueries = true;
  tracing = true;
  commitsFrom = commitStats?.();
  lag.enable();
  cpuFrom = process.cpuUsage();
  windowFrom = performance.now();
  if (process.env.BENCH_CPU_PROF && !profiler) {
    profiler = new Session();
    profiler.connect();
    void profiler.post('Profiler.enable').then(() => profiler?.post('Profiler.start'));
  }
});
/** Rows stored, and this process's CPU time (ms) and wall time (ms) since the window started. */
async function count() {
  const cpu = process.cpuUsage(cpuFrom);
  const wall = performance.now() - windowFrom;
  const n = Number(((await db.execute(sql`select count(*) as n from carrier_positions`)) as unknown as { rows: { n: string }[] }).rows[0].n);
  return { n, cpuMs: (cpu.user + cpu.system) / 1000, wallMs: wall };
}

let app;
if (mode === 'product') {
  const config = loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', WEB_DIST: '/nonexistent', DATA_DIR: 'unused', MAP_PMTILES: 'off', ROADS: 'off' });
  app = await buildApp({ config, database, logger: false });
  commitStats = app.services.live.commitStats;
} else {
  app = Fastify({ logger: false });
  // The product's pings come from the seeded couriers in turn (one courier per token); so do the baselines' rows —
  // one courier's rows all land on the right edge of the (carrier_id, recorded_at) index, about 15 % cheaper.
  const carrierIds = ((await db.execute(sql`select id from carriers order by id`)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  let nextCarrier = 0;
  // The baselines store pings with the product's own INSERT (positions.repository: one array parameter per column,
  // no query builder), so the comparison is of everything around it; batches are capped as the product's are.
  const rowOf = (p: { latitude: number; longitude: number; accuracy?: number }): PositionRow => ({
    carrierId: carrierIds[nextCarrier++ % carrierIds.length],
    latitude: p.latitude,
    longitude: p.longitude,
    accuracy: p.accuracy,
    at: Date.now(),
  });
  const insertPlain = (batch: PositionRow[]) => insertPositions(db, batch);
  const groupCommitOptions = { maxBatch: PING_BATCH_MAX };
  if (mode === 'ws-group-commit') {
    const commits = createGroupCommit(insertPlain, groupCommitOptions);
    commitStats = commits.stats;
    const wss = new WebSocketServer({ server: app.server, path: '/api/ws' });
    wss.on('connection', (ws) => {
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw)) as { id: number; data: { latitude: number; longitude: number } };
        commits.add([rowOf(m.data)]).then(
          () => ws.send(JSON.stringify({ type: 'ack', data: { id: m.id, ok: true } })),
          () => ws.send(JSON.stringify({ type: 'ack', data: { id: m.id, ok: false } })),
        );
      });
    });
  } else if (mode === 'group-commit') {
    // The same group commit as the product (lib/group-commit), writing a plain multi-row INSERT.
    const commits = createGroupCommit(insertPlain, groupCommitOptions);
    commitStats = commits.stats;
    app.post('/api/carrier/location', async (req) => {
      await commits.add([rowOf(req.body as { latitude: number; longitude: number })]);
      return { ok: true };
    });
  } else if (mode === 'batched') {
    let queue: PositionRow[] = [];
    setInterval(() => {
      if (!queue.length) return;
      const batch = queue;
      queue = [];
      insertPositions(db, batch).then(
        () => {},
        () => {},
      );
    }, 100).unref();
    app.post('/api/carrier/location', async (req) => {
      queue.push(rowOf(req.body as { latitude: number; longitude: number }));
      return { ok: true };
    });
  } else {
    app.post('/api/carrier/location', async (req) => {
      await insertPositions(db, [rowOf(req.body as { latitude: number; longitude: number })]);
      return { ok: true };
    });
  }
  app.get('/count', count);
}
if (mode === 'product') {
  app.get('/count', { config: { policy: { access: 'public' } } }, count);
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
  countingQueries = false;
  if (tracing && process.env.BENCH_TRACE) {
    const ms = (n: number) => (n / 1e6).toFixed(1);
    console.error(`[${mode}] event-loop delay p50 ${ms(lag.percentile(50))} ms, p99 ${ms(lag.percentile(99))} ms, max ${ms(lag.max)} ms`);
    const to = commitStats?.();
    if (to && commitsFrom) {
      const batches = to.batches - commitsFrom.batches;
      const per = (k: 'items' | 'gatherMs' | 'writeMs') => (to[k] - commitsFrom![k]) / Math.max(1, batches);
      console.error(
        `[${mode}] ${batches} ping batches, ${per('items').toFixed(1)} pings each; a ping waited ${per('gatherMs').toFixed(2)} ms gathering (max since start ${to.maxGatherMs.toFixed(1)}) and ${per('writeMs').toFixed(2)} ms for the write (max since start ${to.maxWriteMs.toFixed(1)}), batch means`,
      );
    }
    for (const [k, t] of [...trace].sort((a, b) => b[1].ms - a[1].ms))
      console.error(`[${mode}] ${k}: ${t.n} statements, mean ${(t.ms / t.n).toFixed(2)} ms, max ${t.max.toFixed(1)} ms`);
  }
  if (queryCounts.size)
    console.error(
      [...queryCounts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 30)
        .map(([q, n]) => `${String(Math.round(n)).padStart(7)}  ${q.slice(0, 200)}`)
        .join('\n'),
    );
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.mkdirSync(process.env.BENCH_CPU_PROF!, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_CPU_PROF!, `${mode}-${process.pid}.cpuprofile`), JSON.stringify(profile));
  }
  await app.close();
  await database.close();
  if (dataDir !== 'memory://') fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
