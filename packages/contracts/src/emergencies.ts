import { z } from 'zod';
import { listQuery } from './common';
import { EMERGENCY_STATUSES, emergencySchema } from './fieldops';
import { pageOf } from './paging';

export const emergencyListQuery = listQuery(['createdAt', 'courier'], '-createdAt').extend({ status: z.enum(EMERGENCY_STATUSES).optional() });
export type EmergencyListQuery = z.infer<typeof emergencyListQuery>;
export const emergencyPage = pageOf(emergencySchema);
