import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverAndApprove } from './accounting-helpers';
import { eastOf, onlineCourier, recordEvents, storePoint, zoneCarriers } from './delivery-helpers';
import { pruneNotifications } from '../src/modules/notifications/notifier';
import { ALL_ACCOUNTS, bearer, createTestApp, signIn, SOME_ID, testDatabaseKinds, type DemoAccount, type TestApp } from './test-app';

type Item = { id: string; kind: string; title: string; description: string; read: boolean; link: string | null; params: Record<string, string | number> };

describe.each(testDatabaseKinds)('notifications feed on %s', (kind) => {
  let t: TestApp;
  const tok = {} as Record<DemoAccount, string>;
  const ids = {} as Record<DemoAccount, string>;
  // The clock moves a second before each call: the feed's order (newest first) is then the order of the calls.
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: DemoAccount | Record<string, string>, payload?: object) => {
    t.clock.advance(1000);
    return t.app.inject({ method, url, headers: typeof who === 'string' ? bearer(tok[who]) : who, payload });
  };
  const feed = async (who: DemoAccount | Record<string, string>, query = '') =>
    (await call('GET', `/api/common/notifications${query}`, who)).json() as { items: Item[]; total: number; unreadCount: number };
  /** The store's newest notification tells of one of its invoice requests (each of those opens the invoices tab). */
  const expectInvoiceNote = async (kind: string, title: string, params: Item['params']) =>
    expect((await feed('store')).items[0]).toMatchObject({ kind, title, link: '/store/usage?tab=invoices', params });
  const kindsOf = async (who: DemoAccount | Record<string, string>) => (await feed(who, '?size=100')).items.map((i) => i.kind);

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const a of ALL_ACCOUNTS) {
      const res = await signIn(t.app, a);
      tok[a] = res.accessToken;
      ids[a] = res.user.id;
    }
  }, 60_000);
  afterAll(() => t?.close());

  it('a note to self: created, paged, filtered by unread, marked, toggled, marked all, deleted', async () => {
    expect(await feed('admin')).toMatchObject({ items: [], total: 0, unreadCount: 0 });
    for (const n of [1, 2, 3]) {
      t.clock.advance(1000);
      const res = await call('POST', '/api/common/notifications', 'admin', {
        notification: { title: `Not ${n}`, description: 'Hatırlatma', link: '/admin/users' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        kind: 'note',
        title: `Not ${n}`,
        description: 'Hatırlatma',
        read: false,
        link: '/admin/users',
        useRouter: true,
        icon: 'notification',
      });
    }
    const page = await feed('admin', '?page=1&size=2');
    expect(page).toMatchObject({ total: 3, page: 1, size: 2, unreadCount: 3 });
    expect(page.items.map((i) => i.title)).toEqual(['Not 3', 'Not 2']);
    expect((await feed('admin', '?page=2&size=2')).items.map((i) => i.title)).toEqual(['Not 1']);

    const [third, second] = page.items;
    const read = await call('PATCH', '/api/common/notifications', 'admin', { id: third.id, notification: { read: true } });
    expect(read.json()).toMatchObject({ id: third.id, read: true });
    expect((await feed('admin', '?unread=true')).items.map((i) => i.title)).toEqual(['Not 2', 'Not 1']);
    expect((await call('POST', '/api/common/notifications/toggle-read-status', 'admin', { notification: { id: third.id } })).json().read).toBe(false);
    expect((await call('POST', '/api/common/notifications/toggle-read-status', 'admin', { notification: { id: second.id } })).json().read).toBe(true);
    expect((await feed('admin')).unreadCount).toBe(2);

    expect((await call('GET', '/api/common/notifications/mark-all-as-read', 'admin')).json()).toEqual({ updated: 2, unreadCount: 0 });
    expect(await feed('admin', '?unread=true')).toMatchObject({ items: [], total: 0, unreadCount: 0 });

    expect((await call('DELETE', `/api/common/notifications?id=${second.id}`, 'admin')).json()).toBe(true);
    expect((await feed('admin')).total).toBe(2);
    expect((await call('DELETE', `/api/common/notifications?id=${second.id}`, 'admin')).statusCode).toBe(404);
  });

  it('another user’s notification is 404 for every call, and stays untouched', async () => {
    const mine = (await call('POST', '/api/common/notifications', 'operator', { notification: { title: 'Benim notum' } })).json();
    for (const other of ['admin', 'store', 'carrier'] as DemoAccount[]) {
      const calls = [
        await call('PATCH', '/api/common/notifications', other, { id: mine.id, notification: { read: true } }),
        await call('POST', '/api/common/notifications/toggle-read-status', other, { notification: { id: mine.id } }),
        await call('DELETE', `/api/common/notifications?id=${mine.id}`, other),
      ];
      for (const res of calls) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'not_found', message: 'Aradığınız kayıt bulunamadı.' });
      }
      expect((await feed(other)).items.map((i) => i.id)).not.toContain(mine.id);
    }
    await call('GET', '/api/common/notifications/mark-all-as-read', 'admin');
    const still = (await feed('operator')).items.find((i) => i.id === mine.id)!;
    expect(still.read).toBe(false);
    expect((await call('PATCH', '/api/common/notifications', 'operator', { id: SOME_ID, notification: { read: true } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/common/notifications' })).statusCode).toBe(401);
  });

  it('refuses bad input with Turkish messages naming the field', async () => {
    const cases: [string, 'GET' | 'POST' | 'PATCH', object | undefined, string][] = [
      ['/api/common/notifications', 'POST', { notification: { title: '' } }, 'Başlık'],
      ['/api/common/notifications', 'POST', { notification: { title: 'x', link: 'https://kotu.example/' } }, 'Sayfa'],
      ['/api/common/notifications', 'POST', { notification: { title: 'x', link: '//kotu.example/' } }, 'Sayfa'],
      ['/api/common/notifications', 'POST', { notification: { title: 'x'.repeat(121) } }, 'Başlık'],
      ['/api/common/notifications', 'PATCH', { id: 'abc', notification: { read: true } }, 'Kayıt numarası'],
      ['/api/common/notifications', 'PATCH', { id: SOME_ID, notification: { read: 'evet' } }, 'Okundu'],
      ['/api/common/notifications?size=0', 'GET', undefined, 'Sayfa boyutu'],
      ['/api/common/notifications?unread=belki', 'GET', undefined, 'Yalnızca okunmamışlar'],
      ['/api/common/notifications/toggle-read-status', 'POST', { notification: {} }, 'Kayıt numarası'],
    ];
    for (const [url, method, payload, field] of cases) {
      const res = await call(method, url, 'store', payload);
      expect({ url, payload, status: res.statusCode }).toEqual({ url, payload, status: 400 });
      expect(res.json().code).toBe('validation_error');
      expect(res.json().message).toContain('Gönderilen bilgiler geçersiz');
      expect(res.json().message).toContain(field);
    }
  });

  it('delivery events reach the courier and the store, in the transaction, pushed to their socket after commit', async () => {
    const courier = await onlineCourier(t, 'kurye@kuryeofis.test', eastOf(storePoint, 0.5));
    const events = recordEvents(t);

    // An offer the store cancels before anyone accepts: the offered courier is told.
    const first = (await call('POST', '/api/requests', 'store', { packetCount: 1 })).json();
    expect(first.status).toBe('searching');
    expect((await call('POST', `/api/requests/${first.id}/cancel`, 'store')).statusCode).toBe(200);
    const offerCancelled = (await feed(courier.headers)).items[0];
    expect(offerCancelled).toMatchObject({
      kind: 'offer_cancelled',
      title: 'Teklif iptal edildi',
      link: '/courier',
      read: false,
      params: { number: `T-${first.number}` },
    });
    expect(offerCancelled.description).toContain(`T-${first.number}`);

    // A request the courier accepted, then cancelled by the store: "request cancelled".
    const second = (await call('POST', '/api/requests', 'store', { packetCount: 1 })).json();
    const offer = (await call('GET', '/api/carrier/offers', courier.headers)).json().find((o: { requestId: string }) => o.requestId === second.id);
    expect((await call('POST', `/api/offers/${offer.id}/accept`, courier.headers)).statusCode).toBe(200);
    expect((await call('POST', `/api/requests/${second.id}/cancel`, 'store')).statusCode).toBe(200);
    expect((await feed(courier.headers)).items[0]).toMatchObject({
      kind: 'request_cancelled',
      title: 'Talep iptal edildi',
      params: { number: `T-${second.number}` },
    });

    // Nobody online: the store hears "courier not found" in its feed as well as in the dialog.
    await call('POST', '/api/carrier/status', courier.headers, { status: 'offline' });
    const third = (await call('POST', '/api/requests', 'store', { packetCount: 1 })).json();
    expect(third.status).toBe('no_courier');
    const storeFeed = await feed('store');
    expect(storeFeed.items[0]).toMatchObject({
      kind: 'courier_not_found',
      title: 'Kurye bulunamadı',
      link: '/store/list',
      params: { number: `T-${third.number}` },
    });
    expect(storeFeed.unreadCount).toBeGreaterThanOrEqual(1);

    const pushed = events.of('notification.created');
    events.stop();
    expect(pushed.map((e) => [e.audiences, (e.data as Item).kind])).toEqual([
      [[`user:${ids.carrier}`], 'offer_cancelled'],
      [[`user:${ids.carrier}`], 'request_cancelled'],
      [[`user:${ids.store}`], 'courier_not_found'],
    ]);
    // Each push comes after the event it belongs to: the transaction's own events first.
    const order = events.events.map((e) => e.type);
    expect(order.indexOf('request.no_courier')).toBeLessThan(order.lastIndexOf('notification.created'));
    // Nobody else heard of them.
    for (const other of ['admin', 'operator', 'accountant'] as DemoAccount[]) expect(await kindsOf(other)).not.toContain('courier_not_found');
  }, 60_000);

  it('an SOS notifies Admins and the zone’s operator and chief — not the accountant, the store or another zone’s staff', async () => {
    const before = { admin: (await feed('admin')).total, operator: (await feed('operator')).total, chief: (await feed('chief')).total };
    const kadikoy = await onlineCourier(t, 'kurye@kuryeofis.test', eastOf(storePoint, 0.2));
    const raised = await call('POST', '/api/carrier/emergency', kadikoy.headers, { description: 'Lastik patladı' });
    expect(raised.statusCode).toBe(201);
    expect((await feed('admin')).items[0]).toMatchObject({
      kind: 'emergency_raised',
      title: 'Acil Durum!',
      link: '/admin/emergency',
      params: { description: 'Lastik patladı' },
    });
    expect((await feed('operator')).items[0]).toMatchObject({ kind: 'emergency_raised', link: '/zone-operator/emergency' });
    expect((await feed('chief')).items[0]).toMatchObject({ kind: 'emergency_raised', link: '/chief/emergency' });
    expect((await feed('admin')).items[0].description).toContain('Lastik patladı');
    for (const nobody of ['accountant', 'store'] as DemoAccount[]) expect(await kindsOf(nobody)).not.toContain('emergency_raised');

    // Another zone's SOS: only the Admin hears of it.
    const besiktas = await onlineCourier(t, zoneCarriers('besiktas')[0], { latitude: 41.047, longitude: 29.006 });
    expect((await call('POST', '/api/carrier/emergency', besiktas.headers, {})).statusCode).toBe(201);
    expect((await feed('admin')).total).toBe(before.admin + 2);
    expect((await feed('operator')).total).toBe(before.operator + 1);
    expect((await feed('chief')).total).toBe(before.chief + 1);
  }, 60_000);

  it('a rejected invoice request reaches the store; a refused decision writes nothing', async () => {
    const day = (offset: number) => new Date(t.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const asked = await call('POST', '/api/store/invoice-requests', 'store', { from: day(-40), to: day(-35) });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id;
    const rejected = await call('POST', `/api/accounting/invoice-requests/${id}/reject`, 'accountant', { reason: 'Dönem hatalı' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await expectInvoiceNote('invoice_rejected', 'Fatura talebiniz reddedildi', { reason: 'Dönem hatalı' });
    const count = (await feed('store')).total;
    expect((await call('POST', `/api/accounting/invoice-requests/${id}/reject`, 'accountant', { reason: 'Tekrar' })).statusCode).toBe(409);
    expect((await feed('store')).total).toBe(count);
  });

  it('a packet update request resolved by the operator reaches the store, once, replays included', async () => {
    const courier = await onlineCourier(t, 'kurye@kuryeofis.test', eastOf(storePoint, 0.5));
    const { requestId } = await deliverAndApprove(t, bearer(tok.store), courier.headers, { confirm: false });
    const details = (await call('GET', `/api/requests/${requestId}`, 'store')).json();
    const created = await call('POST', '/api/packet-update-requests', 'store', {
      packetId: details.packets[0].id,
      kind: 'wrong_location',
      note: 'Müşteri iki sokak ötede.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/packet-update-requests/${created.json().id}/resolve`;
    const headers = { ...bearer(tok.operator), 'idempotency-key': `notif-${created.json().id}` };
    const body = { action: 'reject', reason: 'Konum doğru görünüyor' };
    expect((await call('POST', url, headers, body)).statusCode).toBe(200);
    const told = (await feed('store')).items[0];
    expect(told).toMatchObject({
      kind: 'packet_update_resolved',
      title: 'Paket talebiniz reddedildi',
      link: '/store/list',
      params: { number: `T-${details.number}`, status: 'rejected', reason: 'Konum doğru görünüyor' },
    });
    const total = (await feed('store')).total;
    expect((await call('POST', url, headers, body)).json().replayed).toBe(true);
    expect((await feed('store')).total).toBe(total);
    await call('POST', '/api/carrier/status', courier.headers, { status: 'offline' });
  }, 60_000);

  it('a payment request decided and a payout paid reach the courier; an issued invoice reaches the store', async () => {
    const courier = await onlineCourier(t, 'kurye@kuryeofis.test', eastOf(storePoint, 0.5));
    await deliverAndApprove(t, bearer(tok.store), courier.headers);
    const asked = (await call('POST', '/api/carrier/payment-requests', courier.headers, { amount: 100 })).json();
    await call('POST', `/api/accounting/payment-requests/${asked.id}/reject`, 'accountant', { reason: 'IBAN eksik' });
    expect((await feed(courier.headers)).items[0]).toMatchObject({
      kind: 'payment_request_rejected',
      title: 'Ödeme talebiniz reddedildi',
      params: { amount: 100, reason: 'IBAN eksik' },
    });
    t.clock.advance(60_000);
    const again = (await call('POST', '/api/carrier/payment-requests', courier.headers, { amount: 100 })).json();
    const approved = (await call('POST', `/api/accounting/payment-requests/${again.id}/approve`, 'accountant', {})).json();
    expect((await feed(courier.headers)).items[0]).toMatchObject({ kind: 'payment_request_approved', params: { amount: 100 } });
    expect((await feed(courier.headers)).items[0].description).toContain('₺1,00');

    await call('PUT', '/api/carrier/iban', courier.headers, { iban: 'TR330006100519786457841326' });
    expect((await call('POST', `/api/accounting/payment-groups/${approved.groupId}/approve`, 'accountant')).statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/accounting/payment-groups/${approved.groupId}/paid`,
      headers: { ...bearer(tok.accountant), 'idempotency-key': 'notif-paid-1' },
      payload: { bankReference: 'EFT-77' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await feed(courier.headers)).items[0]).toMatchObject({
      kind: 'payout_paid',
      title: 'Ödemeniz yapıldı',
      params: { amount: 100, bankReference: 'EFT-77' },
    });

    // The store asks for an invoice of today's fees; the accountant issues it.
    const today = new Date(t.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
    const asked2 = await call('POST', '/api/store/invoice-requests', 'store', { from: today, to: today });
    expect(asked2.statusCode, asked2.body).toBe(201);
    const issued = await call('POST', `/api/accounting/invoice-requests/${asked2.json().id}/issue`, 'accountant');
    expect(issued.statusCode, issued.body).toBe(200);
    await expectInvoiceNote('invoice_issued', 'Faturanız kesildi', { number: issued.json().invoiceNumber, total: issued.json().totalAmount });
  }, 60_000);

  it('keeps read notifications 90 days and unread ones a year, then prunes them', async () => {
    const note = async (title: string) => (await call('POST', '/api/common/notifications', 'chief', { notification: { title } })).json() as Item;
    const read = await note('Eski okunmuş');
    const unread = await note('Eski okunmamış');
    await call('PATCH', '/api/common/notifications', 'chief', { id: read.id, notification: { read: true } });
    const kept = async () => new Set((await feed('chief', '?size=100')).items.map((i) => i.id));
    const afterDays = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000);

    await pruneNotifications(t.database.db, afterDays(89));
    expect([...(await kept())]).toEqual(expect.arrayContaining([read.id, unread.id]));
    expect(await pruneNotifications(t.database.db, afterDays(91))).toBeGreaterThanOrEqual(1);
    expect((await kept()).has(read.id)).toBe(false);
    await pruneNotifications(t.database.db, afterDays(364));
    expect((await kept()).has(unread.id)).toBe(true);
    await pruneNotifications(t.database.db, afterDays(366));
    expect((await kept()).has(unread.id)).toBe(false);
  });
});
