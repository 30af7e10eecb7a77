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
  'GET /api/documents/files/:id/content': 'a courier document’s bytes (PDF or image)',
  'GET /api/avatars/:id': 'a profile picture’s bytes (JPG, PNG or WEBP)',
  'GET /api/openapi.json': 'the generated OpenAPI document (swagger output, not a wire shape of ours)',
  'GET /api/ws': 'the WebSocket upgrade',
  'GET /api/accounting/payment-groups/:id/export': 'an .xlsx file',
  'GET /api/accounting/payments/export': 'an .xlsx file',
  'GET /api/store/usage/export': 'an .xlsx file',
  'GET /api/invoices/:id/pdf': 'a PDF file',
  'GET /api/invoices/:id/e-invoice': 'a UBL-TR XML file',
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

/** JSON routes that still answer without a 2xx schema from contracts (printed by the test). */
const PENDING: string[] = [];

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
