import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './payments';
import { DISTANCE_KINDS, type RoadClass } from './roads';

const roadSpeed = z.number().int().min(5).max(130);

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
  /** Credit top-up: the packages offered and the limits of a custom amount (kuruş). */
  topUp: z.object({
    packages: z.array(z.number().int().min(1_00).max(1_000_000_00)).min(1).max(6),
    minAmount: z.number().int().min(1_00).max(1_000_000_00),
    maxAmount: z.number().int().min(1_00).max(1_000_000_00),
  }),
  /** Invoicing: KDV rate and the seller's details printed on every invoice. */
  invoicing: z.object({
    vatPercent: z.number().int().min(0).max(100),
    company: z.object({
      name: z.string().min(1).max(200),
      address: z.string().max(400),
      taxOffice: z.string().max(100),
      taxNumber: z.string().max(20),
      phone: z.string().max(40),
      email: z.string().max(200),
    }),
  }),
  /** Stage targets the courier performance report measures lateness against (minutes). */
  reports: z
    .object({
      waitMinutes: z.number().int().min(1).max(120),
      pickupMinutes: z.number().int().min(1).max(240),
      deliverMinutes: z.number().int().min(1).max(240),
    })
    .optional(),
  /** The daily backup (at `hour` o'clock Istanbul time) and how many daily backups are kept. */
  backups: z.object({ daily: z.boolean(), hour: z.number().int().min(0).max(23), keep: z.number().int().min(1).max(365) }),
  /**
   * Roads: fees by the road distance (`road`) or the straight line (`straight`); without a road network, or where no
   * route is found, the straight line × `straightFactor` at `straightSpeedKmh`. Speeds by road class rebuild the
   * network when changed.
   */
  roads: z.object({
    feeDistance: z.enum(DISTANCE_KINDS),
    straightFactor: z.number().min(1).max(3),
    straightSpeedKmh: z.number().int().min(5).max(80),
    speedsKmh: z.object({
      motorway: roadSpeed,
      trunk: roadSpeed,
      primary: roadSpeed,
      secondary: roadSpeed,
      tertiary: roadSpeed,
      minor: roadSpeed,
      service: roadSpeed,
    } satisfies Record<RoadClass, typeof roadSpeed>),
  }),
  /** KVKK: how many days personal data is kept before the nightly retention run deletes or anonymises it. */
  retention: z.object({
    /** Courier positions (reports keep their daily roll-ups). */
    positionDays: z.number().int().min(7).max(3650),
    /** A rejected applicant's name, T.C. kimlik no, phone, e-mail and address, counted from the decision. */
    rejectedApplicationDays: z.number().int().min(1).max(3650),
    /** Notifications once read. */
    readNotificationDays: z.number().int().min(1).max(3650),
    /** Sessions, counted from when they expired or were ended. */
    sessionDays: z.number().int().min(1).max(3650),
    /** A leaver's (suspended courier's) documents, counted from the suspension. */
    leaverDocumentDays: z.number().int().min(1).max(3650).default(365),
  }),
  /** Courier documents: whether a courier with a missing, unapproved or expired required document may go available. */
  documents: z.object({ requiredForAvailability: z.boolean() }).default({ requiredForAvailability: false }),
  /** An office screen left alone this many minutes locks until its user's password is given again (0: never). */
  session: z.object({ idleLockMinutes: z.number().int().min(0).max(480) }).default({ idleLockMinutes: 30 }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  pricing: { baseFee: 60_00, perKmFee: 12_00, minimumFee: 75_00, courierShare: { kind: 'percent', value: 70 } },
  dispatch: { stageSize: 3, stageTimeoutSeconds: 30, radiiKm: [2, 4, 8], courierCapacity: 2, maxPacketsPerRequest: 10 },
  autoApproveMinutes: 5,
  pollingIntervalsMs: { announcements: 12_000, storeRequests: 12_000 },
  // No tile URL: every map draws the offline basemap (works with no internet); an admin sets one for online tiles.
  map: { tileUrl: '', attribution: '© OpenStreetMap katkıda bulunanlar' },
  sounds: { emergency: true, notification: true },
  topUp: { packages: [500_00, 1_000_00, 2_500_00], minAmount: 100_00, maxAmount: 50_000_00 },
  invoicing: {
    vatPercent: 20,
    company: {
      name: 'Kurye Ofis Lojistik Hizmetleri A.Ş.',
      address: 'Caferağa Mah. Moda Cad. No: 1, 34710 Kadıköy / İstanbul',
      taxOffice: 'Kadıköy',
      taxNumber: '1234567890',
      phone: '+90 216 000 00 00',
      email: 'muhasebe@kuryeofis.test',
    },
  },
  reports: { waitMinutes: 3, pickupMinutes: 12, deliverMinutes: 20 },
  backups: { daily: true, hour: 3, keep: 14 },
  roads: {
    feeDistance: 'road',
    straightFactor: 1.3,
    straightSpeedKmh: 25,
    speedsKmh: { motorway: 80, trunk: 60, primary: 45, secondary: 35, tertiary: 30, minor: 20, service: 12 },
  },
  retention: { positionDays: 90, rejectedApplicationDays: 180, readNotificationDays: 90, sessionDays: 30, leaverDocumentDays: 365 },
  documents: { requiredForAvailability: false },
  session: { idleLockMinutes: 30 },
};

/** What every signed-in user reads: map tiles, polling intervals, sounds, the idle lock and the fee of one packet. */
export const publicSettingsSchema = z.object({
  map: settingsSchema.shape.map,
  pollingIntervalsMs: settingsSchema.shape.pollingIntervalsMs,
  sounds: settingsSchema.shape.sounds,
  session: settingsSchema.shape.session,
  /** What one packet of a request is expected to cost (kuruş), shown on the store's form before sending. */
  estimatedFeePerPacket: z.number().int(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** GET /api/privacy/retention (public): the retention periods the privacy notice states, in days. */
export const retentionPeriods = settingsSchema.shape.retention;
export type RetentionPeriods = z.infer<typeof retentionPeriods>;

/** Any JSON object: the merged result is what gets validated, so a deep partial needs no schema of its own. */
export const settingsPatchBody = z.record(z.string(), z.unknown()).describe('A deep partial of the settings; arrays are replaced.');

/**
 * Where the maps' streets come from: `pmtiles` (this server's PMTiles file, served at `/map/tiles.json`), `tile-url`
 * (the raster tile URL of the settings, which wins on the web when set), or `none` (the offline coastline map only).
 */
export const MAP_STREET_SOURCES = ['pmtiles', 'tile-url', 'none'] as const;
export type MapStreetSource = (typeof MAP_STREET_SOURCES)[number];

/**
 * How this server runs, for the system page: the payment provider (the sandbox credits stores for test cards) and the
 * street map (`streets`: a map with streets is drawn; `pmtiles`: this server has a PMTiles file, whatever the setting).
 */
export const runtimeInfo = z.object({
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  map: z.object({ streets: z.boolean(), source: z.enum(MAP_STREET_SOURCES), pmtiles: z.boolean() }),
});
export type RuntimeInfo = z.infer<typeof runtimeInfo>;
