/**
 * Turkish IBAN: "TR", two check digits, then 22 digits (5-digit bank code, a reserve digit 0, 16-digit account), 26
 * characters in all. The check digits pass ISO 13616 mod-97: move the first four characters to the end, turn letters
 * into numbers (A=10 … Z=35); the number mod 97 must be 1. Shared by the API and the web forms.
 */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidTrIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^TR\d{24}$/.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** A valid Turkish IBAN from its 22 digits after the check digits (demo data and tests). */
export const trIbanFrom = (bban: string) => `TR${String(98 - mod97(`${bban}TR00`)).padStart(2, '0')}${bban}`;

function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const code = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** "TR330006100519786457841326" → "TR33 0006 1005 1978 6457 8413 26". */
export const formatIban = (value: string) =>
  normalizeIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();
