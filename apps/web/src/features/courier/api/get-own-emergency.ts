import { queryOptions } from '@tanstack/react-query';
import type { Emergency } from '@kurye/contracts/fieldops';
import { api } from '../../../lib/api-client';
import { courierKeys } from './keys';

/** The courier's own latest SOS (open, acknowledged or resolved), or null. */
export const getOwnEmergency = (signal?: AbortSignal) => api.get<Emergency | null>('/api/carrier/emergency', { signal });

export const ownEmergencyQueryOptions = () => queryOptions({ queryKey: courierKeys.emergency(), queryFn: ({ signal }) => getOwnEmergency(signal) });
