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
