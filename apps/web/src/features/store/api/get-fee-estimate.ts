import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What one packet is expected to cost (kuruş), from the public settings. */
export const getFeePerPacket = () => api.get<{ estimatedFeePerPacket: number }>('/api/settings/public').then((s) => s.estimatedFeePerPacket);

export const feePerPacketQuery = () => queryOptions({ queryKey: ['settings', 'public', 'estimatedFeePerPacket'], queryFn: getFeePerPacket, staleTime: 60_000 });

export const useFeePerPacket = () => useQuery(feePerPacketQuery());
