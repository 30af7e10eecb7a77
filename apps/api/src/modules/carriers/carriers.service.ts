import type { CarrierListQuery, CarrierPatch } from '@kurye/contracts/carriers';
import type { CarrierStatus } from '@kurye/contracts/delivery';
import { normalizeTurkishMobile } from '@kurye/contracts/tc-kimlik';
import { canSeeZone } from '../../access/zone-where';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import * as authRepo from '../auth/auth.repository';
import type { AuthContext } from '../../access/auth-context';
import { changedFields, auditPersonalView, writeAudit } from '../audit/audit.service';
import type { EventBus } from '../../lib/event-bus';
import { forgetSessions } from '../users/accounts.service';
import * as repo from './carriers.repository';

/** What the couriers pages need from the app. */
export interface CarriersDeps {
  db: Db;
  bus: EventBus;
  /** The live courier index (this process): a courier's status and load now. */
  index: { get(carrierId: string): { status: CarrierStatus; load: number } | undefined };
  /** The courier's work: today's summary, and releasing what a suspended courier carries. */
  deliveries: {
    carrierToday(carrierId: string): Promise<{ deliveries: number; earnings: number; requests: readonly unknown[] }>;
    releaseSuspendedCourier(carrierId: string): Promise<unknown>;
  };
  /** Joker stations: a joker is a courier waiting at a station of their zone (see JokerStationsService.jokers). */
  jokers: { place(tx: Tx, carrierId: string, zoneId: string): Promise<boolean>; release(tx: Tx, carrierId: string): Promise<void> };
}

/**
 * Couriers: list and details, edit, suspend and reactivate. The routes check that the caller may see the courier
 * (`resource: carrier`) before these run.
 */
export function createCarriersService(deps: CarriersDeps) {
  const { db, index, bus } = deps;

  /** The live status: the index of this process, else the stored state; a suspended courier is always offline. */
  const statusOf = (c: { id: string; active: boolean; storedStatus: string | null }): CarrierStatus =>
    !c.active ? 'offline' : ((index.get(c.id)?.status ?? c.storedStatus ?? 'offline') as CarrierStatus);

  async function row(id: string) {
    const carrier = await repo.findCarrier(db, id);
    if (!carrier) throw notFound();
    return carrier;
  }

  /** Profile, carrier type, zone, joker flag, state, today's work and last position. */
  async function detail(auth: AuthContext, id: string) {
    const [{ row: found, extra }, today] = await Promise.all([repo.findCarrierDetail(db, id), deps.deliveries.carrierToday(id)]);
    if (!found) throw notFound();
    await auditPersonalView(db, auth, 'carrier', id);
    const { storedStatus, ...c } = found;
    const live = index.get(id);
    return {
      ...c,
      nationalIdentityNumber: extra.nationalIdentityNumber ?? null,
      status: statusOf({ ...c, storedStatus }),
      load: live?.load ?? 0,
      lastPosition:
        extra.latitude !== null && extra.longitude !== null ? { latitude: extra.latitude, longitude: extra.longitude, at: extra.positionAt ?? null } : null,
      today: { deliveries: today.deliveries, earnings: today.earnings, requests: today.requests.length },
    };
  }

  async function checkPatch(auth: AuthContext, before: repo.CarrierRow, patch: CarrierPatch) {
    if (patch.zoneId !== undefined && patch.zoneId !== before.zoneId) {
      if (!(await repo.zoneExists(db, patch.zoneId)) || !canSeeZone(auth, patch.zoneId)) throw new AppError(400, 'validation_error', { fields: 'zoneId' });
    }
    if (patch.carrierTypeId !== undefined && !(await repo.carrierTypeExists(db, patch.carrierTypeId))) {
      throw new AppError(400, 'validation_error', { fields: 'carrierTypeId' });
    }
  }

  /**
   * Made a joker, or a joker moved to another zone: they wait at the emptiest station of their zone with room (409
   * without one). No longer a joker: off their station.
   */
  async function keepJokerAtStation(tx: Tx, id: string, before: repo.CarrierRow, patch: CarrierPatch) {
    const zoneId = patch.zoneId ?? before.zoneId;
    const joker = patch.isJoker ?? before.isJoker;
    if (!joker) {
      if (before.isJoker) await deps.jokers.release(tx, id);
      return;
    }
    if (before.isJoker && zoneId === before.zoneId) return;
    if (!(await deps.jokers.place(tx, id, zoneId))) throw new AppError(409, 'no_joker_station_room');
  }

  /** Tells the dispatch index, the maps and the courier's sessions what changed. */
  async function announce(id: string, before: repo.CarrierRow, patch: CarrierPatch, changed: Record<string, unknown>, suspending: boolean) {
    const zoneId = patch.zoneId ?? before.zoneId;
    if (suspending) {
      bus.publish({ type: 'internal.courier', data: { carrierId: id, status: 'offline' }, audiences: ['internal'] });
      bus.publish({ type: 'carrier.status_changed', data: { carrierId: id, zoneId, status: 'offline' }, audiences: [`zone:${zoneId}`, `carrier:${id}`] });
      forgetSessions(bus, before.userId);
      // What they carry: not picked up → back to dispatch at once; picked up → flagged for the operator.
      await deps.deliveries.releaseSuspendedCourier(id);
    }
    if ('zoneId' in changed || 'isJoker' in changed) {
      bus.publish({ type: 'internal.courier', data: { carrierId: id, zoneId, isJoker: patch.isJoker ?? before.isJoker }, audiences: ['internal'] });
      // The courier's own zone scope (role 'own') changed: drop their cached session context.
      if ('zoneId' in changed) forgetSessions(bus, before.userId);
    }
  }

  return {
    async list(auth: AuthContext, query: CarrierListQuery) {
      const { page, size } = query;
      const { rows, total } = await repo.listCarriers(db, auth, query);
      const items = rows.map(({ storedStatus, ...c }) => ({ ...c, status: statusOf({ ...c, storedStatus }) }));
      return { items, total, page, size };
    },

    detail,

    /**
     * Edits zone, carrier type, joker flag and phone; `active: false` suspends (no offers, signed out everywhere,
     * cannot sign in) and `active: true` reactivates.
     */
    async update(auth: AuthContext, id: string, input: CarrierPatch) {
      const patch = { ...input };
      if (patch.phone) patch.phone = normalizeTurkishMobile(patch.phone)!;
      const before = await row(id);
      await checkPatch(auth, before, patch);
      const diff = changedFields(before as unknown as Record<string, unknown>, patch as Record<string, unknown>);
      if (!diff.changed) return detail(auth, id);
      const suspending = before.active && patch.active === false;
      await db.transaction(async (tx) => {
        await repo.updateCarrier(tx, id, patch);
        await keepJokerAtStation(tx, id, before, patch);
        if (suspending) {
          await repo.storeOffline(tx, id);
          await authRepo.revokeAllSessions(tx, before.userId);
        }
        await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'carrier', entityId: id, before: diff.before, after: diff.after });
      });
      await announce(id, before, patch, diff.after, suspending);
      return detail(auth, id);
    },
  };
}
export type CarriersService = ReturnType<typeof createCarriersService>;
