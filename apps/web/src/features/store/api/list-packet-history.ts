import type { Page } from '@kurye/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PacketStatus, StorePacketRow } from '@kurye/contracts/delivery';
import { STORE_PACKET_SORTS } from '@kurye/contracts/delivery';
import { api } from '../../../lib/api-client';
import { storeKeys } from './keys';

export type PacketHistorySort = (typeof STORE_PACKET_SORTS)[number];

export interface PacketHistoryParams {
  status?: PacketStatus;
  from?: string;
  to?: string;
  page: number;
  size: number;
  sort: PacketHistorySort;
}

/** The store's packets ("Paket Geçmişi"), newest delivery first by default. */
export const listPacketHistory = (params: PacketHistoryParams) => api.get<Page<StorePacketRow>>('/api/store/packets', { params: { ...params } });

export const packetHistoryQuery = (params: PacketHistoryParams) =>
  queryOptions({ queryKey: storeKeys.packetHistory(params), queryFn: () => listPacketHistory(params), placeholderData: keepPreviousData });

export const usePacketHistory = (params: PacketHistoryParams) => useQuery(packetHistoryQuery(params));
