import {
  LIVE_FRAME_ENTRY_BYTES,
  LIVE_FRAME_HEADER_BYTES,
  LIVE_FRAME_KIND_POSITIONS,
  LIVE_FRAME_STATUSES,
  LIVE_FRAME_VERSION,
  quantise,
  writeUuid,
} from '@kurye/contracts/live-frame';
import type { BusEvent, EventBus } from '../../lib/event-bus';
import { maskPersonalData } from '../../access/personal-data';

/** What the hub needs of a connection (a `ws` WebSocket satisfies it; a Uint8Array goes out as a binary message). */
export interface SocketLike {
  readyState: number;
  send(data: string | Uint8Array): void;
}

/** A courier the hub has seen move: its id bytes, latest quantised position, what the last frame said, and its zone. */
interface Tracked {
  carrierId: string;
  id: Uint8Array;
  zoneId: string;
  lat: number;
  lng: number;
  sentLat: number;
  sentLng: number;
  sentStatus: number;
  dirty: boolean;
}

const STATUS_CODE = new Map(LIVE_FRAME_STATUSES.map((s, i) => [s as string, i]));

const OPEN = 1;

/**
 * Delivers bus events to the sockets of their audiences, and batches live positions: every tick, one binary frame
 * per zone (`@kurye/contracts/live-frame`: quantised coordinates, only couriers whose position or status changed),
 * encoded once and sent as the same buffer to that zone's viewers (`zone:<id>`, or `zone:*` for viewers of all
 * zones) — never one message per courier.
 */
export function createSocketHub(
  bus: EventBus,
  options: { zoneOf: (carrierId: string) => string | undefined; statusOf: (carrierId: string) => string; tickMs?: number },
) {
  const byAudience = new Map<string, Set<SocketLike>>();
  const tracked = new Map<string, Tracked>();
  const moved = new Map<string, Tracked[]>();
  let timer: NodeJS.Timeout | undefined;
  let framesSent = 0;

  /** Whether a socket's viewer sees an event's personal data in full; a socket without one always does. */
  const seesPersonalData = new WeakMap<SocketLike, (eventType: string) => boolean>();

  /** `payload` to the audience's sockets; `masked` (the event with personal data masked) to viewers who may not see it. */
  function sendTo(audience: string, payload: string | Uint8Array, seen: Set<SocketLike>, masked?: { type: string; payload: () => string }) {
    for (const socket of byAudience.get(audience) ?? []) {
      if (seen.has(socket) || socket.readyState !== OPEN) continue;
      seen.add(socket);
      const sees = seesPersonalData.get(socket);
      socket.send(masked && sees && !sees(masked.type) ? masked.payload() : payload);
      framesSent++;
    }
  }

  function deliver(event: BusEvent) {
    if (event.type.startsWith('internal.')) {
      if (event.type === 'internal.positions') {
        for (const [carrierId, lat, lng] of event.data.points) {
          const zoneId = options.zoneOf(carrierId);
          if (!zoneId) continue;
          let t = tracked.get(carrierId);
          if (!t) {
            const id = new Uint8Array(16);
            try {
              writeUuid(id, 0, carrierId);
            } catch {
              continue;
            }
            tracked.set(carrierId, (t = { carrierId, id, zoneId, lat: 0, lng: 0, sentLat: NaN, sentLng: NaN, sentStatus: -1, dirty: false }));
          }
          t.lat = quantise(lat);
          t.lng = quantise(lng);
          if (t.zoneId !== zoneId) {
            // Moved to another zone: its next frame goes to the new zone's viewers.
            if (t.dirty) {
              const old = moved.get(t.zoneId);
              old?.splice(old.indexOf(t), 1);
              t.dirty = false;
            }
            t.zoneId = zoneId;
            t.sentStatus = -1;
          }
          if (!t.dirty) {
            t.dirty = true;
            let zone = moved.get(zoneId);
            if (!zone) moved.set(zoneId, (zone = []));
            zone.push(t);
          }
        }
      }
      return;
    }
    const payload = JSON.stringify({ type: event.type, data: event.data });
    let maskedPayload: string | undefined;
    const masked = { type: event.type, payload: () => (maskedPayload ??= JSON.stringify({ type: event.type, data: maskPersonalData(event.data) })) };
    const seen = new Set<SocketLike>();
    for (const audience of event.audiences) {
      sendTo(audience, payload, seen, masked);
      if (audience.startsWith('zone:')) sendTo('zone:*', payload, seen, masked);
    }
  }

  /** The zone's frame with the couriers whose quantised position or status changed; null when none did. */
  function encodeZone(zoneId: string, couriers: Tracked[]) {
    const bytes = new Uint8Array(LIVE_FRAME_HEADER_BYTES + couriers.length * LIVE_FRAME_ENTRY_BYTES);
    const view = new DataView(bytes.buffer);
    let o = LIVE_FRAME_HEADER_BYTES;
    let n = 0;
    for (const t of couriers) {
      t.dirty = false;
      const status = STATUS_CODE.get(options.statusOf(t.carrierId)) ?? 3;
      if (t.lat === t.sentLat && t.lng === t.sentLng && status === t.sentStatus) continue;
      t.sentLat = t.lat;
      t.sentLng = t.lng;
      t.sentStatus = status;
      bytes.set(t.id, o);
      view.setInt32(o + 16, t.lat, true);
      view.setInt32(o + 20, t.lng, true);
      bytes[o + 24] = status;
      o += LIVE_FRAME_ENTRY_BYTES;
      n++;
    }
    if (n === 0) return null;
    bytes[0] = LIVE_FRAME_KIND_POSITIONS;
    bytes[1] = LIVE_FRAME_VERSION;
    writeUuid(bytes, 2, zoneId);
    view.setUint32(18, n, true);
    return n === couriers.length ? bytes : bytes.subarray(0, o);
  }

  /** Sends this tick's position frames; returns how many frames went out. */
  function tick() {
    const before = framesSent;
    for (const [zoneId, couriers] of moved) {
      const frame = encodeZone(zoneId, couriers);
      couriers.length = 0;
      if (!frame) continue;
      const seen = new Set<SocketLike>();
      sendTo(`zone:${zoneId}`, frame, seen);
      sendTo('zone:*', frame, seen);
    }
    return framesSent - before;
  }

  const unsubscribe = bus.subscribe((event) => deliver(event));

  return {
    /** `sees`: whether the viewer sees an event's personal data in full (by event type); without it, always. */
    add(socket: SocketLike, audiences: string[], sees?: (eventType: string) => boolean) {
      if (sees) seesPersonalData.set(socket, sees);
      for (const a of audiences) {
        let set = byAudience.get(a);
        if (!set) byAudience.set(a, (set = new Set()));
        set.add(socket);
      }
      return () => {
        for (const a of audiences) byAudience.get(a)?.delete(socket);
      };
    },
    tick,
    start() {
      timer = setInterval(tick, options.tickMs ?? 1000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      unsubscribe();
    },
    connections: () => new Set([...byAudience.values()].flatMap((s) => [...s])).size,
  };
}
export type SocketHub = ReturnType<typeof createSocketHub>;
