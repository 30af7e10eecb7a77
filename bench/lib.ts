import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
  const child = spawn(process.execPath, ['--import', 'tsx', script, mode], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env, cwd: import.meta.dirname });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /READY \d+ \S+/.exec(out);
      if (m) resolve(m[0]);
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
