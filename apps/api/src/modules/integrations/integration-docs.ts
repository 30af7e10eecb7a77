/**
 * What the OpenAPI page (`/api/docs`) says about connecting a store's own system: the `integrations` tag's text. The
 * examples shown on the calls an API key may make are with their schemas in `@kurye/contracts/store-requests`.
 */

export const INTEGRATIONS_TAG_DOC = `Connecting a store's ordering system or POS. A store creates keys and webhook endpoints on its
**Servis Hesabı Bilgileri** page (or with the calls below).

**Authentication.** Send the key as \`X-Api-Key: ko_…\` or \`Authorization: Bearer ko_…\`. A key acts as its store with
only four calls: \`POST /api/requests\`, \`GET /api/requests\`, \`GET /api/requests/{id}\`, \`POST /api/requests/{id}/cancel\`
(tagged here too); anything else answers 403, a revoked key 401 at once. Each key is rate limited (429 with
\`Retry-After\`).

**Creating a request.** Send \`Idempotency-Key\` (your order number is a good one): a retry with the same key answers
200 with the first request instead of creating a second. \`packets\` is optional; when given it has one entry per packet
with the customer's address and/or point, a Turkish mobile (\`+90 5xx xxx xx xx\` in any usual spelling, answered as
\`+905xxxxxxxxx\`), your order number and the packet's cash on delivery in kuruş (\`cash\` or \`card\`). Each packet in
\`GET /api/requests/{id}\` carries a \`trackingUrl\` to send to the customer: it shows the status, the courier's first
name and position while on the way, and nothing else.

**Webhooks.** Every event is a POST with \`{ id, type, createdAt, data }\`:

\`\`\`json
{ "id": "5d0c…", "type": "packet.delivered", "createdAt": "2026-11-23T12:04:51.000Z",
  "data": { "requestId": "0b7c…", "packetId": "7f0e…", "orderReference": "YS-100045",
            "location": { "latitude": 40.9863, "longitude": 29.0253 }, "deliveredAt": "2026-11-23T12:04:51.000Z",
            "fee": 9500, "autoApproveAt": "2026-11-23T12:09:51.000Z" } }
\`\`\`

Events: \`request.created\` (with \`packets\`: id, position, trackingUrl, order number and customer fields),
\`courier.assigned\`, \`request.picked_up\`, \`packet.delivered\`, \`packet.location_approved\`,
\`packet.location_rejected\`, \`request.no_courier\`, \`request.cancelled\`, \`packet.charged\` (amount in kuruş).

**Checking the signature.** The header is \`X-KuryeOfis-Signature: t=<unix seconds>,v1=<hex>\` with
\`v1 = HMAC-SHA256(endpoint secret, "<t>.<raw body>")\`. Recompute it over the raw bytes of the body (before any JSON
parsing), compare in constant time, and refuse a \`t\` more than 5 minutes away from your clock:

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto';
function verify(secret, rawBody, header) {
  const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  return v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}
\`\`\`

Answer 2xx within 10 seconds; anything else is retried with exponential backoff for 24 hours, redirects are not
followed, and the same \`id\` may arrive twice (a retry after a timeout, or "send again"), so treat it as idempotent.`;
