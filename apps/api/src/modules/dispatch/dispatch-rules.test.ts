import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@kurye/contracts/settings';
import { createCourierIndex, type LiveCourier } from '../live/courier-index';
import { haversineMeters } from '../../lib/geo';
import { estimateRequestFee, priceDelivery } from './pricing';
import { canMovePacket, canMoveRequest, storeMayCancel } from './state-machine';

const pricing = DEFAULT_SETTINGS.pricing;

describe('pricing', () => {
  it('charges base + per km, never under the minimum, and splits with the courier', () => {
    expect(priceDelivery(0, pricing).fee).toBe(pricing.minimumFee);
    const tenKm = priceDelivery(10_000, pricing);
    expect(tenKm.fee).toBe(pricing.baseFee + 10 * pricing.perKmFee);
    expect(tenKm.courierShare).toBe(Math.round(tenKm.fee * 0.7));
    expect(tenKm.courierShare + tenKm.companyShare).toBe(tenKm.fee);
    const fixed = priceDelivery(10_000, { ...pricing, courierShare: { kind: 'fixed', value: 50_00 } });
    expect(fixed.courierShare).toBe(50_00);
    expect(priceDelivery(0, { ...pricing, minimumFee: 10_00, courierShare: { kind: 'fixed', value: 500_00 } }).courierShare).toBe(60_00);
  });

  it('is monotonic in distance and always integer kuruş that add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (a, b) => {
        const [pa, pb] = [priceDelivery(Math.min(a, b), pricing), priceDelivery(Math.max(a, b), pricing)];
        expect(pa.fee).toBeLessThanOrEqual(pb.fee);
        for (const p of [pa, pb]) {
          expect(Number.isInteger(p.fee) && Number.isInteger(p.courierShare)).toBe(true);
          expect(p.courierShare + p.companyShare).toBe(p.fee);
          expect(p.companyShare).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('estimates per packet', () => {
    expect(estimateRequestFee(3, pricing)).toBe(3 * priceDelivery(3000, pricing).fee);
  });
});

describe('state machines', () => {
  it('moves a request only forward, and lets the store cancel only before pickup', () => {
    expect(canMoveRequest('searching', 'assigned')).toBe(true);
    expect(canMoveRequest('picked_up', 'cancelled')).toBe(false);
    expect(canMoveRequest('completed', 'searching')).toBe(false);
    expect(canMoveRequest('no_courier', 'assigned')).toBe(false);
    expect((['searching', 'assigned', 'arrived'] as const).every((s) => storeMayCancel(s))).toBe(true);
    expect((['picked_up', 'delivered', 'completed', 'cancelled', 'no_courier'] as const).some((s) => storeMayCancel(s))).toBe(false);
  });

  it('settles a packet once', () => {
    expect(canMovePacket('pending', 'location_set')).toBe(true);
    expect(canMovePacket('location_set', 'approved')).toBe(true);
    expect(canMovePacket('wrong_location', 'approved')).toBe(true);
    expect(canMovePacket('approved', 'approved')).toBe(false);
    expect(canMovePacket('pending', 'approved')).toBe(false);
  });
});

describe('nearest couriers', () => {
  const courier = (i: number, lat: number, lng: number, extra: Partial<LiveCourier> = {}): LiveCourier => ({
    carrierId: `c${i}`,
    zoneId: i % 2 ? 'A' : 'B',
    isJoker: false,
    status: 'available',
    load: 0,
    latitude: lat,
    longitude: lng,
    positionAt: 0,
    ...extra,
  });

  it('ranks by distance within the radius and honours the filter', () => {
    const index = createCourierIndex();
    index.upsert(courier(1, 41.0, 29.0));
    index.upsert(courier(3, 41.0, 29.01));
    index.upsert(courier(5, 41.0, 29.2));
    index.upsert(courier(7, 41.0, 29.005, { status: 'break' }));
    index.upsert(courier(2, 41.0, 29.001));
    index.upsert(courier(9, 41.0, 29.002));
    const hits = index.nearest('A', 41.0, 29.0, { radiusKm: 2, limit: 5, jokers: false, accept: (c) => c.carrierId !== 'c9' });
    expect(hits.map((h) => h.carrierId)).toEqual(['c1', 'c3']);
    expect(hits[1].distanceMeters).toBe(Math.round(haversineMeters(41, 29, 41, 29.01)));
  });

  it('answers only available couriers of the asked kind, and sees status changes at once', () => {
    const index = createCourierIndex();
    index.upsert(courier(1, 41.0, 29.0));
    index.upsert(courier(3, 41.0, 29.001, { isJoker: true }));
    index.upsert(courier(5, 41.0, 29.002, { status: 'break' }));
    const ids = (jokers: boolean) => index.nearest('A', 41.0, 29.0, { radiusKm: 2, limit: 5, jokers, accept: () => true }).map((h) => h.carrierId);
    expect(ids(false)).toEqual(['c1']);
    expect(ids(true)).toEqual(['c3']);
    index.setStatus('c5', 'available');
    index.setStatus('c1', 'busy');
    expect(ids(false)).toEqual(['c5']);
    index.setStatus('c1', 'available');
    index.upsert({ ...index.get('c3')!, isJoker: false });
    expect(ids(false)).toEqual(['c1', 'c3', 'c5']);
    expect(ids(true)).toEqual([]);
    // The same object changed in place and given again: out of its old grid, into the new one.
    const c5 = index.get('c5')!;
    c5.isJoker = true;
    index.upsert(c5);
    expect(ids(false)).toEqual(['c1', 'c3']);
    expect(ids(true)).toEqual(['c5']);
  });

  it('sees moves at once', () => {
    const index = createCourierIndex();
    index.upsert(courier(1, 41.0, 29.0));
    index.upsert(courier(3, 41.0, 29.02));
    expect(index.nearest('A', 41.0, 29.02, { radiusKm: 5, limit: 1, jokers: false, accept: () => true })[0].carrierId).toBe('c3');
    index.setPosition('c1', 41.0, 29.0199, 1);
    index.setPosition('c3', 41.0, 29.05, 1);
    expect(index.nearest('A', 41.0, 29.02, { radiusKm: 5, limit: 1, jokers: false, accept: () => true })[0].carrierId).toBe('c1');
  });

  it('sees a move within the courier’s cell (the cell keeps its own copy of the positions)', () => {
    const options = { radiusKm: 5, limit: 1, jokers: false, accept: () => true };
    // Each pair stays in one cell (cells are 0.0125° wide) and swaps places: east–west, then north–south.
    for (const [a, b] of [
      [
        [41.001, 29.001],
        [41.001, 29.011],
      ],
      [
        [41.001, 29.001],
        [41.011, 29.001],
      ],
    ] as const) {
      const index = createCourierIndex();
      index.upsert(courier(1, a[0], a[1]));
      index.upsert(courier(3, b[0], b[1]));
      expect(index.nearest('A', b[0], b[1], options)[0]).toMatchObject({ carrierId: 'c3', distanceMeters: 0 });
      index.setPosition('c3', a[0] + 0.0002, a[1] + 0.0002, 1);
      index.setPosition('c1', b[0] - 0.0005, b[1] - 0.0005, 1);
      expect(index.nearest('A', b[0], b[1], options)[0].carrierId).toBe('c1');
      expect(index.nearest('A', b[0], b[1], options)).toEqual(index.nearestByScan('A', b[0], b[1], options));
    }
  });

  it('agrees with a linear scan while couriers creep about (most moves stay in their cell)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ lat: fc.double({ min: 40.95, max: 41.05, noNaN: true }), lng: fc.double({ min: 28.95, max: 29.05, noNaN: true }) }), {
          minLength: 1,
          maxLength: 100,
        }),
        fc.array(
          fc.record({ who: fc.nat(), dLat: fc.double({ min: -0.003, max: 0.003, noNaN: true }), dLng: fc.double({ min: -0.003, max: 0.003, noNaN: true }) }),
          {
            maxLength: 200,
          },
        ),
        fc.record({ lat: fc.double({ min: 40.95, max: 41.05, noNaN: true }), lng: fc.double({ min: 28.95, max: 29.05, noNaN: true }) }),
        (fleet, moves, query) => {
          const index = createCourierIndex();
          fleet.forEach((f, i) => index.upsert(courier(i, f.lat, f.lng)));
          for (const m of moves) {
            const c = index.get(`c${m.who % fleet.length}`)!;
            index.setPosition(c.carrierId, c.latitude! + m.dLat, c.longitude! + m.dLng, 1);
          }
          const options = { radiusKm: 3, limit: 3, jokers: false, accept: () => true };
          expect(index.nearest('A', query.lat, query.lng, options)).toEqual(index.nearestByScan('A', query.lat, query.lng, options));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('agrees with a linear scan on random fleets', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lat: fc.double({ min: 40.8, max: 41.2, noNaN: true }),
            lng: fc.double({ min: 28.8, max: 29.3, noNaN: true }),
            load: fc.integer({ min: 0, max: 3 }),
            isJoker: fc.boolean(),
            status: fc.constantFrom<LiveCourier['status']>('available', 'available', 'break', 'busy'),
          }),
          { maxLength: 300 },
        ),
        fc.double({ min: 40.8, max: 41.2, noNaN: true }),
        fc.double({ min: 28.8, max: 29.3, noNaN: true }),
        fc.integer({ min: 1, max: 10 }),
        (fleet, lat, lng, radius) => {
          const index = createCourierIndex();
          fleet.forEach((f, i) => index.upsert(courier(i, f.lat, f.lng, { load: f.load, isJoker: f.isJoker, status: f.status })));
          const options = { radiusKm: radius, limit: 3, jokers: false, accept: (c: LiveCourier) => c.load < 2 };
          const fast = index.nearest('A', lat, lng, options).map((h) => h.distanceMeters);
          const slow = index.nearestByScan('A', lat, lng, options).map((h) => h.distanceMeters);
          expect(fast).toEqual(slow);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('agrees with a linear scan across Turkey: the grid grows, far-away fixes wait among the outliers, moves and removals', () => {
    const point = fc.record({ lat: fc.double({ min: 36, max: 42, noNaN: true }), lng: fc.double({ min: 26, max: 45, noNaN: true }) });
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: point, near: fc.boolean(), load: fc.integer({ min: 0, max: 3 }) }), { maxLength: 200 }),
        fc.array(
          fc.record({
            who: fc.nat(),
            to: fc.option(point, { nil: undefined }),
            status: fc.option(fc.constantFrom<LiveCourier['status']>('available', 'break', 'offline'), { nil: undefined }),
          }),
          { maxLength: 60 },
        ),
        point,
        fc.integer({ min: 1, max: 50 }),
        (fleet, moves, query, radius) => {
          const index = createCourierIndex();
          // Half the fleet gathers around the query point, so a query finds someone and not only the empty answer.
          const place = (f: (typeof fleet)[number]) => (f.near ? { lat: query.lat + (f.at.lat - 39) / 100, lng: query.lng + (f.at.lng - 35.5) / 100 } : f.at);
          fleet.forEach((f, i) => index.upsert(courier(i, place(f).lat, place(f).lng, { load: f.load })));
          for (const m of moves) {
            if (!fleet.length) break;
            const id = `c${m.who % fleet.length}`;
            if (m.status) index.setStatus(id, m.status);
            else if (m.to) index.setPosition(id, m.to.lat, m.to.lng, 1);
            else index.upsert({ ...index.get(id)!, latitude: null, longitude: null });
          }
          const options = { radiusKm: radius, limit: 3, jokers: false, accept: (c: LiveCourier) => c.load < 2 };
          const fast = index.nearest('A', query.lat, query.lng, options).map((h) => h.distanceMeters);
          const slow = index.nearestByScan('A', query.lat, query.lng, options).map((h) => h.distanceMeters);
          expect(fast).toEqual(slow);
        },
      ),
      { numRuns: 200 },
    );
  });
});
