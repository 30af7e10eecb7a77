/**
 * THE KDV rule of Kurye Ofis, decided once: every fee a store is charged and every credit top-up is KDV-inclusive
 * (the prepaid kontör norm). Prices, estimates, charges, usage and reports are all gross amounts; an invoice only
 * splits what was charged into its net and its KDV.
 *
 * Rounding: KDV is computed once per invoice (an invoice has one line, so per line is the same) from the gross,
 * rounded half-up to the kuruş, and the net is gross − KDV. So net + KDV = gross exactly, to the kuruş.
 */
export interface KdvSplit {
  /** What the store paid (kuruş, KDV included). */
  gross: number;
  /** Matrah: the gross without KDV. */
  net: number;
  /** Hesaplanan KDV. */
  vat: number;
  vatPercent: number;
}

/** Splits a KDV-inclusive amount (kuruş) into net and KDV; net + vat === gross always. */
export function splitKdvInclusive(gross: number, vatPercent: number): KdvSplit {
  if (!Number.isInteger(gross)) throw new RangeError('gross must be whole kuruş');
  const sign = gross < 0 ? -1 : 1;
  const vat = sign * Math.round((Math.abs(gross) * vatPercent) / (100 + vatPercent));
  return { gross, net: gross - vat, vat, vatPercent };
}
