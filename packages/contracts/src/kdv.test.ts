import { describe, expect, it } from 'vitest';
import { splitKdvInclusive } from './kdv';

describe('splitKdvInclusive', () => {
  it('takes the KDV out of what was charged, never on top of it', () => {
    expect(splitKdvInclusive(120_00, 20)).toEqual({ gross: 120_00, net: 100_00, vat: 20_00, vatPercent: 20 });
    // The figure: ₺19.774,72 paid from credit is the invoice's total, not its net.
    const s = splitKdvInclusive(19_774_72, 20);
    expect(s).toEqual({ gross: 19_774_72, net: 16_478_93, vat: 3_295_79, vatPercent: 20 });
  });

  it('net + KDV is the gross to the kuruş for every amount', () => {
    for (let gross = 0; gross < 5_000; gross += 7) {
      for (const p of [0, 1, 8, 10, 18, 20]) {
        const { net, vat } = splitKdvInclusive(gross, p);
        expect(net + vat).toBe(gross);
        expect(Math.abs(vat - (gross * p) / (100 + p))).toBeLessThanOrEqual(0.5);
      }
    }
    expect(splitKdvInclusive(-120_00, 20)).toMatchObject({ net: -100_00, vat: -20_00 });
  });
});
