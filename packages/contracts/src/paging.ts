import { z } from 'zod';

/** One page of a list, as every list route answers it. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

/** The paging and search a client sends to any list (the server defaults page 1, size 20). */
export const listParamsSchema = z.object({
  page: z.number().int().min(1),
  size: z.number().int().min(1).max(100),
  sort: z.string().optional(),
  q: z.string().max(100).optional(),
});
export type ListParams = z.infer<typeof listParamsSchema>;

/**
 * A response schema's type as the client reads it: the API's schemas hold `Date`s, which Fastify sends (and the
 * client receives) as ISO strings.
 */
export type Wire<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;
