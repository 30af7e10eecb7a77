import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_STORE_KEY, DEMO_STORES } from '../src/db/seed/demo-data';
import { recordEvents, signInEmail } from './delivery-helpers';
import { loadReference, type Reference } from './organisation-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

const HOUR = 3600_000;
const demoStore = DEMO_STORES.find((s) => s.key === DEMO_ACCOUNT_STORE_KEY)!;
const sameZoneStore = DEMO_STORES.find((s) => s.zoneKey === demoStore.zoneKey && s.key !== demoStore.key)!;
const otherZoneStore = DEMO_STORES.find((s) => s.zoneKey !== demoStore.zoneKey)!;

describe.each(testDatabaseKinds)('announcements on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let store: string;
  let neighbour: string;
  let outsider: string;
  let ref: Reference;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
  /** The admin announces to `audience`, shown from `from` until `until` (ms from now). */
  const announce = (title: string, content: string, audience: object, from = 0, until = HOUR) =>
    call('POST', '/api/announcements', admin, { title, content, scheduledAt: at(from), expiresAt: at(until), audience });
  const unread = async (token: string) => (await call('GET', '/api/Announcement/GetUnreadCount', token)).json().unreadCount as number;
  const titles = async (token: string) => ((await call('GET', '/api/Announcement/GetByStore', token)).json().data as { title: string }[]).map((a) => a.title);

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await signIn(t.app, 'admin')).accessToken;
    store = (await signIn(t.app, 'store')).accessToken;
    neighbour = await signInEmail(t.app, sameZoneStore.email);
    outsider = await signInEmail(t.app, otherZoneStore.email);
    ref = await loadReference(t.app, admin, (await signIn(t.app, 'operator')).accessToken);
  });
  afterAll(() => t?.close());

  it('a zone announcement reaches the stores of that zone only, from its start; viewing clears the count once', async () => {
    const zoneId = ref.zones.find((z) => z.name === 'Kadıköy')!.id;
    expect(demoStore.zoneKey).toBe('kadikoy');
    const events = recordEvents(t);
    const created = await announce(
      'Bayram çalışma saatleri',
      '<p>Bayramda <strong>09:00–18:00</strong> arası hizmet veriyoruz.</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">bağlantı</a>',
      { kind: 'zones', zoneIds: [zoneId] },
      HOUR,
      48 * HOUR,
    );
    expect(created.statusCode).toBe(201);
    const a = created.json();
    expect(a.content).toBe('<p>Bayramda <strong>09:00–18:00</strong> arası hizmet veriyoruz.</p><a target="_blank" rel="noopener noreferrer">bağlantı</a>');
    expect(a.viewCount).toBe(0);
    expect(a.targetCount).toBe(DEMO_STORES.filter((s) => s.zoneKey === 'kadikoy').length);
    expect(events.of('announcements.changed')[0]?.audiences).toHaveLength(a.targetCount);
    events.stop();

    // Scheduled for later: nobody sees it yet.
    expect(await unread(store)).toBe(0);
    expect(await titles(store)).not.toContain('Bayram çalışma saatleri');
    t.clock.advance(2 * HOUR);
    expect(await unread(store)).toBe(1);
    expect(await unread(neighbour)).toBe(1);
    expect(await unread(outsider)).toBe(0);
    expect(await titles(outsider)).not.toContain('Bayram çalışma saatleri');
    const byStore = (await call('GET', '/api/Announcement/GetByStore', store)).json().data;
    expect(byStore).toEqual([expect.objectContaining({ id: a.id, title: 'Bayram çalışma saatleri', viewedAt: null })]);

    // The outsider cannot mark another zone's announcement viewed.
    expect((await call('POST', '/api/Announcement/SetViewed', outsider, { announcementIds: [a.id] })).json()).toEqual({ viewed: 0, unreadCount: 0 });
    const viewed = await call('POST', '/api/Announcement/SetViewed', store, { announcementIds: [a.id] });
    expect(viewed.json()).toEqual({ viewed: 1, unreadCount: 0 });
    const firstViewedAt = (await call('GET', '/api/Announcement/GetByStore', store)).json().data[0].viewedAt;
    expect(firstViewedAt).toBe(t.clock.now().toISOString());
    t.clock.advance(60_000);
    await call('POST', '/api/Announcement/SetViewed', store, { announcementIds: [a.id] });
    expect((await call('GET', '/api/Announcement/GetByStore', store)).json().data[0].viewedAt).toBe(firstViewedAt);
    expect(await unread(neighbour)).toBe(1);

    const history = (await call('GET', `/api/announcements/${a.id}/views`, admin)).json();
    expect(history.viewCount).toBe(1);
    expect(history.items[0]).toEqual({ storeId: expect.any(String), storeName: demoStore.name, zoneName: 'Kadıköy', viewedAt: firstViewedAt });
    expect(history.items.slice(1).every((i: { viewedAt: unknown }) => i.viewedAt === null)).toBe(true);
    expect(history.items.map((i: { storeName: string }) => i.storeName)).not.toContain(otherZoneStore.name);

    // Past once it expires: still listed, no longer counted.
    t.clock.advance(48 * HOUR);
    expect(await unread(neighbour)).toBe(0);
    expect(await titles(neighbour)).toContain('Bayram çalışma saatleri');
  });

  it('chosen stores and everyone; a store never sees another store’s announcement', async () => {
    const stores = (await call('GET', '/api/stores?size=100', admin)).json().items as { id: string; name: string }[];
    const outsiderId = stores.find((s) => s.name === otherZoneStore.name)!.id;
    const only = (await announce('Size özel kampanya', 'Bu ay %10 indirim.\nİyi çalışmalar.', { kind: 'stores', storeIds: [outsiderId] })).json();
    expect(only.content).toBe('<p>Bu ay %10 indirim.<br />İyi çalışmalar.</p>');
    expect(await titles(outsider)).toContain('Size özel kampanya');
    expect(await titles(store)).not.toContain('Size özel kampanya');
    expect(await titles(neighbour)).not.toContain('Size özel kampanya');
    expect((await call('POST', '/api/Announcement/SetViewed', store, { announcementIds: [only.id] })).json().viewed).toBe(0);

    const all = (await announce('Sistem bakımı', 'Pazar gecesi bakım var.', { kind: 'all' })).json();
    for (const token of [store, neighbour, outsider]) expect(await titles(token)).toContain('Sistem bakımı');
    expect(all.targetCount).toBeGreaterThanOrEqual(DEMO_STORES.length);
  });

  it('lists, reads and edits for the admin', async () => {
    const created = (await announce('Yeni fiyat listesi', 'Fiyatlar güncellendi.', { kind: 'all' }, HOUR, 2 * HOUR)).json();
    const list = (await call('GET', '/api/announcements?state=scheduled&q=fiyat', admin)).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([created.id]);
    const edited = await call('PATCH', `/api/announcements/${created.id}`, admin, { title: 'Yeni fiyat listesi (güncel)', expiresAt: at(5 * HOUR) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Yeni fiyat listesi (güncel)', content: '<p>Fiyatlar güncellendi.</p>', expiresAt: at(5 * HOUR) });
    expect((await call('GET', `/api/announcements/${created.id}`, admin)).json().title).toBe('Yeni fiyat listesi (güncel)');
    const newestFirst = (await call('GET', '/api/announcements?size=100', admin)).json().items.map((i: { scheduledAt: string }) => i.scheduledAt);
    expect(newestFirst.length).toBeGreaterThanOrEqual(4);
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());
    expect((await call('GET', '/api/announcements/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', admin)).statusCode).toBe(404);
  });

  it('refuses bad input', async () => {
    const good = { title: 'Başlık', content: 'İçerik', scheduledAt: at(0), expiresAt: at(HOUR), audience: { kind: 'all' } };
    const bad = async (payload: object) => {
      const res = await call('POST', '/api/announcements', admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_error');
      return res.json().message as string;
    };
    await bad({ ...good, title: 'a' });
    await bad({ ...good, content: '<script>alert(1)</script>' });
    expect(await bad({ ...good, expiresAt: at(-HOUR) })).toContain('Bitiş zamanı');
    await bad({ ...good, audience: { kind: 'zones', zoneIds: [] } });
    await bad({ ...good, audience: { kind: 'zones', zoneIds: ['6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'] } });
    await bad({ ...good, audience: { kind: 'stores', storeIds: ['6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'] } });
    await bad({ ...good, audience: { kind: 'planet' } });
    await bad({ ...good, scheduledAt: 'yarın' });
    expect((await call('POST', '/api/Announcement/SetViewed', store, { announcementIds: ['x'] })).statusCode).toBe(400);
    expect((await call('POST', '/api/Announcement/SetViewed', store, {})).statusCode).toBe(400);
    expect((await call('POST', '/api/announcements', store, good)).statusCode).toBe(403);
    expect((await call('GET', '/api/Announcement/GetUnreadCount', admin)).statusCode).toBe(403);
  });
});
