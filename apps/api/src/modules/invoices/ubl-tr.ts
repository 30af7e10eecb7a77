import { taxNumberScheme } from '@kurye/contracts/tax-identity';
import { lineDescription, type InvoiceDocument, type Party } from './invoice-pdf';

/** e-Fatura for a buyer registered with GİB's e-invoice system, e-Arşiv for everyone else. */
export type EInvoiceProfile = 'TEMELFATURA' | 'EARSIVFATURA';

export interface EInvoiceDocument extends InvoiceDocument {
  /** The ETTN. */
  uuid: string;
  profile: EInvoiceProfile;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Kuruş as UBL's decimal amount ("1234.50"). */
const amount = (kurus: number) => `${kurus < 0 ? '-' : ''}${Math.floor(Math.abs(kurus) / 100)}.${String(Math.abs(kurus) % 100).padStart(2, '0')}`;
const money = (tag: string, kurus: number) => `<cbc:${tag} currencyID="TRY">${amount(kurus)}</cbc:${tag}>`;
const el = (tag: string, text: string | number) => `<cbc:${tag}>${escapeXml(String(text))}</cbc:${tag}>`;

/** Istanbul's calendar day and time of `d` (UBL-TR dates are local). */
function istanbulDateTime(d: Date) {
  const local = new Date(d.getTime() + 3 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

/** A party: its VKN or TCKN with the scheme, name, address, tax office, contact; a TCKN holder also as a person. */
function party(p: Party) {
  const number = p.taxNumber ?? '';
  const scheme = taxNumberScheme(number) ?? (number.length === 11 ? 'TCKN' : 'VKN');
  const [first, ...rest] = p.name.trim().split(/\s+/);
  return [
    '<cac:Party>',
    `<cac:PartyIdentification><cbc:ID schemeID="${scheme}">${escapeXml(number)}</cbc:ID></cac:PartyIdentification>`,
    `<cac:PartyName>${el('Name', p.name)}</cac:PartyName>`,
    '<cac:PostalAddress>',
    el('StreetName', p.address),
    ...(p.district ? [el('CitySubdivisionName', p.district)] : []),
    ...(p.province ? [el('CityName', p.province)] : []),
    `<cac:Country>${el('Name', 'Türkiye')}</cac:Country>`,
    '</cac:PostalAddress>',
    `<cac:PartyTaxScheme><cac:TaxScheme>${el('Name', p.taxOffice ?? '')}</cac:TaxScheme></cac:PartyTaxScheme>`,
    ...(p.phone || p.email ? [`<cac:Contact>${p.phone ? el('Telephone', p.phone) : ''}${p.email ? el('ElectronicMail', p.email) : ''}</cac:Contact>`] : []),
    ...(scheme === 'TCKN' ? [`<cac:Person>${el('FirstName', first)}${el('FamilyName', rest.join(' ') || first)}</cac:Person>`] : []),
    '</cac:Party>',
  ].join('');
}

/** KDV (tax type code 0015) at the invoice's rate on its net. */
function taxTotal(inv: InvoiceDocument) {
  return [
    '<cac:TaxTotal>',
    money('TaxAmount', inv.vatAmount),
    '<cac:TaxSubtotal>',
    money('TaxableAmount', inv.netAmount),
    money('TaxAmount', inv.vatAmount),
    el('Percent', inv.vatPercent),
    `<cac:TaxCategory><cac:TaxScheme>${el('Name', 'KDV')}${el('TaxTypeCode', '0015')}</cac:TaxScheme></cac:TaxCategory>`,
    '</cac:TaxSubtotal>',
    '</cac:TaxTotal>',
  ].join('');
}

/**
 * The invoice as UBL-TR 2.1 (customisation TR1.2): what an e-Fatura / e-Arşiv integrator signs and submits to GİB.
 * Same figures as the PDF (both come from one InvoiceDocument): one line, net + KDV = the KDV-inclusive total charged.
 */
export function renderUblTr(inv: EInvoiceDocument): string {
  const { date, time } = istanbulDateTime(inv.issuedAt);
  // The unit price to eight decimals: quantity × price is the line's net.
  const unitPrice = inv.packetCount > 0 ? (inv.netAmount / 100 / inv.packetCount).toFixed(8).replace(/0+$/, '').replace(/\.$/, '') : amount(inv.netAmount);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"',
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    el('UBLVersionID', '2.1'),
    el('CustomizationID', 'TR1.2'),
    el('ProfileID', inv.profile),
    el('ID', inv.number),
    el('CopyIndicator', 'false'),
    el('UUID', inv.uuid),
    el('IssueDate', date),
    el('IssueTime', time),
    el('InvoiceTypeCode', 'SATIS'),
    el('Note', 'Tutar ön ödemeli kontör bakiyesinden tahsil edilmiştir.'),
    el('DocumentCurrencyCode', 'TRY'),
    el('LineCountNumeric', 1),
    `<cac:InvoicePeriod>${el('StartDate', inv.periodFrom)}${el('EndDate', inv.periodTo)}</cac:InvoicePeriod>`,
    `<cac:AccountingSupplierParty>${party(inv.seller)}</cac:AccountingSupplierParty>`,
    `<cac:AccountingCustomerParty>${party(inv.buyer)}</cac:AccountingCustomerParty>`,
    taxTotal(inv),
    '<cac:LegalMonetaryTotal>',
    money('LineExtensionAmount', inv.netAmount),
    money('TaxExclusiveAmount', inv.netAmount),
    money('TaxInclusiveAmount', inv.totalAmount),
    money('PayableAmount', inv.totalAmount),
    '</cac:LegalMonetaryTotal>',
    '<cac:InvoiceLine>',
    el('ID', 1),
    `<cbc:InvoicedQuantity unitCode="C62">${inv.packetCount}</cbc:InvoicedQuantity>`,
    money('LineExtensionAmount', inv.netAmount),
    taxTotal(inv),
    `<cac:Item>${el('Name', lineDescription(inv))}</cac:Item>`,
    `<cac:Price><cbc:PriceAmount currencyID="TRY">${unitPrice}</cbc:PriceAmount></cac:Price>`,
    '</cac:InvoiceLine>',
    '</Invoice>',
    '',
  ].join('\n');
}
