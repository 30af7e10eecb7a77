import { z } from 'zod';
import { isValidTcKimlik } from './tc-kimlik';

/**
 * Vergi kimlik no (VKN) checksum: 10 digits; for each of the first nine digits d at position i (0-based),
 * x = (d + 9 − i) mod 10 and y = x·2^(9−i) mod 9 (9 when x ≠ 0 and that is 0); the tenth digit is
 * (10 − Σy mod 10) mod 10.
 */
export function isValidVkn(value: string): boolean {
  return /^\d{10}$/.test(value) && vknCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

function vknCheckDigit(nine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const x = (Number(nine[i]) + 9 - i) % 10;
    const y = (x * 2 ** (9 - i)) % 9;
    sum += x !== 0 && y === 0 ? 9 : y;
  }
  return (10 - (sum % 10)) % 10;
}

/** A valid VKN from its first nine digits (demo data and tests). */
export const vknFrom = (nine: string) => `${nine}${vknCheckDigit(nine)}`;

/** A buyer's tax number: a company's VKN (10 digits) or a sole trader's T.C. kimlik no (11 digits). */
export type TaxNumberScheme = 'VKN' | 'TCKN';

/** Which kind of tax number `value` is, when its checksum holds; null otherwise. */
export function taxNumberScheme(value: string): TaxNumberScheme | null {
  if (isValidVkn(value)) return 'VKN';
  if (isValidTcKimlik(value)) return 'TCKN';
  return null;
}

export const isValidTaxNumber = (value: string) => taxNumberScheme(value) !== null;

/** The tax identity fields of a store's forms (application, details, profile); each optional, checked when given. */
export const taxIdentityFields = {
  taxOffice: z.string().trim().min(2).max(100).optional(),
  taxNumber: z.string().trim().refine(isValidTaxNumber, { message: 'VKN (10 hane) ya da T.C. kimlik no (11 hane) geçersiz' }).optional(),
};
