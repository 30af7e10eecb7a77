import { z } from 'zod';

/**
 * Web Push (standard, VAPID). The specification's Firebase-named calls keep their names with our meaning:
 * `fcmToken` / `token` is the browser's PushSubscription as its JSON string (`JSON.stringify(subscription)`).
 */

/** The emergency topic a user subscribes to is this prefix followed by their own user id. */
export const EMERGENCY_TOPIC_PREFIX = 'emergency_';
export const emergencyTopicOf = (userId: string) => `${EMERGENCY_TOPIC_PREFIX}${userId}`;

/** A browser refreshes its subscription on the server after this long. */
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
/** How many recent push message ids a client remembers to drop duplicates. */
export const PUSH_SEEN_IDS = 100;

/** The parsed PushSubscription JSON (`endpoint`, `keys.p256dh`, `keys.auth`; base64url). */
export const pushSubscriptionJson = z.object({
  endpoint: z.string().url().max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .min(80)
      .max(100),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .min(16)
      .max(32),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionJson>;

export const setFcmTokenBody = z.object({ fcmToken: z.string().min(1).max(4000) });
export const subscribeToTopicBody = z.object({ token: z.string().min(1).max(4000), topic: z.string().min(1).max(100) });
export const removeFcmTokenBody = z.object({ fcmToken: z.string().min(1).max(4000) });

export const PUSH_MESSAGE_TYPES = ['offer', 'emergency', 'location_to_confirm', 'courier_not_found', 'announcement'] as const;
export type PushMessageType = (typeof PUSH_MESSAGE_TYPES)[number];

/**
 * What a push message carries (the specification's push message: id, type, json), plus the text the service worker
 * shows. `json` is the serialized event data; `url` is where a click opens.
 */
export interface PushMessage {
  id: string;
  type: PushMessageType;
  title: string;
  body: string;
  url: string;
  json: string;
  /** Notification buttons: `accept` on an offer (the service worker calls the accept API). */
  actions?: { action: 'accept'; title: string }[];
}

/** The offer's data in `json` of an `offer` push message. */
export interface OfferPushData {
  offerId: string;
  requestId: string;
  expiresAt: string;
  packetCount: number;
  storeName: string;
  distanceMeters: number;
}

/** The VAPID public key (base64url) to subscribe with (`applicationServerKey`). */
export const vapidPublicKeyResult = z.object({ publicKey: z.string() });
/** A stored subscription: its topics. */
export const pushTokenResult = z.object({ success: z.boolean(), topics: z.array(z.string()) });
/** Whether a subscription was forgotten. */
export const removeFcmTokenResult = z.object({ success: z.boolean() });
