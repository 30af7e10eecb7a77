import { z } from 'zod';

/** `/:id` of any row. */
export const idParams = z.object({ id: z.uuid() });
export type IdParams = z.infer<typeof idParams>;
/** `/:carrierId` of a route about one courier's rows (its courses, its equipment). */
export const carrierIdParams = z.object({ carrierId: z.uuid() });

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

/** The `Idempotency-Key` header of a call a retry must not repeat (the route answers 400 when it is required and missing). */
export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });

/**
 * A PATCH body: partial fields, at least one of them given. `{}` (or only unknown fields, which are dropped) is a 400
 * naming the body, never an empty UPDATE.
 */
export const patchBody = <T extends z.ZodObject>(fields: T) =>
  fields.refine((value) => Object.values(value).some((v) => v !== undefined), { error: 'nothing to change' });
