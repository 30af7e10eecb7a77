import { z } from 'zod';
import { listQuery, patchBody } from './common';
import { pageOf } from './paging';

const position = z.tuple([z.number(), z.number()]);
/** A GeoJSON polygon ([longitude, latitude] positions). */
export const polygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(position).min(1).max(2000)).min(1).max(20),
});

export const zoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  provinceId: z.number().int(),
  provinceName: z.string(),
  active: z.boolean(),
  polygon: polygonSchema,
});
export const zonePage = pageOf(zoneSchema);
/** A row of GET /api/zones (scoped to the caller's zones): the zone filters and pickers read it. */
export type ZoneRow = z.infer<typeof zoneSchema>;

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });
/** The zone with its stores, couriers, operators and chief couriers. */
export const zoneDetail = zoneSchema.extend({
  stores: z.array(z.object({ id: z.string(), name: z.string(), active: z.boolean() })),
  carriers: z.array(z.object({ id: z.string(), name: z.string(), isJoker: z.boolean(), active: z.boolean(), status: z.string() })),
  operators: z.array(person),
  chiefs: z.array(person),
});

export const zoneListQuery = listQuery(['name', 'createdAt'], 'name').extend({
  active: z.enum(['true', 'false']).optional(),
  provinceId: z.coerce.number().int().min(1).optional(),
});
export type ZoneListQuery = z.infer<typeof zoneListQuery>;

const zoneFields = z
  .object({
    name: z.string().trim().min(2).max(80),
    provinceId: z.number().int().min(1),
    polygon: polygonSchema,
    active: z.boolean(),
  })
  .partial();
export const zonePatchBody = patchBody(zoneFields);
export const zoneBody = zoneFields.required({ name: true, provinceId: true, polygon: true }).extend({ active: z.boolean().default(true) });
export type ZoneInput = z.infer<typeof zoneBody>;

/** A deleted zone answers 204 with no body. */
export const zoneDeleted = z.null();
