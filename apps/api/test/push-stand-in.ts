import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/**
 * A browser's side of Web Push, for tests: the key pair and auth secret a browser makes when it subscribes, and the
 * decryption of an `aes128gcm` message (RFC 8291 over RFC 8188) written here from the RFCs with node:crypto, so a
 * test checks the server's encryption against an independent implementation.
 */
export function createBrowserKeys() {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscriptionFor: (endpoint: string) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    }),
    decrypt: (body: Buffer) => decryptAes128gcm(body, ecdh, uaPublic, authSecret),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

export function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, uaPublic: Buffer, authSecret: Buffer): string {
  // RFC 8188 header: salt (16) | record size (uint32) | key id length (1) | key id (the sender's public key, 65 bytes).
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const asPublic = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || asPublic[0] !== 0x04) throw new Error('the key id is not an uncompressed P-256 public key');
  const ecdhSecret = ecdh.computeSecret(asPublic);
  // RFC 8291 §3.4: IKM from the auth secret and both public keys; then RFC 8188's content key and nonce.
  const prkKey = hmac(authSecret, ecdhSecret);
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const baseNonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const records = body.subarray(21 + idLength);
  const parts: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq++) {
    const record = records.subarray(offset, Math.min(offset + recordSize, records.length));
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: the delimiter (2 on the last record, 1 before) followed by zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const last = offset + recordSize >= records.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Error('bad padding delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts).toString('utf8');
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** When the stand-in answered (ms since the epoch). */
  at: number;
}

/**
 * A local push service stand-in: records each POST; answers 201, or the status set for a path (410 for an
 * expired subscription). `verifyVapid` checks the request's VAPID JWT (ES256 with the `k` key, audience our origin).
 */
export async function startPushStandIn() {
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const delayOf = new Map<string, number>();
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const answer = () => {
        received.push({ path, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
        waiters.splice(0).forEach((w) => w());
        res.statusCode = statusOf.get(path) ?? 201;
        res.end();
      };
      const delay = delayOf.get(path);
      if (delay) setTimeout(answer, delay);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    url: (path: string) => `${origin}${path}`,
    answer(path: string, status: number) {
      statusOf.set(path, status);
    },
    /** A slow push service: answers (and records) requests to this path only after `ms`. */
    delay(path: string, ms: number) {
      delayOf.set(path, ms);
    },
    /** The requests to a path, waiting up to `timeoutMs` for at least `count` of them. */
    async waitFor(path: string, count = 1, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = received.filter((r) => r.path === path);
        if (mine.length >= count) return mine;
        if (Date.now() > deadline) throw new Error(`push stand-in: ${mine.length} of ${count} requests to ${path}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, 50);
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    },
    async verifyVapid(push: ReceivedPush) {
      const header = String(push.headers.authorization ?? '');
      const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
      if (!m) throw new Error(`no VAPID authorization: ${header}`);
      const [, jwt, k] = m;
      const raw = Buffer.from(k, 'base64url');
      const key = await importJWK(
        { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
        'ES256',
      );
      const { payload } = await jwtVerify(jwt, key, { audience: origin, algorithms: ['ES256'] });
      return { publicKey: k, alg: decodeProtectedHeader(jwt).alg, sub: payload.sub, exp: payload.exp };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
