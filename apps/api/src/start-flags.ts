import fs from 'node:fs';
import path from 'node:path';

/**
 * The node flags `npm start` runs the API with (`node <flags> dist/main.js` in this package's start script), such as
 * the young generation's size. The container's CMD must carry the same (a deployment test), and the benchmarks start
 * their servers with them.
 */
export function startNodeFlags(): string[] {
  const start = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')).scripts.start as string;
  const flags = /exec node ((?:--\S+ )*)dist\/main\.js/.exec(start);
  if (!flags) throw new Error(`apps/api/package.json: no node flags found in the start script (${start})`);
  return flags[1].split(' ').filter(Boolean);
}
