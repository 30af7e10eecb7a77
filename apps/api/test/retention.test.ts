import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@kurye/contracts/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog, carrierPositions, carriers, sessions, userNotifications, users } from '../src/db/schema';
import { seedHistory } from '../src/db/seed/history';
import { insertPositions, type PositionRow } from '../src/modules/live/positions.repository';
import { createRetention } from '../src/modules/maintenance/retention.service';
import { carrierForm, loadReference } from './organisation-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

const DAY = 86_400_000;
const PERIODS = { ...DEFAULT_SETTINGS.retention, positionDays: 90, rejectedApplicationDays: 1, readNotificationDays: 30, sessionDays: 30 };
const REPORTS = ['work-summary', 'carrier-performance', 'carrier-summary', 'store-summary', 'profit-by-date'];

describe.each(testDatabaseKinds)('KVKK retention on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let start: Date;
  let historyDays: { from: string; to: string };
  const db = () => t.database.db;
  const countOf = async (table: typeof carrierPositions | typeof sessions | typeof userNotifications, where?: ReturnType<typeof and>) =>
    (await db().select({ n: count() }).from(table).where(where))[0].n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    start = t.clock.now();
    admin = bearer((await signIn(t.app, 'admin')).accessToken);
    // Five days of deliveries a hundred days ago: the pings of those days are past the position period, the reports not.
    const historyEnd = new Date(start.getTime() - 100 * DAY);
    await t.database.db.transaction((tx) => seedHistory(tx, { days: 5, seed: 3, volume: 0.1, now: historyEnd }));
    const day = (d: Date) => new Date(d.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
    historyDays = { from: day(new Date(historyEnd.getTime() - 6 * DAY)), to: day(historyEnd) };
  }, 240_000);
  afterAll(() => t?.close());

  const reports = async () => {
    const pages: unknown[] = [];
    for (const report of REPORTS) {
      const res = await t.app.inject({ method: 'GET', url: `/api/reports/${report}?from=${historyDays.from}&to=${historyDays.to}&size=100`, headers: admin });
      expect({ report, status: res.statusCode }).toEqual({ report, status: 200 });
      pages.push(res.json());
    }
    return pages;
  };

  it('deletes old courier pings in batches while pings keep arriving; the reports of those days stay the same', async () => {
    const couriers = (await db().select({ id: carriers.id }).from(carriers).limit(3)).map((c) => c.id);
    const pings = (from: number, n: number): PositionRow[] =>
      Array.from({ length: n }, (_, i) => ({
        carrierId: couriers[i % couriers.length],
        latitude: 40.99,
        longitude: 29.03,
        accuracy: 5,
        at: from + i * 60_000,
      }));
    await insertPositions(db(), pings(start.getTime() - 103 * DAY, 1234));
    await insertPositions(db(), pings(start.getTime() - 89 * DAY, 10));
    await insertPositions(db(), pings(start.getTime() - DAY, 20));
    const before = await reports();
    const busyDay = (before[0] as { items: unknown[] }).items;
    expect(busyDay.length, 'the history has report rows to compare').toBeGreaterThan(0);

    const retention = createRetention({ db: db(), clock: t.clock, positionBatch: 100, pauseMs: 5 });
    const courier = (await signIn(t.app, 'carrier')).accessToken;
    const running = retention.run(PERIODS);
    // A courier's pings go in while retention deletes (each batch is a short statement of its own).
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/carrier/location',
        headers: bearer(courier),
        payload: { latitude: 40.99, longitude: 29.03, accuracy: 5, recordedAt: new Date(t.clock.now().getTime() + i * 1000).toISOString() },
      });
      expect(res.statusCode).toBeLessThan(300);
    }
    const counts = await running;

    expect(counts.positions).toBe(1234);
    expect(await countOf(carrierPositions, lt(carrierPositions.recordedAt, new Date(start.getTime() - 90 * DAY)))).toBe(0);
    // The recent pings stay (30 of ours; the courier's own pings arrive through the ingest's group commit).
    expect(await countOf(carrierPositions)).toBeGreaterThanOrEqual(30);
    expect(await reports()).toEqual(before);
  });

  it('anonymises rejected applicants after the period, deletes read notifications and old sessions, and audits the run', async () => {
    const ref = await loadReference(t.app, admin.authorization.slice(7), (await signIn(t.app, 'operator')).accessToken);
    const form = carrierForm(ref);
    const submitted = await t.app.inject({ method: 'POST', url: '/api/applications/carrier', payload: form, remoteAddress: '10.77.0.1' });
    expect(submitted.statusCode).toBe(201);
    const applicationId = submitted.json().id as string;
    const pending = carrierForm(ref);
    const pendingId = (await t.app.inject({ method: 'POST', url: '/api/applications/carrier', payload: pending, remoteAddress: '10.77.0.2' })).json()
      .id as string;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/applications/${applicationId}/reject`, headers: admin, payload: { reason: 'Eksik belge: ehliyet' } }))
        .statusCode,
    ).toBeLessThan(300);

    const [adminUser] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'admin@kuryeofis.test'));
    const old = new Date(start.getTime() - 40 * DAY);
    await db()
      .insert(userNotifications)
      .values([
        { userId: adminUser.id, kind: 'note', title: 'okundu', icon: 'bell', createdAt: old, readAt: old },
        { userId: adminUser.id, kind: 'note', title: 'okunmadı', icon: 'bell', createdAt: old },
      ]);
    await db()
      .insert(sessions)
      .values([
        { userId: adminUser.id, createdAt: old, expiresAt: new Date(old.getTime() + 7 * DAY) },
        { userId: adminUser.id, createdAt: old, expiresAt: new Date(start.getTime() + 7 * DAY), revokedAt: old },
      ]);
    const sessionsBefore = await countOf(sessions);

    // Two days on: the rejection is past its one-day period; the pending application is not touched.
    t.clock.advance(2 * DAY);
    const ran = await createRetention({ db: db(), clock: t.clock }).run(PERIODS);
    expect(ran).toMatchObject({ applications: 1, notifications: 1, sessions: 2 });

    const detail = (await t.app.inject({ method: 'GET', url: `/api/applications/${applicationId}`, headers: admin })).json();
    expect(detail).toMatchObject({
      status: 'rejected',
      name: 'Anonim',
      surname: '',
      phone: '',
      nationalIdentityNumber: null,
      address: null,
      rejectReason: null,
    });
    expect(JSON.stringify(detail)).not.toContain(form.email);
    expect(JSON.stringify(detail)).not.toContain(String(form.nationalIdentityNumber));
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${pendingId}`, headers: admin })).json()).toMatchObject({ email: pending.email });
    expect(await countOf(userNotifications, and(eq(userNotifications.userId, adminUser.id), isNull(userNotifications.readAt)))).toBeGreaterThanOrEqual(1);
    expect(await countOf(sessions)).toBe(sessionsBefore - 2);
    const [{ n: anonymised }] = await db()
      .select({ n: count() })
      .from(applications)
      .where(sql`${applications.anonymisedAt} is not null`);
    expect(anonymised).toBe(1);

    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'retention'));
    expect(audits.at(-1)).toMatchObject({ actorId: null, entity: 'personal_data', after: { ...ran, periods: PERIODS } });
    // A second run finds nothing more to do, and says so.
    expect(await createRetention({ db: db(), clock: t.clock }).run(PERIODS)).toEqual({ positions: 0, applications: 0, notifications: 0, sessions: 0 });
  });
});
