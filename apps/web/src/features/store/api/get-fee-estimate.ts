import { useQuery } from '@tanstack/react-query';
import { publicSettingsQuery } from '../../../lib/public-settings-query';

/**
 * What one packet is expected to cost (kuruş), read from the public settings the shell asks for anyway (one call for
 * both; it was a second GET of the same address), at most a minute old.
 */
export const useFeePerPacket = () => useQuery({ ...publicSettingsQuery(), staleTime: 60_000, select: (s) => s.estimatedFeePerPacket });
