import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { WEBHOOK_SIGNATURE_HEADER } from '@kurye/contracts/integrations';
import { guardedLookup, refuseUrl } from './ssrf';
import { signWebhook } from './signature';
import type { WebhookDeliveryRow } from './webhooks.repository';
import * as repo from './webhooks.sending.repository';

export interface WebhookWorkerOptions {
  /** First retry after this; each further retry waits twice as long (capped by `maxDelayMs`). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Retries stop this long after the event; the delivery is then `failed`. */
  retryWindowMs?: number;
  /** A claimed delivery is not given to another worker for this long (covers a crash while sending). */
  leaseMs?: number;
  timeoutMs?: number;
  batchSize?: number;
  intervalMs?: number;
}

interface SendResult {
  status: number | null;
  snippet: string | null;
  error: string | null;
}

/** Sends one signed POST; never follows redirects; refuses private addresses unless `allowLocal`. */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowLocal: boolean; timeoutMs: number },
): Promise<SendResult> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ status: null, snippet: null, error: 'invalid url' });
    }
    // Checked again at send time: an address literal never reaches the guarded lookup below.
    const refused = refuseUrl(url, options.allowLocal);
    if (refused) return resolve({ status: null, snippet: null, error: `refused address: ${refused}` });
    const client = target.protocol === 'https:' ? https : http;
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'KuryeOfis-Webhooks/1', ...headers },
        lookup: guardedLookup(options.allowLocal),
        timeout: options.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < 1024) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? null, snippet: Buffer.concat(chunks).toString('utf8').slice(0, 500) || null, error: null }));
        res.on('error', (e) => resolve({ status: res.statusCode ?? null, snippet: null, error: e.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: null, snippet: null, error: e.message.slice(0, 300) }));
    req.end(body);
  });
}

/**
 * The webhook sender. Each tick claims due deliveries with FOR UPDATE SKIP LOCKED and leases them (moves their next
 * attempt past the lease) in one short transaction, then sends outside it, so several processes never send the same
 * attempt and a crash mid-send only delays that attempt until the lease ends.
 */
const WORKER_DEFAULTS: Required<WebhookWorkerOptions> = {
  baseDelayMs: 30_000,
  maxDelayMs: 2 * 60 * 60 * 1000,
  retryWindowMs: 24 * 60 * 60 * 1000,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  batchSize: 20,
  intervalMs: 2_000,
};

export interface WebhookWorkerDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  allowLocal: boolean;
}

export function createWebhookWorker(deps: WebhookWorkerDeps, options: WebhookWorkerOptions = {}) {
  const { db, clock, log } = deps;
  const o = { ...WORKER_DEFAULTS, ...options };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function claim() {
    const now = clock.now();
    return db.transaction((tx) => repo.claimDueDeliveries(tx, now, o.batchSize, new Date(now.getTime() + o.leaseMs)));
  }

  async function sendOne(d: WebhookDeliveryRow) {
    const endpoint = await repo.findEndpoint(db, d.endpointId);
    const body = JSON.stringify(d.payload);
    const started = Date.now();
    const at = clock.now();
    const result: SendResult =
      !endpoint || endpoint.deletedAt
        ? { status: null, snippet: null, error: 'endpoint removed' }
        : await postWebhook(
            endpoint.url,
            body,
            {
              [WEBHOOK_SIGNATURE_HEADER]: signWebhook(endpoint.secret, body, Math.floor(at.getTime() / 1000)),
              'X-KuryeOfis-Event': d.event,
              'X-KuryeOfis-Delivery': d.id,
            },
            { allowLocal: deps.allowLocal, timeoutMs: o.timeoutMs },
          );
    const latencyMs = Date.now() - started;
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const now = clock.now();
    const delay = Math.min(o.baseDelayMs * 2 ** (d.attempts - 1), o.maxDelayMs);
    const next = new Date(now.getTime() + delay);
    const gaveUp = !ok && (next.getTime() > d.createdAt.getTime() + o.retryWindowMs || !endpoint || !!endpoint.deletedAt);
    await db.transaction(async (tx) => {
      await repo.insertAttempt(tx, { deliveryId: d.id, at, status: result.status, latencyMs, error: result.error, responseSnippet: result.snippet });
      // Only if no other process re-claimed it meanwhile (a send that outlived its lease must not overwrite).
      await repo.settleDelivery(tx, d, ok ? { state: 'delivered', deliveredAt: now } : gaveUp ? { state: 'failed' } : { nextAttemptAt: next });
    });
  }

  async function tick() {
    const claimed = await claim();
    await Promise.all(claimed.map((d) => sendOne(d).catch((err) => log.error({ err, deliveryId: d.id }, 'webhook send failed'))));
    return claimed.length;
  }

  return {
    /** Sends what is due now; returns how many deliveries were attempted. */
    tick,
    start() {
      const loop = async () => {
        running = tick().catch((err) => {
          log.error({ err }, 'webhook worker tick failed');
          return 0;
        });
        const n = await running;
        if (!stopped) timer = setTimeout(loop, n > 0 ? 10 : o.intervalMs);
      };
      stopped = false;
      timer = setTimeout(loop, o.intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
