import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { dropPacket, eastOf, onlineCourier, quietZone, storePoint } from './delivery-helpers';
import { SOME_ID, bearer, signIn, testDatabaseKinds, useTestApp, type TestApp } from './test-app';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** One sample's value from a Prometheus text exposition (0 when the series is not there yet). */
function sample(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function scrape(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

describe.each(testDatabaseKinds)('metrics and health on %s', (kind) => {
  const t = useTestApp(kind, { env: { METRICS_TOKEN } });
  let store: Record<string, string>;

  beforeAll(async () => {
    store = bearer((await signIn(t.app, 'store')).accessToken);
  });
  beforeEach(() => quietZone(t));

  it('a scrape after a delivery shows the dispatch, offer, ingest and HTTP counters moved', async () => {
    const series = [
      'kurye_request_status_changes_total{status="delivered"}',
      'kurye_dispatch_stage_entered_total{stage="1"}',
      'kurye_dispatch_offers_total{outcome="offered"}',
      'kurye_dispatch_offers_total{outcome="accepted"}',
      'kurye_positions_ingested_total',
      'kurye_position_commit_batch_size_count',
      'kurye_http_request_duration_seconds_count{method="POST",route="/api/offers/:id/accept",status="2xx"}',
      'kurye_http_request_duration_seconds_count{method="GET",route="/api/requests/:id",status="4xx"}',
    ];
    const before = await scrape(t);

    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
    const request = (await t.app.inject({ method: 'POST', url: '/api/requests', headers: store, payload: { packetCount: 1, readyInMinutes: 5 } })).json();
    const offer = (await t.app.inject({ method: 'GET', url: '/api/carrier/offers', headers: courier.headers }))
      .json()
      .find((o: { requestId: string }) => o.requestId === request.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/arrived`, headers: courier.headers });
    await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/picked-up`, headers: courier.headers });
    const { packets } = (await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json();
    await dropPacket(t, courier.headers, packets[0].id, eastOf(storePoint, 2));
    expect((await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json().status).toBe('delivered');
    // A raw URL with an id: counted under its route pattern, and the id never becomes a label.
    expect((await t.app.inject({ method: 'GET', url: `/api/requests/${SOME_ID}`, headers: store })).statusCode).toBe(404);

    const after = await scrape(t);
    for (const s of series) expect({ series: s, moved: sample(after, s) > sample(before, s) }).toEqual({ series: s, moved: true });
    expect(after).not.toContain(SOME_ID);
    expect(after).not.toContain(request.id);
    // What is read at scrape time rather than counted.
    expect(sample(after, 'kurye_db_connections')).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^kurye_sockets_open \d+$/m);
    expect(after).toMatch(/^kurye_db_waiting \d+$/m);
    expect(after).toMatch(/^kurye_reports_flush_lag_seconds [\d.e-]+$/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
  });

  it('/metrics from another machine needs the bearer token; through a proxy counts as another machine', async () => {
    const remote = { remoteAddress: '203.0.113.9' };
    expect((await t.app.inject({ method: 'GET', url: '/metrics', ...remote })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', ...remote, headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(
      403,
    );
    const denied = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toMatchObject({ code: 'unauthorized' });
    const allowed = await t.app.inject({ method: 'GET', url: '/metrics', ...remote, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('kurye_http_request_duration_seconds');
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('liveness answers alone; readiness checks the database, the migrations, the map data, street search and roads', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health/live', remoteAddress: '203.0.113.9' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', map: 'ok', streets: 'ok', roads: 'ok' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: kind });
  });
});
