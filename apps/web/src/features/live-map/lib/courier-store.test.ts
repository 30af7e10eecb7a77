import { describe, expect, it } from 'vitest';
import type { LiveCourier } from '../api/get-live-snapshot';
import { countByStatus, CourierStore } from './courier-store';

const courier = (id: string, extra: Partial<LiveCourier> = {}): LiveCourier => ({
  id,
  name: id,
  phone: '0555',
  zoneId: 'z1',
  isJoker: false,
  status: 'offline',
  position: null,
  positionAt: null,
  requestId: null,
  ...extra,
});

describe('CourierStore', () => {
  it('adds a courier to the drawn couriers on its first position and moves it in place', () => {
    const store = new CourierStore();
    store.applySnapshot({
      couriers: [courier('a'), courier('b', { status: 'available', position: { latitude: 41, longitude: 29 }, positionAt: new Date().toISOString() })],
    });
    expect(store.positioned.map((c) => c.id)).toEqual(['b']);
    let listChanges = 0;
    let positionChanges = 0;
    store.onList(() => listChanges++);
    store.onPositions(() => positionChanges++);

    const layout = store.layoutVersion;
    expect(store.applyPositions({ zoneId: 'z1', couriers: [['a', 40.98, 29.03, 'available']] })).toEqual([]);
    expect(store.positioned).toHaveLength(2);
    const a = store.positioned.find((c) => c.id === 'a')!;
    const position = a.position!;
    expect(position).toEqual([29.03, 40.98]);
    expect(listChanges).toBe(1);
    expect(store.layoutVersion).toBeGreaterThan(layout);

    const moved = store.layoutVersion;
    store.applyPositions({ zoneId: 'z1', couriers: [['a', 40.99, 29.04, 'available']] });
    expect(store.positioned.find((c) => c.id === 'a')!.position).toBe(position);
    expect(position).toEqual([29.04, 40.99]);
    expect(listChanges).toBe(1); // a move is not a list change
    expect(store.layoutVersion).toBe(moved); // nor a change of what is drawn other than positions
    expect(positionChanges).toBe(2);
    store.applyStatus('a', 'busy');
    expect(store.layoutVersion).toBeGreaterThan(moved);
  });

  it('reports unknown couriers, follows statuses and request links', () => {
    const store = new CourierStore();
    store.applySnapshot({ couriers: [courier('a')] });
    expect(store.applyPositions({ zoneId: 'z1', couriers: [['x', 1, 2, 'busy']] })).toEqual(['x']);
    expect(store.applyStatus('x', 'busy')).toBe(false);
    expect(store.applyStatus('a', 'break')).toBe(true);
    expect(countByStatus(store.real())).toEqual({ available: 0, busy: 0, break: 1, offline: 0 });

    store.applyRequest({ requestId: 'r1', storeId: 's', zoneId: 'z1', status: 'assigned', carrierId: 'a', stage: 1 });
    expect(store.couriers.get('a')!.requestId).toBe('r1');
    store.applyRequest({ requestId: 'r1', storeId: 's', zoneId: 'z1', status: 'completed', carrierId: 'a', stage: 1 });
    expect(store.couriers.get('a')!.requestId).toBeNull();
  });

  it('keeps synthetic couriers out of lists and removes them', () => {
    const store = new CourierStore();
    store.applySnapshot({ couriers: [courier('a', { zoneId: 'z2' })] });
    store.addSynthetic(100, [29, 41], 'sim');
    expect(store.positioned).toHaveLength(100);
    expect(store.real()).toHaveLength(1);
    expect(store.real(['z1'])).toHaveLength(0);
    const before = [...store.couriers.get('sim-0')!.position!];
    store.moveSynthetic();
    expect(store.couriers.get('sim-0')!.position).not.toEqual(before);
    store.removeSynthetic();
    expect(store.positioned).toHaveLength(0);
  });
});
