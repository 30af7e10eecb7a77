/** The digits of a phone search without the country code or trunk 0: "0532 123 45 67" → "5321234567". */
export function phoneDigits(query: string): string | null {
  if (!/^[\d\s()+-]+$/.test(query)) return null;
  let digits = query.replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length >= 12) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 3 ? digits : null;
}
