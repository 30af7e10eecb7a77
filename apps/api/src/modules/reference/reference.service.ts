import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { districtCentres, toPoint } from './map-data';
import * as repo from './reference.repository';

/** Turkey's provinces and districts (with label points), service zones and courier carrier types. */
export function createReferenceService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async provinces() {
      const centres = districtCentres().provinces;
      return (await repo.findProvinces(db)).map((p) => ({ ...p, center: toPoint(centres[p.id]) }));
    },

    async districts(provinceId: number) {
      if (!(await repo.provinceExists(db, provinceId))) throw notFound();
      const rows = await repo.findDistricts(db, provinceId);
      const centres = districtCentres().districts[provinceId] ?? {};
      return rows.map((d) => ({ ...d, center: toPoint(centres[d.name]) }));
    },

    activeZones: (provinceId: number) => repo.findActiveZones(db, provinceId),

    carrierTypes: () => repo.findCarrierTypes(db),
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
