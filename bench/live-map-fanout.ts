// Live-map fan-out: per-zone frames batched per tick against one message per courier move
// (QUALITY.md: ≥ 20× less send work; 5,000 couriers × 100 viewers ≤ 25 ms per tick).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createLocalBus } from '../apps/api/src/lib/event-bus';
import { createSocketHub, type SocketLike } from '../apps/api/src/modules/realtime/socket-hub';
import { mulberry32 } from '../apps/api/src/db/seed/demo-data';
import { fmt, medianOfProcesses, processLabel, report, short, summarise } from './lib';

if (medianOfProcesses('live-map fan-out', /send work ratio \(time\): ([\d.]+)×/, '≥ 20× less send work')) process.exit(0);

const COURIERS = short ? 500 : 5000;
const VIEWERS = short ? 10 : 100;
const ZONES = 8;
const TICKS = short ? 3 : 20;
const rand = mulberry32(11);

/**
 * Sockets that only count what they would send: encoding (JSON.stringify or the binary frame) and the send call are
 * the work measured. Each method has its own sockets with their own `send`: one shared `send` taking both strings
 * and frames turned polymorphic once the methods were interleaved, and the baseline's tick then ranged 13–44 ms from
 * one process to the next.
 */
type CountingSocket = SocketLike & { sends: number; bytes: number };
function frameSocket(): CountingSocket {
  const s = {
    readyState: 1,
    sends: 0,
    bytes: 0,
    send(data: Uint8Array | string) {
      s.sends++;
      s.bytes += typeof data === 'string' ? data.length : data.byteLength;
    },
  };
  return s;
}
function textSocket() {
  const s = {
    sends: 0,
    bytes: 0,
    send(data: string) {
      s.sends++;
      s.bytes += data.length;
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
const hubSockets: CountingSocket[] = [];
const baselineSockets: ReturnType<typeof textSocket>[] = [];
const audiencesOf: string[][] = [];
for (let v = 0; v < VIEWERS; v++) {
  // A fifth of the viewers see every zone (admins); the rest two zones each (operators, chiefs).
  const audiences = v % 5 === 0 ? ['zone:*'] : [`zone:${zoneIds[v % ZONES]}`, `zone:${zoneIds[(v + 1) % ZONES]}`];
  const socket = frameSocket();
  hub.add(socket, audiences);
  hubSockets.push(socket);
  baselineSockets.push(textSocket());
  audiencesOf.push(audiences);
}
const moves = () =>
  Array.from({ length: COURIERS }, (_, i) => [courierIds[i], 41 + rand() * 0.2, 29 + rand() * 0.3, Date.now()] as [string, number, number, number]);

/** Batched: the hub encodes one binary frame per zone and sends that same buffer to the zone's viewers. */
function batchedTick(points: [string, number, number, number][]) {
  bus.publish({ type: 'internal.positions', data: { points }, audiences: ['internal'] });
  hub.tick();
}
/** Baseline: one message per courier move, to every viewer of the courier's zone. */
function perCourierTick(points: [string, number, number, number][]) {
  for (const [id, lat, lng] of points) {
    const zone = courierAudience.get(id)!;
    const message = JSON.stringify({ type: 'live.position', data: { id, lat, lng, status: 'available' } });
    baselineSockets.forEach((s, v) => {
      if (audiencesOf[v].includes(zone) || audiencesOf[v].includes('zone:*')) s.send(message);
    });
  }
}

// Interleaved: every courier moves once per tick and both methods send that same tick, in alternating order, so a
// slow moment of the machine falls on both; the first WARM_UP ticks (compilation) are not counted.
const WARM_UP = short ? 0 : 3;
/** One method's ticks: its time per counted tick, and what its own sockets were sent over those ticks. */
interface Run {
  tick: (points: [string, number, number, number][]) => void;
  sockets: { sends: number; bytes: number }[];
  ms: number[];
  sends: number;
  bytes: number;
}
const batched: Run = { tick: batchedTick, sockets: hubSockets, ms: [], sends: 0, bytes: 0 };
const perCourier: Run = { tick: perCourierTick, sockets: baselineSockets, ms: [], sends: 0, bytes: 0 };
const totals = (sockets: Run['sockets']) => sockets.reduce((t, s) => ({ sends: t.sends + s.sends, bytes: t.bytes + s.bytes }), { sends: 0, bytes: 0 });
function timed(run: Run, points: Parameters<Run['tick']>[0], counted: boolean) {
  const before = totals(run.sockets);
  const t0 = performance.now();
  run.tick(points);
  const ms = performance.now() - t0;
  if (!counted) return;
  const after = totals(run.sockets);
  run.ms.push(ms);
  run.sends += after.sends - before.sends;
  run.bytes += after.bytes - before.bytes;
}
for (let t = 0; t < WARM_UP + TICKS; t++) {
  const points = moves();
  for (const run of t % 2 === 0 ? [batched, perCourier] : [perCourier, batched]) timed(run, points, t >= WARM_UP);
}
hub.stop();

const b = summarise(batched.ms);
const p = summarise(perCourier.ms);
const row = (method: string, run: Run, times: ReturnType<typeof summarise>) => ({
  method,
  'ms/tick p50': fmt(times.p50, 2),
  'ms/tick max': fmt(times.max, 2),
  'sends/tick': run.sends / TICKS,
  'MB/tick': fmt(run.bytes / TICKS / 1e6, 2),
});
report(`live-map fan-out, ${COURIERS} couriers × ${VIEWERS} viewers, ${TICKS} interleaved ticks${processLabel}`, [
  row('per-zone frames per tick', batched, b),
  row('baseline: message per courier', perCourier, p),
]);
console.log(
  `send work ratio (time): ${fmt(p.p50 / b.p50, 1)}×; send calls: ${fmt(perCourier.sends / batched.sends, 0)}×; bytes: ${fmt(perCourier.bytes / batched.bytes, 1)}×`,
);
