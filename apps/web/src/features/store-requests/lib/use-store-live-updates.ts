import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent, useSocketReconnect } from '../../../lib/socket';
import { storeKeys } from '../api/keys';
import { realtimeQueue } from './realtime-queue';

/**
 * The store's socket events: every one refreshes the store's queries (balance, lists, details); location and
 * courier-not-found events also queue their dialogs. After a reconnect everything is refetched.
 */
export function useStoreLiveUpdates() {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: storeKeys.all });

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
  useSocketReconnect(refresh);
}
