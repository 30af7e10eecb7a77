/** Targets (minutes) a completed request's stages are measured against: waiting for a courier, to pickup, to delivery. */
export interface StageTargets {
  waitMinutes: number;
  pickupMinutes: number;
  deliverMinutes: number;
}
export const DEFAULT_STAGE_TARGETS: StageTargets = { waitMinutes: 3, pickupMinutes: 12, deliverMinutes: 20 };
