import { queryClient } from '../../../lib/query-client';
import { feePerPacketQuery } from './get-fee-estimate';
import { storeAccountQuery } from './get-store-account';
import { activeRequestsQuery } from './list-active-requests';

/** The packet page's reads (the credit, the fee of a packet, the active list), started while its chunk loads. */
export function prefetchPacketPage() {
  void queryClient.prefetchQuery(storeAccountQuery());
  void queryClient.prefetchQuery(feePerPacketQuery());
  void queryClient.prefetchQuery(activeRequestsQuery());
}
