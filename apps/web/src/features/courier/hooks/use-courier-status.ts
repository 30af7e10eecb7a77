import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { carrierMeQueryOptions } from '../api/get-carrier-me';
import { setCarrierStatus } from '../api/set-carrier-status';
import { courierKeys } from '../api/keys';
import type { CarrierMe, SettableStatus } from '@kurye/contracts/live';

/** The courier's own state (GET /api/carrier/me) and the switch that changes it. */
export function useCourierStatus() {
  const queryClient = useQueryClient();
  const me = useQuery(carrierMeQueryOptions());
  const change = useMutation({
    mutationFn: (status: SettableStatus) => setCarrierStatus(status),
    onSuccess: (_res, status) => {
      queryClient.setQueryData<CarrierMe>(courierKeys.me(), (old) => (old ? { ...old, status } : old));
      // "busy" is derived by the server (capacity), and offers depend on the state.
      void queryClient.invalidateQueries({ queryKey: courierKeys.me() });
      void queryClient.invalidateQueries({ queryKey: courierKeys.offers() });
    },
  });
  return { me, change };
}
