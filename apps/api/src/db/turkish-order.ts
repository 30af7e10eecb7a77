import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Turkish alphabetical order that is the same on PGlite (built without ICU, so no `tr-TR-x-icu`) and PostgreSQL
 * whatever its database collation: every letter, upper or lower case, is translated to one character of a private
 * run (U+0100…) in the order of the Turkish alphabet, and the result is compared byte-wise (`COLLATE "C"`).
 * Case does not matter (a = A, ı = I, i = İ); â, î, û sort as a, i, u; spaces and digits come before letters.
 */
const ALPHABET = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz';
const UPPER = 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZ';
const code = (i: number) => String.fromCharCode(0x100 + i);

const pairs: [string, string][] = [];
for (let i = 0; i < ALPHABET.length; i++) pairs.push([ALPHABET[i]!, code(i)], [UPPER[i]!, code(i)]);
for (const [from, base] of [
  ['âÂàÀáÁäÄ', 'a'],
  ['êÊéÉèÈëË', 'e'],
  ['îÎíÍïÏ', 'i'],
  ['ôÔóÓòÒ', 'o'],
  ['ûÛúÚùÙ', 'u'],
] as const)
  for (const c of from) pairs.push([c, code(ALPHABET.indexOf(base))]);

export const TR_FROM = pairs.map((p) => p[0]).join('');
export const TR_TO = pairs.map((p) => p[1]).join('');

/** The Turkish sort key of a text column (or expression), for ORDER BY. */
export const turkishKey = (column: AnyColumn | SQL) => sql`(translate(${column}, ${TR_FROM}, ${TR_TO}) collate "C")`;

/** `ORDER BY` a text column in Turkish order, ascending or descending. */
export const turkishOrder = (column: AnyColumn | SQL, descending = false) => (descending ? desc(turkishKey(column)) : asc(turkishKey(column)));
