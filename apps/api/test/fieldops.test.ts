import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { deliveryRequests, ledgerTransactions, offers, packets } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { haversineMeters } from '../src/lib/geo';
import { priceDelivery } from '../src/modules/dispatch/pricing';
import { KADIKOY_STORE, eastOf, onlineCourier, quietZone, recordEvents, storePoint, zoneCarriers } from './delivery-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type DemoAccount, type TestApp } from './test-app';

describe.each(testDatabaseKinds)('field operations on %s', (kind) => {
  let t: TestApp;
  const h = {} as Record<DemoAccount, Record<string, string>>;
  const tokens = {} as Record<DemoAccount, string>;
  const call = (method: string, url: string, headers: Record<string, string>, payload?: InjectOptions['payload']) =>
    t.app.inject({ method: method as 'GET', url, headers, payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const a of Object.keys(DEMO_ACCOUNTS) as DemoAccount[]) {
      tokens[a] = (await signIn(t.app, a)).accessToken;
      h[a] = bearer(tokens[a]);
    }
  });
  afterAll(() => t?.close());
  beforeEach(() => quietZone(t));

  const balance = async () => (await call('GET', '/api/store/account', h.store)).json().balance as number;

  /** A request of the demo store carried by `courier`, picked up; its first packet dropped at `dropAt` when given. */
  async function carriedRequest(courier: { headers: Record<string, string>; carrierId: string }, pickUp = true) {
    const request = (await call('POST', '/api/requests', h.store, { packetCount: 1 })).json();
    const offer = (await call('GET', '/api/carrier/offers', courier.headers)).json().find((o: { requestId: string }) => o.requestId === request.id);
    expect(offer).toBeDefined();
    expect((await call('POST', `/api/offers/${offer.id}/accept`, courier.headers)).statusCode).toBe(200);
    if (pickUp) expect((await call('POST', `/api/requests/${request.id}/picked-up`, courier.headers)).statusCode).toBe(200);
    const details = (await call('GET', `/api/requests/${request.id}`, h.store)).json();
    return { id: request.id as string, packetId: details.packets[0].id as string };
  }

  async function deliveredPacket(dropAt = eastOf(storePoint, 2)) {
    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.3));
    const r = await carriedRequest(courier);
    const dropped = await call('POST', `/api/packets/${r.packetId}/delivered`, courier.headers, dropAt);
    expect(dropped.statusCode).toBe(200);
    return { ...r, courier, fee: dropped.json().fee as number };
  }

  describe('emergencies', () => {
    it('an SOS reaches, over the socket, Admin and the ZoneOperator and ChiefCarrier of the courier’s zone — no one else', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      const kadikoy = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.2));
      const besiktas = await onlineCourier(t, zoneCarriers('besiktas')[0], { latitude: 41.047, longitude: 29.006 });
      const listeners: Record<string, { ws: WebSocket; got: { type: string; data: { id: string; carrierId: string } }[] }> = {};
      const open = (name: string, token: string) =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, ['bearer', token]);
          const entry = { ws, got: [] as { type: string; data: { id: string; carrierId: string } }[] };
          listeners[name] = entry;
          ws.on('message', (raw) => {
            const m = JSON.parse(String(raw));
            if (m.type === 'hello') resolve();
            else entry.got.push(m);
          });
          ws.on('error', reject);
        });
      for (const a of ['admin', 'operator', 'chief', 'accountant', 'store'] as DemoAccount[]) await open(a, tokens[a]);
      await open('kadikoyCourier', kadikoy.token);
      await open('besiktasCourier', besiktas.token);

      const raised = await call('POST', '/api/carrier/emergency', kadikoy.headers, { description: 'Motor kaza yaptı, yardım lazım' });
      expect(raised.statusCode).toBe(201);
      const sos = raised.json();
      expect(sos).toMatchObject({ status: 'open', description: 'Motor kaza yaptı, yardım lazım', carrierId: kadikoy.carrierId });
      expect(sos.carrierName.length * sos.carrierSurname.length).toBeGreaterThan(0);
      expect(sos.location.latitude).toBeCloseTo(eastOf(storePoint, 0.2).latitude, 5);
      expect(sos.carrierPhone).toMatch(/^\+90/);
      const other = (await call('POST', '/api/carrier/emergency', besiktas.headers, {})).json();
      expect(other.description).toBeNull();

      await new Promise((r) => setTimeout(r, 300));
      const received = (name: string) => listeners[name].got.filter((m) => m.type === 'emergency.raised').map((m) => m.data.id);
      expect(received('admin').sort()).toEqual([sos.id, other.id].sort());
      expect(received('operator')).toEqual([sos.id]);
      expect(received('chief')).toEqual([sos.id]);
      for (const nobody of ['accountant', 'store', 'kadikoyCourier', 'besiktasCourier']) expect({ nobody, got: received(nobody) }).toEqual({ nobody, got: [] });
      for (const l of Object.values(listeners)) l.ws.close();

      // Someone signing in later still sees the open ones (of their zones).
      const openForOperator = (await call('GET', '/api/emergencies?status=open', h.operator)).json().items;
      expect(openForOperator.map((e: { id: string }) => e.id)).toContain(sos.id);
      expect(openForOperator.map((e: { id: string }) => e.id)).not.toContain(other.id);
      // Paged and sorted on the server: one row per page here, the total counts them all.
      const firstPage = (await call('GET', '/api/emergencies?status=open&size=1&sort=createdAt', h.admin)).json();
      expect(firstPage).toMatchObject({ page: 1, size: 1 });
      expect(firstPage.items).toHaveLength(1);
      expect(firstPage.total).toBeGreaterThanOrEqual(2);
      const byCourier = (await call('GET', '/api/emergencies?status=open&size=100&sort=courier', h.admin)).json().items as {
        carrierName: string;
        carrierSurname: string;
      }[];
      const names = byCourier.map((e) => `${e.carrierName} ${e.carrierSurname}`);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));
      expect((await call('GET', '/api/emergencies?sort=phone', h.admin)).statusCode).toBe(400);
      expect((await call('POST', `/api/emergencies/${other.id}/acknowledge`, h.operator)).statusCode).toBe(404);
      expect((await call('GET', '/api/emergencies', h.accountant)).statusCode).toBe(403);

      const events = recordEvents(t);
      const ack = (await call('POST', `/api/emergencies/${sos.id}/acknowledge`, h.chief)).json();
      expect(ack.acknowledgedBy).toBe(DEMO_ACCOUNTS.chief.name);
      expect((await call('POST', `/api/emergencies/${sos.id}/resolve`, h.operator, { note: '' })).statusCode).toBe(400);
      const resolved = (await call('POST', `/api/emergencies/${sos.id}/resolve`, h.operator, { note: 'Ambulans çağrıldı, kurye iyi.' })).json();
      expect(resolved).toMatchObject({
        status: 'resolved',
        acknowledgedBy: DEMO_ACCOUNTS.chief.name,
        resolvedBy: DEMO_ACCOUNTS.operator.name,
        resolutionNote: 'Ambulans çağrıldı, kurye iyi.',
      });
      // The courier hears every change too, and reads the state of their latest SOS.
      const heard = [`zone:${sos.zoneId}`, `carrier:${sos.carrierId}`];
      expect(events.of('emergency.updated').map((e) => e.audiences)).toEqual([heard, heard]);
      events.stop();
      const mine = (await call('GET', '/api/carrier/emergency', kadikoy.headers)).json();
      expect(mine).toMatchObject({ id: sos.id, status: 'resolved', acknowledgedBy: DEMO_ACCOUNTS.chief.name, resolutionNote: 'Ambulans çağrıldı, kurye iyi.' });
      expect((await call('GET', '/api/carrier/emergency', h.store)).statusCode).toBe(403);
      expect((await call('POST', `/api/emergencies/${sos.id}/resolve`, h.operator, { note: 'tekrar' })).statusCode).toBe(409);
      const resolvedList = (await call('GET', '/api/emergencies?status=resolved', h.admin)).json().items;
      expect(resolvedList.map((e: { id: string }) => e.id)).toContain(sos.id);
      const audit = (await call('GET', '/api/audit?entity=emergency', h.admin)).json();
      expect(audit.items.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['acknowledge', 'resolve']));
    });

    it('an SOS works during a delivery and carries the courier’s current position', async () => {
      const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.2));
      await carriedRequest(courier);
      await call('POST', '/api/carrier/location', courier.headers, eastOf(storePoint, 1.5));
      const sos = (await call('POST', '/api/carrier/emergency', courier.headers, { description: 'Lastik patladı' })).json();
      expect(sos.location.longitude).toBeCloseTo(eastOf(storePoint, 1.5).longitude, 5);
      expect((await call('POST', '/api/carrier/emergency', h.store, {})).statusCode).toBe(403);
    });
  });

  describe('store requests', () => {
    it('wrong location → badge → seen → operator moves the point: re-priced, charged once, store told; replays answer the same', async () => {
      const p = await deliveredPacket();
      const before = await balance();
      const events = recordEvents(t);
      const created = await call('POST', '/api/packet-update-requests', h.store, {
        packetId: p.packetId,
        kind: 'wrong_location',
        note: 'Adres yanlış, müşteri 2 sokak ötede.',
      });
      expect(created.statusCode).toBe(201);
      const pur = created.json();
      expect(pur).toMatchObject({ kind: 'wrong_location', status: 'open', packetStatus: 'wrong_location', charged: false, seen: false });
      expect(
        (await call('POST', '/api/packet-update-requests', h.store, { packetId: p.packetId, kind: 'fee_objection', note: 'İkinci talep' })).json().code,
      ).toBe('update_request_exists');
      expect(events.of('packet_update_request.created')[0].audiences).toEqual([`zone:${pur.zoneId}`]);

      const notSeen = async (who: Record<string, string>) => (await call('GET', '/api/PacketUpdateRequest/GetNotSeenCount', who)).json().notSeenCount as number;
      expect(await notSeen(h.operator)).toBeGreaterThanOrEqual(1);
      const list = (await call('GET', '/api/packet-update-requests?status=open', h.operator)).json();
      expect(list.items.map((i: { id: string }) => i.id)).toContain(pur.id);
      expect((await call('POST', '/api/packet-update-requests/mark-seen', h.operator)).json().marked).toBeGreaterThanOrEqual(1);
      expect(await notSeen(h.operator)).toBe(0);

      const target = eastOf(storePoint, 4);
      const body = { action: 'move', ...target };
      const url = `/api/packet-update-requests/${pur.id}/resolve`;
      expect((await call('POST', url, h.operator, body)).json().code).toBe('idempotency_key_required');
      expect((await call('POST', url, h.store, body)).statusCode).toBe(403);
      const key = { 'idempotency-key': `move-${pur.id}` };
      const resolved = await call('POST', url, { ...h.operator, ...key }, body);
      expect(resolved.statusCode).toBe(200);
      const s = await t.app.services.settings.get();
      // No road network in tests: the straight line × the settings' factor.
      const straight = haversineMeters(storePoint.latitude, storePoint.longitude, target.latitude, target.longitude);
      const expected = priceDelivery(Math.round(straight * s.roads.straightFactor), s.pricing).fee;
      expect(resolved.json()).toMatchObject({
        status: 'resolved',
        packetStatus: 'approved',
        charged: true,
        fee: expected,
        replayed: false,
        resolvedBy: DEMO_ACCOUNTS.operator.name,
      });
      expect(expected).not.toBe(p.fee);
      expect(await balance()).toBe(before - expected);

      const replay = await call('POST', url, { ...h.operator, ...key }, body);
      expect(replay.json()).toMatchObject({ id: pur.id, replayed: true, fee: expected });
      expect((await call('POST', url, { ...h.operator, ...key }, { action: 'adjust_fee', fee: 1, reason: 'başka' })).json().code).toBe(
        'idempotency_key_reused',
      );
      expect((await call('POST', url, { ...h.operator, 'idempotency-key': 'other' }, body)).json().code).toBe('invalid_state');
      expect(await balance()).toBe(before - expected);

      const told = events.of('packet_update_request.resolved');
      expect(told).toHaveLength(1);
      expect(told[0].audiences).toContain(`store:${pur.storeId}`);
      events.stop();
      const own = (await call('GET', '/api/store/packet-update-requests', h.store)).json();
      expect(own.items.find((i: { id: string }) => i.id === pur.id).status).toBe('resolved');
    });

    it('charges a packet once under a concurrent fee resolution and auto-approval, in either order', async () => {
      for (let round = 0; round < 3; round++) {
        const p = await deliveredPacket(eastOf(storePoint, 3));
        const before = await balance();
        const pur = (
          await call('POST', '/api/packet-update-requests', h.store, { packetId: p.packetId, kind: 'fee_objection', note: 'Ücret fazla yazılmış.' })
        ).json();
        t.clock.advance(10 * 60_000);
        const newFee = p.fee - 500 - round;
        const resolve = () =>
          call(
            'POST',
            `/api/packet-update-requests/${pur.id}/resolve`,
            { ...h.operator, 'idempotency-key': `fee-${pur.id}` },
            { action: 'adjust_fee', fee: newFee, reason: 'Mesafe yanlış hesaplanmış' },
          );
        type Res = Awaited<ReturnType<typeof resolve>>;
        const tasks: Promise<Res | number>[] = [resolve(), t.app.services.sweeper.runOnce(), resolve()];
        const results = await Promise.all(round % 2 ? tasks.reverse() : tasks);
        const [first, retry] = results.filter((r): r is Res => typeof r !== 'number');
        expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
        expect(await balance()).toBe(before - newFee);
        const charges = await t.database.db
          .select()
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.idempotencyKey, `charge:packet:${p.packetId}`));
        expect(charges).toHaveLength(1);
        const [packet] = await t.database.db.select().from(packets).where(eq(packets.id, p.packetId));
        expect(packet).toMatchObject({ status: 'approved', fee: newFee });
      }
      const sums = (await t.database.db.execute(sql`select coalesce(sum(amount),0)::bigint as s from ledger_postings`)) as unknown as { rows: { s: string }[] };
      expect(Number(sums.rows[0].s)).toBe(0);
    });

    it('cancels a packet not yet picked up (nothing charged) and refunds a charged one', async () => {
      const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.3));
      const r = await carriedRequest(courier, false);
      const before = await balance();
      const pur = (
        await call('POST', '/api/packet-update-requests', h.store, { packetId: r.packetId, kind: 'cancel', note: 'Müşteri siparişi iptal etti.' })
      ).json();
      const done = await call(
        'POST',
        `/api/packet-update-requests/${pur.id}/resolve`,
        { ...h.admin, 'idempotency-key': `c-${pur.id}` },
        { action: 'cancel', reason: 'Müşteri iptali' },
      );
      expect(done.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(deliveryRequests).where(eq(deliveryRequests.id, r.id));
      expect(row.status).toBe('cancelled');
      expect(await balance()).toBe(before);

      const p = await deliveredPacket();
      expect((await call('POST', '/api/Packet/Location/Confirm', h.store, { packetId: p.packetId })).statusCode).toBe(200);
      const charged = await balance();
      const objection = (
        await call('POST', '/api/packet-update-requests', h.store, { packetId: p.packetId, kind: 'fee_objection', note: 'Paket teslim edilmedi.' })
      ).json();
      const refund = await call(
        'POST',
        `/api/packet-update-requests/${objection.id}/resolve`,
        { ...h.operator, 'idempotency-key': `r-${objection.id}` },
        { action: 'cancel', reason: 'Teslim edilmemiş' },
      );
      expect(refund.json()).toMatchObject({ status: 'resolved', fee: 0 });
      expect(await balance()).toBe(charged + p.fee);
      // A picked-up request cannot be cancelled by the store's request.
      const picked = await carriedRequest(await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.3)));
      expect((await call('POST', '/api/packet-update-requests', h.store, { packetId: picked.packetId, kind: 'cancel', note: 'Geç kaldı' })).json().code).toBe(
        'invalid_state',
      );
    });
  });

  describe('joker stations', () => {
    it('CRUD inside the zone; the joker stage offers only to jokers waiting at one of the zone’s stations', async () => {
      const zones = (await call('GET', '/api/zones?size=100', h.admin)).json().items as { id: string; name: string }[];
      const kadikoy = zones.find((z) => z.name === 'Kadıköy')!;
      const besiktas = zones.find((z) => z.name === 'Beşiktaş')!;
      const point = eastOf(storePoint, 1);
      expect(
        (await call('POST', '/api/joker-stations', h.operator, { name: 'Dış', zoneId: kadikoy.id, latitude: 41.3, longitude: 28.5, capacity: 2 })).json().code,
      ).toBe('station_outside_zone');
      expect(
        (await call('POST', '/api/joker-stations', h.operator, { name: 'Beşiktaş', zoneId: besiktas.id, latitude: 41.047, longitude: 29.006, capacity: 2 }))
          .statusCode,
      ).toBe(400);
      const created = await call('POST', '/api/joker-stations', h.admin, { name: 'Moda Joker Noktası', zoneId: kadikoy.id, ...point, capacity: 2 });
      expect(created.statusCode).toBe(201);
      const station = created.json();
      expect((await call('PATCH', `/api/joker-stations/${station.id}`, h.operator, { name: 'Moda İstasyonu' })).json().name).toBe('Moda İstasyonu');
      expect((await call('GET', '/api/joker-stations', h.operator)).json().every((s: { zoneId: string }) => s.zoneId !== besiktas.id)).toBe(true);
      expect((await call('GET', '/api/joker-stations', h.chief)).statusCode).toBe(403);

      const atStation = zoneCarriers('kadikoy')[2];
      const away = zoneCarriers('kadikoy')[3];
      const idOf = async (email: string) => (await onlineCourier(t, email, point)).carrierId;
      const atId = await idOf(atStation.email);
      const awayId = await idOf(away.email);
      for (const id of [atId, awayId])
        expect((await call('POST', `/api/joker-stations/${station.id}/jokers`, h.operator, { carrierId: id })).statusCode).toBe(200);
      const third = (
        await call('POST', `/api/joker-stations/${station.id}/jokers`, h.operator, { carrierId: await idOf(zoneCarriers('kadikoy')[4].email) })
      ).json();
      expect(third.code).toBe('station_full');

      // Nobody else online; the joker away from every station is not asked.
      await t.database.db.execute(sql`update carrier_states set status = 'offline'`);
      await t.app.services.live.warmUp();
      await onlineCourier(t, atStation.email, point);
      await onlineCourier(t, away.email, eastOf(storePoint, 3));
      const listed = (await call('GET', '/api/joker-stations', h.operator)).json().find((s: { id: string }) => s.id === station.id);
      expect(Object.fromEntries(listed.jokers.map((j: { carrierId: string; state: string }) => [j.carrierId, j.state]))).toEqual({
        [atId]: 'waiting',
        [awayId]: 'sent_out',
      });

      const request = (await call('POST', '/api/requests', h.store, { packetCount: 1 })).json();
      const offered = await t.database.db.select().from(offers).where(eq(offers.requestId, request.id));
      expect(offered.map((o) => o.carrierId)).toEqual([atId]);
      const s = await t.app.services.settings.get();
      expect(offered[0].stage).toBe(s.dispatch.radiiKm.length + 1);

      expect((await call('DELETE', `/api/joker-stations/${station.id}/jokers/${awayId}`, h.operator)).json().jokers).toHaveLength(1);
      expect((await call('GET', `/api/carriers/${awayId}`, h.admin)).json().isJoker).toBe(false);
      expect((await call('DELETE', `/api/joker-stations/${station.id}`, h.admin)).statusCode).toBe(200);
      expect((await call('GET', '/api/joker-stations', h.admin)).json().some((x: { id: string }) => x.id === station.id)).toBe(false);
    });
    it('one source for who is a joker: a courier waiting at a station — the courier edit places them and takes them off', async () => {
      const jokersAtStations = async () =>
        ((await call('GET', '/api/joker-stations', h.admin)).json() as { id: string; name: string; jokers: { carrierId: string }[] }[]).flatMap((s) =>
          s.jokers.map((j) => ({ station: s.name, carrierId: j.carrierId })),
        );
      const flagged = async () =>
        ((await call('GET', '/api/carriers?isJoker=true&size=100', h.admin)).json().items as { id: string }[]).map((c) => c.id).sort();
      const seeded = await jokersAtStations();
      expect(seeded.length).toBeGreaterThanOrEqual(6);
      expect(seeded.map((j) => j.carrierId).sort()).toEqual(await flagged());

      const zones = (await call('GET', '/api/zones?size=100', h.admin)).json().items as { id: string; name: string }[];
      const besiktas = zones.find((z) => z.name === 'Beşiktaş')!;
      const stations = ((await call('GET', `/api/joker-stations`, h.admin)).json() as { id: string; zoneId: string; name: string }[]).filter(
        (st) => st.zoneId === besiktas.id,
      );
      expect(stations.map((st) => st.name).sort()).toEqual(['Beşiktaş Çarşı Joker Noktası', 'Levent Joker Noktası']);
      for (const st of stations) expect((await call('PATCH', `/api/joker-stations/${st.id}`, h.admin, { capacity: 1 })).statusCode).toBe(200);
      const [first, second] = ((await call('GET', `/api/carriers?zoneId=${besiktas.id}&isJoker=false&size=5`, h.admin)).json().items as { id: string }[]).map(
        (c) => c.id,
      );

      // Made a joker: to the station with room (the seeded joker fills Çarşı).
      const made = await call('PATCH', `/api/carriers/${first}`, h.admin, { isJoker: true });
      expect(made.statusCode).toBe(200);
      expect(made.json().isJoker).toBe(true);
      expect((await jokersAtStations()).find((j) => j.carrierId === first)?.station).toBe('Levent Joker Noktası');
      // No room anywhere in the zone: said so, nothing changed.
      const full = await call('PATCH', `/api/carriers/${second}`, { ...h.admin, 'accept-language': 'tr' }, { isJoker: true });
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe(
        'Kuryenin bölgesinde boş yeri olan joker istasyonu yok. Önce bir istasyon ekleyin ya da bir istasyonun kapasitesini artırın.',
      );
      expect((await call('GET', `/api/carriers/${second}`, h.admin)).json().isJoker).toBe(false);

      // No longer a joker: off the station, and the room is there for the next one.
      expect((await call('PATCH', `/api/carriers/${first}`, h.admin, { isJoker: false })).json().isJoker).toBe(false);
      expect((await jokersAtStations()).some((j) => j.carrierId === first)).toBe(false);
      expect((await call('PATCH', `/api/carriers/${second}`, h.admin, { isJoker: true })).statusCode).toBe(200);

      // A station removed: its jokers are jokers no longer.
      const levent = stations.find((st) => st.name === 'Levent Joker Noktası')!;
      expect((await call('DELETE', `/api/joker-stations/${levent.id}`, h.admin)).statusCode).toBe(200);
      expect((await call('GET', `/api/carriers/${second}`, h.admin)).json().isJoker).toBe(false);
      expect((await jokersAtStations()).map((j) => j.carrierId).sort()).toEqual(await flagged());
    });
  });

  describe('loose ends', () => {
    it('suspending a courier returns requests not picked up to dispatch at once and flags picked-up ones', async () => {
      const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.3));
      const picked = await carriedRequest(courier, true);
      const waiting = await carriedRequest(courier, false);
      const other = await onlineCourier(t, zoneCarriers('kadikoy')[1], eastOf(storePoint, 0.5));
      const events = recordEvents(t);
      expect((await call('PATCH', `/api/carriers/${courier.carrierId}`, h.operator, { active: false })).statusCode).toBe(200);
      const [back] = await t.database.db.select().from(deliveryRequests).where(eq(deliveryRequests.id, waiting.id));
      expect(back).toMatchObject({ status: 'searching', carrierId: null });
      const offered = await t.database.db.select().from(offers).where(eq(offers.requestId, waiting.id));
      expect(offered.filter((o) => o.status === 'pending').map((o) => o.carrierId)).toEqual([other.carrierId]);
      const [flagged] = await t.database.db.select().from(deliveryRequests).where(eq(deliveryRequests.id, picked.id));
      expect(flagged).toMatchObject({ status: 'picked_up', flag: 'courier_suspended' });
      expect(events.of('request.flagged').map((e) => e.data)).toEqual([expect.objectContaining({ requestId: picked.id, flag: 'courier_suspended' })]);
      events.stop();
      expect((await call('PATCH', `/api/carriers/${courier.carrierId}`, h.operator, { active: true })).statusCode).toBe(200);
    });

    it('an inactive store cannot sign in or create requests; its open requests are untouched', async () => {
      const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.3));
      const open = await carriedRequest(courier, false);
      const me = (await call('GET', '/api/store/account', h.store)).statusCode;
      expect(me).toBe(200);
      const stores = (await call('GET', `/api/stores?size=100`, h.admin)).json().items as { id: string; name: string }[];
      const storeId = stores.find((s) => s.name === KADIKOY_STORE.name)!.id;
      expect((await call('PATCH', `/api/stores/${storeId}`, h.admin, { active: false })).statusCode).toBe(200);
      const signInRes = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: DEMO_ACCOUNTS.store.email, password: 'x' } });
      expect(signInRes.statusCode).toBe(401);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: DEMO_ACCOUNTS.store.email, password: (await import('../src/db/seed/demo-seed')).DEMO_PASSWORD },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'store_inactive',
        message: 'İşletmeniz pasif durumda; giriş yapamaz ve yeni talep oluşturamazsınız. Lütfen bölge operatörünüze başvurun.',
      });
      // Its session ended with the deactivation: the old token is signed out.
      const create = await call('POST', '/api/requests', h.store, { packetCount: 1 });
      expect(create.statusCode).toBe(401);
      const [row] = await t.database.db.select().from(deliveryRequests).where(eq(deliveryRequests.id, open.id));
      expect(row.status).toBe('assigned');
      expect((await call('PATCH', `/api/stores/${storeId}`, h.admin, { active: true })).statusCode).toBe(200);
      h.store = bearer((await signIn(t.app, 'store')).accessToken);
    });
  });
});
