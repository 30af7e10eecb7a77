import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PacketDecision } from '@kurye/contracts/store-requests';
import type { Page } from '@kurye/contracts/paging';
import { api } from '../../../lib/api-client';
import { storeKeys } from './keys';

/**
 * Packets waiting for the store's decision (`location_set`) and those it marked as wrong (`wrong_location`), newest
 * location first, in one call. A store has far fewer than 100 of them at a time (the decision is automatic after a
 * deadline).
 */
export async function listPacketDecisions(signal?: AbortSignal): Promise<PacketDecision[]> {
  const page = await api.get<Page<PacketDecision>>('/api/store/packet-decisions', { params: { page: 1, size: 100 }, signal });
  return page.items;
}

export const packetDecisionsQuery = () => queryOptions({ queryKey: storeKeys.packetDecisions(), queryFn: ({ signal }) => listPacketDecisions(signal) });

export const usePacketDecisions = () => useQuery(packetDecisionsQuery());
