import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { SocketEventType, SocketEvents } from '@kurye/contracts/delivery';

/**
 * An event for some audiences: `store:<id>`, `carrier:<id>`, `zone:<id>` (operators of that zone), or `internal`
 * (API processes only: courier index sync, cache invalidation).
 */
export type BusEvent =
  | { [T in SocketEventType]: { type: T; data: SocketEvents[T]; audiences: string[] } }[SocketEventType]
  | { type: 'internal.positions'; data: { points: [carrierId: string, latitude: number, longitude: number, at: number][] }; audiences: ['internal'] }
  | { type: 'internal.courier'; data: { carrierId: string; status?: string; load?: number; zoneId?: string; isJoker?: boolean }; audiences: ['internal'] }
  | { type: 'internal.session_revoked'; data: { userId?: string }; audiences: ['internal'] }
  | { type: 'internal.settings_changed'; data: Record<string, never>; audiences: ['internal'] }
  /** A request changed without a socket event (an offer declined mid-stage): lets transaction hooks see it. */
  | { type: 'internal.request_touched'; data: { requestId: string }; audiences: ['internal'] }
  /** An announcement became visible to its stores (created live, or its scheduled time came): push notifications. */
  | { type: 'internal.announcement_published'; data: { announcementId: string; title: string; storeIds: string[] }; audiences: ['internal'] };

export interface EventBus {
  publish(event: BusEvent): void;
  /** Called for every event, from this process or (with Redis) from any other; `origin` tells which. */
  subscribe(handler: (event: BusEvent, origin: 'local' | 'remote') => void): () => void;
  close(): Promise<void>;
}

export function createLocalBus(): EventBus {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    publish: (event) => emitter.emit('event', event, 'local'),
    subscribe(handler) {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

/** Local delivery at once, and through Redis pub/sub to every other API process on the same database. */
/** `namespace`: one per database (`Config.redisNamespace`), so deployments sharing a Redis never hear each other. */
export async function createRedisBus(url: string, namespace = 'kurye-ofis'): Promise<EventBus> {
  const CHANNEL = `${namespace}:events`;
  const local = createLocalBus();
  const origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Set<(event: BusEvent, origin: 'local' | 'remote') => void>();
  local.subscribe((event) => handlers.forEach((h) => h(event, 'local')));
  await sub.subscribe(CHANNEL);
  sub.on('message', (_channel, raw: string) => {
    const { from, event } = JSON.parse(raw) as { from: string; event: BusEvent };
    if (from !== origin) handlers.forEach((h) => h(event, 'remote'));
  });
  return {
    publish(event) {
      local.publish(event);
      void pub.publish(CHANNEL, JSON.stringify({ from: origin, event })).catch(() => {});
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
      await local.close();
    },
  };
}
