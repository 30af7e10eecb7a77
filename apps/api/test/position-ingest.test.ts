import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SocketEventType, SocketMessage } from '@kurye/contracts/delivery';
import { decodePositionsFrame } from '@kurye/contracts/live-frame';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { insertPositions, type PositionRow } from '../src/modules/live/positions.repository';
import { eastOf, onlineCourier, signInEmail, storePoint } from './delivery-helpers';
import { createTestApp, testDatabaseKinds, type TestApp } from './test-app';

/** A socket message: an event as JSON (`{ type, data }`, one of the contract's events) or a binary positions frame. */
type Message = { [T in SocketEventType]: SocketMessage<T> }[SocketEventType] | Uint8Array;

async function openSocket(port: number, token: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, ['bearer', token]);
  const messages: Message[] = [];
  ws.on('message', (raw, isBinary) => messages.push(isBinary ? new Uint8Array(raw as Buffer) : JSON.parse(String(raw))));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, messages };
}

async function until<T>(fn: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = fn();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The courier's state row trails the stored pings by one statement (one writer): wait for it to settle. */
async function eventually(check: () => Promise<void>, ms = 5000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

describe.each(testDatabaseKinds)('position ingest on %s', (kind) => {
  let t: TestApp;
  let port: number;
  const count = async (carrierId: string) =>
    Number(
      ((await t.database.db.execute(sql`select count(*) as n from carrier_positions where carrier_id = ${carrierId}`)) as unknown as { rows: { n: string }[] })
        .rows[0].n,
    );
  const state = async (carrierId: string) =>
    (
      (await t.database.db.execute(sql`select latitude, longitude from carrier_states where carrier_id = ${carrierId}`)) as unknown as {
        rows: { latitude: number; longitude: number }[];
      }
    ).rows[0];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t?.close());

  it('stores pings sent over the courier socket and acknowledges each once it is stored', async () => {
    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, storePoint);
    const before = await count(courier.carrierId);
    const { ws, messages } = await openSocket(port, courier.token);
    const last = eastOf(storePoint, 1.5);
    for (let i = 1; i <= 30; i++) ws.send(JSON.stringify({ type: 'position', id: i, data: i === 30 ? last : eastOf(storePoint, i / 100) }));
    ws.send(JSON.stringify({ type: 'position', id: 31, data: { latitude: 'north', longitude: 29 } }));
    const acks = await until(() => {
      const a = messages.filter((m): m is SocketMessage<'ack'> => !(m instanceof Uint8Array) && m.type === 'ack');
      return a.length === 31 ? a : undefined;
    });
    expect(
      acks
        .filter((a) => a.data.ok)
        .map((a) => a.data.id)
        .sort((x, y) => x - y),
    ).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(acks.find((a) => a.data.id === 31)!.data).toEqual({ id: 31, ok: false, code: 'validation_error' });
    // Every acknowledged ping is a stored row, and the courier's state holds the latest.
    expect(await count(courier.carrierId)).toBe(before + 30);
    await eventually(async () => expect(await state(courier.carrierId)).toEqual(last));
    ws.close();
  });

  it('keeps the newest position when an older ping commits after a newer one', async () => {
    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, storePoint);
    t.clock.advance(120_000);
    const now = t.clock.now().getTime();
    const newer = eastOf(storePoint, 0.7);
    const older = eastOf(storePoint, 0.2);
    await t.app.services.live.record(courier.carrierId, [{ ...newer, recordedAt: new Date(now - 1000).toISOString() }]);
    await t.app.services.live.record(courier.carrierId, [{ ...older, recordedAt: new Date(now - 60_000).toISOString() }]);
    await eventually(async () => expect(await state(courier.carrierId)).toEqual(newer));
    await new Promise((r) => setTimeout(r, 100));
    expect(await state(courier.carrierId)).toEqual(newer);
  });

  it('after a crash before the state caught up, start-up takes each courier’s position from its last stored ping', async () => {
    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, storePoint);
    const last = eastOf(storePoint, 0.9);
    await t.app.services.live.record(courier.carrierId, [last]);
    await eventually(async () => expect(await state(courier.carrierId)).toEqual(last));
    // The crash window: the ping is stored and acknowledged, the state row still holds an older position.
    await t.database.db.execute(
      sql`update carrier_states set latitude = 0, longitude = 0, position_at = position_at - interval '1 minute' where carrier_id = ${courier.carrierId}`,
    );
    await t.app.services.live.warmUp();
    expect(await state(courier.carrierId)).toEqual(last);
    expect(t.app.services.index.get(courier.carrierId)).toMatchObject(last);
  });

  it('the ping INSERT stores exactly its batch, odd values included, and nothing else', async () => {
    const carrierId = '0b7c6a52-1f3e-4d7a-9c2b-5e8f10a2b3c4'; // no such courier: only this test's rows carry it
    const odd = [-90, 90, -180, 180, 0, 1e-7, -1e-7, 5e-324, 1.5e-300, 0.1 + 0.2, 89.99999999999999, -179.99999999999997, 41.0082376, 28.9783589];
    const times = [
      0,
      -1,
      1,
      999,
      -62_167_219_200_000 /* 0000-01-01 */,
      -62_135_596_800_001,
      253_402_300_799_999 /* 9999-12-31T23:59:59.999 */,
      1_732_425_600_123,
      Date.UTC(2026, 10, 24, 5, 59, 59, 999),
    ];
    const rows: PositionRow[] = [];
    for (let i = 0; i < 1200; i++) {
      rows.push({
        carrierId,
        latitude: i < odd.length ? Math.max(-90, Math.min(90, odd[i])) : -90 + Math.random() * 180,
        longitude: i < odd.length ? odd[odd.length - 1 - i] : -180 + Math.random() * 360,
        accuracy: i % 5 === 0 ? undefined : i % 5 === 1 ? null : i % 5 === 2 ? 0 : i % 5 === 3 ? 100_000 : Math.random() * 50,
        at: i < times.length ? times[i] : 1_700_000_000_000 + Math.floor(Math.random() * 100_000_000_000),
      });
    }
    await insertPositions(t.database.db, rows);
    await insertPositions(t.database.db, []);
    const stored = (
      (await t.database.db.execute(sql`
      select latitude, longitude, accuracy, (extract(epoch from recorded_at) * 1000)::text as ms
      from carrier_positions where carrier_id = ${carrierId} order by id`)) as unknown as {
        rows: { latitude: number; longitude: number; accuracy: number | null; ms: string }[];
      }
    ).rows;
    expect(stored).toHaveLength(rows.length);
    stored.forEach((row, i) => {
      const sent = rows[i];
      expect({ i, latitude: row.latitude, longitude: row.longitude, accuracy: row.accuracy, at: Number(row.ms) }).toEqual({
        i,
        latitude: sent.latitude,
        longitude: sent.longitude,
        accuracy: sent.accuracy ?? null,
        at: sent.at,
      });
    });
  });

  it('a ping INSERT made while another caller holds a transaction open is not part of it, and a failed batch does not stop the next', async () => {
    const carrierId = '5a0e7d3c-2b4f-4e6a-9c8d-1f2e3d4c5b6a';
    const rows = (n: number, from = 0): PositionRow[] =>
      Array.from({ length: n }, (_, i) => ({ carrierId, latitude: 41, longitude: 29 + (from + i) / 1e5, accuracy: 3, at: 1_764_000_000_000 + from + i }));
    const stored = async () =>
      Number(
        (
          (await t.database.db.execute(sql`select count(*) as n from carrier_positions where carrier_id = ${carrierId}`)) as unknown as {
            rows: { n: string }[];
          }
        ).rows[0].n,
      );
    // Started from outside the transaction (a timer set before it opens), while the transaction is open.
    const outside = new Promise((r) => setTimeout(r, 30)).then(() => insertPositions(t.database.db, rows(5)));
    const rolledBack = t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into carrier_positions (carrier_id, latitude, longitude, recorded_at) values (${carrierId}, 0, 0, now())`);
        await new Promise((r) => setTimeout(r, 120));
        throw new Error('rolled back');
      })
      .catch((err: Error) => err.message);
    expect(await rolledBack).toBe('rolled back');
    await outside;
    expect(await stored()).toBe(5); // the five pings, not the rolled-back row, and not rolled back with it
    // A batch the database refuses fails alone; the statement is prepared again for the next.
    await expect(insertPositions(t.database.db, [{ ...rows(1)[0], carrierId: 'not-a-uuid' }])).rejects.toThrow();
    await insertPositions(t.database.db, rows(3, 5));
    expect(await stored()).toBe(8);
  });

  it('a ping at a time PostgreSQL cannot read as text (year 0000) is stored and fails no other ping of its batch', async () => {
    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, storePoint);
    const before = await count(courier.carrierId);
    const pings = [
      t.app.inject({ method: 'POST', url: '/api/carrier/location', headers: courier.headers, payload: { ...storePoint, recordedAt: '0000-01-01T00:00:00Z' } }),
      t.app.inject({ method: 'POST', url: '/api/carrier/location', headers: courier.headers, payload: eastOf(storePoint, 0.1) }),
      t.app.inject({
        method: 'POST',
        url: '/api/carrier/locations',
        headers: courier.headers,
        payload: { points: [{ ...storePoint, recordedAt: '1969-12-31T23:59:59.999Z' }, eastOf(storePoint, 0.2)] },
      }),
    ];
    expect((await Promise.all(pings)).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await count(courier.carrierId)).toBe(before + 4);
    const years = (
      (await t.database.db.execute(sql`
      select to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS BC') as at from carrier_positions
      where carrier_id = ${courier.carrierId} and recorded_at < '1970-01-02' order by recorded_at`)) as unknown as { rows: { at: string }[] }
    ).rows;
    expect(years.map((r) => r.at)).toEqual(['0001-01-01T00:00:00.000 BC', '1969-12-31T23:59:59.999 AD']);
  });

  it("sends the zone's viewers one binary frame with the couriers that moved", async () => {
    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, storePoint);
    const admin = await openSocket(port, await signInEmail(t.app, DEMO_ACCOUNTS.admin.email));
    t.app.services.hub.tick();
    await new Promise((r) => setTimeout(r, 200)); // the frames of earlier moves arrive, then are set aside
    admin.messages.length = 0;
    const to = eastOf(storePoint, 0.9);
    const res = await t.app.inject({ method: 'POST', url: '/api/carrier/location', headers: courier.headers, payload: to });
    expect(res.statusCode).toBe(200);
    t.app.services.hub.tick();
    const frame = await until(() => admin.messages.find((m): m is Uint8Array => m instanceof Uint8Array));
    const decoded = decodePositionsFrame(frame)!;
    expect(decoded.couriers).toEqual([[courier.carrierId, Number(to.latitude.toFixed(6)), Number(to.longitude.toFixed(6)), 'available']]);
    admin.ws.close();
  });
});
