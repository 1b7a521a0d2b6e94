/** Writing import workbooks with SheetJS: the template, the failed rows, a list export. */
import * as XLSX from 'xlsx';
import type { ImportHeader, ImportRow } from '../../api/imports';
import { sheetLayout } from './sheet-layout';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell as written: text stays text (a phone number is not turned into a number), numbers stay numbers. */
function cellValue(value: unknown): string | number {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => cellValue(item)).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The sheet rows of records: one per record, or one per child row when the record has child rows. */
export function bodyRows(headers: readonly ImportHeader[], records: readonly ImportRow[]): (string | number)[][] {
  const { columns } = sheetLayout(headers);
  const groups = headers.filter((header) => header.children?.length).map((header) => header.id);
  return records.flatMap((record) => {
    const childRows = (group: string) => (Array.isArray(record[group]) ? (record[group] as ImportRow[]) : []);
    const height = Math.max(1, ...groups.map((group) => childRows(group).length));
    return Array.from({ length: height }, (_, index) =>
      columns.map((column) => {
        if (column.group) return cellValue(childRows(column.group)[index]?.[column.id]);
        return index === 0 ? cellValue(record[column.id]) : '';
      }),
    );
  });
}

/** A column's width in characters: room for its title (CJK characters are two wide), between 12 and 40. */
export const columnWidth = (title: string) => Math.min(40, Math.max(12, title.length * 2 + 4));

/** A workbook of one sheet: the header row(s) and the records, as .xlsx bytes. */
export function writeWorkbook(sheetName: string, headers: readonly ImportHeader[], records: readonly ImportRow[] = []): Buffer {
  const layout = sheetLayout(headers);
  const sheet = XLSX.utils.aoa_to_sheet([...layout.header, ...bodyRows(headers, records)]);
  if (layout.merges.length) sheet['!merges'] = layout.merges;
  sheet['!cols'] = layout.columns.map((column) => ({ wch: columnWidth(column.title) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, safeSheetName(sheetName));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Sheet names hold at most 31 characters and none of []:*?/\ . */
export const safeSheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';

/** A file name for an export: the title and the time, `用户信息_20260131093005.xlsx`. */
export function exportFileName(title: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${title}_${stamp}.xlsx`;
}
