import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pushTokenResult, removeFcmTokenBody, removeFcmTokenResult, setFcmTokenBody, subscribeToTopicBody, vapidPublicKeyResult } from '@kurye/contracts/push';
import { authOf, signedIn } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { PushService } from './push.service';

const route = routeOptions(['notification']);

/**
 * Web Push with the specification's call names. Every signed-in user may store their own browser's subscription;
 * a subscription only ever receives its owner's notifications, so no zone scope applies here.
 */
export function pushRoutes(push: PushService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/notification/vapid-public-key',
      route.answering(signedIn, vapidPublicKeyResult, { description: 'The VAPID public key (base64url) to subscribe with (`applicationServerKey`).' }),
      () => ({ publicKey: push.publicKey }),
    );
    r.post(
      '/api/notification/set-fcm-token',
      route.answering(signedIn, pushTokenResult, {
        description:
          'Stores the browser’s push subscription for the caller (`fcmToken`: `JSON.stringify(pushSubscription)`), one per endpoint; calling again refreshes it. Endpoints must be https.',
        body: setFcmTokenBody,
      }),
      (req) => push.setToken(authOf(req), req.body.fcmToken),
    );
    r.post(
      '/api/notification/subscribe-to-topic',
      route.answering(signedIn, pushTokenResult, {
        description:
          'Subscribes a subscription (`token`: its JSON, or its endpoint once stored) to the emergency topic, which must be `emergency_<caller’s user id>`; another user’s topic is refused (403).',
        body: subscribeToTopicBody,
      }),
      (req) => push.subscribeToTopic(authOf(req), req.body.token, req.body.topic),
    );
    r.post(
      '/api/notification/remove-fcm-token',
      route.answering(signedIn, removeFcmTokenResult, {
        description: 'Forgets the caller’s subscription (its JSON or endpoint): push turned off on this browser.',
        body: removeFcmTokenBody,
      }),
      (req) => push.removeToken(authOf(req), req.body.fcmToken),
    );
  };
}
