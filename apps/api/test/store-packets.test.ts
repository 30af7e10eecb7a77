import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { DEMO_STORES } from '../src/db/seed/demo-data';
import { KADIKOY_STORE, dropPacket, eastOf, onlineCourier, quietZone, signInEmail, storePoint } from './delivery-helpers';
import { bearer, signIn, testDatabaseKinds, useTestApp } from './test-app';

/** "Paket Geçmişi": the store's packets (not its credit movements), paged, sorted and filtered by date. */
describe.each(testDatabaseKinds)('the store packet history on %s', (kind) => {
  const t = useTestApp(kind);
  let store: Record<string, string>;

  beforeAll(async () => {
    store = bearer((await signIn(t.app, 'store')).accessToken);
    await quietZone(t, { deadlines: false });
  });

  const history = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/store/packets${query}`, headers: store });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: {
        id: string;
        requestNumber: number;
        position: number;
        status: string;
        deliveredAt: string | null;
        decidedBy: string | null;
        fee: number | null;
      }[];
      total: number;
    };
  };

  it('lists delivered packets with the request number, delivery time, decision and fee', async () => {
    const before = (await history()).total;
    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
    const request = (await t.app.inject({ method: 'POST', url: '/api/requests', headers: store, payload: { packetCount: 2 } })).json();
    // Not picked up yet: nothing left the store.
    expect((await history()).total).toBe(before);
    const offer = (await t.app.inject({ method: 'GET', url: '/api/carrier/offers', headers: courier.headers }))
      .json()
      .find((o: { requestId: string }) => o.requestId === request.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/picked-up`, headers: courier.headers })).statusCode).toBe(200);
    const details = (await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json();
    const [p1, p2] = details.packets;
    const d1 = await dropPacket(t, courier.headers, p1.id, eastOf(storePoint, 2));
    const d2 = await dropPacket(t, courier.headers, p2.id, eastOf(storePoint, 5));
    expect((await t.app.inject({ method: 'POST', url: '/api/Packet/Location/Confirm', headers: store, payload: { packetId: p1.id } })).statusCode).toBe(200);

    const all = await history();
    expect(all.total).toBe(before + 2);
    const mine = all.items.filter((i) => i.requestNumber === request.number).sort((a, b) => a.position - b.position);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ id: p1.id, status: 'approved', decidedBy: 'store', fee: d1.fee });
    expect(mine[1]).toMatchObject({ id: p2.id, status: 'location_set', decidedBy: null, fee: d2.fee });
    expect(mine[0].deliveredAt).not.toBeNull();

    // Sorting by fee, both ways.
    const byFee = (await history('?sort=-fee&size=100')).items.map((i) => i.fee ?? -1);
    expect(byFee).toEqual([...byFee].sort((a, b) => b - a));
    expect((await history('?sort=fee&size=100')).items[0].fee).toBe(Math.min(...byFee.filter((f) => f >= 0)));
    // Paging.
    const pageOne = await history('?size=1');
    expect(pageOne.items).toHaveLength(1);
    // Status and date filters.
    expect((await history('?status=approved')).items.every((i) => i.status === 'approved')).toBe(true);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await history(`?from=${encodeURIComponent(future)}`)).total).toBe(0);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await history(`?from=${encodeURIComponent(past)}`)).items.map((i) => i.id)).toEqual(expect.arrayContaining([p1.id, p2.id]));
  });

  it('answers the packets whose location waits on the store or an operator in one call, newest location first', async () => {
    const decisions = async (headers = store) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/store/packet-decisions', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        items: {
          packet: { id: string; status: string; fee: number | null };
          request: { id: string; number: number; courier: { name: string } | null };
          storeLocation: unknown;
        }[];
        total: number;
      };
    };
    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
    const request = (await t.app.inject({ method: 'POST', url: '/api/requests', headers: store, payload: { packetCount: 3 } })).json();
    const offer = (await t.app.inject({ method: 'GET', url: '/api/carrier/offers', headers: courier.headers }))
      .json()
      .find((o: { requestId: string }) => o.requestId === request.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/picked-up`, headers: courier.headers })).statusCode).toBe(200);
    const [p1, p2, p3] = (await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json().packets;
    for (const [p, km] of [
      [p1, 1],
      [p2, 2],
      [p3, 3],
    ] as const) {
      await dropPacket(t, courier.headers, p.id, eastOf(storePoint, km));
      await t.clock.advance(1_000);
    }
    const post = (url: string, packetId: string) => t.app.inject({ method: 'POST', url, headers: store, payload: { packetId } });
    expect((await post('/api/Packet/Location/Confirm', p1.id)).statusCode).toBe(200);
    expect((await post('/api/Packet/Location/Reject', p2.id)).statusCode).toBe(200);

    const all = await decisions();
    const mine = all.items.filter((d) => d.request.id === request.id);
    // The approved packet has left the list; the newest location (p3) comes first.
    expect(mine.map((d) => [d.packet.id, d.packet.status])).toEqual([
      [p3.id, 'location_set'],
      [p2.id, 'wrong_location'],
    ]);
    expect(mine[0].request).toMatchObject({ number: request.number, courier: { name: expect.any(String) } });
    expect(mine[0].packet.fee).toBeGreaterThan(0);
    expect(mine[0].storeLocation).toEqual(storePoint);
    expect(all.total).toBe(all.items.length);

    // Another store sees none of them.
    const other = DEMO_STORES.find((s) => s.key !== KADIKOY_STORE.key)!;
    const theirs = await decisions(bearer(await signInEmail(t.app, other.email)));
    expect(theirs.items.some((d) => d.request.id === request.id)).toBe(false);
  });

  it('is the store’s own: a courier is refused and a bad sort is a 400', async () => {
    const courier = bearer((await signIn(t.app, 'carrier')).accessToken);
    expect((await t.app.inject({ method: 'GET', url: '/api/store/packet-decisions', headers: courier })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/store/packets', headers: courier })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/store/packets?sort=id', headers: store })).statusCode).toBe(400);
  });
});
