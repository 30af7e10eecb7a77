import webpush from 'web-push';

/** Where to send: a browser's push subscription. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushSendOptions {
  /** Seconds the push service keeps an undelivered message. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered message with the same topic (the `Topic` header: ≤ 32 base64url characters). */
  topic?: string;
}

/** `gone`: the push service no longer knows this subscription (404/410); the caller deletes it. */
export type PushResult = { ok: true; statusCode: number } | { ok: false; gone: boolean; statusCode?: number; error: string };

/** Sends one encrypted Web Push message. */
export interface PushSender {
  send(target: PushTarget, payload: string, options: PushSendOptions): Promise<PushResult>;
}

/**
 * The real sender: `web-push` encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID JWT (RFC 8292); the
 * request goes out with `fetch`, which (unlike web-push's own https-only request) also reaches a local push-service
 * stand-in over plain HTTP when that is allowed (the endpoint check happens when a subscription is stored).
 */
export function createWebPushSender(vapid: VapidKeys & { subject: () => string }, options: { timeoutMs?: number } = {}): PushSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(target, payload, opts) {
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(target, payload, {
          vapidDetails: { subject: vapid.subject(), publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: opts.ttlSeconds,
          urgency: opts.urgency,
          topic: opts.topic,
          contentEncoding: 'aes128gcm',
        });
      } catch (err) {
        // A malformed subscription (bad keys): it can never be delivered.
        return { ok: false, gone: true, error: (err as Error).message };
      }
      try {
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'manual',
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.status >= 200 && res.status < 300) return { ok: true, statusCode: res.status };
        return { ok: false, gone: res.status === 404 || res.status === 410, statusCode: res.status, error: `push service answered ${res.status}` };
      } catch (err) {
        return { ok: false, gone: false, error: (err as Error).message };
      }
    },
  };
}

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
