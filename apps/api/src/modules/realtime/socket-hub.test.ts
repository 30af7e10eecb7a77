import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodePositionsFrame, encodePositionsFrame, writeUuid } from '@kurye/contracts/live-frame';
import type { Emergency } from '@kurye/contracts/fieldops';
import { createLocalBus } from '../../lib/event-bus';
import { createSocketHub } from './socket-hub';

function recordingSocket() {
  const s = { readyState: 1, sent: [] as (string | Uint8Array)[], send: (d: string | Uint8Array) => void s.sent.push(d) };
  return s;
}

describe('live position frames', () => {
  it('round-trips ids, quantised coordinates and statuses', () => {
    const zoneId = randomUUID();
    const ids = [randomUUID(), randomUUID()];
    const entries = ids.map((id, i) => {
      const bytes = new Uint8Array(16);
      writeUuid(bytes, 0, id);
      return { id: bytes, lat: Math.round(40.9876543 * 1e6) + i, lng: Math.round(29.0123456 * 1e6), status: i + 1 };
    });
    const frame = decodePositionsFrame(encodePositionsFrame(zoneId, entries));
    expect(frame).toEqual({
      zoneId,
      couriers: [
        [ids[0], 40.987654, 29.012346, 'busy'],
        [ids[1], 40.987655, 29.012346, 'break'],
      ],
    });
  });

  it('refuses what is not a whole positions frame', () => {
    const good = encodePositionsFrame(randomUUID(), []);
    expect(decodePositionsFrame(good)).toEqual({ zoneId: expect.any(String), couriers: [] });
    expect(decodePositionsFrame(good.subarray(0, 10))).toBeNull();
    expect(decodePositionsFrame(new Uint8Array([9, 1, ...good.subarray(2)]))).toBeNull();
    expect(() => writeUuid(new Uint8Array(16), 0, 'c1')).toThrow();
  });
});

describe('socket hub fan-out', () => {
  it('encodes each zone once, sends the same buffer to its viewers, and leaves out couriers that did not move', () => {
    const bus = createLocalBus();
    const [zoneA, zoneB] = [randomUUID(), randomUUID()];
    const [c1, c2, c3] = [randomUUID(), randomUUID(), randomUUID()];
    const zoneOf = new Map<string, string>([
      [c1, zoneA],
      [c2, zoneA],
      [c3, zoneB],
    ]);
    const hub = createSocketHub(bus, { zoneOf: (id) => zoneOf.get(id), statusOf: (id) => (id === c2 ? 'busy' : 'available') });
    /** Positions as the live module publishes them: [courier, latitude, longitude, at]. */
    const publishPositions = (...points: [string, number, number, number][]) =>
      bus.publish({ type: 'internal.positions', data: { points }, audiences: ['internal'] });
    const viewerA = recordingSocket();
    const viewerB = recordingSocket();
    const admin = recordingSocket();
    const courier = recordingSocket();
    hub.add(viewerA, [`zone:${zoneA}`]);
    hub.add(viewerB, [`zone:${zoneB}`]);
    hub.add(admin, ['zone:*', `zone:${zoneA}`]);
    hub.add(courier, [`carrier:${c1}`]);

    publishPositions([c1, 41.01, 29.01, 1], [c2, 41.02, 29.02, 1], [c3, 41.03, 29.03, 1]);
    expect(hub.tick()).toBe(4); // zone A to viewerA and admin (once), zone B to viewerB and admin
    expect(viewerA.sent).toHaveLength(1);
    expect(admin.sent).toHaveLength(2);
    expect(courier.sent).toHaveLength(0);
    expect(admin.sent[0]).toBe(viewerA.sent[0]); // the same buffer, encoded once
    expect(decodePositionsFrame(viewerA.sent[0] as Uint8Array)).toEqual({
      zoneId: zoneA,
      couriers: [
        [c1, 41.01, 29.01, 'available'],
        [c2, 41.02, 29.02, 'busy'],
      ],
    });

    // c1 reports the same place (within a micro-degree), c2 moves: only c2 goes out; zone B has nothing to send.
    publishPositions([c1, 41.0100000001, 29.01, 2], [c2, 41.025, 29.02, 2], [c3, 41.03, 29.03, 2]);
    expect(hub.tick()).toBe(2);
    expect(decodePositionsFrame(viewerA.sent[1] as Uint8Array)?.couriers).toEqual([[c2, 41.025, 29.02, 'busy']]);
    expect(viewerB.sent).toHaveLength(1);

    // A courier moved to zone B by an operator shows up in zone B's frame.
    zoneOf.set(c1, zoneB);
    publishPositions([c1, 41.01, 29.01, 3]);
    hub.tick();
    expect(decodePositionsFrame(viewerB.sent[1] as Uint8Array)).toEqual({ zoneId: zoneB, couriers: [[c1, 41.01, 29.01, 'available']] });
    expect(viewerA.sent).toHaveLength(2);
    hub.stop();
  });
});

describe('socket hub and personal data', () => {
  it('sends an event’s phones masked to a viewer who may not see them, in full to one who may', () => {
    const bus = createLocalBus();
    const hub = createSocketHub(bus, { zoneOf: () => undefined, statusOf: () => 'available' });
    const zoneId = randomUUID();
    const [chief, withoutClaim, courierApp] = [recordingSocket(), recordingSocket(), recordingSocket()];
    hub.add(chief, [`zone:${zoneId}`], (type) => type === 'emergency.raised');
    hub.add(withoutClaim, [`zone:${zoneId}`], () => false);
    hub.add(courierApp, [`zone:${zoneId}`]);
    const emergency: Emergency = {
      id: randomUUID(),
      status: 'open',
      description: 'Lastik patladı',
      carrierId: randomUUID(),
      zoneId,
      zoneName: 'Kadıköy',
      carrierName: 'Ayşe',
      carrierSurname: 'Yılmaz',
      carrierPhone: '+905321234567',
      location: null,
      carrierLocation: null,
      carrierLocationTime: null,
      createdAt: new Date().toISOString(),
      acknowledgedAt: null,
      acknowledgedBy: null,
      resolvedAt: null,
      resolvedBy: null,
      resolutionNote: null,
    };
    bus.publish({ type: 'emergency.raised', data: emergency, audiences: [`zone:${zoneId}`] });
    const phoneSent = (s: ReturnType<typeof recordingSocket>) => s.sent.map((m) => (JSON.parse(m as string) as { data: Emergency }).data.carrierPhone);
    expect(phoneSent(chief)).toEqual(['+905321234567']);
    expect(phoneSent(withoutClaim)).toEqual(['5** *** ** 67']);
    expect(phoneSent(courierApp)).toEqual(['+905321234567']);
  });
});
