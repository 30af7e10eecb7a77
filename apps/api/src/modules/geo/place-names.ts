import { foldTurkish } from '@kurye/contracts/turkish-fold';

/**
 * The words Turkish addresses shorten, each group under one canonical form: "Bağdat Cad.", "Bağdat Cd." and "Bağdat
 * Caddesi" are the same street. A typed word is in a group when it is one of the group's forms, or (3 letters or more)
 * the start of one of its long forms ("cadd" → caddesi).
 */
const ABBREVIATIONS: readonly { canonical: string; forms: readonly string[]; long: readonly string[] }[] = [
  { canonical: 'caddesi', forms: ['cad', 'cd', 'cadde', 'caddesi', 'cadesi'], long: ['caddesi'] },
  { canonical: 'sokak', forms: ['sk', 'sok', 'sokak', 'sokagi'], long: ['sokak', 'sokagi'] },
  { canonical: 'mahallesi', forms: ['mh', 'mah', 'mahalle', 'mahallesi'], long: ['mahallesi'] },
  { canonical: 'bulvari', forms: ['bl', 'blv', 'bulv', 'bulvar', 'bulvari'], long: ['bulvari'] },
  { canonical: 'meydani', forms: ['mey', 'meyd', 'meydan', 'meydani'], long: ['meydani'] },
];

const CANONICAL = new Map<string, string>();
for (const group of ABBREVIATIONS) for (const form of group.forms) CANONICAL.set(form, group.canonical);

/** A name's or a query's words, folded (case, Turkish letters), without punctuation: "Bağdat Cad. No:5" → bagdat, cad, no, 5. */
export const wordsOf = (text: string) =>
  foldTurkish(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The canonical form of an indexed word ("cd" → caddesi), or the word itself. */
export const canonicalWord = (word: string) => CANONICAL.get(word) ?? word;

/** The abbreviation group a typed word stands for (a form, or the start of a long form), or undefined. */
export function typedAbbreviation(word: string): string | undefined {
  const exact = CANONICAL.get(word);
  if (exact) return exact;
  if (word.length < 3) return undefined;
  return ABBREVIATIONS.find((g) => g.long.some((l) => l.startsWith(word)))?.canonical;
}

const rowA = new Int32Array(64);
const rowB = new Int32Array(64);

/**
 * Levenshtein distance of `a` and the first `bLength` letters of `b` (all of it by default), giving up (max + 1) once
 * it must exceed `max`. Two reused rows: a search compares one typed word with thousands.
 */
export function editDistance(a: string, b: string, max: number, bLength = b.length): number {
  const n = Math.min(bLength, b.length);
  if (Math.abs(a.length - n) > max) return max + 1;
  if (a.length >= 63 || n >= 63) return a === b.slice(0, n) ? 0 : max + 1;
  let prev = rowA;
  let row = rowB;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [prev, row] = [row, prev];
  }
  return prev[n]!;
}

/** How many typos a typed word of this length may hold: none below 5 letters, one up to 7, two from 8. */
export const typosAllowed = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);
