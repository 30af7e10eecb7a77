import { z } from 'zod';

/** System settings (the Admin's `system` page). Amounts in kuruş, distances in km, durations in seconds or minutes. */
export const settingsSchema = z.object({
  pricing: z.object({
    baseFee: z.number().int().min(0).max(1_000_00),
    perKmFee: z.number().int().min(0).max(1_000_00),
    minimumFee: z.number().int().min(0).max(10_000_00),
    courierShare: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('percent'), value: z.number().min(0).max(100) }),
      z.object({ kind: z.literal('fixed'), value: z.number().int().min(0).max(10_000_00) }),
    ]),
  }),
  dispatch: z.object({
    stageSize: z.number().int().min(1).max(20),
    stageTimeoutSeconds: z.number().int().min(15).max(60),
    radiiKm: z.array(z.number().positive().max(100)).min(1).max(6),
    courierCapacity: z.number().int().min(1).max(10),
    maxPacketsPerRequest: z.number().int().min(1).max(20),
  }),
  autoApproveMinutes: z.number().int().min(1).max(120),
  pollingIntervalsMs: z.object({ announcements: z.number().int().min(2000).max(600_000), storeRequests: z.number().int().min(2000).max(600_000) }),
  map: z.object({ tileUrl: z.string().max(500), attribution: z.string().max(300) }),
  sounds: z.object({ emergency: z.boolean(), notification: z.boolean() }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  pricing: { baseFee: 60_00, perKmFee: 12_00, minimumFee: 75_00, courierShare: { kind: 'percent', value: 70 } },
  dispatch: { stageSize: 3, stageTimeoutSeconds: 30, radiiKm: [2, 4, 8], courierCapacity: 2, maxPacketsPerRequest: 10 },
  autoApproveMinutes: 5,
  pollingIntervalsMs: { announcements: 12_000, storeRequests: 12_000 },
  map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap katkıda bulunanlar' },
  sounds: { emergency: true, notification: true },
};
