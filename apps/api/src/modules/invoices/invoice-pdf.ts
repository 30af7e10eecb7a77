import path from 'node:path';
import { createRequire } from 'node:module';

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
  address: string;
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

const money = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);
const trDate = (iso: string) => iso.split('-').reverse().join('.');
const trDateTime = (d: Date) => new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long' }).format(d);

/**
 * Text that can wrap anywhere it must: a run of more than 24 characters without a space gets zero-width break points,
 * or pdfmake, finding no place to break it, leaves the whole column out of the page.
 */
const breakable = (text: string) =>
  text.replace(/\S{25,}/gu, (run) => Array.from(run).reduce((out, ch, i) => out + (i > 0 && i % 20 === 0 ? '\u200B' : '') + ch, ''));

function partyBlock(title: string, p: Party) {
  return [
    { text: title, style: 'label' },
    { text: breakable(p.name), bold: true },
    { text: breakable(p.address) },
    ...(p.taxOffice || p.taxNumber ? [{ text: `Vergi dairesi: ${p.taxOffice || '—'}   VKN/TCKN: ${p.taxNumber || '—'}` }] : []),
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
              `Kurye hizmet bedeli (${trDate(inv.periodFrom)} – ${trDate(inv.periodTo)} dönemi, teslim edilen paketler)`,
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
                  { text: 'Ödenecek tutar', bold: true },
                  { text: money(inv.totalAmount), alignment: 'right', bold: true },
                ],
              ],
            },
            layout: 'lightHorizontalLines',
          },
        ],
      },
      { text: 'Bu belge Kurye Ofis tarafından düzenlenmiştir; düzenlendikten sonra değiştirilemez.', style: 'label', margin: [0, 30, 0, 0] },
    ],
  };
  return pdfmake().createPdf(doc).getBuffer();
}
