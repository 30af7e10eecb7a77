import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_KINDS } from '../src/access/access.types';
import { resourcesOf, type RegisteredRoute } from '../src/plugins/policy';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every route that takes the id of a zoned or owned row in its path goes through the access layer: its policy declares
 * `resource` for that path parameter, so the policy plugin checks it (404 like a missing row) before the handler.
 */

/** Path parameters that name no zoned or owned row, per route (`METHOD /url`) and parameter, each with its reason. */
const NOT_ZONED: Record<string, Record<string, string>> = {
  'GET /api/users/:id': { id: 'a user account: no zone, no owner; only users.read (Admin) names one' },
  'PATCH /api/users/:id': { id: 'a user account: no zone, no owner; only users.write (Admin) names one' },
  'POST /api/users/:id/reset-link': { id: 'a user account: no zone, no owner; only users.write (Admin) names one' },
  'PUT /api/roles/:role/claims': { role: 'a role code, not a row id' },
  'POST /api/carriers/:id/documents/:kind': { kind: 'a document kind, not a row id' },
  'POST /api/carrier/documents/:kind': { kind: 'a document kind, not a row id' },
  'GET /api/announcements/:id': { id: 'a company-wide announcement: no zone, no owner' },
  'PATCH /api/announcements/:id': { id: 'a company-wide announcement: no zone, no owner' },
  'GET /api/announcements/:id/views': { id: 'a company-wide announcement: no zone, no owner' },
  'GET /api/accounting/payment-groups/:id': { id: 'a payout batch over couriers of every zone: belongs to no zone or courier' },
  'GET /api/accounting/payment-groups/:id/export': { id: 'a payout batch over couriers of every zone: belongs to no zone or courier' },
  'POST /api/accounting/payment-groups/:id/approve': { id: 'a payout batch over couriers of every zone: belongs to no zone or courier' },
  'POST /api/accounting/payment-groups/:id/cancel': { id: 'a payout batch over couriers of every zone: belongs to no zone or courier' },
  'POST /api/accounting/payment-groups/:id/paid': { id: 'a payout batch over couriers of every zone: belongs to no zone or courier' },
  'DELETE /api/accounting/payment-groups/:id/items/:carrierId': { id: 'a payout batch over couriers of every zone: belongs to no zone or courier' },
  'GET /api/invoices/:id/pdf': {
    id: 'a store’s invoice, but the handler must answer 403 to a caller with neither invoices.read nor invoices.own before looking (a declared resource would answer 404 first); the service keeps the own-store check',
  },
  'GET /api/invoices/:id/e-invoice': { id: 'the same invoice and the same check as its PDF' },
};

/**
 * Routes that take the id of a zoned or owned row but check it in their service, because a declared resource would
 * change what they answer today (per route and parameter, with the reason). Keep this list short.
 */
const SERVICE_CHECKED: Record<string, Record<string, string>> = {
  'GET /api/carriers/:id/iban': { id: 'payments.read (every-zone roles) answers { iban: null } for a courier without one, unknown ids included' },
  'PUT /api/carriers/:id/iban': { id: 'answers 400 invalid_iban before looking the courier up; the service answers 404 for a missing courier' },
  'DELETE /api/accounting/payment-groups/:id/items/:carrierId': {
    carrierId: 'taking a courier off a draft group answers 200 when the courier is not in it; the group belongs to no zone',
  },
};

const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
const keyOf = (r: RegisteredRoute) => `${r.method} ${r.url}`;

describe('routes that name a zoned or owned row by id go through the access layer', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  beforeAll(async () => {
    t = await createTestApp('pglite');
    routes = t.app.registeredRoutes.filter((r) => r.policy && r.policy.access !== 'public');
  });
  afterAll(() => t?.close());

  /** Each (route, path parameter) that is neither declared nor listed with its reason. */
  function undeclared() {
    const missing: string[] = [];
    for (const route of routes) {
      const declared = resourcesOf(route.policy)
        .filter((r) => !r.body && !r.query)
        .map((r) => r.param ?? 'id');
      for (const param of pathParams(route.url)) {
        if (declared.includes(param) || NOT_ZONED[keyOf(route)]?.[param] || SERVICE_CHECKED[keyOf(route)]?.[param]) continue;
        missing.push(`${keyOf(route)} :${param}`);
      }
    }
    return missing;
  }

  it('every path parameter is declared as a resource, or listed with its reason (NOT_ZONED, SERVICE_CHECKED)', () => {
    expect(undeclared()).toEqual([]);
  });

  it('NOT_ZONED and SERVICE_CHECKED name real routes and parameters, and nothing already declared', () => {
    const byKey = new Map(routes.map((r) => [keyOf(r), r]));
    const stale: string[] = [];
    for (const [table, entries] of [
      ['SERVICE_CHECKED', SERVICE_CHECKED],
      ['NOT_ZONED', NOT_ZONED],
    ] as const) {
      for (const [key, params] of Object.entries(entries)) {
        const route = byKey.get(key);
        for (const param of Object.keys(params)) {
          const declared = route && resourcesOf(route.policy).some((r) => !r.body && !r.query && (r.param ?? 'id') === param);
          if (!route || !pathParams(route.url).includes(param) || declared)
            stale.push(`${table}: ${key} :${param}${declared ? ' (now declared: remove it)' : ''}`);
        }
      }
    }
    expect(stale).toEqual([]);
  });

  it('no policy carries zoneScoped; every declared resource is a known kind read from a real path parameter or a body', () => {
    const wrong: string[] = [];
    for (const route of t.app.registeredRoutes) {
      if (route.policy && 'zoneScoped' in route.policy) wrong.push(`${keyOf(route)}: zoneScoped`);
      for (const resource of resourcesOf(route.policy)) {
        if (!RESOURCE_KINDS.includes(resource.kind)) wrong.push(`${keyOf(route)}: unknown kind ${resource.kind}`);
        if (resource.body !== undefined && resource.param !== undefined) wrong.push(`${keyOf(route)}: both param and body`);
        if (resource.body !== undefined && !route.schema?.body) wrong.push(`${keyOf(route)}: body.${resource.body} without a body schema`);
        if (resource.query !== undefined && (resource.body !== undefined || resource.param !== undefined))
          wrong.push(`${keyOf(route)}: query with param or body`);
        if (resource.query !== undefined && !route.schema?.querystring) wrong.push(`${keyOf(route)}: query.${resource.query} without a query schema`);
        if (resource.body === undefined && resource.query === undefined && !pathParams(route.url).includes(resource.param ?? 'id'))
          wrong.push(`${keyOf(route)}: :${resource.param ?? 'id'} is not a path parameter`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
