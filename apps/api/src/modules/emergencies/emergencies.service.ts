import type { EmergencyListQuery } from '@kurye/contracts/emergencies';
import type { Emergency } from '@kurye/contracts/fieldops';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { writeAudit } from '../audit/audit.service';
import type { AuthContext } from '../../access/auth-context';
import { AREA_OF, type Notifier } from '../notifications/notifier';
import type { EventBus } from '../../lib/event-bus';
import * as repo from './emergencies.repository';

/** What courier SOS and the emergency page need from the app. */
export interface EmergenciesDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  /** The live courier index (this process): a courier's position now (`positionAt` in epoch ms). */
  index: { get(carrierId: string): { latitude: number | null; longitude: number | null; positionAt: number } | undefined };
  /** Puts the SOS in the bell of the zone's operators and chief couriers and of every Admin. */
  notifier?: Notifier;
}

/** "Ayşe Nur Kaya" → name "Ayşe Nur", surname "Kaya" (users keep one full-name field). */
export function splitName(full: string) {
  const parts = full.trim().split(/\s+/);
  return parts.length > 1 ? { name: parts.slice(0, -1).join(' '), surname: parts[parts.length - 1] } : { name: full.trim(), surname: '' };
}

/**
 * Courier SOS: stored, then pushed at once to the courier's zone audience (`zone:<id>`, which reaches the zone's
 * operators and chief couriers, and Admins through `zone:*`). Open ones are listed for anyone signing in later. The
 * routes check that the caller may see an emergency named by id (`resource: emergency`) before these run.
 */
export function createEmergenciesService(deps: EmergenciesDeps) {
  const { db, clock, bus, index } = deps;

  const toEmergency = (r: repo.EmergencyView): Emergency => {
    const live = index.get(r.e.carrierId);
    const liveLat = live?.latitude ?? r.stateLat;
    const liveLng = live?.longitude ?? r.stateLng;
    const liveAt = live?.positionAt ? new Date(live.positionAt) : r.stateAt;
    const { name, surname } = splitName(r.carrierName);
    return {
      id: r.e.id,
      status: r.e.status,
      description: r.e.description,
      carrierId: r.e.carrierId,
      zoneId: r.e.zoneId,
      zoneName: r.zoneName,
      carrierName: name,
      carrierSurname: surname,
      carrierPhone: r.carrierPhone,
      location: r.e.latitude !== null && r.e.longitude !== null ? { latitude: r.e.latitude, longitude: r.e.longitude } : null,
      carrierLocation: liveLat !== null && liveLng !== null ? { latitude: liveLat, longitude: liveLng } : null,
      carrierLocationTime: liveAt ? liveAt.toISOString() : null,
      createdAt: r.e.createdAt.toISOString(),
      acknowledgedAt: r.e.acknowledgedAt?.toISOString() ?? null,
      acknowledgedBy: r.ackName,
      resolvedAt: r.e.resolvedAt?.toISOString() ?? null,
      resolvedBy: r.resName,
      resolutionNote: r.e.resolutionNote,
    };
  };
  const one = async (id: string) => (await repo.findEmergencyViews(db, { id })).map(toEmergency)[0];

  function publish(type: 'emergency.raised' | 'emergency.updated', e: Emergency) {
    // The courier who raised it hears what happens next (they know it was raised): acknowledged, closed.
    bus.publish({ type, data: e, audiences: type === 'emergency.updated' ? [`zone:${e.zoneId}`, `carrier:${e.carrierId}`] : [`zone:${e.zoneId}`] });
  }

  async function row(id: string) {
    const found = await repo.findEmergency(db, id);
    if (!found) throw new AppError(404, 'not_found');
    return found;
  }

  /** Where the courier is: the live index of this process, else the stored state. */
  async function positionOf(carrierId: string) {
    const live = index.get(carrierId);
    if (live && live.latitude !== null && live.longitude !== null) return { latitude: live.latitude, longitude: live.longitude, at: new Date(live.positionAt) };
    const state = await repo.findCarrierState(db, carrierId);
    if (state?.latitude != null && state.longitude != null)
      return { latitude: state.latitude, longitude: state.longitude, at: state.positionAt ?? clock.now() };
    return null;
  }

  return {
    async raise(carrierId: string, description: string | undefined) {
      const carrier = await repo.findCarrier(db, carrierId);
      if (!carrier) throw new AppError(403, 'forbidden');
      const point = await positionOf(carrierId);
      const notes = deps.notifier?.batch();
      const created = await db.transaction(async (tx) => {
        const inserted = await repo.insertEmergency(tx, {
          carrierId,
          zoneId: carrier.zoneId,
          description: description || null,
          latitude: point?.latitude ?? null,
          longitude: point?.longitude ?? null,
          positionAt: point?.at ?? null,
          createdAt: clock.now(),
        });
        if (notes && deps.notifier) {
          // The zone's operators and chief couriers and every Admin: in their bell too, after the dialog is closed.
          const names = await repo.namesFor(tx, carrier.userId, carrier.zoneId);
          const recipients = await deps.notifier.emergencyRecipients(tx, carrier.zoneId);
          await notes.write(
            tx,
            recipients.map((r) => ({
              userId: r.userId,
              kind: 'emergency_raised' as const,
              title: 'Acil Durum!',
              description: `${names.who ?? 'Kurye'} (${names.zone ?? ''}) acil durum bildirdi${description ? `: ${description}` : '.'}`,
              link: r.role && AREA_OF[r.role] && r.role !== 'Accountant' && r.role !== 'Store' ? `/${AREA_OF[r.role]}/emergency` : null,
              params: { carrierName: names.who ?? '', zoneName: names.zone ?? '', ...(description ? { description } : {}) },
            })),
          );
        }
        return inserted;
      });
      const e = await one(created.id);
      publish('emergency.raised', e);
      notes?.publish();
      return e;
    },

    /** The courier's own latest emergency (open, acknowledged or closed), or null: what their app shows after SOS. */
    async latestOf(carrierId: string): Promise<Emergency | null> {
      return (await repo.findEmergencyViews(db, { carrierId })).map(toEmergency)[0] ?? null;
    },

    async list(auth: AuthContext, q: Pick<EmergencyListQuery, 'status' | 'page' | 'size' | 'sort'>) {
      const filter = { auth, status: q.status };
      const [rows, total] = await Promise.all([
        repo.findEmergencyViews(db, filter, { sort: q.sort, limit: q.size, offset: (q.page - 1) * q.size }),
        repo.countEmergencies(db, filter),
      ]);
      return { items: rows.map(toEmergency), total, page: q.page, size: q.size };
    },

    async acknowledge(auth: AuthContext, id: string) {
      const found = await row(id);
      if (!found.acknowledgedAt) {
        await db.transaction(async (tx) => {
          await repo.updateEmergency(tx, id, { acknowledgedAt: clock.now(), acknowledgedBy: auth.userId });
          await writeAudit(tx, { actorId: auth.userId, action: 'acknowledge', entity: 'emergency', entityId: id });
        });
      }
      const e = await one(id);
      publish('emergency.updated', e);
      return e;
    },

    async resolve(auth: AuthContext, id: string, note: string) {
      const found = await row(id);
      if (found.status === 'resolved') throw new AppError(409, 'invalid_state');
      await db.transaction(async (tx) => {
        const now = clock.now();
        await repo.updateEmergency(tx, id, {
          status: 'resolved',
          resolvedAt: now,
          resolvedBy: auth.userId,
          resolutionNote: note,
          acknowledgedAt: found.acknowledgedAt ?? now,
          acknowledgedBy: found.acknowledgedBy ?? auth.userId,
        });
        await writeAudit(tx, { actorId: auth.userId, action: 'resolve', entity: 'emergency', entityId: id, after: { note } });
      });
      const e = await one(id);
      publish('emergency.updated', e);
      return e;
    },
  };
}
export type EmergenciesService = ReturnType<typeof createEmergenciesService>;
