import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNodeFlags } from '../apps/api/src/start-flags';

/** Small helpers shared by the benchmarks: percentiles and a uniform report line. */
export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function summarise(samplesMs: number[]) {
  const s = [...samplesMs].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s.at(-1) ?? NaN };
}

export const fmt = (n: number, digits = 3) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));

/** `--short` (or BENCH_SHORT=1) runs a tiny version: CI keeps the scripts alive without timing anything. */
export const short = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';

/** The shared İstanbul street extract beside the project (never inside it). */
export const SHARED_EXTRACT = path.resolve(import.meta.dirname, '../../shared/map/istanbul.pmtiles');
/** İstanbul's centre (W, S, E, N): the road network of the short mode, built in seconds. */
export const CITY_CENTRE = [28.93, 40.96, 29.1, 41.09] as const;

/**
 * Runs this script again in `processes` child processes (BENCH_CHILD=1..n) and prints each one's output, then the
 * median of the ratio each printed (read with `ratioPattern`, whose first group is the number) with the spread. The
 * same script's ratio varies far more from one process to the next (heap layout, JIT decisions) than between the
 * rounds of one, so a figure is judged across processes. Returns false in a child (or in short mode), which then
 * measures; true in the parent, which should stop there.
 */
export function medianOfProcesses(name: string, ratioPattern: RegExp, target: string, processes = short ? 1 : 3) {
  if (processes <= 1 || process.env.BENCH_CHILD) return false;
  const ratios: number[] = [];
  for (let i = 0; i < processes; i++) {
    const out = execFileSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, BENCH_CHILD: String(i + 1) },
      encoding: 'utf8',
    });
    process.stdout.write(out);
    const match = ratioPattern.exec(out);
    if (!match) throw new Error(`${name}: process ${i + 1} printed no ratio matching ${ratioPattern}`);
    ratios.push(Number(match[1]));
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  console.log(
    `\n${name}, median of ${processes} processes: ${fmt(sorted[Math.floor(processes / 2)]!, 1)}× (spread ${fmt(sorted[0]!, 1)}–${fmt(sorted[processes - 1]!, 1)}×; target ${target})`,
  );
  return true;
}

/** ` (process N)` in a child of `medianOfProcesses`, else nothing: for report titles. */
export const processLabel = process.env.BENCH_CHILD ? ` (process ${process.env.BENCH_CHILD})` : '';

export function report(title: string, rows: Record<string, string | number>[]) {
  console.log(`\n## ${title}${short ? ' (short mode)' : ''}`);
  console.table(rows);
}

/**
 * Starts `ingest-server.ts <mode>` in its own process; resolves with its port and courier tokens. `startWindow()`
 * marks the start of the load: the server's `/count` then reports its CPU time from there, and with
 * BENCH_CPU_PROF=<dir> it writes a V8 CPU profile of the load alone there when it stops.
 */
export async function startIngestServer(mode: string) {
  const script = path.join(import.meta.dirname, 'ingest-server.ts');
  // node itself (not the tsx CLI, which would not pass SIGUSR2 on), with tsx as its loader.
  // NODE_ENV=production and the start script's node flags: the server as `npm start` runs it — the product and the
  // baselines alike, so they are compared on the same runtime.
  // BENCH_SERVER_NODE_ARGS: more node flags for the server (say `--trace-gc`), which NODE_OPTIONS may not carry.
  const nodeArgs = [...startNodeFlags(), ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
    cwd: import.meta.dirname,
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    let ready = false;
    child.stdout.on('data', (d) => {
      // After READY, what the server prints (a flag's trace) goes to stderr, prefixed with its mode.
      if (ready) return void process.stderr.write(`[${mode}] ${d}`);
      out += d;
      const m = /READY \d+ \S+/.exec(out);
      if (m) {
        ready = true;
        resolve(m[0]);
      }
    });
    child.on('exit', (code) => reject(new Error(`${mode} server exited ${code}`)));
  });
  const [, port, file] = line.split(' ');
  return { child, port: Number(port), tokens: JSON.parse(fs.readFileSync(file, 'utf8')) as string[], startWindow: () => child.kill('SIGUSR2') };
}

/** CPU time of this process (ms) since `from` (a `process.cpuUsage()`). */
export function cpuMsSince(from: NodeJS.CpuUsage) {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
}

/** The 1-minute load average, for the report. */
export function loadAverage() {
  return os.loadavg()[0].toFixed(2);
}

/**
 * Counts the statements a Drizzle database runs (top level and in transactions, PGlite or node-postgres), by their
 * SQL text, through Drizzle's logger; transactions are counted apart (PGlite's BEGIN/COMMIT do not pass the logger).
 * On PGlite it also sums the time spent inside the database (wasm) per statement text. `take()` returns what was
 * counted since the last `take()` and starts again.
 */
export function statementCounter(db: unknown) {
  let counts = new Map<string, number>();
  let wasmMs = new Map<string, number>();
  let transactions = 0;
  // PGlite: the synchronous time inside its wasm per protocol message (the SQL text is in the message).
  const client = (db as { $client?: { execProtocolRawSync?: (message: Uint8Array, ...rest: unknown[]) => unknown } }).$client;
  const rawSync = client?.execProtocolRawSync?.bind(client);
  if (client && rawSync) {
    client.execProtocolRawSync = (message: Uint8Array, ...rest: unknown[]) => {
      const t0 = performance.now();
      try {
        return rawSync(message, ...rest);
      } finally {
        const text = Buffer.from(message)
          .toString('latin1')
          .replace(/[^\x20-\x7e]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 90);
        wasmMs.set(text, (wasmMs.get(text) ?? 0) + performance.now() - t0);
      }
    };
  }
  const session = (db as { session: { logger: unknown; options: { logger?: unknown }; transaction: (...a: unknown[]) => unknown } }).session;
  const logger = {
    logQuery(query: string) {
      if (/^(begin|commit|rollback)\b/i.test(query.trim())) return;
      const key = query.replace(/\s+/g, ' ').trim().slice(0, 110);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
  };
  session.logger = logger;
  session.options.logger = logger;
  const transaction = session.transaction.bind(session);
  session.transaction = (...args: unknown[]) => {
    transactions++;
    return transaction(...args);
  };
  return {
    take() {
      const taken = {
        statements: [...counts.values()].reduce((a, b) => a + b, 0),
        transactions,
        byText: [...counts].sort((a, b) => b[1] - a[1]),
        wasmMs: [...wasmMs].sort((a, b) => b[1] - a[1]),
      };
      counts = new Map();
      wasmMs = new Map();
      transactions = 0;
      return taken;
    },
  };
}

/** With BENCH_CPU_PROF=<dir>: starts a V8 CPU profile of this process; `stop()` writes it there as `<name>-<pid>.cpuprofile`. */
export async function cpuProfile(name: string) {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return { stop: async () => {} };
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${name}-${process.pid}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      console.log(`CPU profile: ${file}`);
    },
  };
}
