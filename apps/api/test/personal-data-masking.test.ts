import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { KADIKOY_STORE, eastOf, onlineCourier } from './delivery-helpers';
import { bearer, createTestApp, signIn, type DemoAccount, type TestApp } from './test-app';

/** A Turkish mobile number written out (+90 5xx …, 05xx …, 5xx xxx xx xx) or an 11-digit T.C. kimlik no. */
// Standing alone: not digits inside an id (a uuid's last group can hold ten digits in a row).
const FULL_PHONE = /(?<![\w-])(?:\+90\s?|0)?5\d{2}\s?\d{3}\s?\d{2}\s?\d{2}(?![\w-])/;
const NATIONAL_ID = /(?<![\w-])[1-9]\d{10}(?![\w-])/;

/** Every string in an answer, with where it stands. */
function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsOf(v, path ? `${path}.${k}` : k));
  return [];
}

/**
 * Every GET route (and the search) as each office role without `personal.read`: no answer carries a phone or T.C.
 * kimlik no in full. Ids come from the list answers, so every detail route is called with real rows.
 */
describe('personal data for roles without personal.read', () => {
  let t: TestApp;
  const storePoint = { latitude: KADIKOY_STORE.latitude, longitude: KADIKOY_STORE.longitude };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    // Rows that carry phones: a request a courier took, and an SOS.
    const store = bearer((await signIn(t.app, 'store')).accessToken);
    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
    const request = (await t.app.inject({ method: 'POST', url: '/api/requests', headers: store, payload: { packetCount: 1, readyInMinutes: 10 } })).json();
    const offers = (await t.app.inject({ method: 'GET', url: '/api/carrier/offers', headers: courier.headers })).json() as { id: string; requestId: string }[];
    const offer = offers.find((o) => o.requestId === request.id)!;
    expect((await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/carrier/emergency', headers: courier.headers, payload: { description: 'Lastik patladı' } })).statusCode,
    ).toBe(201);
  });
  afterAll(() => t?.close());

  for (const role of ['chief', 'accountant'] as const satisfies readonly DemoAccount[]) {
    it(`${role}: no phone or T.C. kimlik no in full, on any route`, async () => {
      const session = await signIn(t.app, role);
      const headers = bearer(session.accessToken);
      const own = (await t.app.inject({ method: 'GET', url: '/api/common/user', headers })).json() as { phone?: string };
      const leaks: string[] = [];
      const idsByPrefix = new Map<string, Set<string>>();
      const scan = (url: string, body: unknown) => {
        for (const [where, text] of stringsOf(body)) {
          if (own.phone && text === own.phone) continue;
          if (FULL_PHONE.test(text) || (NATIONAL_ID.test(text) && !/^\d{4}-\d{2}/.test(text))) leaks.push(`${url} ${where}: ${text}`);
        }
      };
      let answered = 0;
      const get = async (url: string) => {
        const res = await t.app.inject({ method: 'GET', url, headers });
        if (res.statusCode === 200) answered++;
        if (res.statusCode !== 200 || !res.headers['content-type']?.toString().includes('json')) return null;
        const body = res.json();
        scan(url, body);
        return body;
      };
      const claims = new Set(session.user.permissions);
      // A route may show phones by a claim of its own (an SOS to the chief): it is left out where the role holds it.
      const shownByClaim = (r: (typeof t.app.registeredRoutes)[number]) =>
        r.policy?.access === 'claim' && !!r.policy.personalData && claims.has(r.policy.personalData);
      const routes = t.app.registeredRoutes.filter(
        (r) => r.method === 'GET' && !r.url.startsWith('/api/docs') && r.url !== '/api/ws' && r.url !== '/api/openapi.json' && !shownByClaim(r),
      );
      for (const route of routes.filter((r) => !r.url.includes(':'))) {
        const body = await get(`${route.url}?size=100`);
        const items = Array.isArray(body) ? body : (body as { items?: unknown[] } | null)?.items;
        const ids = new Set((items ?? []).map((i) => (i as { id?: string }).id).filter((id): id is string => typeof id === 'string'));
        idsByPrefix.set(route.url, ids);
      }
      // The office's request lists answer under other names than /api/requests.
      for (const alias of ['/api/daily/requests', '/api/emergencies'])
        for (const id of idsByPrefix.get(alias) ?? []) idsByPrefix.set('/api/requests', new Set([...(idsByPrefix.get('/api/requests') ?? []), id]));
      for (const route of routes.filter((r) => /^\/api\/[\w/-]+\/:id$/.test(r.url))) {
        const prefix = route.url.slice(0, -'/:id'.length);
        for (const id of [...(idsByPrefix.get(prefix) ?? [])].slice(0, 5)) await get(`${prefix}/${id}`);
      }
      const admin = bearer((await signIn(t.app, 'admin')).accessToken);
      const courierPhone = ((await t.app.inject({ method: 'GET', url: '/api/carriers?size=1', headers: admin })).json() as { items: { phone: string }[] })
        .items[0]!.phone;
      for (const q of ['Kadıköy', 'Ahmet', 'a', courierPhone, courierPhone.slice(-7)]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/common/search', headers, payload: { search: q } });
        if (res.statusCode !== 200) continue;
        scan(`search ${q}`, res.json());
        // Nor does a search by a phone's digits tell whose number it is.
        if (/\d{6}/.test(q))
          expect(
            (res.json() as { id: string }[]).filter((set) => set.id === 'stores' || set.id === 'couriers'),
            `search ${q}`,
          ).toEqual([]);
      }
      expect(leaks).toEqual([]);
      expect(answered).toBeGreaterThan(15);
    });
  }

  it('shows an SOS courier’s phone to a chief by the emergencies.contact claim', async () => {
    const chief = bearer((await signIn(t.app, 'chief')).accessToken);
    const [sos] = (await t.app.inject({ method: 'GET', url: '/api/emergencies?status=open', headers: chief })).json().items as { carrierPhone: string }[];
    expect(sos!.carrierPhone).toMatch(/^\+905\d{9}$/);
  });
});
