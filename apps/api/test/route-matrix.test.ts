import { describe, expect, it } from 'vitest';
import { ALL_ACCOUNTS, bearer, SOME_ID, useEveryoneSignedIn, useTestApp } from './test-app';

const ACCOUNTS = ALL_ACCOUNTS;

/**
 * Generated from the registered routes: every route × every role. A role without the route's claim gets 403, a
 * guest 401, and nobody ever a 5xx; every error body is `{ code, message }`.
 */
describe('every route against every role', () => {
  const t = useTestApp('pglite');
  const { tokens, claimsOf } = useEveryoneSignedIn(t);

  it('enforces each route’s policy', async () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url !== '/api/ws' && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(60);
    const problems: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const url = route.url.replace(/:role\b/, 'Store').replace(/:(\w+)/g, SOME_ID);
      const call = async (token?: string) => {
        calls++;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: token ? bearer(token) : {},
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        if (res.statusCode >= 500) problems.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body}`);
        if (res.statusCode >= 400) {
          const body = res.json();
          if (typeof body.code !== 'string' || typeof body.message !== 'string') problems.push(`${route.method} ${route.url}: error body ${res.body}`);
        }
        return res.statusCode;
      };
      const policy = route.policy!;
      if (policy.access === 'public') continue;
      const guest = await call();
      if (guest !== 401) problems.push(`${route.method} ${route.url}: guest got ${guest}`);
      if (policy.access !== 'claim') continue;
      for (const account of ACCOUNTS) {
        const status = await call(tokens[account]);
        const allowed = claimsOf[account].has(policy.claim);
        if (!allowed && status !== 403) problems.push(`${route.method} ${route.url}: ${account} lacks ${policy.claim} but got ${status}`);
        // Store and courier routes also need the caller's own store or courier record, so a holder without one gets 403.
        if (allowed && (status === 401 || status === 403) && !(route.url.startsWith('/api/carrier/') || route.url.startsWith('/api/requests'))) {
          problems.push(`${route.method} ${route.url}: ${account} holds ${policy.claim} but got ${status}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(200);
  }, 120_000);
});
