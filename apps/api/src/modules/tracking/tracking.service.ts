import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Tracking } from '@kurye/contracts/integrations';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { findCarrierContact } from '../dispatch/dispatch.repository';
import type { CourierIndex } from '../live/courier-index';
import type { TravelTimes } from '../dispatch/pricing';
import * as repo from './tracking.repository';

/** What the public tracking page needs: the signing secret, the public address and the couriers' live positions. */
export interface TrackingDeps {
  db: Db;
  clock: Clock;
  secret: Uint8Array;
  publicUrl: string;
  index: CourierIndex;
  /** Driving times for the arrival estimate (absent: none is shown). */
  travel?: TravelTimes;
}

/**
 * A packet's tracking token: its id and a MAC of it under the database's secret (base64url, 43 characters). It cannot be
 * guessed or derived from the packet id, and needs no table: the token itself says which packet it is.
 */
export function createTrackingService(deps: TrackingDeps) {
  const { db, clock, index } = deps;
  const mac = (id: Buffer) => createHmac('sha256', deps.secret).update('tracking:').update(id).digest().subarray(0, 16);

  function tokenFor(packetId: string) {
    const id = Buffer.from(packetId.replaceAll('-', ''), 'hex');
    return Buffer.concat([id, mac(id)]).toString('base64url');
  }

  function packetIdOf(token: string): string | null {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const raw = Buffer.from(token, 'base64url');
    if (raw.length !== 32) return null;
    const id = raw.subarray(0, 16);
    if (!timingSafeEqual(mac(id), raw.subarray(16))) return null;
    const hex = id.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  return {
    tokenFor,
    urlFor: (packetId: string) => `${deps.publicUrl.replace(/\/$/, '')}/t/${tokenFor(packetId)}`,

    async lookup(token: string): Promise<Tracking> {
      const packetId = packetIdOf(token);
      if (!packetId) throw new AppError(404, 'not_found');
      const row = await repo.findPacketWithRequest(db, packetId);
      if (!row) throw new AppError(404, 'not_found');
      const { packet, request } = row;
      const delivered = packet.status !== 'pending';
      const status: Tracking['status'] = delivered
        ? 'delivered'
        : request.status === 'cancelled' || request.status === 'no_courier'
          ? 'cancelled'
          : request.status === 'picked_up' || request.status === 'delivered'
            ? 'on_the_way'
            : 'waiting';
      let courierFirstName: string | null = null;
      let courierPosition: Tracking['courierPosition'] = null;
      if (request.carrierId && status !== 'cancelled') {
        const c = await findCarrierContact(db, request.carrierId);
        courierFirstName = c?.name.trim().split(/\s+/)[0] ?? null;
        // The position only while the packet is on its way: never before pick-up, never after delivery.
        if (status === 'on_the_way') {
          const live = index.get(request.carrierId);
          if (live && live.latitude !== null && live.longitude !== null)
            courierPosition = { latitude: live.latitude, longitude: live.longitude, at: live.positionAt ? new Date(live.positionAt).toISOString() : null };
          else if (c && c.latitude !== null && c.longitude !== null)
            courierPosition = { latitude: c.latitude, longitude: c.longitude, at: c.positionAt?.toISOString() ?? null };
        }
      }
      const customer =
        packet.customerLatitude !== null && packet.customerLongitude !== null
          ? { latitude: packet.customerLatitude, longitude: packet.customerLongitude }
          : null;
      const etaSeconds = courierPosition && customer && deps.travel ? (await deps.travel.travelSeconds(courierPosition, customer)).seconds : null;
      return {
        storeName: row.storeName,
        storeLocation: { latitude: row.storeLatitude, longitude: row.storeLongitude },
        status,
        packetPosition: packet.position,
        courierFirstName,
        courierPosition,
        etaSeconds,
        updatedAt: clock.now().toISOString(),
      };
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
