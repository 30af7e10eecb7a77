import { describe, expect, it } from 'vitest';
import { isValidTcKimlik, normalizeTurkishMobile } from './tc-kimlik';

/** Builds a valid number from its first nine digits, by the rule itself written out differently. */
function complete(nine: string) {
  const d = [...nine].map(Number);
  const tenth = ((((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

describe('T.C. kimlik no checksum', () => {
  it('accepts known valid numbers', () => {
    for (const n of ['10000000146', '11111111110', '12345678950']) expect({ n, ok: isValidTcKimlik(n) }).toEqual({ n, ok: true });
  });

  it('accepts numbers built from any nine leading digits', () => {
    for (const nine of ['123456789', '987654321', '100000001', '555555555', '246813579']) expect(isValidTcKimlik(complete(nine))).toBe(true);
  });

  it('refuses a wrong 10th or 11th digit', () => {
    const good = '10000000146';
    expect(isValidTcKimlik('10000000156')).toBe(false);
    expect(isValidTcKimlik('10000000147')).toBe(false);
    for (let i = 0; i < 11; i++) {
      const changed = good.slice(0, i) + String((Number(good[i]) + 1) % 10) + good.slice(i + 1);
      if (changed[0] !== '0') expect({ changed, ok: isValidTcKimlik(changed) }).toEqual({ changed, ok: false });
    }
  });

  it('refuses a leading zero, wrong lengths and non-digits', () => {
    expect(isValidTcKimlik(`0${complete('12345678').slice(0, 10)}`)).toBe(false);
    expect(isValidTcKimlik('01234567890')).toBe(false);
    expect(isValidTcKimlik('1000000014')).toBe(false);
    expect(isValidTcKimlik('100000001466')).toBe(false);
    expect(isValidTcKimlik('1000000014a')).toBe(false);
    expect(isValidTcKimlik('')).toBe(false);
  });

  it('handles the negative remainder of the 10th-digit rule', () => {
    // odd sum 1 → 7, even sum 36 → 7 − 36 = −29 → mod 10 must be 1, not −9.
    const nine = '190909090';
    const n = complete(nine);
    expect(n[9]).toBe('1');
    expect(isValidTcKimlik(n)).toBe(true);
  });
});

describe('Turkish mobile numbers', () => {
  it('normalizes the usual spellings', () => {
    for (const v of ['05321234567', '+90 532 123 45 67', '5321234567', '0 (532) 123-45-67', '905321234567']) {
      expect(normalizeTurkishMobile(v)).toBe('+905321234567');
    }
  });
  it('refuses landlines and short numbers', () => {
    for (const v of ['02161234567', '532123456', '+1 532 123 45 67', 'abc']) expect(normalizeTurkishMobile(v)).toBeNull();
  });
});
