import { api } from '../../../lib/api-client';

export const markArrived = (requestId: string) => api.post(`/api/requests/${requestId}/arrived`);
