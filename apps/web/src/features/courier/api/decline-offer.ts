import { api } from '../../../lib/api-client';

export const declineOffer = (offerId: string) => api.post<{ ok: true }>(`/api/offers/${offerId}/decline`);
