import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { acquireDirectoryLock } from '../src/db/directory-lock';

const apiDir = path.resolve(import.meta.dirname, '..');

function runMain(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(path.join(apiDir, '../../node_modules/.bin/tsx'), ['src/main.ts'], { cwd: apiDir, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('configuration', () => {
  it('reads defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.simulator).toBe(true);
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it.each([
    [{ PORT: 'abc' }, /PORT="abc"/],
    [{ SIMULATOR: 'maybe' }, /SIMULATOR="maybe"/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL="mysql:\/\/x": must start with postgres/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL/],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('a bad value stops start-up with one line and exit code 1', async () => {
    const { code, output } = await runMain({ PORT: 'seventy' });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toMatch(/^Invalid configuration: PORT="seventy"/);
  });
});

describe('PGlite data directory lock', () => {
  it('a second process on the same directory refuses to start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-lock-'));
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    // Hold the lock in a live process other than the one we start.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    fs.writeFileSync(path.join(dataDir, 'kurye-ofis.lock'), String(holder.pid));
    try {
      const { code, output } = await runMain({ DATA_DIR: dataDir, PORT: '0', SIMULATOR: 'off', SEED_HISTORY_DAYS: '0' });
      expect(code).toBe(1);
      expect(output).toContain(`in use by another Kurye Ofis process (PID ${holder.pid})`);
    } finally {
      holder.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes over a stale lock and refuses a live one in-process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-lock-'));
    fs.mkdirSync(path.join(dir, 'pglite'));
    fs.writeFileSync(path.join(dir, 'kurye-ofis.lock'), '999999999');
    const lock = acquireDirectoryLock(path.join(dir, 'pglite'));
    expect(fs.readFileSync(path.join(dir, 'kurye-ofis.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'kurye-ofis.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
