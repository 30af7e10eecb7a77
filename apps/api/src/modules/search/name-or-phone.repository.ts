import { likePattern } from '../../db/paging';
import { ilike, or, type AnyColumn } from 'drizzle-orm';

/**
 * A text search over a name and a phone: the name contains `q`, or the phone contains `digits`, the digits of a `q`
 * typed like a phone ("0532 123 45 67", "+90 532…" match the stored +905… number; see `phoneDigits`), when it has any.
 */
export const nameOrPhoneLike = (name: AnyColumn, phone: AnyColumn, q: string, digits: string | null) =>
  or(ilike(name, likePattern(q)), digits ? ilike(phone, likePattern(digits)) : undefined);
