import { describe, expect, it } from 'vitest';
import { isValidVkn, taxNumberScheme, vknFrom } from './tax-identity';

describe('tax identity', () => {
  it('accepts VKNs whose tenth digit checks out and refuses the rest', () => {
    for (const v of ['1234567890', '9876543217', '9029589240', '3721052062', '7439837246']) expect(isValidVkn(v)).toBe(true);
    for (const v of ['1234567891', '9876543210', '123456789', '12345678901', '12345abcde']) expect(isValidVkn(v)).toBe(false);
  });

  it('completes nine digits into a valid VKN', () => {
    for (const nine of ['123456789', '000000001', '987654321', '470012345']) expect(isValidVkn(vknFrom(nine))).toBe(true);
    expect(vknFrom('123456789')).toBe('1234567890');
  });

  it('tells a VKN from a T.C. kimlik no', () => {
    expect(taxNumberScheme('1234567890')).toBe('VKN');
    expect(taxNumberScheme('10000000146')).toBe('TCKN');
    expect(taxNumberScheme('10000000147')).toBeNull();
  });
});
