import { describe, expect, it } from 'vitest';
import { formatIban, isValidTrIban, normalizeIban, trIbanFrom } from './iban';

describe('Turkish IBAN', () => {
  it('completes 22 digits into a valid IBAN', () => {
    expect(trIbanFrom('0006100519786457841326')).toBe('TR330006100519786457841326');
    for (let i = 0; i < 50; i++) expect(isValidTrIban(trIbanFrom(`0001000${String(i * 7919).padStart(15, '0')}`))).toBe(true);
  });

  it('accepts valid IBANs in any spacing or case', () => {
    expect(isValidTrIban('TR330006100519786457841326')).toBe(true);
    expect(isValidTrIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidTrIban('TR32 0010 0099 9990 1234 5678 90')).toBe(true);
  });

  it('refuses a wrong check digit, a changed digit, a foreign country or a wrong length', () => {
    expect(isValidTrIban('TR340006100519786457841326')).toBe(false);
    expect(isValidTrIban('TR330006100519786457841327')).toBe(false);
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
    expect(isValidTrIban('TR33000610051978645784132')).toBe(false);
    expect(isValidTrIban('TR3300061005197864578413260')).toBe(false);
    expect(isValidTrIban('')).toBe(false);
    expect(isValidTrIban('TR33 0006 1005 1978 6457 8413 2X')).toBe(false);
  });

  it('a single changed digit anywhere is caught', () => {
    const valid = 'TR330006100519786457841326';
    for (let i = 4; i < valid.length; i++) {
      const d = Number(valid[i]);
      const changed = valid.slice(0, i) + String((d + 1) % 10) + valid.slice(i + 1);
      expect(isValidTrIban(changed)).toBe(false);
    }
  });

  it('normalises and formats', () => {
    expect(normalizeIban(' tr33-0006 1005 ')).toBe('TR3300061005');
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});
