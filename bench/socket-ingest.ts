// Courier position ingest over the courier's socket (issue 12: ≥ 10,000 pings/s, p99 ≤ 25 ms at 1,000 sockets,
// acknowledged after commit). Open loop: every socket sends a `position` with an id every SOCKETS / RATE seconds
// (staggered), and the time to its `ack` is measured. The product (real API: socket auth, zod, group commit of
// positions + latest state, bus broadcast) runs against a baseline with the same durability in the same run: bare
// Fastify + `ws`, acknowledging each ping after the group commit of a plain INSERT. Each server in its own process.
// The 1,000 sockets belong to the 63 seeded couriers (about 16 each: the path is the same as one courier per socket).
import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import WebSocket from 'ws';
import { cpuMsSince, fmt, loadAverage, report, short, startIngestServer, summarise } from './lib';

const SOCKETS = short ? 50 : 1000;
const RATE = short ? 1000 : 10_000;
const SECONDS = short ? 2 : 10;
const TICK_MS = 10;

async function run(mode: string) {
  const server = await startIngestServer(mode);
  const origin = `127.0.0.1:${server.port}`;
  const sockets: WebSocket[] = [];
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  let refused = 0;
  for (let i = 0; i < SOCKETS; i++) {
    const token = server.tokens[i % Math.max(1, server.tokens.length)];
    const ws = new WebSocket(`ws://${origin}/api/ws`, token ? ['bearer', token] : []);
    ws.on('message', (raw, isBinary) => {
      if (isBinary) return;
      const m = JSON.parse(String(raw));
      if (m.type !== 'ack') return;
      const t0 = sentAt.get(m.data.id);
      if (t0 === undefined) return;
      sentAt.delete(m.data.id);
      if (m.data.ok) latencies.push(performance.now() - t0);
      else refused++;
    });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    sockets.push(ws);
  }
  // Each tick sends the pings that fall due in it, going round the sockets.
  let next = 0;
  let id = 0;
  const started = performance.now();
  let due = 0;
  server.startWindow();
  const clientCpu = process.cpuUsage();
  while (performance.now() - started < SECONDS * 1000) {
    const elapsed = performance.now() - started;
    const target = Math.floor((elapsed / 1000) * RATE);
    for (; due < target; due++) {
      const ws = sockets[next];
      next = (next + 1) % sockets.length;
      const msgId = ++id;
      sentAt.set(msgId, performance.now());
      ws.send(
        JSON.stringify({ type: 'position', id: msgId, data: { latitude: 40.98 + Math.random() * 0.02, longitude: 29.02 + Math.random() * 0.02, accuracy: 5 } }),
      );
    }
    await new Promise((r) => setTimeout(r, Math.max(1, TICK_MS - ((performance.now() - started) % TICK_MS))));
  }
  const sendSeconds = (performance.now() - started) / 1000;
  // Wait for the acks still in flight (up to 5 s).
  const waitUntil = performance.now() + 5000;
  while (sentAt.size > 0 && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 20));
  const totalSeconds = (performance.now() - started) / 1000;
  const clientCpuMs = cpuMsSince(clientCpu);
  const stored = (await (await request(`http://${origin}/count`)).body.json()) as { n: number; cpuMs: number; wallMs: number };
  sockets.forEach((w) => w.terminate());
  server.child.kill('SIGTERM');
  const acked = latencies.length;
  return {
    mode,
    sent: id,
    acked,
    refused,
    lost: sentAt.size,
    offered: id / sendSeconds,
    rate: acked / totalSeconds,
    stored: stored.n,
    serverCpu: stored.cpuMs / stored.wallMs,
    cpuPerPing: (stored.cpuMs * 1000) / Math.max(1, acked),
    clientCpu: clientCpuMs / (totalSeconds * 1000),
    load: loadAverage(),
    ...summarise(latencies),
  };
}

const product = await run('product');
const baseline = await run('ws-group-commit');
report(
  `position ingest over the socket, ${SOCKETS} sockets, ${RATE} pings/s offered for ${SECONDS} s, database: ${process.env.BENCH_DATABASE_URL ? 'postgres' : process.env.BENCH_MEMORY === '1' ? 'pglite (memory://)' : 'pglite (data directory)'}`,
  [product, baseline].map((r) => ({
    server: r.mode === 'product' ? 'product (socket auth+zod+group commit+broadcast)' : 'baseline: bare ws + group commit',
    'offered/s': Math.round(r.offered),
    'acked/s': Math.round(r.rate),
    'p50 ms': fmt(r.p50, 2),
    'p99 ms': fmt(r.p99, 2),
    acked: r.acked,
    'not acked': r.lost + r.refused,
    'rows stored': r.stored,
    'server CPU': `${Math.round(r.serverCpu * 100)} %`,
    'server CPU µs/ping': Math.round(r.cpuPerPing),
    'client CPU': `${Math.round(r.clientCpu * 100)} %`,
    load: r.load,
  })),
);
console.log(
  `product / baseline (acked pings/s): ${fmt(product.rate / baseline.rate, 2)}×; server CPU per ping, product / baseline: ${fmt(product.cpuPerPing / baseline.cpuPerPing, 2)}×; product p99 ${fmt(product.p99, 1)} ms vs baseline ${fmt(baseline.p99, 1)} ms; product rows stored ≥ acked: ${product.stored >= product.acked}`,
);
