import { likePattern } from '../../db/paging';
import { or, sql, type AnyColumn } from 'drizzle-orm';
import { foldedWordsMatch } from '../../db/turkish-fold';

/**
 * A text search over names and a phone: every word of `q` is in one of `names` (case and Turkish letters folded:
 * "seyma" finds "Şeyma"), or the phone contains `digits`, the digits of a `q` typed like a phone ("0532 123 45 67", "+90 532…"
 * match the stored +905… number; see `phoneDigits`), when it has any.
 */
export const nameOrPhoneLike = (names: readonly AnyColumn[], phone: AnyColumn, q: string, digits: string | null) =>
  or(foldedWordsMatch(names, q), digits ? sql`${phone} like ${likePattern(digits)}` : undefined);
