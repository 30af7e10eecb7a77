import type {
  ActivitiesPage,
  ActivitiesQuery,
  Activity,
  ActivityKind,
  AnalyticsDashboard,
  DayFigures,
  FinanceDashboard,
  ProjectDashboard,
} from '@kurye/contracts/dashboards';
import { SHORT_REQUESTS_PER_COURIER } from '@kurye/contracts/dashboards';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../access/auth-context';
import { AppError } from '../../lib/errors';
import { cashTotals } from '../accounting/cash.repository';
import { moneyTotals } from '../accounting/overview.repository';
import { medianOf } from '../reports/report-pages.repository';
import { businessDateOf } from '../../lib/business-day';
import { DAY_MS } from '../reports/reports.ranges';
import { sampleOnlineCouriers } from '../reports/hourly-rollups.repository';
import * as repo from './dashboards.repository';

export interface DashboardsDeps {
  /** The database the roll-ups are read from (see `Database.reportsDb`). */
  reportsDb: Db;
  db: Db;
  now: () => Date;
  /** Brings the roll-ups up to date (the roll-up flush), as before a report. */
  beforeRead?: () => Promise<unknown>;
}

/** The four weeks of the hourly demand. */
const HOURLY_DAYS = 28;
const WAITING_SHOWN = 10;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const pct = (a: number, b: number) => (b > 0 ? Math.round((a * 10000) / b) / 100 : null);
const num = (v: string | number | null | undefined) => Number(v ?? 0);
const iso = (v: string | Date) => new Date(v).toISOString();

/** Where each kind of activity opens, under the caller's area, and its icon. */
const ACTIVITY_VIEW: Record<ActivityKind, { icon: string; link: (ref: string, detail: string | null) => string }> = {
  request_no_courier: { icon: 'stop', link: (ref) => `daily/delivery/requests?request=${ref}` },
  request_cancelled: { icon: 'close-circle', link: (ref) => `daily/delivery/requests?request=${ref}` },
  emergency: { icon: 'alert', link: () => 'emergency' },
  application: { icon: 'solution', link: (ref, kind) => `${kind === 'store' ? 'store' : 'carrier'}/registry/details/${ref}` },
  packet_update: { icon: 'message', link: () => 'store-request-list' },
  payout: { icon: 'bank', link: () => 'accounting/payment-groups' },
};

/**
 * The operations and finance dashboards and the activity feed. The day figures and the demand by hour are read from the
 * report roll-ups only (the same rows the work summary and courier performance reports sum), so a dashboard's figure
 * equals the report's for the same day; the field now (couriers by state, requests waiting) from the current rows.
 */
export function createDashboardsService({ reportsDb, db, now, beforeRead = async () => {} }: DashboardsDeps) {
  /** The zones a caller reads: the one asked for (one of theirs, else 404), or all of theirs. */
  function zonesOf(auth: AuthContext, zoneId: string | undefined): repo.ZoneFilter {
    if (zoneId) {
      if (auth.zones !== 'all' && !auth.zones.includes(zoneId)) throw new AppError(404, 'not_found');
      return [zoneId];
    }
    return auth.zones === 'all' ? null : auth.zones;
  }

  async function analytics(auth: AuthContext, q: { zoneId?: string }): Promise<AnalyticsDashboard> {
    const zones = zonesOf(auth, q.zoneId);
    const today = businessDateOf(now());
    const days = [today, addDays(today, -1), addDays(today, -7)];
    const hourlyFrom = addDays(today, -HOURLY_DAYS);
    const hourlyTo = addDays(today, -1);
    await beforeRead();
    const [zoneRows, carrierRows, hours] = await Promise.all([
      repo.zoneDays(reportsDb, days, zones),
      repo.carrierDays(reportsDb, days, zones),
      repo.hourlyLoad(reportsDb, hourlyFrom, hourlyTo, zones),
    ]);
    const figures = (day: string): DayFigures => {
      const z = zoneRows.find((r) => r.day === day);
      const c = carrierRows.find((r) => r.day === day);
      const requests = num(z?.requests);
      const completed = num(z?.completed);
      const noCourier = num(z?.no_courier);
      const cancelled = num(z?.cancelled);
      const offers = num(c?.offers);
      const accepted = num(c?.accepted);
      return {
        day,
        requests,
        completed,
        noCourier,
        cancelled,
        open: requests - completed - noCourier - cancelled,
        packets: num(z?.packets),
        noCourierRate: pct(noCourier, requests),
        offers,
        accepted,
        acceptanceRate: pct(accepted, offers),
        medianAcceptSeconds: medianOf(c?.h_accept),
        medianPickupMinutes: medianOf(c?.h_pickup),
        medianDeliverMinutes: medianOf(c?.h_deliver),
        onTimeRate: pct(completed - num(z?.late), completed),
      };
    };
    const byHour = new Map(hours.map((h) => [h.hour, h]));
    const hourly = Array.from({ length: 24 }, (_, hour) => {
      const h = byHour.get(hour);
      const requests = Math.round((num(h?.requests) / HOURLY_DAYS) * 100) / 100;
      const couriers = Math.round((num(h?.couriers) / HOURLY_DAYS) * 100) / 100;
      const perCourier = couriers > 0 ? Math.round((requests / couriers) * 100) / 100 : null;
      return { hour, requests, couriers, perCourier, short: requests > 0 && (perCourier === null || perCourier > SHORT_REQUESTS_PER_COURIER) };
    });
    return {
      zoneId: q.zoneId ?? null,
      today: figures(days[0]),
      yesterday: figures(days[1]),
      lastWeek: figures(days[2]),
      hourly,
      hourlyFrom,
      hourlyTo,
      shortThreshold: SHORT_REQUESTS_PER_COURIER,
    };
  }

  async function project(auth: AuthContext, q: { zoneId?: string }): Promise<ProjectDashboard> {
    const zones = zonesOf(auth, q.zoneId);
    const at = now().getTime();
    const [couriers, waiting] = await Promise.all([repo.couriersByZone(db, zones), repo.waitingRequests(db, zones, WAITING_SHOWN)]);
    return {
      zones: couriers.map((z) => ({ zoneId: z.zone_id, zoneName: z.zone_name, available: z.available, busy: z.busy, onBreak: z.on_break })),
      waiting: waiting.map((w) => ({
        requestId: w.id,
        requestNumber: Number(w.number),
        storeId: w.store_id,
        storeName: w.store_name,
        zoneName: w.zone_name,
        status: w.status,
        createdAt: iso(w.created_at),
        waitingMinutes: Math.max(0, Math.floor((at - new Date(w.created_at).getTime()) / 60_000)),
      })),
    };
  }

  async function finance(): Promise<FinanceDashboard> {
    const today = businessDateOf(now());
    const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    first.setUTCMonth(first.getUTCMonth() - 11);
    await beforeRead();
    const [totals, cash, months] = await Promise.all([moneyTotals(db), cashTotals(db), repo.financeMonths(reportsDb, first.toISOString().slice(0, 10))]);
    const t = totals ?? {};
    return {
      payablesDue: num(t.carrier_payable),
      carriersOwed: num(t.carriers_owed),
      cashInField: num(cash?.in_hand),
      openGroups: num(t.open_groups),
      openGroupAmount: num(t.open_group_amount),
      pendingPaymentRequests: num(t.pending_payment_requests),
      pendingInvoiceRequests: num(t.pending_invoice_requests),
      months: months.map((m) => ({ month: m.month, topUps: num(m.top_ups), charges: num(m.charges), payouts: num(m.payouts), kdv: num(m.kdv) })),
    };
  }

  async function activities(auth: AuthContext, q: ActivitiesQuery): Promise<ActivitiesPage> {
    const zones = zonesOf(auth, q.zoneId);
    const rows = await repo.activities(db, {
      zones,
      before: q.before ?? null,
      size: q.size,
      kind: q.kind,
      applications: auth.claims.has('applications.read'),
      packetUpdates: auth.claims.has('store-requests.read'),
      // Payouts are in no zone: only for who sees every zone and the money.
      payouts: auth.zones === 'all' && auth.claims.has('payments.read') && !q.zoneId,
    });
    const page = rows.slice(0, q.size);
    const items: Activity[] = page.map((r) => {
      const kind = r.kind as ActivityKind;
      const view = ACTIVITY_VIEW[kind];
      const number = r.number === null ? null : Number(r.number);
      return {
        id: r.id,
        kind,
        icon: view.icon,
        description: `activities.kinds.${kind}`,
        date: iso(r.at),
        extraContent: { zone: r.zone_name, name: r.label, detail: r.detail, number, amount: r.amount === null ? null : Number(r.amount) },
        linkedContent: kind === 'payout' ? (number === null ? null : `#${number}`) : number !== null ? `T-${number}` : (r.title ?? r.label),
        link: r.ref ? view.link(r.ref, r.detail) : null,
        useRouter: true,
      };
    });
    return { items, next: rows.length > q.size && page.length ? iso(page[page.length - 1].at) : null };
  }

  return {
    analytics,
    project,
    finance,
    activities,
    /** Records the couriers online now into the current hour (a background job, every minute). */
    sampleCouriers: () => sampleOnlineCouriers(db, now()),
  };
}
export type DashboardsService = ReturnType<typeof createDashboardsService>;
