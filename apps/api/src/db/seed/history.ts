import { sql } from 'drizzle-orm';
import { packetFeeDescription } from '@kurye/contracts/delivery';
import { DEFAULT_SETTINGS, type Settings } from '@kurye/contracts/settings';
import type { Tx } from '../client';
import { priceDelivery } from '../../modules/dispatch/pricing';
import { rebuildAll, rebuildTopUps, stageTargets } from '../../modules/reports/rollups.repository';
import { mulberry32 } from './demo-data';

/**
 * Delivery history for the demo: `days` days before `now` of requests, offers (accepts, declines, timeouts), packets,
 * their charges in the ledger, store top-ups and weekly courier payouts — shaped like a city (lunch and dinner peaks,
 * busier weekends, rain days that are busier and slower, a few requests nobody takes, some late deliveries) and the
 * same for the same `seed`. Rows go in with one multi-row `INSERT … SELECT unnest(…)` per table and chunk; the report
 * roll-ups are rebuilt once at the end.
 */
export interface HistoryOptions {
  days: number;
  seed?: number;
  now?: Date;
  /** Multiplies every store's daily requests (the benchmark uses it to reach a million packets). */
  volume?: number;
  pricing?: Settings['pricing'];
  dispatch?: Settings['dispatch'];
  /** Told how long each step took (the benchmark prints it): writing the history, rebuilding the roll-ups. */
  onStep?: (step: string, ms: number) => void;
}
export interface HistoryFigures {
  requests: number;
  packets: number;
  offers: number;
  ledgerTransactions: number;
}

/** mulberry32 (the demo data's PRNG): small, fast and good enough for shaping demo data. */
export const prng = mulberry32;

const HOUR = 3_600_000;
const MIN = 60_000;
const DAY = 24 * HOUR;
/** Requests per hour of the Istanbul day (0–23), relative: a lunch peak and a bigger dinner peak. */
const HOURLY = [0.2, 0.1, 0.05, 0, 0, 0, 0.05, 0.2, 0.5, 0.8, 1.2, 2.6, 3.2, 2.4, 1.2, 0.9, 1.1, 1.8, 3.0, 3.6, 3.0, 1.8, 1.0, 0.5];
const HOURLY_SUM = HOURLY.reduce((a, b) => a + b, 0);

/** A Postgres array literal of `values` (text form), for `unnest(…::type[])`. */
function pgArray(values: readonly (string | number | null)[]) {
  return `{${values.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}

type Column = [name: string, type: string];
class BulkTable {
  private rows: (string | number | null)[][] = [];
  count = 0;
  constructor(
    private tx: Tx,
    private table: string,
    private columns: Column[],
    private chunk = 5000,
    /** Tables whose rows these rows reference: flushed first. */
    private after: BulkTable[] = [],
  ) {}
  async add(row: (string | number | null)[]) {
    this.rows.push(row);
    this.count++;
    if (this.rows.length >= this.chunk) await this.flush();
  }
  async flush() {
    if (!this.rows.length) return;
    for (const parent of this.after) await parent.flush();
    const rows = this.rows;
    this.rows = [];
    const arrays = this.columns.map((c, i) => sql`${pgArray(rows.map((r) => r[i]))}::${sql.raw(c[1])}[]`);
    await this.tx.execute(
      sql`insert into ${sql.identifier(this.table)} (${sql.raw(this.columns.map((c) => c[0]).join(', '))}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

export async function seedHistory(tx: Tx, options: HistoryOptions): Promise<HistoryFigures> {
  const startedAt = performance.now();
  const rand = prng(options.seed ?? 20_260_101);
  const pricing = options.pricing ?? DEFAULT_SETTINGS.pricing;
  const dispatch = options.dispatch ?? DEFAULT_SETTINGS.dispatch;
  const volume = options.volume ?? 1;
  const now = options.now ?? new Date();
  const uuid = () => {
    const h = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
    h[12] = '4';
    h[16] = ((parseInt(h[16], 16) & 3) | 8).toString(16);
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };

  type Row = Record<string, unknown>;
  const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: Row[] }).rows) as Row[];
  const storeRows = rowsOf(await tx.execute(sql`select id, zone_id, latitude, longitude from stores where active order by created_at, id`));
  const carrierRows = rowsOf(await tx.execute(sql`select id, zone_id, is_joker from carriers where active order by created_at, id`));
  if (!storeRows.length || !carrierRows.length || options.days <= 0) return { requests: 0, packets: 0, offers: 0, ledgerTransactions: 0 };
  const couriersByZone = new Map<string, string[]>();
  for (const c of carrierRows) {
    if (c.is_joker) continue;
    const list = couriersByZone.get(String(c.zone_id)) ?? [];
    list.push(String(c.id));
    couriersByZone.set(String(c.zone_id), list);
  }
  const anyCouriers = carrierRows.map((c) => String(c.id));

  // Ledger accounts every history transaction posts to.
  const codes = [
    ...storeRows.map((s) => [`store:${String(s.id)}`, 'store_credit']),
    ...carrierRows.map((c) => [`carrier:${String(c.id)}`, 'carrier_payable']),
    ['company:revenue', 'revenue'],
    ['bank', 'bank'],
  ];
  await tx.execute(
    sql`insert into ledger_accounts (code, kind) select * from unnest(${pgArray(codes.map((c) => c[0]))}::text[], ${pgArray(codes.map((c) => c[1]))}::text[]) on conflict (code) do nothing`,
  );
  const accountId = new Map(rowsOf(await tx.execute(sql`select id, code from ledger_accounts`)).map((r) => [String(r.code), String(r.id)]));

  // Requests get their readable numbers here, in order, so the ledger can name them ("Paket ücreti T-24117/1"); the
  // identity sequence is moved past them at the end.
  let lastNumber = Number(rowsOf(await tx.execute(sql`select coalesce(max(number), 24100) as n from delivery_requests`))[0]!.n);
  const requests = new BulkTable(tx, 'delivery_requests', [
    ['id', 'uuid'],
    ['number', 'int'],
    ['store_id', 'uuid'],
    ['zone_id', 'uuid'],
    ['status', 'text'],
    ['packet_count', 'int'],
    ['carrier_id', 'uuid'],
    ['stage', 'int'],
    ['estimated_fee', 'bigint'],
    ['created_at', 'timestamptz'],
    ['assigned_at', 'timestamptz'],
    ['arrived_at', 'timestamptz'],
    ['picked_up_at', 'timestamptz'],
    ['completed_at', 'timestamptz'],
    ['cancelled_at', 'timestamptz'],
  ]);
  const packetTable = new BulkTable(
    tx,
    'packets',
    [
      ['id', 'uuid'],
      ['request_id', 'uuid'],
      ['position', 'int'],
      ['status', 'text'],
      ['to_latitude', 'float8'],
      ['to_longitude', 'float8'],
      ['to_location_set_at', 'timestamptz'],
      ['distance_meters', 'int'],
      ['distance_kind', 'text'],
      ['fee', 'bigint'],
      ['courier_share', 'bigint'],
      ['approved_at', 'timestamptz'],
      ['approved_by', 'text'],
    ],
    5000,
    [requests],
  );
  const offerTable = new BulkTable(
    tx,
    'offers',
    [
      ['id', 'uuid'],
      ['request_id', 'uuid'],
      ['carrier_id', 'uuid'],
      ['stage', 'int'],
      ['status', 'text'],
      ['distance_meters', 'int'],
      ['created_at', 'timestamptz'],
      ['expires_at', 'timestamptz'],
      ['responded_at', 'timestamptz'],
    ],
    5000,
    [requests],
  );
  const ledgerTx = new BulkTable(tx, 'ledger_transactions', [
    ['id', 'uuid'],
    ['kind', 'text'],
    ['description', 'text'],
    ['idempotency_key', 'text'],
    ['created_at', 'timestamptz'],
  ]);
  const postings = new BulkTable(
    tx,
    'ledger_postings',
    [
      ['id', 'uuid'],
      ['transaction_id', 'uuid'],
      ['account_id', 'uuid'],
      ['amount', 'bigint'],
    ],
    5000,
    [ledgerTx],
  );
  const post = async (kind: string, description: string, key: string, at: Date, lines: [code: string, amount: number][]) => {
    const id = uuid();
    await ledgerTx.add([id, kind, description, key, at.toISOString()]);
    for (const [code, amount] of lines) if (amount !== 0) await postings.add([uuid(), id, accountId.get(code)!, amount]);
  };

  const timeout = dispatch.stageTimeoutSeconds * 1000;
  const stages = dispatch.radiiKm.length;
  const balance = new Map<string, number>();
  const owed = new Map<string, number>();
  const rainy = new Set<number>();
  // Business days (Istanbul midnight, as UTC instants), oldest first; today is not part of the history.
  const todayStart = Math.floor((now.getTime() + 3 * HOUR) / DAY) * DAY - 3 * HOUR;
  for (let d = options.days; d >= 1; d--) if (rand() < 0.15) rainy.add(d);
  const storeBase = storeRows.map(() => (6 + rand() * 18) * volume);

  for (let d = options.days; d >= 1; d--) {
    const dayStart = todayStart - d * DAY;
    const weekday = new Date(dayStart + 3 * HOUR).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const rain = rainy.has(d);
    const demand = (weekend ? 1.3 : 1) * (rain ? 1.45 : 1) * (weekday === 1 ? 0.85 : 1);
    // Who works today: about three quarters of each zone's couriers.
    const onDuty = new Map<string, string[]>();
    for (const [zone, list] of couriersByZone)
      onDuty.set(
        zone,
        list.filter(() => rand() < 0.75),
      );

    for (let s = 0; s < storeRows.length; s++) {
      const store = storeRows[s];
      const storeId = String(store.id);
      const zoneId = String(store.zone_id);
      const expected = storeBase[s] * demand;
      const n = Math.max(0, Math.round(expected + (rand() - 0.5) * Math.sqrt(expected) * 2));
      for (let i = 0; i < n; i++) {
        // Hour by the day's curve, then a minute in it.
        let pick = rand() * HOURLY_SUM;
        let hour = 0;
        while (pick > HOURLY[hour] && hour < 23) pick -= HOURLY[hour++];
        const created = dayStart + hour * HOUR + Math.floor(rand() * HOUR);
        if (created >= now.getTime()) continue;
        const requestId = uuid();
        const packetCount = rand() < 0.75 ? 1 : rand() < 0.7 ? 2 : 3;
        const distances = Array.from({ length: packetCount }, () => Math.round(600 + rand() * rand() * 7000));
        const prices = distances.map((m) => priceDelivery(m, pricing));
        const estimated = prices.reduce((a, p) => a + p.fee, 0);
        const duty = onDuty.get(zoneId)?.length ? onDuty.get(zoneId)! : anyCouriers;

        // Offer rounds: each stage asks up to three couriers; most accept early, rain and peaks make it harder.
        const busy = (HOURLY[hour] > 2.5 ? 0.15 : 0) + (rain ? 0.12 : 0);
        const requestOffers: (string | number | null)[][] = [];
        let assigned: string | null = null;
        let assignedAt = 0;
        let stage = 0;
        const cancelledEarly = rand() < 0.02;
        for (let st = 1; st <= stages && !assigned; st++) {
          stage = st;
          const stageStart = created + (st - 1) * timeout;
          const asked = new Set<string>();
          const count = Math.min(dispatch.stageSize, duty.length);
          while (asked.size < count) asked.add(duty[Math.floor(rand() * duty.length)]);
          let winnerAt = Infinity;
          const answers: { carrier: string; status: string; at: number | null }[] = [];
          for (const carrier of asked) {
            const r = rand();
            const at = stageStart + 3000 + Math.floor(rand() * (timeout - 4000));
            if (r < 0.55 - busy && !cancelledEarly) answers.push({ carrier, status: 'accept?', at });
            else if (r < 0.8) answers.push({ carrier, status: 'declined', at });
            else answers.push({ carrier, status: 'expired', at: null });
          }
          const candidates = answers.filter((a) => a.status === 'accept?').sort((a, b) => a.at! - b.at!);
          if (candidates.length) {
            assigned = candidates[0].carrier;
            winnerAt = candidates[0].at!;
            assignedAt = winnerAt;
          }
          for (const a of answers) {
            const status = a.status === 'accept?' ? (a.carrier === assigned ? 'accepted' : 'withdrawn') : a.status;
            const respondedAt = status === 'withdrawn' ? winnerAt : a.at !== null && a.at < winnerAt + 1 ? a.at : status === 'declined' ? a.at : null;
            requestOffers.push([
              uuid(),
              requestId,
              a.carrier,
              st,
              status,
              Math.round(300 + rand() * 1000 * dispatch.radiiKm[st - 1]),
              new Date(stageStart).toISOString(),
              new Date(stageStart + timeout).toISOString(),
              respondedAt === null || status === 'expired' ? null : new Date(respondedAt).toISOString(),
            ]);
          }
        }

        const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
        if (!assigned) {
          const ended = created + stages * timeout;
          const status = cancelledEarly ? 'cancelled' : 'no_courier';
          await requests.add([
            requestId,
            ++lastNumber,
            storeId,
            zoneId,
            status,
            packetCount,
            null,
            stage,
            estimated,
            iso(created),
            null,
            null,
            null,
            null,
            status === 'cancelled' ? iso(ended) : null,
          ]);
          for (const o of requestOffers) await offerTable.add(o);
          for (let p = 0; p < packetCount; p++)
            await packetTable.add([uuid(), requestId, p + 1, 'pending', null, null, null, null, null, null, null, null, null]);
          continue;
        }
        const slow = (rain ? 1.4 : 1) * (HOURLY[hour] > 2.5 ? 1.15 : 1);
        const arrived = assignedAt + Math.round((2 + rand() * 7) * MIN * slow);
        const pickedUp = arrived + Math.round((0.5 + rand() * rand() * 8) * MIN);
        let t = pickedUp;
        let completed = pickedUp;
        const lines: [number, number][] = [];
        for (let p = 0; p < packetCount; p++) {
          t += Math.round((3 + distances[p] / 450 + rand() * rand() * 10) * MIN * slow);
          const approved = t + Math.round(rand() * 4 * MIN);
          completed = Math.max(completed, approved);
          lines.push([t, approved]);
        }
        const requestNumber = ++lastNumber;
        await requests.add([
          requestId,
          requestNumber,
          storeId,
          zoneId,
          'completed',
          packetCount,
          assigned,
          stage,
          estimated,
          iso(created),
          iso(assignedAt),
          iso(arrived),
          iso(pickedUp),
          iso(completed),
          null,
        ]);
        for (const o of requestOffers) await offerTable.add(o);
        for (let p = 0; p < packetCount; p++) {
          const packetId = uuid();
          const [setAt, approvedAt] = lines[p];
          const { fee, courierShare } = prices[p];
          await packetTable.add([
            packetId,
            requestId,
            p + 1,
            'approved',
            Number(store.latitude) + (rand() - 0.5) * 0.05,
            Number(store.longitude) + (rand() - 0.5) * 0.05,
            iso(setAt),
            distances[p],
            'road',
            fee,
            courierShare,
            iso(approvedAt),
            rand() < 0.8 ? 'store' : 'auto',
          ]);
          // The store is topped up before it runs dry, like a real one buying credit.
          const before = balance.get(storeId) ?? 0;
          if (before < fee) {
            const amount = (20 + Math.floor(rand() * 40)) * 100_00;
            const at = new Date(Math.max(dayStart + 9 * HOUR, created - HOUR));
            await post('top_up', 'Kontör yükleme (kart)', `seed:history:top-up:${packetId}`, at, [
              [`store:${storeId}`, amount],
              ['bank', -amount],
            ]);
            balance.set(storeId, before + amount);
          }
          balance.set(storeId, (balance.get(storeId) ?? 0) - fee);
          owed.set(assigned, (owed.get(assigned) ?? 0) + courierShare);
          await post('delivery_fee', packetFeeDescription(requestNumber, p + 1, distances[p], 'road'), `charge:packet:${packetId}`, new Date(approvedAt), [
            [`store:${storeId}`, -fee],
            [`carrier:${assigned}`, courierShare],
            ['company:revenue', fee - courierShare],
          ]);
        }
      }
    }
    // Couriers are paid every Monday for what they earned.
    if (weekday === 1) {
      for (const [carrierId, amount] of owed) {
        if (amount <= 0) continue;
        await post('carrier_payout', 'Haftalık kurye ödemesi', `seed:history:payout:${carrierId}:${d}`, new Date(dayStart + 14 * HOUR), [
          [`carrier:${carrierId}`, -amount],
          ['bank', amount],
        ]);
      }
      owed.clear();
    }
  }
  for (const table of [requests, packetTable, offerTable, ledgerTx, postings]) await table.flush();
  if (requests.count) await tx.execute(sql`select setval(pg_get_serial_sequence('delivery_requests', 'number'), ${lastNumber})`);
  options.onStep?.('history rows', performance.now() - startedAt);
  await rebuildAll(tx, await stageTargets(tx), options.onStep);
  const topUpsAt = performance.now();
  await rebuildTopUps(tx);
  options.onStep?.('roll-ups: top-ups', performance.now() - topUpsAt);
  return { requests: requests.count, packets: packetTable.count, offers: offerTable.count, ledgerTransactions: ledgerTx.count };
}
