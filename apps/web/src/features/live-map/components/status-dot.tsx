import type { CarrierStatus } from '@kurye/contracts/delivery';
import { STATUS_COLORS } from '../lib/status-colors';

export function StatusDot({ status, joker }: { status: CarrierStatus; joker?: boolean }) {
  return <span aria-hidden className={joker ? 'live-map-dot joker' : 'live-map-dot'} style={{ background: STATUS_COLORS[status] }} />;
}
