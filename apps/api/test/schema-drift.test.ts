import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');

describe('schema and migrations', () => {
  it('drizzle-kit generate finds nothing new to migrate', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-drift-'));
    fs.cpSync(path.join(apiDir, 'drizzle'), out, { recursive: true });
    const before = fs.readdirSync(out).sort();
    const log = execFileSync(path.join(apiDir, '../../node_modules/.bin/drizzle-kit'), ['generate'], {
      cwd: apiDir,
      // drizzle-kit prefixes the folder with './', so it must be relative.
      env: { ...process.env, DRIZZLE_OUT: path.relative(apiDir, out) },
      encoding: 'utf8',
    });
    const after = fs.readdirSync(out).sort();
    fs.rmSync(out, { recursive: true, force: true });
    expect(after, `drizzle-kit generated a migration — run \`npm run db:generate -w @kurye/api\`:\n${log}`).toEqual(before);
  });
});
