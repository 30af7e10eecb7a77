import client from 'prom-client';
import type { BusEvent } from './event-bus';

/**
 * The process's Prometheus metrics, served at `/metrics`. Features record what happens through the functions below
 * (they never see prom-client); what is read rather than counted (sockets open, pool, flush lag) comes from sources an
 * app registers with `addGaugeSource` and removes on close. One registry per process: several apps in one process
 * (tests) add to the same counters, and their gauge sources are summed.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const httpDuration = new client.Histogram({
  name: 'kurye_http_request_duration_seconds',
  help: 'HTTP request latency by route pattern (not the raw URL), method and status class',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const requestStatusChanges = new client.Counter({
  name: 'kurye_request_status_changes_total',
  help: 'Courier requests that reached a status (delivered, cancelled, no_courier, ...)',
  labelNames: ['status'] as const,
  registers: [registry],
});
const dispatchStages = new client.Counter({
  name: 'kurye_dispatch_stage_entered_total',
  help: 'Dispatch stages started (1 = first radius; a request moves on when nobody accepts in time)',
  labelNames: ['stage'] as const,
  registers: [registry],
});
const offerOutcomes = new client.Counter({
  name: 'kurye_dispatch_offers_total',
  help: 'Offers to couriers by outcome: offered, accepted, declined, or withdrawn because taken, expired or cancelled',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
const positionsIngested = new client.Counter({
  name: 'kurye_positions_ingested_total',
  help: 'Courier position points received (HTTP and socket); rate() gives the ingest rate',
  registers: [registry],
});
const commitBatchSize = new client.Histogram({
  name: 'kurye_position_commit_batch_size',
  help: 'Position points written per group-commit batch',
  buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000],
  registers: [registry],
});
const reportsFlush = new client.Histogram({
  name: 'kurye_reports_flush_duration_seconds',
  help: 'Time one report roll-up flush took',
  buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers: [registry],
});

const gaugeSources = new Map<string, Set<() => number>>();
/** A gauge whose value is the sum of its sources at scrape time. */
function sourcedGauge(name: string, help: string) {
  const sources = new Set<() => number>();
  gaugeSources.set(name, sources);
  new client.Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let sum = 0;
      for (const source of sources) sum += source();
      this.set(sum);
    },
  });
}
sourcedGauge('kurye_sockets_open', 'WebSocket connections open (browsers and courier apps)');
sourcedGauge('kurye_db_connections', 'Database connections: the PostgreSQL pools (dispatch and reports), or 1 for PGlite');
sourcedGauge('kurye_db_connections_idle', 'Database connections idle in the pools');
sourcedGauge('kurye_db_waiting', 'Queries waiting: for a pool connection (PostgreSQL) or in PGlite’s one-connection queue');
sourcedGauge('kurye_reports_flush_lag_seconds', 'How long delivery changes have waited for the report roll-ups (0 when nothing waits)');

export type GaugeName = 'kurye_sockets_open' | 'kurye_db_connections' | 'kurye_db_connections_idle' | 'kurye_db_waiting' | 'kurye_reports_flush_lag_seconds';

/** Adds a source to a gauge; returns the function that removes it (call it when the app closes). */
export function addGaugeSource(name: GaugeName, source: () => number): () => void {
  const sources = gaugeSources.get(name)!;
  sources.add(source);
  return () => sources.delete(source);
}

export const metrics = {
  httpRequest(method: string, route: string, statusCode: number, seconds: number) {
    httpDuration.observe({ method, route, status: `${Math.floor(statusCode / 100)}xx` }, seconds);
  },
  /** An answer of a courier to an offer (the other outcomes come from the events). */
  offer(outcome: 'accepted' | 'declined') {
    offerOutcomes.inc({ outcome });
  },
  positionsReceived(count: number) {
    positionsIngested.inc(count);
  },
  positionBatchWritten(size: number) {
    commitBatchSize.observe(size);
  },
  reportsFlushed(seconds: number) {
    reportsFlush.observe(seconds);
  },
  /** What the delivery events tell (call once per event, in the process it happened in: after its commit). */
  event(event: BusEvent) {
    if (event.type === 'request.status_changed') {
      // The copy sent to a courier taken off a request says `cancelled` to them alone: not the request's status.
      if (!event.audiences.includes(`store:${event.data.storeId}`)) return;
      requestStatusChanges.inc({ status: event.data.status });
      if (event.data.status === 'searching' && event.data.stage > 0) dispatchStages.inc({ stage: String(event.data.stage) });
    } else if (event.type === 'offer.created') offerOutcomes.inc({ outcome: 'offered' });
    else if (event.type === 'offer.withdrawn') offerOutcomes.inc({ outcome: event.data.reason });
  },
};
