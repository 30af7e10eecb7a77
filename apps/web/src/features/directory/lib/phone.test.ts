import { describe, expect, it } from 'vitest';
import { formatPhone, telHref } from './phone';

describe('phone display', () => {
  it('groups a full Turkish mobile number and keeps masked ones as sent', () => {
    expect(formatPhone('+905321234567')).toBe('+90 532 123 45 67');
    expect(formatPhone('5** *** ** 54')).toBe('5** *** ** 54');
    expect(telHref('+905321234567')).toBe('tel:+905321234567');
    expect(telHref('5** *** ** 54')).toBeUndefined();
  });
});
