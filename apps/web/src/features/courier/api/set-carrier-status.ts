import { api } from '../../../lib/api-client';
import type { SettableStatus } from '@kurye/contracts/live';

export const setCarrierStatus = (status: SettableStatus) => api.post<{ status: string }>('/api/carrier/status', { status });
