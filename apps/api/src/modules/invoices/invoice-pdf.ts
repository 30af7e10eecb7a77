import path from 'node:path';
import { createRequire } from 'node:module';
import { foldTurkish } from '@kurye/contracts/turkish-fold';

const require = createRequire(import.meta.url);

/** pdfmake's server build (CommonJS, no bundled types): only the calls we make. */
interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  setLocalAccessPolicy(cb: (path: string) => boolean): void;
  createPdf(doc: unknown): { getBuffer(): Promise<Buffer> };
}

let printer: PdfMake | undefined;
function pdfmake(): PdfMake {
  if (printer) return printer;
  const p = require('pdfmake') as PdfMake;
  // DejaVu Sans has every Turkish letter (İ ı Ş ş Ğ ğ Ç ç Ö ö Ü ü) and ₺; embedded into each PDF.
  const regular = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
  const dir = path.dirname(regular);
  p.setFonts({
    DejaVu: {
      normal: regular,
      bold: path.join(dir, 'DejaVuSans-Bold.ttf'),
      italics: path.join(dir, 'DejaVuSans-Oblique.ttf'),
      bolditalics: path.join(dir, 'DejaVuSans-BoldOblique.ttf'),
    },
  });
  p.setUrlAccessPolicy(() => false);
  p.setLocalAccessPolicy((file) => path.resolve(file).startsWith(dir));
  return (printer = p);
}

export interface Party {
  name: string;
  /** The street address as typed; `district` and `province` are added by `fullAddress` unless it names them already. */
  address: string;
  district?: string | null;
  province?: string | null;
  taxOffice?: string;
  taxNumber?: string | null;
  phone?: string;
  email?: string;
}

export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  periodFrom: string;
  periodTo: string;
  seller: Party;
  buyer: Party;
  packetCount: number;
  netAmount: number;
  vatPercent: number;
  vatAmount: number;
  totalAmount: number;
}

/**
 * The address printed once: the typed line without the district and province it may end with ("…, Kadıköy/ İstanbul"),
 * then "district / province" from the store's record.
 */
export function fullAddress(p: Pick<Party, 'address' | 'district' | 'province'>) {
  const place = [p.district, p.province].filter((x): x is string => !!x);
  if (place.length === 0) return p.address;
  const placeWords = new Set(place.flatMap((x) => foldTurkish(x).split(/\s+/)));
  const onlyPlace = (segment: string) => {
    const words = foldTurkish(segment)
      .split(/[\s/]+/)
      .filter(Boolean);
    return words.length > 0 && words.every((w) => placeWords.has(w));
  };
  const parts = p.address.split(',');
  while (parts.length > 0 && onlyPlace(parts[parts.length - 1])) parts.pop();
  return [...parts.map((x) => x.trim()).filter(Boolean), place.join(' / ')].join(', ');
}

const money = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);
const trDate = (iso: string) => iso.split('-').reverse().join('.');
/** The one line's text, the same on the PDF and in the e-invoice. */
export const lineDescription = (inv: Pick<InvoiceDocument, 'periodFrom' | 'periodTo'>) =>
  `Kurye hizmet bedeli (${trDate(inv.periodFrom)} – ${trDate(inv.periodTo)} dönemi, teslim edilen paketler)`;
const trDateTime = (d: Date) => new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long' }).format(d);

/**
 * Text that can wrap anywhere it must: a run of more than 24 characters without a space gets zero-width break points,
 * or pdfmake, finding no place to break it, leaves the whole column out of the page.
 */
const breakable = (text: string) =>
  text.replace(/\S{25,}/gu, (run) => Array.from(run).reduce((out, ch, i) => out + (i > 0 && i % 20 === 0 ? '\u200B' : '') + ch, ''));

const taxLabel = (n?: string | null) => (n?.length === 11 ? 'TCKN' : n?.length === 10 ? 'VKN' : 'VKN/TCKN');

function partyBlock(title: string, p: Party) {
  return [
    { text: title, style: 'label' },
    { text: breakable(p.name), bold: true },
    { text: breakable(fullAddress(p)) },
    { text: `Vergi dairesi: ${p.taxOffice || '—'}   ${taxLabel(p.taxNumber)}: ${p.taxNumber || '—'}` },
    ...(p.phone ? [{ text: `Telefon: ${p.phone}` }] : []),
    ...(p.email ? [{ text: `E-posta: ${breakable(p.email)}` }] : []),
  ];
}

/** The invoice as a PDF (A4, DejaVu Sans embedded so Turkish letters print). */
export async function renderInvoicePdf(inv: InvoiceDocument): Promise<Buffer> {
  const doc = {
    info: { title: `Fatura ${inv.number}`, author: inv.seller.name, creator: 'Kurye Ofis', creationDate: inv.issuedAt },
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 50],
    defaultStyle: { font: 'DejaVu', fontSize: 10, lineHeight: 1.25 },
    styles: { title: { fontSize: 20, bold: true }, label: { fontSize: 8, color: '#666666', margin: [0, 0, 0, 2] }, th: { bold: true, fillColor: '#eeeeee' } },
    content: [
      {
        columns: [
          { text: 'FATURA', style: 'title' },
          {
            width: 'auto',
            table: {
              body: [
                ['Fatura no', { text: inv.number, bold: true }],
                ['Düzenleme tarihi', trDateTime(inv.issuedAt)],
                ['Dönem', `${trDate(inv.periodFrom)} – ${trDate(inv.periodTo)}`],
              ],
            },
            layout: 'noBorders',
          },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 8, x2: 515, y2: 8, lineWidth: 1 }], margin: [0, 0, 0, 14] },
      { columns: [{ stack: partyBlock('SATICI', inv.seller) }, { stack: partyBlock('ALICI', inv.buyer) }], columnGap: 24, margin: [0, 0, 0, 20] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto'],
          body: [
            [
              { text: 'Açıklama', style: 'th' },
              { text: 'Miktar', style: 'th', alignment: 'right' },
              { text: 'KDV oranı', style: 'th', alignment: 'right' },
              { text: 'Tutar', style: 'th', alignment: 'right' },
            ],
            [
              lineDescription(inv),
              { text: `${inv.packetCount} paket`, alignment: 'right' },
              { text: `%${inv.vatPercent}`, alignment: 'right' },
              { text: money(inv.netAmount), alignment: 'right' },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 16, 0, 0],
        columns: [
          { text: '' },
          {
            width: 'auto',
            table: {
              body: [
                ['Mal / hizmet toplamı', { text: money(inv.netAmount), alignment: 'right' }],
                [`Hesaplanan KDV (%${inv.vatPercent})`, { text: money(inv.vatAmount), alignment: 'right' }],
                [
                  { text: 'Vergiler dahil toplam', bold: true },
                  { text: money(inv.totalAmount), alignment: 'right', bold: true },
                ],
              ],
            },
            layout: 'lightHorizontalLines',
          },
        ],
      },
      {
        text: 'Ücretler KDV dahildir. Vergiler dahil toplam, ön ödemeli kontör bakiyesinden tahsil edilmiştir; ayrıca ödeme gerekmez.',
        margin: [0, 20, 0, 0],
      },
      { text: 'Bu belge Kurye Ofis tarafından düzenlenmiştir; düzenlendikten sonra değiştirilemez.', style: 'label', margin: [0, 30, 0, 0] },
    ],
  };
  return pdfmake().createPdf(doc).getBuffer();
}
