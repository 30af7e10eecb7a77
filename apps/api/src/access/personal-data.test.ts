import { describe, expect, it } from 'vitest';
import { maskNationalId, maskPhone } from './personal-data';

describe('masking personal data', () => {
  it('masks phones to the first national digit and the last two', () => {
    expect(maskPhone('+905321234567')).toBe('5** *** ** 67');
    expect(maskPhone('05551112299')).toBe('5** *** ** 99');
    expect(maskPhone(null)).toBeNull();
  });
  it('masks T.C. kimlik no to the first digit and the last two', () => {
    expect(maskNationalId('12345678950')).toBe('1********50');
    expect(maskNationalId(null)).toBeNull();
  });
});
