// The real server with a production web build, on a fresh PGlite directory and a free port: for the browser benchmarks.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { realServerEnv } from '../e2e/real-server';

const root = path.resolve(import.meta.dirname, '..');

// The same Chromium and server environment as the e2e flows.
export { CHROMIUM, CHROMIUM_ARGS } from '../e2e/real-server';

export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** `given` (an existing `vite build` output) or a fresh build into $TMPDIR/<name>-dist. */
export function buildWeb(name: string, given?: string): string {
  if (given) {
    if (!existsSync(path.join(given, 'index.html'))) throw new Error(`${given}: no index.html`);
    return path.resolve(given);
  }
  const out = path.join(os.tmpdir(), `${name}-dist`);
  console.log(`building the web app into ${out} …`);
  const r = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build failed');
  // As the product's build does: the server sends the .br/.gz files beside each asset.
  const c = spawnSync(process.execPath, [path.join(root, 'apps/web/scripts/precompress.mjs'), out], { stdio: 'inherit' });
  if (c.status !== 0) throw new Error('precompress failed');
  return out;
}

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  dataDir: string;
}

export async function startServer(webDist: string, name: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-data-`));
  let log = '';
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: root,
    detached: true, // own process group: tsx starts a node child, both are stopped together
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...realServerEnv({ port, dataDir, webDist }) },
  });
  child.stderr!.on('data', (d) => (log = (log + d).slice(-4000)));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not come up in 120 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, child, dataDir };
}

export function stopServer({ child, dataDir }: RunningServer) {
  if (child.exitCode === null && child.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  return new Promise<void>((resolve) => {
    const done = () => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve();
    };
    if (child.exitCode !== null) return done();
    const t = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone
      }
      done();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(t);
      done();
    });
  });
}

/** A demo account's access token, signed in through the API. */
export async function accessTokenOf(origin: string, email: string, password = 'Demo.1234') {
  const res = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}
