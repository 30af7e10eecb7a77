// The browser flows run in shards side by side, each against a server of its own on a fresh database (so flows that
// share the demo store and courier never meet one from another shard). `E2E_SHARD=2/3` picks the second of three.
import fs from 'node:fs';
import path from 'node:path';

const testDir = path.join(import.meta.dirname, 'tests');

/** Seconds each file took in a full run on this machine (two shards side by side, 2026-11-28); a file not listed counts 40 s. */
const SECONDS: Record<string, number> = {
  'accessibility.spec.ts': 359,
  'phone.spec.ts': 294,
  'accessibility-admin.spec.ts': 240,
  'maps-streets.spec.ts': 142,
  'organisation.spec.ts': 123,
  'ux-flows.spec.ts': 107,
  'live-map.spec.ts': 105,
  'fieldops.spec.ts': 96,
  'notifications.spec.ts': 86,
  'sign-in.spec.ts': 82,
  'ux.spec.ts': 69,
  'tax-and-money-figures.spec.ts': 68,
  'payments.spec.ts': 59,
  'directory.spec.ts': 59,
  'layouts.spec.ts': 58,
  'courier-app.spec.ts': 44,
  'store-requests.spec.ts': 43,
  'maps.spec.ts': 41,
  'integrations-packets.spec.ts': 39,
  'navigation-aside.spec.ts': 38,
  'delivery-loop.spec.ts': 36,
  'follow-ups.spec.ts': 35,
  'shell.spec.ts': 34,
  'announcements.spec.ts': 33,
  'roads.spec.ts': 31,
  'help-center.spec.ts': 29,
  'accounting.spec.ts': 29,
  'reports.spec.ts': 23,
  'academy-equipment.spec.ts': 22,
  'documents.spec.ts': 21,
  'dashboards.spec.ts': 16,
  'messages.spec.ts': 16,
  'integrations.spec.ts': 15,
  'profile.spec.ts': 14,
  'search.spec.ts': 13,
  'push.spec.ts': 10,
};
const UNKNOWN_SECONDS = 40;

/** Files that must run in one shard, in this order (the later one reuses what the earlier one left). */
const TOGETHER: string[][] = [['payments.spec.ts', 'tax-and-money-figures.spec.ts']];

/** The spec files of shard `index` (1-based) of `count`: longest first into the shard with least time so far. */
export function shardFiles(index: number, count: number): string[] {
  const files = fs.readdirSync(testDir).filter((f) => f.endsWith('.spec.ts'));
  const grouped = new Set(TOGETHER.flat());
  const units = [...TOGETHER.map((g) => g.filter((f) => files.includes(f))), ...files.filter((f) => !grouped.has(f)).map((f) => [f])].filter(
    (u) => u.length > 0,
  );
  const cost = (unit: string[]) => unit.reduce((sum, f) => sum + (SECONDS[f] ?? UNKNOWN_SECONDS), 0);
  units.sort((a, b) => cost(b) - cost(a) || a[0].localeCompare(b[0]));
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] as string[] }));
  for (const unit of units) {
    const lightest = shards.reduce((min, s) => (s.seconds < min.seconds ? s : min));
    lightest.seconds += cost(unit);
    lightest.files.push(...unit);
  }
  return shards[index - 1].files.sort();
}

/** `E2E_SHARD` ("i/n") as the shard's files, or undefined for every file. */
export function shardFromEnv(value = process.env.E2E_SHARD): string[] | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? '');
  if (!match) return undefined;
  const [index, count] = [Number(match[1]), Number(match[2])];
  if (index < 1 || index > count) throw new Error(`E2E_SHARD ${value}: the shard must be between 1 and ${count}`);
  return shardFiles(index, count);
}
