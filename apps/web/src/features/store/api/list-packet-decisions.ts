import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestStatus } from '@kurye/contracts/delivery';
import type { Packet as RequestPacket, RequestDetails } from '@kurye/contracts/delivery';
import { getRequestDetails } from '../../../lib/request-details-query';
import { storeKeys } from './keys';
import { listRequests } from './list-requests';

export interface PacketDecision {
  packet: RequestPacket;
  request: RequestDetails;
}

/** Only picked-up and delivered requests can have packets with a delivery location (awaiting decision or under review). */
const STATUSES_WITH_LOCATIONS: RequestStatus[] = ['picked_up', 'delivered'];

/** Packets waiting for the store's decision (`location_set`) and those it marked as wrong (`wrong_location`). */
export async function listPacketDecisions(): Promise<PacketDecision[]> {
  const pages = await Promise.all(STATUSES_WITH_LOCATIONS.map((status) => listRequests({ status, page: 1, size: 100, sort: '-createdAt' })));
  const details = await Promise.all(pages.flatMap((p) => p.items).map((r) => getRequestDetails(r.id)));
  return details
    .flatMap((request) => request.packets.filter((p) => p.status === 'location_set' || p.status === 'wrong_location').map((packet) => ({ packet, request })))
    .sort((a, b) => (b.packet.toLocationSetDateTime ?? '').localeCompare(a.packet.toLocationSetDateTime ?? ''));
}

export const packetDecisionsQuery = () => queryOptions({ queryKey: storeKeys.packetDecisions(), queryFn: listPacketDecisions });

export const usePacketDecisions = () => useQuery(packetDecisionsQuery());
