import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldTurkish } from '@kurye/contracts/turkish-fold';
import { bearer, createTestApp, signIn, SOME_ID, testDatabaseKinds, type DemoAccount, type TestApp } from './test-app';

interface Contact {
  id: string;
  kind: 'store' | 'courier';
  name: string;
  phone: string;
  zoneId: string;
  tags: string[];
  userId: string | null;
}

describe.each(testDatabaseKinds)('contacts on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<DemoAccount, string>;
  let operatorZones: string[] = [];
  const get = (url: string, who: DemoAccount) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const a of ['admin', 'operator', 'chief', 'accountant', 'store', 'carrier'] as const) {
      const res = await signIn(t.app, a);
      tokens[a] = res.accessToken;
      if (a === 'operator') operatorZones = res.user.zoneIds;
    }
  });
  afterAll(() => t?.close());

  it('one directory of stores and couriers, limited to the caller’s zones; stores and couriers may not read it', async () => {
    const all = (await get('/api/apps/contacts/all?size=100', 'admin')).json();
    const kinds = new Set(all.items.map((c: Contact) => c.kind));
    expect(kinds).toEqual(new Set(['store', 'courier']));
    const mine = (await get('/api/apps/contacts/all?size=100', 'operator')).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    expect(mine.items.every((c: Contact) => operatorZones.includes(c.zoneId))).toBe(true);

    expect((await get('/api/apps/contacts/all', 'store')).statusCode).toBe(403);
    expect((await get('/api/apps/contacts/all', 'carrier')).statusCode).toBe(403);
    expect((await get('/api/apps/contacts/tags', 'carrier')).statusCode).toBe(403);
    expect((await get('/api/apps/contacts/all', 'chief')).statusCode).toBe(200);
  });

  it('a contact of another zone is a 404 like a missing one; its page links the record and the user', async () => {
    const all = (await get('/api/apps/contacts/all?size=100&tag=store', 'admin')).json();
    const foreign = all.items.find((c: Contact) => !operatorZones.includes(c.zoneId)) as Contact;
    const own = all.items.find((c: Contact) => operatorZones.includes(c.zoneId)) as Contact;
    expect((await get(`/api/apps/contacts/contact?id=${foreign.id}`, 'operator')).statusCode).toBe(404);
    expect((await get(`/api/apps/contacts/contact?id=${SOME_ID}`, 'operator')).statusCode).toBe(404);
    const detail = (await get(`/api/apps/contacts/contact?id=${own.id}`, 'operator')).json();
    expect(detail).toMatchObject({ id: own.id, kind: 'store', name: own.name, userId: own.userId, address: expect.any(String) });

    const courier = (await get('/api/apps/contacts/all?size=1&tag=courier', 'operator')).json().items[0] as Contact;
    const courierDetail = (await get(`/api/apps/contacts/contact?id=${courier.id}`, 'operator')).json();
    expect(courierDetail).toMatchObject({ kind: 'courier', carrierType: expect.any(String), address: null, userId: expect.any(String) });
    expect((await get('/api/apps/contacts/contact?id=nope', 'operator')).statusCode).toBe(400);
  });

  it('phones are masked without personal.read (the accountant), in full with it', async () => {
    const masked = (await get('/api/apps/contacts/all?size=50', 'accountant')).json().items as Contact[];
    expect(masked.length).toBeGreaterThan(0);
    expect(masked.every((c) => c.phone.includes('*'))).toBe(true);
    const detail = (await get(`/api/apps/contacts/contact?id=${masked[0].id}`, 'accountant')).json();
    expect(detail.phone).toContain('*');
    const search = (await get(`/api/apps/contacts/search?query=${encodeURIComponent(masked[0].name.slice(0, 3))}`, 'accountant')).json() as Contact[];
    expect(search.every((c) => c.phone.includes('*'))).toBe(true);
    const full = (await get('/api/apps/contacts/all?size=50', 'admin')).json().items as Contact[];
    expect(full.every((c) => /^\+?\d+$/.test(c.phone))).toBe(true);
  });

  it('search by name contains, Turkish letters and case folded; tags and paging', async () => {
    const all = (await get('/api/apps/contacts/all?size=100', 'admin')).json().items as Contact[];
    const turkish = all.find((c) => /[çğıöşüÇĞİÖŞÜ]/.test(c.name))!;
    const word = turkish.name.split(' ').find((w) => /[çğıöşüÇĞİÖŞÜ]/.test(w))!;
    const plain = foldTurkish(word).toUpperCase();
    const found = (await get(`/api/apps/contacts/search?query=${encodeURIComponent(plain)}`, 'admin')).json() as Contact[];
    expect(found.map((c) => c.id)).toContain(turkish.id);
    expect(found.every((c) => foldTurkish(c.name).includes(foldTurkish(word)))).toBe(true);
    expect((await get('/api/apps/contacts/search?query=', 'admin')).statusCode).toBe(400);

    const listed = (await get(`/api/apps/contacts/all?q=${encodeURIComponent(plain)}`, 'admin')).json();
    expect(listed.items.map((c: Contact) => c.id)).toContain(turkish.id);

    const couriers = (await get('/api/apps/contacts/all?size=100&tag=courier', 'admin')).json().items as Contact[];
    expect(couriers.length).toBeGreaterThan(0);
    expect(couriers.every((c) => c.kind === 'courier' && c.tags.includes('courier'))).toBe(true);
    const jokers = (await get('/api/apps/contacts/all?size=100&tag=joker', 'admin')).json().items as Contact[];
    expect(jokers.every((c) => c.tags.includes('joker'))).toBe(true);
    expect((await get('/api/apps/contacts/all?tag=friend', 'admin')).statusCode).toBe(400);
    expect((await get('/api/apps/contacts/tags', 'admin')).json().map((x: { id: string }) => x.id)).toEqual(['store', 'courier', 'joker', 'passive']);

    const p1 = (await get('/api/apps/contacts/all?size=5&page=1', 'admin')).json();
    const p2 = (await get('/api/apps/contacts/all?size=5&page=2', 'admin')).json();
    expect(p1.items).toHaveLength(5);
    expect(p2.items[0].id).not.toBe(p1.items[0].id);
    const byZone = (await get('/api/apps/contacts/all?size=100&sort=-zoneName', 'admin')).json().items as { zoneName: string }[];
    expect(byZone[0].zoneName >= byZone[byZone.length - 1].zoneName || byZone.length < 2).toBe(true);
  });
});
