import { api } from '../../../lib/api-client';

export const markPickedUp = (requestId: string) => api.post(`/api/requests/${requestId}/picked-up`);
