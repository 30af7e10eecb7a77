import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { publicSettingsKeys } from '../../../lib/public-settings-query';

/** What one packet is expected to cost (kuruş), from the public settings. */
export const getFeePerPacket = () => api.get<{ estimatedFeePerPacket: number }>('/api/settings/public').then((s) => s.estimatedFeePerPacket);

export const feePerPacketQuery = () => queryOptions({ queryKey: publicSettingsKeys.feePerPacket, queryFn: getFeePerPacket, staleTime: 60_000 });

export const useFeePerPacket = () => useQuery(feePerPacketQuery());
