import type { CarrierStatus } from '@kurye/contracts/delivery';

/** One colour per courier state: the map's circle layer and the legend use the same values. */
export const STATUS_COLORS: Record<CarrierStatus, string> = {
  available: '#2f9e44',
  busy: '#e8590c',
  break: '#5c7cfa',
  offline: '#868e96',
};
export const JOKER_STROKE = '#7b2cbf';
