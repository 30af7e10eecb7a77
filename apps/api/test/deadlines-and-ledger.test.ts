import { eq, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlines, ledgerTransactions, packets } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { balancesOf } from '../src/modules/ledger/ledger.service';
import { deliverAndApprove } from './accounting-helpers';
import { eastOf, onlineCourier, storePoint } from './delivery-helpers';
import { bearer, createTestApp, signIn, startTestApp, testDatabaseKinds, type TestApp } from './test-app';

describe.each(testDatabaseKinds)('durable deadlines on %s', (kind) => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('the 5-minute auto-approval fires exactly once across a crash and restart', async () => {
    t = await createTestApp(kind);
    const store = bearer((await signIn(t.app, 'store')).accessToken);
    const courier = (await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5))).headers;
    const { packetIds } = await deliverAndApprove(t, store, courier, { confirm: false });
    const [packetId] = packetIds;
    const before = (await t.app.inject({ method: 'GET', url: '/api/store/account', headers: store })).json().balance;

    // Crash: the process goes away with the deadline pending; nothing fired.
    await t.app.close();
    t.clock.advance(4 * 60_000);
    let restarted = await startTestApp(t.database, t.clock);
    expect(await restarted.app.services.sweeper.runOnce()).toBe(0);
    t.clock.advance(61_000);
    expect(await restarted.app.services.sweeper.runOnce()).toBe(1);
    expect(await restarted.app.services.sweeper.runOnce()).toBe(0);
    // Another restart after it fired: still nothing more.
    await restarted.app.close();
    restarted = await startTestApp(t.database, t.clock);
    t.clock.advance(10 * 60_000);
    expect(await restarted.app.services.sweeper.runOnce()).toBe(0);

    const [row] = await t.database.db.select().from(packets).where(eq(packets.id, packetId));
    expect(row.status).toBe('approved');
    expect(row.approvedBy).toBe('auto');
    const charges = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `charge:packet:${packetId}`));
    expect(charges).toHaveLength(1);
    const storeAgain = bearer((await signIn(restarted.app, 'store')).accessToken);
    const after = (await restarted.app.inject({ method: 'GET', url: '/api/store/account', headers: storeAgain })).json().balance;
    expect(after).toBe(before - row.fee!);
    expect((await t.database.db.select().from(deadlines).where(eq(deadlines.refId, packetId)))[0].firedAt).not.toBeNull();
    t = restarted;
  }, 120_000);
});

describe('the ledger under random operations (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('keeps every transaction balanced and every balance equal to what was approved', async () => {
    const storeUser = await signIn(t.app, 'store');
    const store = bearer(storeUser.accessToken);
    const { headers: courier, carrierId } = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
    const storeId = (await t.app.services.storeRequests.ownStore(storeUser.user.id))!.id;
    const opening = (await balancesOf(t.database.db, [`store:${storeId}`])).get(`store:${storeId}`)!;

    type Op = { kind: 'deliver'; packets: number; decisions: ('confirm' | 'reject' | 'wait')[] } | { kind: 'cancel' } | { kind: 'sweep' };
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('deliver' as const),
        packets: fc.integer({ min: 1, max: 3 }),
        decisions: fc.array(fc.constantFrom('confirm' as const, 'reject' as const, 'wait' as const), { minLength: 3, maxLength: 3 }),
      }),
      fc.constant({ kind: 'cancel' as const }),
      fc.constant({ kind: 'sweep' as const }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops: Op[]) => {
        for (const o of ops) {
          if (o.kind === 'deliver') {
            const { packetIds } = await deliverAndApprove(t, store, courier, { packetCount: o.packets, confirm: false });
            for (const [i, packetId] of packetIds.entries()) {
              const decision = o.decisions[i];
              if (decision === 'confirm') await t.app.inject({ method: 'POST', url: '/api/Packet/Location/Confirm', headers: store, payload: { packetId } });
              if (decision === 'reject') await t.app.inject({ method: 'POST', url: '/api/Packet/Location/Reject', headers: store, payload: { packetId } });
            }
            // A replayed confirmation never charges twice.
            await t.app.inject({ method: 'POST', url: '/api/Packet/Location/Confirm', headers: store, payload: { packetId: packetIds[0] } });
          } else if (o.kind === 'cancel') {
            const request = (await t.app.inject({ method: 'POST', url: '/api/requests', headers: store, payload: { packetCount: 1 } })).json();
            await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/cancel`, headers: store });
          } else {
            t.clock.advance(6 * 60_000);
            await t.app.services.sweeper.runOnce();
          }
        }
        const db = t.database.db;
        const unbalanced = (await db.execute(sql`select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0`)) as unknown as {
          rows: unknown[];
        };
        expect(unbalanced.rows).toEqual([]);
        const approved = (await db.execute(
          sql`select coalesce(sum(p.fee),0)::bigint as fees, coalesce(sum(p.courier_share),0)::bigint as shares
              from packets p join delivery_requests r on r.id = p.request_id where p.status = 'approved' and r.store_id = ${storeId}`,
        )) as unknown as { rows: { fees: string; shares: string }[] };
        const balances = await balancesOf(db, [`store:${storeId}`, `carrier:${carrierId}`]);
        expect(balances.get(`store:${storeId}`)).toBe(opening - Number(approved.rows[0].fees));
        expect(balances.get(`carrier:${carrierId}`)).toBe(Number(approved.rows[0].shares));
      }),
      { numRuns: 6 },
    );
  });
});
