import { z } from 'zod';
import { requiredDocument } from './documents';

/** Public reference data: Turkey's provinces and districts, service zones of a province, courier carrier types. */

const lngLat = z.object({ latitude: z.number(), longitude: z.number() });

/** A province or district; `center` is a label point a map can move to (null when none is known). */
export const place = z.object({ id: z.number().int(), name: z.string(), center: lngLat.nullable() });
export const placeList = z.array(place);

export const provinceParams = z.object({ id: z.coerce.number().int().min(1) });

export const zoneOptionList = z.array(z.object({ id: z.string(), name: z.string() }));

export const carrierTypeList = z.array(
  z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    requirements: z.array(z.string()),
    /** The documents a courier of this type uploads (with the application, then from the courier app). */
    requiredDocuments: z.array(requiredDocument),
  }),
);
