/**
 * T.C. kimlik no checksum: 11 digits, the first not 0; the 10th digit is ((d1+d3+d5+d7+d9)·7 − (d2+d4+d6+d8)) mod 10
 * and the 11th is the sum of the first ten mod 10. Shared by the API and the web forms.
 */
export function isValidTcKimlik(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (d[9] !== tenth) return false;
  return d.slice(0, 10).reduce((s, x) => s + x, 0) % 10 === d[10];
}

/** A Turkish mobile number in any common spelling (0532…, +90 532…, 532…) as +905XXXXXXXXX, or null. */
export function normalizeTurkishMobile(value: string): string | null {
  const digits = value.replace(/[\s()\-.]/g, '');
  const m = /^(?:\+90|0090|90|0)?(5\d{9})$/.exec(digits);
  return m ? `+90${m[1]}` : null;
}

/** One way to show a phone everywhere: "+905321234567" → "+90 532 123 45 67"; a masked or foreign number as given. */
export function formatPhone(phone: string): string {
  const m = /^\+90(5\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone.replace(/\s/g, ''));
  return m ? `+90 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}
