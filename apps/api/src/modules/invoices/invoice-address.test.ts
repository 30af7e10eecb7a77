import { describe, expect, it } from 'vitest';
import { fullAddress } from './invoice-pdf';

describe('fullAddress', () => {
  it('prints the district and province once, whatever the typed line ends with', () => {
    const place = { district: 'Kadıköy', province: 'İstanbul' };
    expect(fullAddress({ address: 'Moda Cad. No: 5, Kadıköy/ İstanbul', ...place })).toBe('Moda Cad. No: 5, Kadıköy / İstanbul');
    expect(fullAddress({ address: 'Moda Cad. No: 5, Kadıköy', ...place })).toBe('Moda Cad. No: 5, Kadıköy / İstanbul');
    expect(fullAddress({ address: 'Moda Cad. No: 5, KADIKOY , istanbul', ...place })).toBe('Moda Cad. No: 5, Kadıköy / İstanbul');
    expect(fullAddress({ address: 'Moda Cad. No: 5', ...place })).toBe('Moda Cad. No: 5, Kadıköy / İstanbul');
    expect(fullAddress({ address: 'Moda Cad. No: 5, Kadıköy', district: null, province: null })).toBe('Moda Cad. No: 5, Kadıköy');
  });
});
