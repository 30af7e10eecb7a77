import { z } from 'zod';
import { requiredDocument } from './documents';

/** Public reference data: Turkey's provinces and districts, service zones of a province, courier carrier types. */

const lngLat = z.object({ latitude: z.number(), longitude: z.number() });

/** A province or district; `center` is a label point a map can move to (null when none is known). */
export const place = z.object({ id: z.number().int(), name: z.string(), center: lngLat.nullable() });
export const placeList = z.array(place);

export const provinceParams = z.object({ id: z.coerce.number().int().min(1) });

export const zoneOptionList = z.array(z.object({ id: z.string(), name: z.string() }));

/** What a carrier type says to people: kept in Turkish on the row, with other languages beside it. */
export const carrierTypeText = z.object({ name: z.string(), description: z.string(), requirements: z.array(z.string()) });
export type CarrierTypeText = z.infer<typeof carrierTypeText>;
/** The type's texts in languages other than Turkish (English today); a missing language shows the Turkish. */
export const carrierTypeTranslations = z.object({ en: carrierTypeText.optional() });
export type CarrierTypeTranslations = z.infer<typeof carrierTypeTranslations>;

export const carrierType = carrierTypeText.extend({
  id: z.string(),
  code: z.string(),
  translations: carrierTypeTranslations,
  /** The documents a courier of this type uploads (with the application, then from the courier app). */
  requiredDocuments: z.array(requiredDocument),
});
export type CarrierType = z.infer<typeof carrierType>;
export const carrierTypeList = z.array(carrierType);
