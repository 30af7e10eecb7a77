import { z } from 'zod';

/** `/api/tracking/:token`: a packet's public tracking token (43 characters; anything up to 100 is looked at). */
export const trackingParams = z.object({ token: z.string().max(100) });
