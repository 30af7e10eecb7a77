import { useQueryClient } from '@tanstack/react-query';
import type { SocketEvents } from '@kurye/contracts/delivery';
import { useSocketEvent, useSocketReconnect } from '../../../lib/socket';
import { invalidateStore } from '../api/keys';
import { realtimeQueue } from './realtime-queue';

/**
 * The store's socket events: every one refreshes the store's queries (balance, lists, details); location and
 * courier-not-found events also queue their dialogs. After a reconnect everything is refetched.
 */
export function useStoreLiveUpdates(onRequestResolved?: (outcome: SocketEvents['packet_update_request.resolved']) => void) {
  const qc = useQueryClient();
  const refresh = () => void invalidateStore(qc);

  useSocketEvent('request.status_changed', refresh);
  useSocketEvent('request.no_courier', (notice) => {
    realtimeQueue.pushNoCourier(notice);
    refresh();
  });
  useSocketEvent('packet.location_set', (packet) => {
    realtimeQueue.pushLocation(packet);
    refresh();
  });
  useSocketEvent('packet.approved', ({ packetId }) => {
    // approved automatically or from another tab: its dialog has nothing left to ask
    realtimeQueue.dropLocation(packetId);
    refresh();
  });
  // The operator's decision on one of the store's packet requests.
  useSocketEvent('packet_update_request.resolved', (outcome) => {
    onRequestResolved?.(outcome);
    refresh();
  });
  useSocketReconnect(refresh);
}
