import { useQueryClient } from '@tanstack/react-query';
import { requestDetailsKeys } from '../../../lib/request-details-query';
import { useSocketEvent, useSocketReconnect } from '../../../lib/socket';
import { useThrottled } from './use-throttled';
import { liveMapKeys } from '../api/keys';

/** Today's lists follow the socket: any request status change refetches them (throttled), and the changed details. */
export function useLiveRequestUpdates() {
  const qc = useQueryClient();
  const refetchLists = useThrottled(() => void qc.invalidateQueries({ queryKey: liveMapKeys.dailyRequests }), 1000);
  useSocketEvent('request.status_changed', (e) => {
    refetchLists();
    void qc.invalidateQueries({ queryKey: requestDetailsKeys.detail(e.requestId) });
  });
  useSocketEvent('packet.approved', (e) => void qc.invalidateQueries({ queryKey: requestDetailsKeys.detail(e.requestId) }));
  useSocketEvent('packet.location_set', (e) => void qc.invalidateQueries({ queryKey: requestDetailsKeys.detail(e.requestId) }));
  useSocketReconnect(() => {
    void qc.invalidateQueries({ queryKey: liveMapKeys.dailyRequests });
    void qc.invalidateQueries({ queryKey: requestDetailsKeys.all });
  });
}
