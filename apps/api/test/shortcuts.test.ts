import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORTCUT_LIMIT } from '@kurye/contracts/feeds';
import { ALL_ACCOUNTS, bearer, createTestApp, signIn, SOME_ID, testDatabaseKinds, type DemoAccount, type TestApp } from './test-app';

type Shortcut = { id: string; label: string; description: string | null; icon: string; link: string; useRouter: boolean };

describe.each(testDatabaseKinds)('shortcuts on %s', (kind) => {
  let t: TestApp;
  const tok = {} as Record<DemoAccount, string>;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: DemoAccount, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tok[who]), payload });
  const list = async (who: DemoAccount) => (await call('GET', '/api/common/shortcuts', who)).json() as Shortcut[];
  const add = (who: DemoAccount, shortcut: object) => call('POST', '/api/common/shortcuts', who, { shortcut });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const a of ALL_ACCOUNTS) tok[a] = (await signIn(t.app, a)).accessToken;
  }, 60_000);
  afterAll(() => t?.close());

  it('adds, lists, edits and deletes one’s own shortcuts', async () => {
    expect(await list('store')).toEqual([]);
    const created = await add('store', { label: 'Kullanım', description: 'Fatura taleplerim', icon: 'history', link: '/store/usage', useRouter: true });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ label: 'Kullanım', description: 'Fatura taleplerim', icon: 'history', link: '/store/usage', useRouter: true });
    t.clock.advance(1000);
    // A trailing slash names the same page; an empty description is none.
    const second = (await add('store', { label: '  Kontör  ', description: '', icon: 'wallet', link: '/store/credit/buy/', useRouter: true })).json();
    expect(second).toMatchObject({ label: 'Kontör', description: null, link: '/store/credit/buy' });
    expect((await list('store')).map((s) => s.label)).toEqual(['Kullanım', 'Kontör']);

    const edited = await call('PATCH', '/api/common/shortcuts', 'store', {
      id: second.id,
      shortcut: { label: 'Kontör yükle', icon: 'wallet', link: '/store/packet', useRouter: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: second.id, label: 'Kontör yükle', description: null, link: '/store/packet', useRouter: false });
    // Moving one onto a page another shortcut already has is refused; keeping its own page is fine.
    const clash = await call('PATCH', '/api/common/shortcuts', 'store', {
      id: second.id,
      shortcut: { label: 'x', icon: 'wallet', link: '/store/usage', useRouter: true },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ code: 'shortcut_exists', message: 'Bu sayfa zaten kısayollarınızda.' });
    expect(
      (
        await call('PATCH', '/api/common/shortcuts', 'store', {
          id: second.id,
          shortcut: { label: 'Talep', icon: 'send', link: '/store/packet', useRouter: true },
        })
      ).statusCode,
    ).toBe(200);

    expect((await call('DELETE', `/api/common/shortcuts?id=${second.id}`, 'store')).json()).toBe(true);
    expect((await list('store')).map((s) => s.id)).toEqual([created.json().id]);
    expect((await call('DELETE', `/api/common/shortcuts?id=${second.id}`, 'store')).statusCode).toBe(404);
  });

  it('another user’s shortcut is 404 and stays as it was', async () => {
    const mine = (await add('operator', { label: 'Harita', icon: 'environment', link: '/zone-operator/live-map', useRouter: true })).json();
    for (const other of ['admin', 'store', 'chief'] as DemoAccount[]) {
      const patch = await call('PATCH', '/api/common/shortcuts', other, {
        id: mine.id,
        shortcut: { label: 'Ele geçirildi', icon: 'alert', link: '/admin/users', useRouter: true },
      });
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toEqual({ code: 'not_found', message: 'Aradığınız kayıt bulunamadı.' });
      expect((await call('DELETE', `/api/common/shortcuts?id=${mine.id}`, other)).statusCode).toBe(404);
      expect((await list(other)).map((s) => s.id)).not.toContain(mine.id);
    }
    expect((await list('operator')).find((s) => s.id === mine.id)).toMatchObject({ label: 'Harita', link: '/zone-operator/live-map' });
    expect(
      (
        await call('PATCH', '/api/common/shortcuts', 'operator', {
          id: SOME_ID,
          shortcut: { label: 'x', icon: 'alert', link: '/zone-operator/emergency', useRouter: true },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/common/shortcuts' })).statusCode).toBe(401);
  });

  it('points only at pages of the user’s own menu', async () => {
    const notMine: [DemoAccount, string][] = [
      ['operator', '/admin/users'], // another area
      ['operator', '/zone-operator/accounting/payments'], // not in this role's menu
      ['store', '/admin/live-map'],
      ['accountant', '/accounting/nowhere'],
      ['chief', '/chief/store/list'],
      ['carrier', '/courier'], // the courier app has no menu
      ['admin', '/admin/zone/details/abc'], // a detail page is not a menu page
    ];
    for (const [who, link] of notMine) {
      const res = await add(who, { label: 'Sayfa', icon: 'alert', link, useRouter: true });
      expect({ who, link, status: res.statusCode }).toEqual({ who, link, status: 400 });
      expect(res.json()).toEqual({ code: 'shortcut_link_not_in_menu', message: 'Kısayol yalnızca menünüzdeki bir sayfaya bağlanabilir.' });
    }
    for (const [who, link] of [
      ['admin', '/admin/users'],
      ['accountant', '/accounting/accounting/payments'],
      ['chief', '/chief/emergency'],
    ] as [DemoAccount, string][]) {
      expect((await add(who, { label: 'Sayfa', icon: 'team', link, useRouter: true })).statusCode).toBe(201);
    }
  });

  it('requires label, icon, link and useRouter (description optional), with Turkish messages naming the field', async () => {
    const good = { label: 'Kuryeler', icon: 'car', link: '/admin/carrier/list', useRouter: true };
    const cases: [object, string][] = [
      [{ ...good, label: undefined }, 'Kısayol adı'],
      [{ ...good, label: '   ' }, 'Kısayol adı'],
      [{ ...good, label: 'x'.repeat(41) }, 'Kısayol adı'],
      [{ ...good, icon: undefined }, 'Simge'],
      [{ ...good, icon: 'rocket' }, 'Simge'],
      [{ ...good, link: undefined }, 'Sayfa'],
      [{ ...good, link: 'https://kotu.example/admin/users' }, 'Sayfa'],
      [{ ...good, link: '//kotu.example' }, 'Sayfa'],
      [{ ...good, useRouter: undefined }, 'Uygulama içinde aç'],
      [{ ...good, useRouter: 'evet' }, 'Uygulama içinde aç'],
      [{ ...good, description: 'x'.repeat(121) }, 'Açıklama'],
    ];
    for (const [shortcut, field] of cases) {
      const res = await add('admin', shortcut);
      expect({ shortcut, status: res.statusCode }).toEqual({ shortcut, status: 400 });
      expect(res.json().code).toBe('validation_error');
      expect(res.json().message).toBe(`Gönderilen bilgiler geçersiz: ${field}`);
    }
    const missing = await call('POST', '/api/common/shortcuts', 'admin', {});
    expect(missing.json().message).toBe('Gönderilen bilgiler geçersiz: Kısayol');
    expect((await call('DELETE', '/api/common/shortcuts?id=abc', 'admin')).json().message).toBe('Gönderilen bilgiler geçersiz: Kayıt numarası');
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/common/shortcuts',
      headers: { ...bearer(tok.admin), 'accept-language': 'en' },
      payload: { shortcut: { ...good, icon: 'rocket' } },
    });
    expect(english.json().message).toBe('The submitted data is invalid: Icon');
  });

  it(`keeps at most ${SHORTCUT_LIMIT} per user, even when added at once`, async () => {
    const pages = [
      '/admin/live-map',
      '/admin/zone/list',
      '/admin/store/registry/list',
      '/admin/carrier/registry/list',
      '/admin/store/list',
      '/admin/carrier/list',
      '/admin/reports/profit-by-date',
      '/admin/reports/profit-by-date-and-province',
      '/admin/reports/carrier/summary',
      '/admin/reports/carrier/backlogs',
      '/admin/reports/store/usage',
      '/admin/reports/store/summary',
      '/admin/reports/store/backlogs',
      '/admin/daily/delivery/requests',
      '/admin/daily/packet/operations',
      '/admin/accounting/current-carrier-payments',
      '/admin/accounting/payment-groups',
      '/admin/accounting/invoice-requests',
      '/admin/accounting/payment-requests',
      '/admin/accounting/payments',
      '/admin/accounting/cash',
      '/admin/emergency',
      '/admin/announcement-list',
      '/admin/store-request-list',
      '/admin/joker/station',
      '/admin/system',
    ];
    const existing = (await list('admin')).length;
    const results = await Promise.all(
      pages.filter((p) => p !== '/admin/users').map((link, i) => add('admin', { label: `Sayfa ${i}`, icon: 'team', link, useRouter: true })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(SHORTCUT_LIMIT - existing);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.statusCode === 409 && r.json().code === 'shortcut_limit')).toBe(true);
    expect(refused[0].json().message).toBe(`En fazla ${SHORTCUT_LIMIT} kısayol ekleyebilirsiniz.`);
    expect(await list('admin')).toHaveLength(SHORTCUT_LIMIT);
  });
});
