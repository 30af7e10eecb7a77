import ExcelJS from 'exceljs';
import type { ReportColumn, ReportDefinition } from './reports.definitions';
import type { ReportResult } from './reports.service';

const TRY_FORMAT = '#,##0.00 "₺"';
const DATE_FORMAT = 'dd.mm.yyyy';

function cellValue(column: ReportColumn, value: string | number | null | undefined) {
  if (value === null || value === undefined) return null;
  if (column.type === 'money') return Number(value) / 100;
  if (column.type === 'date') return new Date(`${String(value)}T00:00:00Z`);
  if (column.type === 'percent') return Number(value) / 100;
  return value;
}
const formatOf = (type: ReportColumn['type']) =>
  type === 'money'
    ? TRY_FORMAT
    : type === 'date'
      ? DATE_FORMAT
      : type === 'percent'
        ? '0.00%'
        : type === 'int'
          ? '#,##0'
          : type === 'text'
            ? undefined
            : '0.00';

/**
 * The report as an .xlsx workbook: the filters at the top, Turkish headers, TRY and date cell formats, and a totals
 * row equal to the page's totals.
 */
export async function reportWorkbook(def: ReportDefinition, result: ReportResult, filterLabels: [string, string][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kurye Ofis';
  const sheet = workbook.addWorksheet(def.title.slice(0, 31));
  sheet.addRow([def.title]).font = { bold: true, size: 14 };
  for (const [label, value] of filterLabels) sheet.addRow([label, value]);
  sheet.addRow([]);
  // By week or month, the first column of the work summary is the first day of the period it sums.
  const grouped = !!result.filters.granularity && result.filters.granularity !== 'day';
  const header = sheet.addRow(def.columns.map((c) => (c.key === 'day' && grouped ? 'Dönem' : c.title)));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
  });
  for (const item of result.items) sheet.addRow(def.columns.map((c) => cellValue(c, item[c.key])));
  const totals = sheet.addRow(
    def.columns.map((c, i) => (i === 0 ? 'Toplam' : c.total || result.totals[c.key] !== undefined ? cellValue(c, result.totals[c.key]) : null)),
  );
  totals.font = { bold: true };
  def.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    const format = c.type === 'date' && result.filters.granularity === 'month' ? 'mm.yyyy' : formatOf(c.type);
    column.width = Math.max(12, c.title.length + 2);
    if (format) column.numFmt = format;
  });
  // The filter block and headers are text: keep the column formats off them.
  for (let r = 1; r <= filterLabels.length + 3; r++) sheet.getRow(r).eachCell((cell) => (cell.numFmt = '@'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
