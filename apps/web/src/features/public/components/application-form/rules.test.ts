import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { prettyMobile, tcKimlikRules } from './rules';

const t = ((key: string) => key) as unknown as TFunction;

/** Runs the custom validator of the T.C. kimlik rules and returns its message, or null when valid. */
async function tcMessage(value: string): Promise<string | null> {
  const rule = tcKimlikRules(t)[1] as { validator: (r: unknown, v: string) => Promise<void> };
  try {
    await rule.validator({}, value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('application form rules', () => {
  it('checks the T.C. kimlik no with a specific message per failure', async () => {
    expect(await tcMessage('10000000146')).toBeNull();
    expect(await tcMessage('10000000147')).toBe('applicationForm.errors.tcChecksum');
    expect(await tcMessage('01234567890')).toBe('applicationForm.errors.tcFirstZero');
    expect(await tcMessage('1234')).toBe('applicationForm.errors.tcLength');
    expect(await tcMessage('1234567890a')).toBe('applicationForm.errors.tcDigits');
  });

  it('spells a valid mobile number as +90 5xx xxx xx xx and leaves anything else alone', () => {
    expect(prettyMobile('05321234567')).toBe('+90 532 123 45 67');
    expect(prettyMobile('+90 (532) 123-45-67')).toBe('+90 532 123 45 67');
    expect(prettyMobile('0212 123 45 67')).toBe('0212 123 45 67');
  });
});
