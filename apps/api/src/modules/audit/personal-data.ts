import type { AuthContext } from '../../access/auth-context';

/** Whether the caller sees T.C. kimlik no and phone numbers in full (the `personal.read` claim). */
export const seesPersonalData = (auth: AuthContext) => auth.claims.has('personal.read');

/** `+905321234567` → `5** *** ** 67`: the operator prefix's first digit and the last two digits. */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return phone ?? null;
  const digits = phone.replace(/\D/g, '');
  const national = digits.length >= 10 ? digits.slice(-10) : digits;
  if (national.length < 4) return '*'.repeat(national.length);
  return `${national[0]}** *** ** ${national.slice(-2)}`;
}

/** `12345678950` → `1********50`. */
export function maskNationalId(value: string | null | undefined): string | null {
  if (!value) return value ?? null;
  if (value.length < 4) return '*'.repeat(value.length);
  return `${value[0]}${'*'.repeat(value.length - 3)}${value.slice(-2)}`;
}

export function personalView(auth: AuthContext) {
  const full = seesPersonalData(auth);
  return {
    full,
    phone: (v: string | null | undefined) => (full ? (v ?? null) : maskPhone(v)),
    nationalId: (v: string | null | undefined) => (full ? (v ?? null) : maskNationalId(v)),
  };
}
