import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierForm, loadReference, storeForm } from './organisation-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

/**
 * Issue 27: people type names without Turkish letters and without caring for case. Every place a name is typed — the
 * header's search, the list filters, the chat contacts — folds both sides the same way, on PGlite and PostgreSQL, and a
 * query of several words finds a record holding every word ("moda durum" → "Moda Dürüm …").
 */
describe.each(testDatabaseKinds)('searching without Turkish letters on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const STORE = 'Moda Dürüm Ocakbaşı';
  const COURIER = 'Şeyma Işıklıgül';

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/common/search', headers: bearer(admin), payload: { query } });
    return res.json() as { id: string; results: { value: string; detail?: string }[] }[];
  };
  const values = async (query: string, set: string) => (await search(query)).find((s) => s.id === set)?.results.map((r) => r.value) ?? [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await signIn(t.app, 'admin')).accessToken;
    const ref = await loadReference(t.app, admin, (await signIn(t.app, 'operator')).accessToken);
    const apply = async (kindOf: 'store' | 'carrier', form: Record<string, unknown>) => {
      const submitted = await t.app.inject({
        method: 'POST',
        url: `/api/applications/${kindOf}`,
        payload: form,
        remoteAddress: `10.27.0.${kindOf === 'store' ? 1 : 2}`,
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const approved = await t.app.inject({ method: 'POST', url: `/api/applications/${submitted.json().id}/approve`, headers: bearer(admin) });
      expect(approved.statusCode, approved.body).toBe(200);
    };
    await apply('store', storeForm(ref, { storeName: STORE, name: 'Gülşen', surname: 'Çağlayan' }));
    await apply('carrier', carrierForm(ref, { name: 'Şeyma', surname: 'Işıklıgül' }));
  });
  afterAll(() => t?.close());

  it('the header search folds case and Turkish letters, word by word over name and zone', async () => {
    expect(await values('seyma isikligul', 'couriers')).toContain(COURIER);
    expect(await values('SEYMA ISIKLIGUL', 'couriers')).toContain(COURIER);
    expect(await values('moda durum ocakbasi', 'stores')).toContain(STORE);
    expect(await values('ocakbasi kadikoy', 'stores')).toContain(STORE);
    expect(await values('kadikoy', 'stores')).not.toEqual([]);
    expect(await values('Şeyma Işıklıgül', 'couriers')).toContain(COURIER);
    expect(await values('ocakbasi besiktas', 'stores')).toEqual([]);
    // Phones read the same as on every page: "+90 532 123 45 67".
    const detail = (await search('seyma isikligul')).find((s) => s.id === 'couriers')!.results[0].detail!;
    expect(detail).toMatch(/^Kadıköy · \+90 5\d{2} \d{3} \d{2} \d{2}$/);
  });

  it('list filters and chat contacts fold the same way', async () => {
    expect(await get(`/api/stores?q=${encodeURIComponent('moda durum ocakbasi')}`)).toContain(STORE);
    expect(await get(`/api/carriers?q=${encodeURIComponent('seyma isikligul')}`)).toContain(COURIER);
    expect(await get(`/api/users?q=${encodeURIComponent('SEYMA isikligul')}`)).toContain(COURIER);
    expect(await get(`/api/zones?q=kadikoy`)).toContain('Kadıköy');
    expect(await get(`/api/applications?q=${encodeURIComponent('ocakbasi')}`)).toContain(STORE);
    expect(await get(`/api/apps/chat/contacts?q=${encodeURIComponent('seyma isikligul')}`)).toContain(COURIER);
    expect(await get(`/api/apps/chat/contacts?q=${encodeURIComponent('durum ocakbasi')}`)).toContain(STORE);
    expect(await get(`/api/stores?q=${encodeURIComponent('ocakbasi zzz')}`)).not.toContain(STORE);
  });
});
