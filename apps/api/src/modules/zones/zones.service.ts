import type { CarrierStatus } from '@kurye/contracts/delivery';
import type { ZoneInput, ZoneListQuery } from '@kurye/contracts/zones';
import { canSeeZone } from '../../access/zone-where';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import { changedFields, writeAudit } from '../audit/audit.service';
import { polygonProblem } from './polygon';
import * as repo from './zones.repository';
import { isUniqueViolation } from '../../db/unique-violation';

/** What the zones pages need from the app. */
export interface ZonesDeps {
  db: Db;
  /** The live courier index (this process): a courier's status now. */
  index: { get(carrierId: string): { status: CarrierStatus } | undefined };
}

/** Zones: list and details, and the editor. The routes check that the caller may see a zone named by id (`resource: zone`). */
export function createZonesService(deps: ZonesDeps) {
  const { db } = deps;

  function checkPolygon(polygon: ZoneInput['polygon']) {
    const problem = polygonProblem(polygon);
    if (problem) throw new AppError(400, problem);
  }

  async function checkProvince(provinceId: number) {
    if (!(await repo.provinceExists(db, provinceId))) throw new AppError(400, 'validation_error', { fields: 'provinceId' });
  }

  async function row(id: string) {
    const zone = await repo.findZone(db, id);
    if (!zone) throw notFound();
    return zone;
  }

  /** The zone with its stores, couriers and the operators and chief couriers assigned to it. */
  async function detail(id: string) {
    const zone = await row(id);
    const { storeRows, carrierRows, staffRows } = await repo.findZoneMembers(db, id);
    const carriersOut = carrierRows.map((c) => ({
      id: c.id,
      name: c.name,
      isJoker: c.isJoker,
      active: c.active,
      status: !c.active ? 'offline' : (deps.index.get(c.id)?.status ?? c.state ?? 'offline'),
    }));
    return {
      ...zone,
      stores: storeRows,
      carriers: carriersOut,
      operators: staffRows.filter((s) => s.role === 'ZoneOperator').map(({ role: _r, ...s }) => s),
      chiefs: staffRows.filter((s) => s.role === 'ChiefCarrier').map(({ role: _r, ...s }) => s),
    };
  }

  return {
    async list(auth: AuthContext, query: ZoneListQuery) {
      const { items, total } = await repo.listZones(db, auth, query);
      return { items, total, page: query.page, size: query.size };
    },

    detail,

    async create(auth: AuthContext, input: ZoneInput) {
      checkPolygon(input.polygon);
      await checkProvince(input.provinceId);
      try {
        const id = await db.transaction(async (tx) => {
          const created = await repo.insertZone(tx, input);
          await writeAudit(tx, { actorId: auth.userId, action: 'create', entity: 'zone', entityId: created, after: input });
          return created;
        });
        // A new zone is outside a zone-scoped creator's zones: it answers like another zone's row.
        if (!canSeeZone(auth, id)) throw notFound();
        return await detail(id);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'zone_name_taken');
        throw err;
      }
    },

    async update(auth: AuthContext, id: string, patch: Partial<ZoneInput>) {
      const before = await row(id);
      if (patch.polygon) checkPolygon(patch.polygon);
      if (patch.provinceId !== undefined) await checkProvince(patch.provinceId);
      const diff = changedFields(before as unknown as Record<string, unknown>, patch);
      if (diff.changed) {
        try {
          await db.transaction(async (tx) => {
            await repo.updateZone(tx, id, patch);
            await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'zone', entityId: id, before: diff.before, after: diff.after });
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new AppError(409, 'zone_name_taken');
          throw err;
        }
      }
      return detail(id);
    },

    /** Refused while stores, couriers or requests belong to the zone; assignments and joker stations go with it. */
    async remove(auth: AuthContext, id: string) {
      const before = await row(id);
      await db.transaction(async (tx) => {
        if (await repo.zoneInUse(tx, id)) throw new AppError(409, 'zone_in_use');
        await repo.deleteZone(tx, id);
        await writeAudit(tx, { actorId: auth.userId, action: 'delete', entity: 'zone', entityId: id, before });
      });
    },
  };
}
export type ZonesService = ReturnType<typeof createZonesService>;
