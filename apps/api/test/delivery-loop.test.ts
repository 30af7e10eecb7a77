import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryRequests, ledgerPostings, offers } from '../src/db/schema';
import { DEMO_STATIONS } from '../src/db/seed/demo-data';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { KADIKOY_STORE, dropPacket, eastOf, onlineCourier, quietZone, recordEvents, signInEmail, storePoint, zoneCarriers } from './delivery-helpers';
import { bearer, signIn, testDatabaseKinds, useTestApp } from './test-app';

describe.each(testDatabaseKinds)('the delivery loop on %s', (kind) => {
  const t = useTestApp(kind);
  let store: Record<string, string>;

  beforeAll(async () => {
    store = bearer((await signIn(t.app, 'store')).accessToken);
  });
  // Every courier offline and every open request closed between tests, so each starts from a quiet zone.
  beforeEach(() => quietZone(t));

  const balance = async () => (await t.app.inject({ method: 'GET', url: '/api/store/account', headers: store })).json().balance as number;
  const create = (packetCount = 1, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { ...store, ...headers },
      payload: { packetCount, note: 'Zil çalışmıyor', readyInMinutes: 10 },
    });

  it('runs end to end: request, offer, accept, pickup, drop-off, approval, charge', async () => {
    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
    const before = await balance();
    const created = await create(2);
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request.status).toBe('searching');
    // A readable sequence number ("T-24117"), a new one for each request.
    expect(request.number).toBeGreaterThanOrEqual(24101);
    const next = (await create(1)).json();
    expect(next.number).toBeGreaterThan(request.number);
    expect((await t.app.inject({ method: 'POST', url: `/api/requests/${next.id}/cancel`, headers: store })).statusCode).toBe(200);

    const offersList = (await t.app.inject({ method: 'GET', url: '/api/carrier/offers', headers: courier.headers })).json();
    const offer = offersList.find((o: { requestId: string }) => o.requestId === request.id);
    expect(offer).toBeDefined();
    expect(offer.store.name).toBe(KADIKOY_STORE.name);

    expect((await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers })).statusCode).toBe(200);
    const assigned = (await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json();
    expect(assigned.status).toBe('assigned');
    expect(assigned.courier.phone).toMatch(/^\+905/);
    // One request below capacity is still busy to the people watching the map.
    expect((await t.app.inject({ method: 'GET', url: '/api/carrier/me', headers: courier.headers })).json().status).toBe('busy');

    expect((await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/arrived`, headers: courier.headers })).json().status).toBe('arrived');
    expect((await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/picked-up`, headers: courier.headers })).json().status).toBe('picked_up');
    // A store cannot cancel once the packets are on their way.
    expect((await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/cancel`, headers: store })).statusCode).toBe(409);

    const events = recordEvents(t);
    const [p1, p2] = assigned.packets;
    const d1 = await dropPacket(t, courier.headers, p1.id, eastOf(storePoint, 2));
    const d2 = await dropPacket(t, courier.headers, p2.id, eastOf(storePoint, 5));
    expect(d1.distanceMeters).toBeGreaterThan(1900);
    expect(d2.fee).toBeGreaterThan(d1.fee);
    const locationEvents = events.of('packet.location_set');
    expect(locationEvents).toHaveLength(2);
    expect(locationEvents[0].audiences).toContain(`store:${request.storeId}`);
    events.stop();

    expect((await t.app.inject({ method: 'POST', url: '/api/Packet/Location/Confirm', headers: store, payload: { packetId: p1.id } })).statusCode).toBe(200);
    // Confirming twice charges once.
    expect((await t.app.inject({ method: 'POST', url: '/api/Packet/Location/Confirm', headers: store, payload: { packetId: p1.id } })).statusCode).toBe(200);
    expect(await balance()).toBe(before - d1.fee);

    // "Yanlış konum" with what is wrong, in the store's words: the operator reads it on the review.
    const rejected = await t.app.inject({
      method: 'POST',
      url: '/api/Packet/Location/Reject',
      headers: store,
      payload: { packetId: p2.id, note: '  Paket komşu binaya bırakılmış  ' },
    });
    expect(rejected.json().status).toBe('wrong_location');
    expect(await balance()).toBe(before - d1.fee);
    const admin = bearer((await signIn(t.app, 'admin')).accessToken);
    const reviews = (await t.app.inject({ method: 'GET', url: '/api/packet-update-requests?size=100', headers: admin })).json().items as {
      packetId: string;
      note: string | null;
    }[];
    expect(reviews.find((r) => r.packetId === p2.id)?.note).toBe('Paket komşu binaya bırakılmış');
    expect((await t.app.inject({ method: 'GET', url: '/api/PacketUpdateRequest/GetNotSeenCount', headers: admin })).json().notSeenCount).toBeGreaterThanOrEqual(
      1,
    );

    const today = (await t.app.inject({ method: 'GET', url: '/api/carrier/today', headers: courier.headers })).json();
    expect(today.deliveries).toBeGreaterThanOrEqual(2);
    const sums = (await t.database.db.execute(sql`select coalesce(sum(amount),0)::bigint as s from ledger_postings`)) as unknown as { rows: { s: string }[] };
    expect(Number(sums.rows[0].s)).toBe(0);
  });

  it('refuses a request the credit does not cover with 402', async () => {
    await t.app.services.settings.update({ pricing: { minimumFee: 10_000_00 } });
    try {
      const res = await create(1);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ code: 'insufficient_credit', message: 'Kontörünüz bu talebin tahmini ücretini karşılamıyor. Lütfen kontör yükleyin.' });
    } finally {
      await t.app.services.settings.update({ pricing: { minimumFee: 75_00 } });
    }
    expect((await create(1)).statusCode).toBe(201);
  });

  it('creates a request once per Idempotency-Key', async () => {
    const a = await create(1, { 'idempotency-key': 'pos-order-4711' });
    const b = await create(1, { 'idempotency-key': 'pos-order-4711' });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(200);
    expect(b.json().id).toBe(a.json().id);
    const rows = await t.database.db.select().from(deliveryRequests).where(eq(deliveryRequests.idempotencyKey, 'pos-order-4711'));
    expect(rows).toHaveLength(1);
  });

  it('a store never sees another store’s request', async () => {
    const mine = (await create(1)).json();
    const other = bearer(await signInEmail(t.app, 'bagdat-borekcisi@ornek-isletme.test'));
    expect((await t.app.inject({ method: 'GET', url: `/api/requests/${mine.id}`, headers: other })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/requests/${mine.id}/cancel`, headers: other })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/requests?size=100', headers: other })).json();
    expect(list.items.some((r: { id: string }) => r.id === mine.id)).toBe(false);
  });

  it('lists several statuses in one call (the store’s active list), and refuses an unknown status', async () => {
    const request = (await create(1)).json();
    const other = request.status === 'cancelled' ? 'completed' : 'cancelled';
    const list = async (status: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/requests?size=100&status=${status}`, headers: store });
      return { status: res.statusCode, items: (res.json().items ?? []) as { id: string; status: string }[] };
    };
    const several = await list(`${other},${request.status}`);
    expect(several.status).toBe(200);
    expect(several.items.map((r) => r.id)).toContain(request.id);
    expect(several.items.every((r) => r.status === other || r.status === request.status)).toBe(true);
    expect((await list(other)).items.map((r) => r.id)).not.toContain(request.id);
    expect((await list('searching,nonsense')).status).toBe(400);
  });

  it('never offers a zone’s request to a courier of another zone, however close', async () => {
    const foreign = await onlineCourier(t, zoneCarriers('uskudar')[0], eastOf(storePoint, 0.1));
    const local = await onlineCourier(t, zoneCarriers('kadikoy')[0], eastOf(storePoint, 1.5));
    const request = (await create(1)).json();
    const offered = await t.database.db.select().from(offers).where(eq(offers.requestId, request.id));
    expect(offered.map((o) => o.carrierId)).toEqual([local.carrierId]);
    expect(offered.map((o) => o.carrierId)).not.toContain(foreign.carrierId);
  });

  it('50 concurrent accepts of one offer: exactly one 200', async () => {
    const courier = await onlineCourier(t, zoneCarriers('kadikoy')[1], eastOf(storePoint, 0.3));
    const request = (await create(1)).json();
    const [offer] = await t.database.db.select().from(offers).where(eq(offers.requestId, request.id));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
  });

  it('many couriers accepting one request at once: exactly one winner, the rest withdrawn', async () => {
    await t.app.services.settings.update({ dispatch: { stageSize: 6 } });
    try {
      const couriers = await Promise.all(
        zoneCarriers('kadikoy')
          .slice(0, 6)
          .map((c, i) => onlineCourier(t, c, eastOf(storePoint, 0.2 + i * 0.1))),
      );
      const request = (await create(1)).json();
      const rows = await t.database.db.select().from(offers).where(eq(offers.requestId, request.id));
      expect(rows).toHaveLength(6);
      const results = await Promise.all(
        rows.map((o) =>
          t.app.inject({ method: 'POST', url: `/api/offers/${o.id}/accept`, headers: couriers.find((c) => c.carrierId === o.carrierId)!.headers }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of results.filter((r) => r.statusCode !== 200)) expect(r.json().code).toBe('offer_taken');
      const after = await t.database.db.select().from(offers).where(eq(offers.requestId, request.id));
      expect(after.filter((o) => o.status === 'accepted')).toHaveLength(1);
      expect(after.filter((o) => o.status === 'withdrawn')).toHaveLength(5);
    } finally {
      await t.app.services.settings.update({ dispatch: { stageSize: 3 } });
    }
  });

  it('stage timeout → wider stage → joker → no courier, told to the store', async () => {
    const events = recordEvents(t);
    const near = await onlineCourier(t, zoneCarriers('kadikoy')[2], eastOf(storePoint, 1));
    const far = await onlineCourier(t, zoneCarriers('kadikoy')[3], eastOf(storePoint, 3));
    // The joker stage offers only to jokers waiting at one of the zone's stations.
    const station = DEMO_STATIONS.find((s) => s.key === 'station-kadikoy-bostanci')!;
    const joker = await onlineCourier(t, zoneCarriers('kadikoy', true)[0], { latitude: station.latitude, longitude: station.longitude });
    const request = (await create(1)).json();
    const stageOf = async () => (await t.database.db.select().from(deliveryRequests).where(eq(deliveryRequests.id, request.id)))[0];
    const offeredTo = async () =>
      (await t.database.db.select().from(offers).where(eq(offers.requestId, request.id))).map((o) => [o.stage, o.carrierId, o.status]);

    expect((await stageOf()).stage).toBe(1);
    expect(await offeredTo()).toEqual([[1, near.carrierId, 'pending']]);
    // Not yet due: nothing fires.
    t.clock.advance(29_000);
    expect(await t.app.services.sweeper.runOnce()).toBe(0);
    t.clock.advance(1_500);
    expect(await t.app.services.sweeper.runOnce()).toBe(1);
    expect((await stageOf()).stage).toBe(2);
    expect(await offeredTo()).toContainEqual([2, far.carrierId, 'pending']);
    expect(await offeredTo()).toContainEqual([1, near.carrierId, 'expired']);
    // The courier who let it expire is not asked again; stage 3 (8 km) has nobody new, so the joker stage follows.
    t.clock.advance(31_000);
    await t.app.services.sweeper.runOnce();
    expect((await stageOf()).stage).toBe(4);
    expect(await offeredTo()).toContainEqual([4, joker.carrierId, 'pending']);
    t.clock.advance(31_000);
    await t.app.services.sweeper.runOnce();
    expect((await stageOf()).status).toBe('no_courier');
    const noCourier = events.of('request.no_courier');
    expect(noCourier).toHaveLength(1);
    expect(noCourier[0].audiences).toContain(`store:${request.storeId}`);
    expect(events.of('offer.withdrawn').length).toBe(3);
    events.stop();

    const details = (await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json();
    expect(details.offerLog.map((l: { event: string }) => l.event)).toEqual(
      expect.arrayContaining(['created', 'offered', 'timeout', 'stage_timeout', 'stage_empty', 'no_courier']),
    );
    // Repeat from the list makes a fresh request.
    const repeated = await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/repeat`, headers: store });
    expect(repeated.statusCode).toBe(201);
    expect(repeated.json().id).not.toBe(request.id);
  });

  it('an accept racing the stage timeout: exactly one of them wins', async () => {
    for (let round = 0; round < 6; round++) {
      const courier = await onlineCourier(t, zoneCarriers('kadikoy')[4], eastOf(storePoint, 0.4));
      const request = (await create(1)).json();
      const [offer] = await t.database.db.select().from(offers).where(eq(offers.requestId, request.id));
      // Land right on the deadline, so the accept may or may not beat the sweeper.
      t.clock.advance(round % 2 === 0 ? 30_000 : 29_999);
      const [accept] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers }),
        t.app.services.sweeper.runOnce(),
      ]);
      const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
      const [req] = await t.database.db.select().from(deliveryRequests).where(eq(deliveryRequests.id, request.id));
      if (accept.statusCode === 200) {
        expect(row.status).toBe('accepted');
        expect(req.status).toBe('assigned');
        await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/cancel`, headers: store });
      } else {
        expect(accept.statusCode).toBe(409);
        expect(accept.json().code).toBe('offer_expired');
        expect(row.status).toBe('expired');
        expect(req.carrierId).toBeNull();
        await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/cancel`, headers: store });
      }
    }
  });

  it('the store confirming or rejecting while the auto-approval fires: no deadlock, each packet charged at most once', async () => {
    const courier = await onlineCourier(t, zoneCarriers('kadikoy')[1], eastOf(storePoint, 0.3));
    const request = (await create(8)).json();
    const [offer] = await t.database.db.select().from(offers).where(eq(offers.requestId, request.id));
    expect((await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/picked-up`, headers: courier.headers });
    const { packets: list } = (await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json() as {
      packets: { id: string }[];
    };
    for (const [i, p] of list.entries()) {
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/packets/${p.id}/delivered`, headers: courier.headers, payload: eastOf(storePoint, 1 + i) }))
          .statusCode,
      ).toBe(200);
    }
    t.clock.advance(5 * 60_000 + 1);
    // The sweeper holds a packet's deadline while it locks the packet; the store's calls must take them in that order.
    const answers = await Promise.all([
      t.app.services.sweeper.runOnce(),
      ...list.map((p, i) =>
        t.app.inject({ method: 'POST', url: `/api/Packet/Location/${i % 2 ? 'Reject' : 'Confirm'}`, headers: store, payload: { packetId: p.id } }),
      ),
    ]);
    for (const answer of answers.slice(1) as { statusCode: number }[]) expect([200, 409]).toContain(answer.statusCode);
    await t.app.services.sweeper.runOnce();
    const charges = (await t.database.db.execute(sql`
      select p.id, p.status, count(t.id)::int as charges
      from packets p left join ledger_transactions t on t.idempotency_key = 'charge:packet:' || p.id
      where p.request_id = ${request.id} group by p.id, p.status`)) as unknown as { rows: { status: string; charges: number }[] };
    expect(charges.rows).toHaveLength(8);
    for (const row of charges.rows) expect(row.charges).toBe(row.status === 'approved' ? 1 : 0);
    expect(charges.rows.filter((r) => r.status === 'approved').length).toBeGreaterThanOrEqual(4);
  });

  it('an operator assigns by hand within their zones only', async () => {
    const courier = await onlineCourier(t, zoneCarriers('kadikoy')[5], eastOf(storePoint, 20));
    const request = (await create(1)).json();
    const operator = bearer((await signIn(t.app, 'operator')).accessToken);
    const res = await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/assign`, headers: operator, payload: { carrierId: courier.carrierId } });
    expect(res.statusCode).toBe(200);
    const details = (await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: operator })).json();
    expect(details.courier.id).toBe(courier.carrierId);
    const live = (await t.app.inject({ method: 'GET', url: '/api/live/requests', headers: operator })).json();
    expect(live.some((r: { id: string }) => r.id === request.id)).toBe(true);

    // A Beşiktaş store's request is not this operator's business.
    const besiktas = bearer(await signInEmail(t.app, (await import('../src/db/seed/demo-data')).DEMO_STORES.find((s) => s.zoneKey === 'besiktas')!.email));
    const foreign = (await t.app.inject({ method: 'POST', url: '/api/requests', headers: besiktas, payload: { packetCount: 1 } })).json();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/requests/${foreign.id}/assign`, headers: operator, payload: { carrierId: courier.carrierId } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/requests/${foreign.id}`, headers: operator })).statusCode).toBe(404);
    const all = (await t.app.inject({ method: 'GET', url: '/api/live/requests', headers: operator })).json();
    expect(all.some((r: { id: string }) => r.id === foreign.id)).toBe(false);
  });

  it('postings of every transaction sum to zero', async () => {
    const rows = (await t.database.db.execute(
      sql`select transaction_id, sum(amount)::bigint as s from ledger_postings group by transaction_id having sum(amount) <> 0`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([]);
    expect((await t.database.db.select().from(ledgerPostings)).length).toBeGreaterThan(30);
  });
});
