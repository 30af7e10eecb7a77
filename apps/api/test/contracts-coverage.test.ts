import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from '../src/plugins/policy';
import { createTestApp, type TestApp } from './test-app';

/**
 * Contracts own every wire shape: each route's body, querystring, params and 2xx responses are zod schemas exported by
 * name from packages/contracts/src, used as they are (the same object). A test fails when a route answers with a schema
 * defined anywhere else.
 */

const CONTRACTS_DIR = path.resolve(__dirname, '../../../packages/contracts/src');

/** Routes served by a plugin, not by our modules: the API reference page, its assets and the OpenAPI document. */
const THIRD_PARTY_PREFIXES = ['/api/docs'];

/** Routes that answer no JSON, so declare no 2xx response schema (their inputs are still checked). */
const NON_JSON: Record<string, string> = {
  'GET /api/openapi.json': 'the generated OpenAPI document (swagger output, not a wire shape of ours)',
  'GET /api/ws': 'the WebSocket upgrade',
  'GET /api/accounting/payment-groups/:id/export': 'an .xlsx file',
  'GET /api/accounting/payments/export': 'an .xlsx file',
  'GET /api/store/usage/export': 'an .xlsx file',
  'GET /api/invoices/:id/pdf': 'a PDF file',
  'GET /api/reports/carrier-performance/export': 'an .xlsx file',
  'GET /api/reports/work-summary/export': 'an .xlsx file',
  'GET /api/reports/profit-by-date/export': 'an .xlsx file',
  'GET /api/reports/profit-by-date-and-province/export': 'an .xlsx file',
  'GET /api/reports/store-usage/export': 'an .xlsx file',
  'GET /api/reports/store-usage/own/export': 'an .xlsx file',
  'GET /api/reports/carrier-summary/export': 'an .xlsx file',
  'GET /api/reports/store-summary/export': 'an .xlsx file',
  'GET /api/reports/carrier-backlogs/export': 'an .xlsx file',
  'GET /api/reports/store-backlogs/export': 'an .xlsx file',
  'POST /api/payments/callback': 'a 303 redirect to the store’s credit page',
  'GET /api/payments/return': 'a 303 redirect to the store’s credit page',
  'GET /api/payments/sandbox/:token': 'the sandbox gateway’s HTML page',
  'POST /api/payments/sandbox/:token': 'the sandbox gateway’s form post: a redirect',
};

/** Routes that use schemas built outside contracts TODAY (the module branches move them); emptied after merging. */
const PENDING: string[] = [
  'GET /api/health',
  'POST /api/auth/sign-up',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/sign-out',
  'GET /api/common/navigation',
  'GET /api/geo/provinces',
  'GET /api/geo/provinces/:id/districts',
  'GET /api/geo/provinces/:id/zones',
  'GET /api/carrier-types',
  'GET /api/zones',
  'GET /api/zones/:id',
  'POST /api/zones',
  'PATCH /api/zones/:id',
  'DELETE /api/zones/:id',
  'GET /api/users',
  'POST /api/users',
  'GET /api/users/:id',
  'PATCH /api/users/:id',
  'POST /api/users/:id/reset-link',
  'GET /api/roles',
  'PUT /api/roles/:role/claims',
  'GET /api/stores',
  'GET /api/stores/:id',
  'PATCH /api/stores/:id',
  'POST /api/stores/:id/credit',
  'GET /api/carriers',
  'GET /api/carriers/:id',
  'PATCH /api/carriers/:id',
  'POST /api/applications/carrier',
  'POST /api/applications/store',
  'GET /api/applications',
  'GET /api/applications/:id',
  'POST /api/applications/:id/approve',
  'POST /api/applications/:id/reject',
  'GET /api/settings/public',
  'PATCH /api/settings',
  'GET /api/audit',
  'POST /api/requests',
  'GET /api/requests',
  'GET /api/requests/:id',
  'POST /api/requests/:id/cancel',
  'POST /api/requests/:id/repeat',
  'GET /api/store/packets',
  'GET /api/store/account',
  'POST /api/Packet/Location/Confirm',
  'POST /api/Packet/Location/Reject',
  'GET /api/carrier/me',
  'POST /api/carrier/status',
  'POST /api/carrier/location',
  'POST /api/carrier/locations',
  'GET /api/carrier/offers',
  'POST /api/offers/:id/accept',
  'POST /api/offers/:id/decline',
  'POST /api/requests/:id/arrived',
  'POST /api/requests/:id/picked-up',
  'POST /api/packets/:id/delivered',
  'GET /api/carrier/today',
  'GET /api/carrier/active',
  'GET /api/live/snapshot',
  'GET /api/live/couriers',
  'GET /api/live/requests',
  'GET /api/daily/requests',
  'POST /api/requests/:id/assign',
  'GET /api/PacketUpdateRequest/GetNotSeenCount',
  'GET /api/mail/outbox',
  'GET /api/accounting/overview',
  'GET /api/accounting/carrier-balances',
  'POST /api/accounting/payment-groups',
  'GET /api/accounting/payment-groups',
  'GET /api/accounting/payment-groups/:id',
  'GET /api/accounting/payment-groups/:id/export',
  'POST /api/accounting/payment-groups/:id/approve',
  'POST /api/accounting/payment-groups/:id/cancel',
  'DELETE /api/accounting/payment-groups/:id/items/:carrierId',
  'POST /api/accounting/payment-groups/:id/paid',
  'GET /api/accounting/payments',
  'GET /api/accounting/payments/export',
  'GET /api/accounting/payment-requests',
  'POST /api/accounting/payment-requests/:id/approve',
  'POST /api/accounting/payment-requests/:id/reject',
  'GET /api/carrier/payout',
  'POST /api/carrier/payment-requests',
  'PUT /api/carrier/iban',
  'GET /api/carriers/:id/iban',
  'PUT /api/carriers/:id/iban',
  'GET /api/requests/:id/cash-on-delivery',
  'PUT /api/requests/:id/cash-on-delivery',
  'DELETE /api/requests/:id/cash-on-delivery',
  'GET /api/accounting/cash',
  'POST /api/accounting/cash/handins',
  'GET /api/accounting/store-payables',
  'POST /api/accounting/store-payables/:id/settle',
  'GET /api/emergencies',
  'POST /api/emergencies/:id/acknowledge',
  'POST /api/emergencies/:id/resolve',
  'GET /api/store/packet-update-requests',
  'GET /api/packet-update-requests',
  'POST /api/packet-update-requests/mark-seen',
  'POST /api/packet-update-requests/:id/resolve',
  'GET /api/joker-stations',
  'PATCH /api/joker-stations/:id',
  'DELETE /api/joker-stations/:id',
  'POST /api/joker-stations/:id/jokers',
  'DELETE /api/joker-stations/:id/jokers/:carrierId',
  'GET /api/store/top-up-options',
  'POST /api/store/payments',
  'GET /api/store/payments',
  'GET /api/store/payments/:id',
  'POST /api/payments/callback',
  'GET /api/payments/return',
  'GET /api/payments/sandbox/:token',
  'POST /api/payments/sandbox/:token',
  'GET /api/store/usage',
  'GET /api/store/usage/export',
  'POST /api/store/invoice-requests',
  'GET /api/store/invoice-requests',
  'GET /api/accounting/invoice-requests',
  'GET /api/accounting/invoice-requests/:id/preview',
  'POST /api/accounting/invoice-requests/:id/issue',
  'POST /api/accounting/invoice-requests/:id/reject',
  'GET /api/invoices/:id/pdf',
  'POST /api/store/api-keys',
  'GET /api/store/api-keys',
  'DELETE /api/store/api-keys/:id',
  'GET /api/admin/api-keys',
  'DELETE /api/admin/api-keys/:id',
  'GET /api/store/webhooks',
  'DELETE /api/store/webhooks/:id',
  'GET /api/store/webhooks/:id/deliveries',
  'POST /api/store/webhook-deliveries/:id/resend',
  'GET /api/tracking/:token',
  'GET /api/reports/carrier-performance',
  'GET /api/reports/carrier-performance/export',
  'GET /api/reports/work-summary',
  'GET /api/reports/work-summary/export',
  'GET /api/reports/profit-by-date',
  'GET /api/reports/profit-by-date/export',
  'GET /api/reports/profit-by-date-and-province',
  'GET /api/reports/profit-by-date-and-province/export',
  'GET /api/reports/store-usage',
  'GET /api/reports/store-usage/export',
  'GET /api/reports/store-usage/own',
  'GET /api/reports/store-usage/own/export',
  'GET /api/reports/carrier-summary',
  'GET /api/reports/carrier-summary/export',
  'GET /api/reports/store-summary',
  'GET /api/reports/store-summary/export',
  'GET /api/reports/carrier-backlogs',
  'GET /api/reports/carrier-backlogs/export',
  'GET /api/reports/store-backlogs',
  'GET /api/reports/store-backlogs/export',
  'GET /api/announcements',
  'GET /api/announcements/:id',
  'POST /api/announcements',
  'PATCH /api/announcements/:id',
  'GET /api/announcements/:id/views',
  'GET /api/Announcement/GetByStore',
  'GET /api/Announcement/GetUnreadCount',
  'POST /api/Announcement/SetViewed',
  'POST /api/common/search',
  'GET /api/common/messages',
  'POST /api/common/messages',
  'PATCH /api/common/messages',
  'DELETE /api/common/messages',
  'GET /api/common/messages/mark-all-as-read',
  'POST /api/common/messages/toggle-read-status',
  'GET /api/apps/chat/chats',
  'GET /api/apps/chat/chat',
  'GET /api/apps/chat/contacts',
  'GET /api/notification/vapid-public-key',
  'POST /api/notification/set-fcm-token',
  'POST /api/notification/subscribe-to-topic',
  'POST /api/notification/remove-fcm-token',
  'GET /api/common/notifications',
  'POST /api/common/notifications',
  'PATCH /api/common/notifications',
  'DELETE /api/common/notifications',
  'GET /api/common/notifications/mark-all-as-read',
  'POST /api/common/notifications/toggle-read-status',
  'GET /api/common/shortcuts',
  'POST /api/common/shortcuts',
  'PATCH /api/common/shortcuts',
  'DELETE /api/common/shortcuts',
];

const keyOf = (r: RegisteredRoute) => `${r.method} ${r.url}`;

/** Every zod schema exported by name from a contracts module (tests aside). */
async function contractSchemas() {
  const found = new Set<unknown>();
  const files = fs.readdirSync(CONTRACTS_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'));
  for (const file of files) {
    const mod: Record<string, unknown> = await import(`@kurye/contracts/${file.slice(0, -3)}`);
    for (const value of Object.values(mod)) if (value instanceof z.ZodType) found.add(value);
  }
  return { found, files };
}

/** What is wrong with a route's schemas: the parts not exported by contracts, a missing 2xx response. */
function problemsOf(route: RegisteredRoute, exported: Set<unknown>): string[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  for (const part of ['body', 'querystring', 'params'] as const) {
    if (schema[part] !== undefined && !exported.has(schema[part])) problems.push(part);
  }
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const success = Object.keys(response).filter((code) => code.startsWith('2'));
  for (const code of success) if (!exported.has(response[code])) problems.push(`response ${code}`);
  if (success.length === 0 && !NON_JSON[keyOf(route)]) problems.push('no 2xx response');
  return problems;
}

describe('every route’s wire shapes come from contracts', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  let exported: Set<unknown>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    routes = t.app.registeredRoutes.filter((r) => !THIRD_PARTY_PREFIXES.some((p) => r.url.startsWith(p)));
    const contracts = await contractSchemas();
    exported = contracts.found;
    expect(contracts.files).toContain('common.ts');
  });
  afterAll(() => t?.close());

  it('finds the contracts’ schemas (the shared ones among them)', async () => {
    const common = await import('@kurye/contracts/common');
    expect(exported.has(common.idParams)).toBe(true);
    expect(exported.has(common.okResult)).toBe(true);
    expect(exported.size).toBeGreaterThan(50);
  });

  it('each body, querystring, params and 2xx response is a contracts export, and each JSON route declares a 2xx response', () => {
    const failing = routes.map((r) => ({ key: keyOf(r), problems: problemsOf(r, exported) })).filter((r) => r.problems.length);
    const pending = failing.filter((r) => PENDING.includes(r.key));
    console.log(
      `PENDING (${pending.length} routes with schemas still outside contracts):\n  ${pending.map((r) => `${r.key}: ${r.problems.join(', ')}`).join('\n  ')}`,
    );
    expect(failing.filter((r) => !PENDING.includes(r.key)).map((r) => `${r.key}: ${r.problems.join(', ')}`)).toEqual([]);
  });

  it('PENDING and NON_JSON name real routes; PENDING only routes that still fail', () => {
    const byKey = new Map(routes.map((r) => [keyOf(r), r]));
    const stale = [
      ...PENDING.filter((key) => !byKey.has(key) || problemsOf(byKey.get(key)!, exported).length === 0).map((key) => `PENDING: ${key}`),
      ...Object.keys(NON_JSON)
        .filter((key) => !byKey.has(key))
        .map((key) => `NON_JSON: ${key}`),
    ];
    expect(stale).toEqual([]);
  });
});
