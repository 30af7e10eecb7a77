import ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TRY_FORMAT = '#,##0.00 "₺"';

export interface SheetColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | Date | null;
  money?: boolean;
}

/** One sheet with bold Turkish headers; money columns are kuruş turned into TRY cells. */
export async function workbookOf<T>(sheetName: string, columns: SheetColumn<T>[], rows: T[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Kurye Ofis';
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width, style: c.money ? { numFmt: TRY_FORMAT } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((c, i) => [`c${i}`, c.money ? Number(c.value(row)) / 100 : c.value(row)])));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
