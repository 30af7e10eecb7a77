import type { FastifyInstance } from 'fastify';
import { positionBody } from '@kurye/contracts/delivery';
import { authOf, signedIn } from '../../plugins/policy';
import type { DeliveriesService } from '../dispatch/deliveries.service';
import type { LiveService } from '../dispatch/live.service';
import type { SocketHub } from './socket-hub';

/**
 * `GET /api/ws`: authenticated on upgrade (token as the subprotocol pair "bearer, <token>", a bearer header or the
 * `accessToken` cookie). Server → client messages are `{ type, data }` events for the caller's audiences; a courier
 * may send `{ type: "position", data: { latitude, longitude, accuracy? } }`.
 */
export function realtimeRoutes(deps: { hub: SocketHub; live: LiveService; deliveries: DeliveriesService; carrierIdOf: (userId: string) => Promise<string | undefined> }) {
  return async (app: FastifyInstance) => {
    app.get('/api/ws', { websocket: true, config: signedIn, schema: { hide: true } }, async (socket, req) => {
      const auth = authOf(req);
      const role = auth.roles[0];
      const audiences: string[] = [`user:${auth.userId}`];
      let carrierId: string | undefined;
      if (role === 'Store') {
        const store = await deps.deliveries.ownStore(auth.userId);
        if (store) audiences.push(`store:${store.id}`);
      } else if (role === 'Carrier') {
        carrierId = await deps.carrierIdOf(auth.userId);
        if (carrierId) audiences.push(`carrier:${carrierId}`);
      } else if (auth.claims.has('dispatch.read')) {
        audiences.push(...(auth.zones === 'all' ? ['zone:*'] : auth.zones.map((z) => `zone:${z}`)));
      }
      const remove = deps.hub.add(socket, audiences);
      socket.on('close', remove);
      socket.on('message', (raw) => {
        if (!carrierId) return;
        try {
          const message = JSON.parse(String(raw));
          const point = message?.type === 'position' ? positionBody.safeParse(message.data) : undefined;
          if (point?.success) deps.live.record(carrierId, [point.data]).catch((err) => req.log.warn({ err }, 'position over socket not stored'));
        } catch {
          /* not JSON: ignored */
        }
      });
      socket.send(JSON.stringify({ type: 'hello', data: { audiences: audiences.length } }));
    });
  };
}
