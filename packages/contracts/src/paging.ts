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
