import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-seed';
import { createPostgresDatabase, startApiProcess } from './test-app';

const serverUrl = process.env.TEST_DATABASE_URL;
/** This file's processes: local webhook receivers allowed, retries and leases short. */
const startApi = (port: number, databaseUrl: string) =>
  startApiProcess(port, { DATABASE_URL: databaseUrl, REDIS_URL: '', WEBHOOKS_ALLOW_LOCAL: 'on', WEBHOOK_RETRY_BASE_MS: '300', WEBHOOK_LEASE_MS: '1500' });

async function call(port: number, method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const until = async (what: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return what();
};

describe.skipIf(!serverUrl)('integrations across API processes on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let databaseUrl = '';
  const children: ChildProcess[] = [];
  const [portA, portB, portC] = [3800 + Math.floor(Math.random() * 100), 3900 + Math.floor(Math.random() * 100), 4000 + Math.floor(Math.random() * 100)];
  let store: Record<string, string>;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    databaseUrl = database.url;
    const a = startApi(portA, databaseUrl);
    children.push(a.child);
    await a.ready;
    const b = startApi(portB, databaseUrl);
    children.push(b.child);
    await b.ready;
    const signedIn = await call(portA, 'POST', '/api/auth/sign-in', {}, { email: DEMO_ACCOUNTS.store.email, password: DEMO_PASSWORD });
    store = { authorization: `Bearer ${signedIn.body.accessToken}` };
  }, 240_000);

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    await database?.drop();
  });

  it('a key revoked in one process is refused at once by the other', async () => {
    const { body: key } = await call(portA, 'POST', '/api/store/api-keys', store, { name: 'POS' });
    expect((await call(portB, 'GET', '/api/requests', { 'x-api-key': key.key })).status).toBe(200);
    expect((await call(portA, 'DELETE', `/api/store/api-keys/${key.id}`, store)).status).toBe(200);
    expect((await call(portB, 'GET', '/api/requests', { 'x-api-key': key.key })).status).toBe(401);
  });

  it('kill -9 while a webhook is being retried loses nothing and it is delivered exactly once', async () => {
    // Fails, then hangs (the process is killed mid-send), then succeeds.
    const answers: (number | 'hung')[] = [];
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const n = answers.length + 1;
        if (n === 2) {
          answers.push('hung');
          return;
        }
        const status = n === 1 ? 500 : 200;
        answers.push(status);
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const { body: endpoint } = await call(portA, 'POST', '/api/store/webhooks', store, { url: hookUrl, events: ['request.created'] });
      // Only process A sends for now: B stops (gracefully) so the kill hits the process holding the attempt.
      children[1].kill('SIGTERM');
      await until(() => children[1].exitCode !== null || children[1].signalCode !== null);
      const { body: key } = await call(portA, 'POST', '/api/store/api-keys', store, { name: 'POS' });
      expect((await call(portA, 'POST', '/api/requests', { 'x-api-key': key.key }, { packetCount: 1 })).status).toBe(201);
      expect(await until(() => answers.length >= 2)).toBe(true);
      expect(answers).toEqual([500, 'hung']);
      children[0].kill('SIGKILL');
      await until(() => children[0].signalCode !== null);

      const c = startApi(portC, databaseUrl);
      children.push(c.child);
      await c.ready;
      expect(await until(() => answers.length >= 3)).toBe(true);
      await new Promise((r) => setTimeout(r, 2500)); // nothing more arrives
      expect(answers).toEqual([500, 'hung', 200]);
      const log = await call(portC, 'GET', `/api/store/webhooks/${endpoint.id}/deliveries`, store);
      expect(log.body.items).toHaveLength(1);
      expect(log.body.items[0]).toMatchObject({ state: 'delivered', attempts: 3 });
      // The killed attempt left no log line; the failure and the success did.
      expect(log.body.items[0].log.map((a: { status: number }) => a.status)).toEqual([500, 200]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }, 90_000);
});
