import { api } from '../../../lib/api-client';

/** 409 `offer_taken` / `offer_expired` when someone else was faster or the stage ended. */
export const acceptOffer = (offerId: string) => api.post<{ requestId: string }>(`/api/offers/${offerId}/accept`);
