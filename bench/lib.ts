import { spawn } from 'node:child_process';
import fs from 'node:fs';
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
 * Starts `ingest-server.ts <mode>` in its own process; resolves with its port and courier tokens. With
 * BENCH_CPU_PROF=<dir> the server writes a V8 CPU profile there when it stops (`node --cpu-prof`).
 */
export async function startIngestServer(mode: string) {
  const script = path.join(import.meta.dirname, 'ingest-server.ts');
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = profileDir
    ? spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', script, mode], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env })
    : spawn(path.resolve(import.meta.dirname, '../node_modules/.bin/tsx'), [script, mode], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
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
  return { child, port: Number(port), tokens: JSON.parse(fs.readFileSync(file, 'utf8')) as string[] };
}
