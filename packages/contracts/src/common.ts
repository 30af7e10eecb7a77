import { z } from 'zod';

/** `/:id` of any row. */
export const idParams = z.object({ id: z.uuid() });
export type IdParams = z.infer<typeof idParams>;

/** The answer of a call that has nothing else to say. */
export const okResult = z.object({ ok: z.literal(true) });
export type OkResult = z.infer<typeof okResult>;
