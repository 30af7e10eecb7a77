import type { RequestStatus } from '@kurye/contracts/delivery';

/** Before pickup the store may still cancel (mirrors the server's state machine). */
export const CANCELLABLE: readonly RequestStatus[] = ['searching', 'assigned', 'arrived'];
/** A finished request can be sent again with the same packets, note and ready-in time. */
export const REPEATABLE: readonly RequestStatus[] = ['no_courier', 'cancelled', 'completed'];

/** Offer-log events with a translation (`store.offerEvent.<event>`); unknown ones show as they are. */
export const OFFER_EVENTS = [
  'created',
  'offered',
  'declined',
  'timeout',
  'stage_timeout',
  'stage_empty',
  'withdrawn',
  'accepted',
  'assigned_manually',
  'cancelled',
  'no_courier',
] as const;

export const OFFER_EVENT_COLOR: Record<string, string> = {
  created: 'blue',
  offered: 'blue',
  accepted: 'green',
  assigned_manually: 'green',
  declined: 'red',
  cancelled: 'gray',
  no_courier: 'red',
};

export const READY_IN_MINUTES = [0, 5, 10, 15, 20, 30, 45, 60] as const;
export const MAX_PACKETS = 10;
export const NOTE_MAX = 500;

/** The specification's constants (§9). */
export const LOCATION_DIALOG_SECONDS = 15;
export const NO_COURIER_DIALOG_SECONDS = 30;
export const AUTO_APPROVE_MINUTES = 5;
