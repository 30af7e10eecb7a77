import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SocketEventType, SocketMessage } from '@kurye/contracts/delivery';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-seed';
import { KADIKOY_STORE, eastOf } from './delivery-helpers';
import { createPostgresDatabase, startApiProcess } from './test-app';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const startApi = (port: number, databaseUrl: string) => startApiProcess(port, { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl ?? '' });

async function post(port: number, url: string, body: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe.skipIf(!serverUrl || !redisUrl)('two API processes sharing PostgreSQL and Redis', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const children: ChildProcess[] = [];
  const [portA, portB] = [3400 + Math.floor(Math.random() * 200), 3600 + Math.floor(Math.random() * 200)];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // Both start at once: migrations and the demo seed must cope.
    const a = startApi(portA, database.url);
    const b = startApi(portB, database.url);
    children.push(a.child, b.child);
    await Promise.all([a.ready, b.ready]);
  }, 180_000);

  afterAll(async () => {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    await database?.drop();
  });

  it('the rate limits are one limit across both processes (counted in Redis)', async () => {
    // Sign-in failures for one address, alternating between the processes: the sixth is refused wherever it lands.
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post(i % 2 ? portB : portA, '/api/auth/sign-in', { email, password: `wrong-${i}` })).status);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    // The public forms: ten per address an hour, whichever process answers.
    const forms: number[] = [];
    for (let i = 0; i < 11; i++) forms.push((await post(i % 2 ? portB : portA, '/api/applications/carrier', { name: 'x' })).status);
    expect(forms.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(forms[10]).toBe(429);
  });

  it('a request created through one process reaches a courier connected to the other', async () => {
    const courier = (await post(portB, '/api/auth/sign-in', { email: DEMO_ACCOUNTS.carrier.email, password: DEMO_PASSWORD })).body.accessToken;
    const store = (await post(portA, '/api/auth/sign-in', { email: DEMO_ACCOUNTS.store.email, password: DEMO_PASSWORD })).body.accessToken;
    const ws = new WebSocket(`ws://127.0.0.1:${portB}/api/ws`, ['bearer', courier]);
    const messages: { [T in SocketEventType]: SocketMessage<T> }[SocketEventType][] = [];
    ws.on('message', (raw) => messages.push(JSON.parse(String(raw))));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    expect((await post(portB, '/api/carrier/status', { status: 'available' }, courier)).status).toBe(200);
    expect(
      (await post(portB, '/api/carrier/location', eastOf({ latitude: KADIKOY_STORE.latitude, longitude: KADIKOY_STORE.longitude }, 0.4), courier)).status,
    ).toBe(200);
    // Process A learns the courier's state and position through Redis.
    await new Promise((r) => setTimeout(r, 300));
    const created = await post(portA, '/api/requests', { packetCount: 1 }, store);
    expect(created.status).toBe(201);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && !messages.some((m) => m.type === 'offer.created')) await new Promise((r) => setTimeout(r, 50));
    const offer = messages.find((m): m is SocketMessage<'offer.created'> => m.type === 'offer.created');
    expect(offer?.data.requestId).toBe(created.body.id);
    // And the accept on B is seen by the store's process A.
    expect((await post(portB, `/api/offers/${offer!.data.id}/accept`, {}, courier)).status).toBe(200);
    ws.close();
  });
});
