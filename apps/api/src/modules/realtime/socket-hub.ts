import type { BusEvent, EventBus } from './event-bus';

/** What the hub needs of a connection (a `ws` WebSocket satisfies it). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
}

const OPEN = 1;

/**
 * Delivers bus events to the sockets of their audiences, and batches live positions: every tick, one frame per zone
 * with the couriers that moved, serialised once and sent to that zone's viewers (`zone:<id>`, or `zone:*` for
 * viewers of all zones) — never one message per courier.
 */
export function createSocketHub(bus: EventBus, options: { zoneOf: (carrierId: string) => string | undefined; statusOf: (carrierId: string) => string; tickMs?: number }) {
  const byAudience = new Map<string, Set<SocketLike>>();
  const moved = new Map<string, Map<string, [number, number]>>();
  let timer: NodeJS.Timeout | undefined;
  let framesSent = 0;

  function sendTo(audience: string, payload: string, seen: Set<SocketLike>) {
    for (const socket of byAudience.get(audience) ?? []) {
      if (seen.has(socket) || socket.readyState !== OPEN) continue;
      seen.add(socket);
      socket.send(payload);
      framesSent++;
    }
  }

  function deliver(event: BusEvent) {
    if (event.type.startsWith('internal.')) {
      if (event.type === 'internal.positions') {
        for (const [carrierId, lat, lng] of event.data.points) {
          const zoneId = options.zoneOf(carrierId);
          if (!zoneId) continue;
          let zone = moved.get(zoneId);
          if (!zone) moved.set(zoneId, (zone = new Map()));
          zone.set(carrierId, [lat, lng]);
        }
      }
      return;
    }
    const payload = JSON.stringify({ type: event.type, data: event.data });
    const seen = new Set<SocketLike>();
    for (const audience of event.audiences) {
      sendTo(audience, payload, seen);
      if (audience.startsWith('zone:')) sendTo('zone:*', payload, seen);
    }
  }

  /** Sends this tick's position frames; returns how many frames went out. */
  function tick() {
    const before = framesSent;
    for (const [zoneId, couriers] of moved) {
      const frame = JSON.stringify({
        type: 'live.positions',
        data: { zoneId, couriers: [...couriers].map(([id, [lat, lng]]) => [id, lat, lng, options.statusOf(id)]) },
      });
      const seen = new Set<SocketLike>();
      sendTo(`zone:${zoneId}`, frame, seen);
      sendTo('zone:*', frame, seen);
    }
    moved.clear();
    return framesSent - before;
  }

  const unsubscribe = bus.subscribe((event) => deliver(event));

  return {
    add(socket: SocketLike, audiences: string[]) {
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
