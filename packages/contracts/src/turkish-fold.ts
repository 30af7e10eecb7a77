/**
 * How people type Turkish names into a search box: without caring for case or for Turkish letters. "seyma" finds
 * "Şeyma", "KADIKOY" finds "Kadıköy", "istanbul" finds "İstanbul". Every character maps to exactly one character, so
 * the same table serves SQL's `translate()` (PGlite has no ICU, so `lower()` cannot be trusted with İ and I) and
 * JavaScript, and a folded text keeps its length.
 */
const PAIRS: readonly (readonly [string, string])[] = [
  ['ABCDEFGHJKLMNOPQRSTVWXYZ', 'abcdefghjklmnopqrstvwxyz'],
  ['İIıÎîÍíÌìÏï', 'iiiiiiiiiii'],
  ['ŞşŚś', 'ssss'],
  ['ÇçĆć', 'cccc'],
  ['Ğğ', 'gg'],
  ['ÖöÔôÓóÒò', 'oooooooo'],
  ['ÜüÛûÚúÙù', 'uuuuuuuu'],
  ['ÂâÀàÁáÄä', 'aaaaaaaa'],
  ['ÊêÉéÈèËë', 'eeeeeeee'],
  ['U', 'u'],
];

/** The characters `translate()` replaces, and what each becomes (same positions). */
export const TURKISH_FOLD_FROM = PAIRS.map((p) => p[0]).join('');
export const TURKISH_FOLD_TO = PAIRS.map((p) => p[1]).join('');

const MAP = new Map<string, string>();
for (let i = 0; i < TURKISH_FOLD_FROM.length; i++) MAP.set(TURKISH_FOLD_FROM[i]!, TURKISH_FOLD_TO[i]!);

/** Folds case and Turkish letters: "Şeyma Kadıköy İĞNE" → "seyma kadikoy igne". Same length as the input. */
export function foldTurkish(text: string): string {
  let out = '';
  for (const c of text) out += MAP.get(c) ?? c;
  return out;
}
