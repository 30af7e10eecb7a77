// Live-map fan-out: per-zone frames batched per tick against one message per courier move
// (QUALITY.md: ≥ 20× less send work; 5,000 couriers × 100 viewers ≤ 25 ms per tick).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createLocalBus } from '../apps/api/src/lib/event-bus';
import { createSocketHub, type SocketLike } from '../apps/api/src/modules/realtime/socket-hub';
import { mulberry32 } from '../apps/api/src/db/seed/demo-data';
import { fmt, report, short, summarise } from './lib';

const COURIERS = short ? 500 : 5000;
const VIEWERS = short ? 10 : 100;
const ZONES = 8;
const TICKS = short ? 3 : 20;
const rand = mulberry32(11);

/** A socket that only counts what it would send: encoding (JSON.stringify or the binary frame) and the send call are the work measured. */
function countingSocket() {
  const s = {
    readyState: 1,
    sends: 0,
    bytes: 0,
    send(data: string | Uint8Array) {
      s.sends++;
      s.bytes += typeof data === 'string' ? data.length : data.byteLength;
    },
  };
  return s;
}

// Ids are UUIDs, as in the product.
const zoneIds = Array.from({ length: ZONES }, () => randomUUID());
const courierIds = Array.from({ length: COURIERS }, () => randomUUID());
const courierZone = new Map<string, string>(courierIds.map((id, i) => [id, zoneIds[i % ZONES]]));
// The baseline's audience of each courier, built once (a fresh template string per message would slow the baseline).
const courierAudience = new Map<string, string>(courierIds.map((id, i) => [id, `zone:${zoneIds[i % ZONES]}`]));
const bus = createLocalBus();
const hub = createSocketHub(bus, { zoneOf: (id) => courierZone.get(id), statusOf: () => 'available' });
const sockets: (SocketLike & { sends: number; bytes: number })[] = [];
const audiencesOf: string[][] = [];
for (let v = 0; v < VIEWERS; v++) {
  const socket = countingSocket();
  // A fifth of the viewers see every zone (admins); the rest two zones each (operators, chiefs).
  const audiences = v % 5 === 0 ? ['zone:*'] : [`zone:${zoneIds[v % ZONES]}`, `zone:${zoneIds[(v + 1) % ZONES]}`];
  hub.add(socket, audiences);
  sockets.push(socket);
  audiencesOf.push(audiences);
}
const moves = () =>
  Array.from({ length: COURIERS }, (_, i) => [courierIds[i], 41 + rand() * 0.2, 29 + rand() * 0.3, Date.now()] as [string, number, number, number]);
const totals = () => sockets.reduce((t, s) => ({ sends: t.sends + s.sends, bytes: t.bytes + s.bytes }), { sends: 0, bytes: 0 });
const reset = () => sockets.forEach((s) => ((s.sends = 0), (s.bytes = 0)));

// Batched: every courier moved once this tick; the hub encodes one binary frame per zone and sends that same buffer
// to the zone's viewers.
const batched: number[] = [];
for (let t = 0; t < TICKS; t++) {
  const points = moves();
  const t0 = performance.now();
  bus.publish({ type: 'internal.positions', data: { points }, audiences: ['internal'] });
  hub.tick();
  batched.push(performance.now() - t0);
}
const batchedWork = totals();
reset();

// Baseline: one message per courier move, to every viewer of the courier's zone.
const perCourier: number[] = [];
for (let t = 0; t < TICKS; t++) {
  const points = moves();
  const t0 = performance.now();
  for (const [id, lat, lng] of points) {
    const zone = courierAudience.get(id)!;
    const message = JSON.stringify({ type: 'live.position', data: { id, lat, lng, status: 'available' } });
    sockets.forEach((s, v) => {
      if (audiencesOf[v].includes(zone) || audiencesOf[v].includes('zone:*')) s.send(message);
    });
  }
  perCourier.push(performance.now() - t0);
}
const baselineWork = totals();
hub.stop();

const b = summarise(batched);
const p = summarise(perCourier);
report(`live-map fan-out, ${COURIERS} couriers × ${VIEWERS} viewers, ${TICKS} ticks`, [
  {
    method: 'per-zone frames per tick',
    'ms/tick p50': fmt(b.p50, 2),
    'ms/tick max': fmt(b.max, 2),
    'sends/tick': batchedWork.sends / TICKS,
    'MB/tick': fmt(batchedWork.bytes / TICKS / 1e6, 2),
  },
  {
    method: 'baseline: message per courier',
    'ms/tick p50': fmt(p.p50, 2),
    'ms/tick max': fmt(p.max, 2),
    'sends/tick': baselineWork.sends / TICKS,
    'MB/tick': fmt(baselineWork.bytes / TICKS / 1e6, 2),
  },
]);
console.log(
  `send work ratio (time): ${fmt(p.p50 / b.p50, 1)}×; send calls: ${fmt(baselineWork.sends / batchedWork.sends, 0)}×; bytes: ${fmt(baselineWork.bytes / batchedWork.bytes, 1)}×`,
);
