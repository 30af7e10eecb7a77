import { z } from 'zod';

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

export { pageOf } from '@kurye/contracts/paging';

export function parseSort(sort: string) {
  return sort.startsWith('-') ? { field: sort.slice(1), desc: true } : { field: sort, desc: false };
}

/** `%`-wrapped ILIKE pattern with the user's wildcards escaped. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
