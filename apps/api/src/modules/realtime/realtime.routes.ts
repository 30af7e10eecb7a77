import { seesEventPersonalData } from '../../access/personal-data';
import type { FastifyInstance } from 'fastify';
import { parsePositionBody } from '@kurye/contracts/delivery';
import { authOf, signedIn } from '../../plugins/policy';
import type { LiveService } from '../live/live.service';
import type { SocketHub } from './socket-hub';

/** What the socket route needs: the hub, the position ingest and who the caller's store or courier is. */
export interface RealtimeRouteDeps {
  hub: SocketHub;
  live: Pick<LiveService, 'record'>;
  storeIdOf: (userId: string) => Promise<string | undefined>;
  carrierIdOf: (userId: string) => Promise<string | undefined>;
}

/**
 * `GET /api/ws`: authenticated on upgrade (token as the subprotocol pair "bearer, <token>", a bearer header or the
 * `accessToken` cookie). Server → client messages are `{ type, data }` events for the caller's audiences (and binary
 * live-map frames). A courier may send `{ type: "position", id?, data: { latitude, longitude, accuracy?, recordedAt? } }`:
 * with a numeric `id` it is answered `{ type: "ack", data: { id, ok } }` once stored (group-committed like the HTTP
 * route), or `{ ok: false, code }` when refused.
 */
export function realtimeRoutes(deps: RealtimeRouteDeps) {
  return async (app: FastifyInstance) => {
    app.get('/api/ws', { websocket: true, config: signedIn, schema: { hide: true } }, async (socket, req) => {
      const auth = authOf(req);
      const role = auth.roles[0];
      const audiences: string[] = [`user:${auth.userId}`];
      let carrierId: string | undefined;
      if (role === 'Store') {
        const storeId = await deps.storeIdOf(auth.userId);
        if (storeId) audiences.push(`store:${storeId}`);
      } else if (role === 'Carrier') {
        carrierId = await deps.carrierIdOf(auth.userId);
        if (carrierId) audiences.push(`carrier:${carrierId}`);
      } else if (auth.claims.has('dispatch.read')) {
        audiences.push(...(auth.zones === 'all' ? ['zone:*'] : auth.zones.map((z) => `zone:${z}`)));
      }
      const remove = deps.hub.add(socket, audiences, (type) => seesEventPersonalData(auth, type));
      socket.on('close', remove);
      const ack = (id: unknown, ok: boolean, code?: string) => {
        if (typeof id === 'number' && socket.readyState === socket.OPEN)
          socket.send(JSON.stringify({ type: 'ack', data: code ? { id, ok, code } : { id, ok } }));
      };
      // Pings committed in one batch share one promise (live.record): their ids wait in one list and are
      // acknowledged together when it settles — one callback per batch and socket, not one per ping — and the
      // acknowledgements of a batch leave in one write (the TCP socket corked while they are framed).
      let waiting: { done: Promise<void>; ids: number[] } | null = null;
      const settle = (ids: number[], ok: boolean) => {
        if (socket.readyState !== socket.OPEN) return;
        const tcp = (socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
        tcp?.cork();
        for (const id of ids)
          socket.send(ok ? `{"type":"ack","data":{"id":${id},"ok":true}}` : `{"type":"ack","data":{"id":${id},"ok":false,"code":"internal_error"}}`);
        tcp?.uncork();
      };
      socket.on('message', (raw, isBinary) => {
        if (!carrierId || isBinary) return;
        let message: { type?: unknown; id?: unknown; data?: unknown } | null;
        try {
          message = JSON.parse(String(raw));
        } catch {
          return; // not JSON: ignored
        }
        if (message?.type !== 'position') return;
        const point = parsePositionBody(message.data);
        if (!point.success) return ack(message.id, false, 'validation_error');
        const done = deps.live.record(carrierId, [point.data]);
        const id = message.id;
        if (typeof id !== 'number' || !Number.isFinite(id)) {
          done.catch((err: unknown) => req.log.warn({ err }, 'position over socket not stored'));
          return;
        }
        if (waiting?.done !== done) {
          const batch = (waiting = { done, ids: [] });
          done.then(
            () => settle(batch.ids, true),
            (err: unknown) => {
              req.log.warn({ err }, 'position over socket not stored');
              settle(batch.ids, false);
            },
          );
        }
        waiting.ids.push(id);
      });
      socket.send(JSON.stringify({ type: 'hello', data: { audiences: audiences.length } }));
    });
  };
}
