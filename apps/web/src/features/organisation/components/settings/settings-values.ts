import type { Settings } from '@kurye/contracts/settings';

/** The form's view of the settings: money in TL (not kuruş), polling in seconds (not ms). */
export interface SettingsValues {
  baseFeeTl: number;
  perKmFeeTl: number;
  minimumFeeTl: number;
  shareKind: 'percent' | 'fixed';
  sharePercent: number;
  shareFixedTl: number;
  stageSize: number;
  stageTimeoutSeconds: number;
  radiiKm: number[];
  courierCapacity: number;
  maxPacketsPerRequest: number;
  autoApproveMinutes: number;
  announcementsSeconds: number;
  storeRequestsSeconds: number;
  tileUrl: string;
  attribution: string;
  emergencySound: boolean;
  notificationSound: boolean;
  /** Top-up packages in TL, comma separated ("500, 1000, 2500"). */
  topUpPackages: string;
  minTopUpTl: number;
  maxTopUpTl: number;
  vatPercent: number;
  company: Settings['invoicing']['company'];
  roads: Settings['roads'];
  dailyBackup: boolean;
  backupHour: number;
  backupKeep: number;
  positionDays: number;
  rejectedApplicationDays: number;
  readNotificationDays: number;
  sessionDays: number;
  leaverDocumentDays: number;
  documentsRequiredForAvailability: boolean;
  idleLockMinutes: number;
}

export const parsePackages = (text: string) =>
  text
    .split(/[;,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => Number(p.replace(/\./g, '').replace(',', '.')));

const tl = (kurus: number) => kurus / 100;
export const kurus = (lira: number) => Math.round(lira * 100);

export function toValues(s: Settings): SettingsValues {
  const share = s.pricing.courierShare;
  return {
    baseFeeTl: tl(s.pricing.baseFee),
    perKmFeeTl: tl(s.pricing.perKmFee),
    minimumFeeTl: tl(s.pricing.minimumFee),
    shareKind: share.kind,
    sharePercent: share.kind === 'percent' ? share.value : 70,
    shareFixedTl: share.kind === 'fixed' ? tl(share.value) : 0,
    ...s.dispatch,
    autoApproveMinutes: s.autoApproveMinutes,
    announcementsSeconds: s.pollingIntervalsMs.announcements / 1000,
    storeRequestsSeconds: s.pollingIntervalsMs.storeRequests / 1000,
    tileUrl: s.map.tileUrl,
    attribution: s.map.attribution,
    emergencySound: s.sounds.emergency,
    notificationSound: s.sounds.notification,
    topUpPackages: s.topUp.packages.map(tl).join(', '),
    minTopUpTl: tl(s.topUp.minAmount),
    maxTopUpTl: tl(s.topUp.maxAmount),
    vatPercent: s.invoicing.vatPercent,
    company: s.invoicing.company,
    roads: s.roads,
    dailyBackup: s.backups.daily,
    backupHour: s.backups.hour,
    backupKeep: s.backups.keep,
    ...s.retention,
    documentsRequiredForAvailability: s.documents.requiredForAvailability,
    idleLockMinutes: s.session.idleLockMinutes,
  };
}

/** Settings this form has no fields for (top-up limits, invoicing) are sent back as loaded. */
export function toSettings(v: SettingsValues, loaded: Settings): Settings {
  return {
    ...loaded,
    pricing: {
      baseFee: kurus(v.baseFeeTl),
      perKmFee: kurus(v.perKmFeeTl),
      minimumFee: kurus(v.minimumFeeTl),
      courierShare: v.shareKind === 'percent' ? { kind: 'percent', value: v.sharePercent } : { kind: 'fixed', value: kurus(v.shareFixedTl) },
    },
    dispatch: {
      stageSize: v.stageSize,
      stageTimeoutSeconds: v.stageTimeoutSeconds,
      radiiKm: v.radiiKm,
      courierCapacity: v.courierCapacity,
      maxPacketsPerRequest: v.maxPacketsPerRequest,
    },
    autoApproveMinutes: v.autoApproveMinutes,
    pollingIntervalsMs: { announcements: Math.round(v.announcementsSeconds * 1000), storeRequests: Math.round(v.storeRequestsSeconds * 1000) },
    map: { tileUrl: v.tileUrl.trim(), attribution: v.attribution.trim() },
    sounds: { emergency: v.emergencySound, notification: v.notificationSound },
    topUp: { packages: parsePackages(v.topUpPackages).map(kurus), minAmount: kurus(v.minTopUpTl), maxAmount: kurus(v.maxTopUpTl) },
    invoicing: { vatPercent: v.vatPercent, company: { ...loaded.invoicing.company, ...v.company } },
    roads: { ...v.roads, speedsKmh: { ...loaded.roads.speedsKmh, ...v.roads.speedsKmh } },
    backups: { daily: v.dailyBackup, hour: v.backupHour, keep: v.backupKeep },
    retention: {
      positionDays: v.positionDays,
      rejectedApplicationDays: v.rejectedApplicationDays,
      readNotificationDays: v.readNotificationDays,
      sessionDays: v.sessionDays,
      leaverDocumentDays: v.leaverDocumentDays,
    },
    documents: { requiredForAvailability: v.documentsRequiredForAvailability },
    session: { idleLockMinutes: v.idleLockMinutes },
  };
}
