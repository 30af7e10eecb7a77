import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { seedHistory } from '../src/db/seed/history';
import { KADIKOY_STORE, eastOf, onlineCourier, quietZone, recordEvents, storePoint } from './delivery-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

/**
 * A request is named by its readable number ("T-24117", a packet "T-24117/2") wherever a person reads it: the store's
 * dialogs (socket events), the ledger's descriptions, usage rows, the header search and the packet update requests.
 */
describe.each(testDatabaseKinds)('readable request numbers on %s', (kind) => {
  let t: TestApp;
  const h: Record<string, Record<string, string>> = {};
  const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: InjectOptions['payload']) => {
    const res = await t.app.inject({ method, url, headers, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const a of ['admin', 'store'] as const) h[a] = bearer((await signIn(t.app, a)).accessToken);
    await quietZone(t, { deadlines: false });
  });
  afterAll(() => t?.close());

  it('names the request by its T-number in events, ledger, usage, search and packet update requests', async () => {
    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.4));
    const events = recordEvents(t);
    const request = await call('POST', '/api/requests', h.store!, { packetCount: 2 });
    const no = `T-${request.number}`;
    expect(request.number).toBeGreaterThanOrEqual(24101);
    const offer = (await call('GET', '/api/carrier/offers', courier.headers)).find((o: { requestId: string }) => o.requestId === request.id);
    await call('POST', `/api/offers/${offer.id}/accept`, courier.headers);
    await call('POST', `/api/requests/${request.id}/picked-up`, courier.headers);
    const [p1, p2] = (await call('GET', `/api/requests/${request.id}`, h.store!)).packets;
    await call('POST', `/api/packets/${p1.id}/delivered`, courier.headers, eastOf(storePoint, 2));
    await call('POST', `/api/packets/${p2.id}/delivered`, courier.headers, eastOf(storePoint, 3));
    events.stop();

    // The store's dialog gets the number and the packet's place with the location.
    expect(events.of('packet.location_set').map((e) => e.data)).toEqual([
      expect.objectContaining({ id: p1.id, requestNumber: request.number, position: 1 }),
      expect.objectContaining({ id: p2.id, requestNumber: request.number, position: 2 }),
    ]);

    // The charge's description in the ledger: "Paket ücreti T-24117/1 · 2,6 km (kuş uçuşu)".
    await call('POST', '/api/Packet/Location/Confirm', h.store!, { packetId: p1.id });
    const account = await call('GET', '/api/store/account', h.store!);
    // … followed by the distance it was priced by ("· 2,6 km (kuş uçuşu)").
    expect(account.recentTransactions.map((x: { description: string }) => x.description.split(' · ')[0])).toContain(`Paket ücreti ${no}/1`);
    expect(JSON.stringify(account)).not.toContain(`Paket ücreti ${request.id.slice(0, 8)}`);

    // Usage by request carries the number.
    const usage = await call('GET', '/api/store/usage?view=request&size=50', h.store!);
    expect(usage.items.find((r: { requestId: string | null }) => r.requestId === request.id)).toMatchObject({ requestNumber: request.number, packets: 1 });

    // The header search finds it by "T-24117", "t24117" or the digits, and shows the number, not a hex id.
    for (const query of [no, no.toLowerCase().replace('-', ''), String(request.number)]) {
      const sets = (await call('POST', '/api/common/search', h.admin!, { query })) as { id: string; results: { value: string; link?: string }[] }[];
      const results = sets.find((s) => s.id === 'requests')?.results ?? [];
      expect(results, query).toContainEqual({
        value: `${no} · ${KADIKOY_STORE.name}`,
        detail: expect.any(String),
        link: `/admin/daily/delivery/requests?request=${request.id}`,
      });
    }
    const own = (await call('POST', '/api/common/search', h.store!, { query: no })) as { id: string; results: { value: string }[] }[];
    expect(own.find((s) => s.id === 'requests')?.results.map((r) => r.value)).toContain(`${no} · ${KADIKOY_STORE.name}`);

    // A packet update request names its request too.
    const pur = await call('POST', '/api/packet-update-requests', h.store!, { packetId: p2.id, kind: 'wrong_location', note: 'Müşteri başka sokakta.' });
    expect(pur).toMatchObject({ requestId: request.id, requestNumber: request.number, packetPosition: 2 });
    const listed = await call('GET', '/api/packet-update-requests?status=open', h.admin!);
    expect(listed.items.find((i: { id: string }) => i.id === pur.id)).toMatchObject({ requestNumber: request.number });

    // … and so does the audit log's entry of its resolution, not a hex id.
    await call(
      'POST',
      `/api/packet-update-requests/${pur.id}/resolve`,
      { ...h.admin!, 'idempotency-key': `resolve-${pur.id}` },
      { action: 'adjust_fee', fee: 50_00, reason: 'Mesafe hatalı' },
    );
    const audit = await call('GET', `/api/audit?entity=packet_update_request&entityId=${pur.id}`, h.admin!);
    expect(audit.items).toEqual([expect.objectContaining({ action: 'resolve', entityLabel: `${no}/2` })]);
  });

  it('the demo history numbers its requests in order, names its charges by them, and new requests follow on', async () => {
    const before = await t.database.db.execute(sql`select coalesce(max(number), 0) as n from delivery_requests`);
    const maxBefore = Number(((before as unknown as { rows?: { n: number }[] }).rows ?? (before as unknown as { n: number }[]))[0]!.n);
    await t.database.db.transaction((tx) => seedHistory(tx, { days: 2, seed: 3, volume: 0.05, now: t.clock.now() }));
    const rows = await t.database.db.execute(sql`
      select t.description, r.number, p.position from ledger_transactions t
      join packets p on t.idempotency_key = 'charge:packet:' || p.id::text
      join delivery_requests r on r.id = p.request_id
      where r.number > ${maxBefore}`);
    const charges = ((rows as unknown as { rows?: unknown[] }).rows ?? rows) as { description: string; number: number; position: number }[];
    expect(charges.length).toBeGreaterThan(0);
    for (const c of charges) expect(c.description).toMatch(new RegExp(`^Paket ücreti T-${c.number}/${c.position} · \\d+,\\d km \\(yol\\)$`));
    const after = await call('POST', '/api/requests', h.store!, { packetCount: 1 });
    expect(after.number).toBeGreaterThan(Math.max(...charges.map((c) => Number(c.number))));
  });
});
