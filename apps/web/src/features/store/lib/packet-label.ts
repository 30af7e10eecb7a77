import type { TFunction } from 'i18next';

interface Named {
  orderReference?: string | null;
  customerAddress?: string | null;
}

/**
 * How a store recognises one of its packets: the order reference or the address it typed, as it typed them; the
 * packet number ("T-71428/1", `fallback`) only when it gave neither.
 */
export function packetLabel(t: TFunction, packet: Named | undefined, fallback: string): string {
  if (packet?.orderReference) return t('store.packetLabel.order', { reference: packet.orderReference });
  if (packet?.customerAddress) return packet.customerAddress;
  return fallback;
}
