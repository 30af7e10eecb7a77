import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { SOCKET_CLOSE_SERVICE_RESTART } from '@kurye/contracts/delivery';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-seed';
import { freePort, startApiProcess } from './test-app';

/** A sign-in whose body arrives in two halves: `finish()` sends the rest; `response` resolves with status and body. */
function slowSignIn(port: number) {
  const body = JSON.stringify({ email: DEMO_ACCOUNTS.carrier.email, password: DEMO_PASSWORD });
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/sign-in',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return { response, finish: () => req.end(body.slice(10)) };
}

describe('graceful shutdown', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-shutdown-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('on SIGTERM: stops accepting, finishes the request in flight, tells sockets to reconnect (1012), exits 0 within 10 s', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const server = startApiProcess(port, { DATA_DIR: dataDir });
    await server.ready;
    const base = `http://127.0.0.1:${port}`;
    const { accessToken } = await (
      await fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.carrier.email, password: DEMO_PASSWORD }),
      })
    ).json();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, ['bearer', accessToken]);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const inFlight = slowSignIn(port);
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const termAt = Date.now();
    server.child.kill('SIGTERM');

    expect(await socketClosed).toBe(SOCKET_CLOSE_SERVICE_RESTART);
    // No new connections: the listener is closed while the request in flight is still being answered.
    await expect(fetch(`${base}/health/live`)).rejects.toThrow();
    inFlight.finish();
    const answered = await inFlight.response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body).accessToken).toBeTruthy();

    expect(await exited).toBe(0);
    expect(Date.now() - termAt).toBeLessThan(10_000);
    console.log(`exited ${Date.now() - termAt} ms after SIGTERM`);
  });
});
