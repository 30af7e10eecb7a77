import { z } from 'zod';
import { patchBody } from './common';
import { jokerStationBody, jokerStationSchema } from './fieldops';

export const jokerStationListQuery = z.object({ zoneId: z.uuid().optional() });
export const jokerStationList = z.array(jokerStationSchema);
export const jokerStationPatchBody = patchBody(jokerStationBody.partial());
export type JokerStationInput = z.infer<typeof jokerStationBody>;

/** Puts a courier of the station's zone at the station (as a joker). */
export const assignJokerBody = z.object({ carrierId: z.uuid() });
export const jokerParams = z.object({ id: z.uuid(), carrierId: z.uuid() });
