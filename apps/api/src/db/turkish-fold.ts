import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { foldTurkish, TURKISH_FOLD_FROM, TURKISH_FOLD_TO } from '@kurye/contracts/turkish-fold';
import { likePattern } from './paging';

/** A text column (or expression) with case and Turkish letters folded, the same on PGlite and PostgreSQL. */
export const folded = (column: AnyColumn | SQL) => sql`translate(${column}, ${TURKISH_FOLD_FROM}, ${TURKISH_FOLD_TO})`;

/** The column contains `q`, ignoring case and Turkish letters: "seyma" matches "Şeyma", "kadikoy" "Kadıköy". */
export const foldedContains = (column: AnyColumn | SQL, q: string) => sql`${folded(column)} like ${likePattern(foldTurkish(q))}`;
