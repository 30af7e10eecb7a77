import { z } from 'zod';

/** `/:id` of any row. */
export const idParams = z.object({ id: z.uuid() });
export type IdParams = z.infer<typeof idParams>;

/** The answer of a call that has nothing else to say. */
export const okResult = z.object({ ok: z.literal(true) });
export type OkResult = z.infer<typeof okResult>;

/** Query shape every list takes: `page` from 1, `size` up to 100, `sort` as `field` or `-field`, `q` free text. */
export function listQuery<const F extends readonly [string, ...string[]]>(sortFields: F, defaultSort: F[number] | `-${F[number]}`) {
  const sortValues = sortFields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    sort: z.enum(sortValues).default(defaultSort),
    q: z.string().trim().max(100).optional(),
  });
}
