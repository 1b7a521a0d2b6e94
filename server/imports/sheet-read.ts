/**
 * Reading an uploaded workbook's first sheet into records, once its header is the template's. Cells
 * are read as the text a user sees: numbers without exponent, dates as yyyy-mm-dd.
 */
import * as XLSX from 'xlsx';
import { importErrorColumn, importMaxRows, importMessages, type ImportHeader, type ImportRow } from '../../api/imports';
import { badRequest } from '../http/api-error';
import { sheetLayout, type SheetLayout } from './sheet-layout';

/** .xlsx is a zip, .xls an OLE2 compound file: anything else is not a workbook. */
export function isWorkbook(data: Uint8Array): boolean {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => data[index] === byte);
  return starts(0x50, 0x4b, 0x03, 0x04) || starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
}

/** Sheet rows read at most: the header and twice the allowed records (more are refused without reading them). */
const rowsRead = (layout: SheetLayout) => layout.headerRows + importMaxRows * (layout.headerRows > 1 ? 20 : 2);

function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'n' && typeof cell.v === 'number') {
    if (cell.z !== undefined && XLSX.SSF.is_date(cell.z)) {
      return XLSX.SSF.format(Number.isInteger(cell.v) ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm:ss', cell.v);
    }
    return Number.isInteger(cell.v) ? BigInt(cell.v).toString() : String(cell.v);
  }
  if (cell.t === 'e') return '';
  return String(cell.v).trim();
}

function parse(data: Uint8Array, sheetRows: number): XLSX.WorkSheet {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(data, { type: 'buffer', sheetRows, sheets: 0, cellFormula: false, cellHTML: false, cellStyles: false });
  } catch {
    throw badRequest(importMessages.unreadable);
  }
  const sheet = book.SheetNames.length ? book.Sheets[book.SheetNames[0]!] : undefined;
  if (!sheet) throw badRequest(importMessages.unreadable);
  return sheet;
}

const textAt = (sheet: XLSX.WorkSheet, r: number, c: number) => cellText(sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject);

/** Refuses a header that is not the template's; a last column of the failed-rows export is allowed. */
function checkHeader(sheet: XLSX.WorkSheet, layout: SheetLayout, lastColumn: number): void {
  const width = layout.columns.length;
  for (let r = 0; r < layout.headerRows; r++) {
    for (let c = 0; c <= Math.max(lastColumn, width - 1); c++) {
      const found = textAt(sheet, r, c);
      const wanted = c < width ? layout.header[r]![c]! : r === 0 && c === width ? importErrorColumn.fullName : '';
      if (found !== wanted) throw badRequest(importMessages.headerChanged);
    }
  }
}

/** The records of a workbook whose header is the columns' template: at most 1000, with their child rows. */
export function readWorkbook(data: Uint8Array, headers: readonly ImportHeader[]): ImportRow[] {
  const layout = sheetLayout(headers);
  const limit = rowsRead(layout);
  const sheet = parse(data, limit);
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1:A1');
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : range;
  if (full.e.r >= limit) throw badRequest(importMessages.tooManyRows);
  checkHeader(sheet, layout, range.e.c);
  const records: ImportRow[] = [];
  for (let r = layout.headerRows; r <= range.e.r; r++) {
    const cells = layout.columns.map((column, c) => [column, textAt(sheet, r, c)] as const);
    if (cells.every(([, text]) => !text)) continue;
    const own = cells.filter(([column]) => !column.group);
    const continues = records.length > 0 && own.every(([, text]) => !text);
    const record: ImportRow = continues ? records[records.length - 1]! : {};
    if (!continues) {
      for (const [column, text] of own) record[column.id] = text;
      for (const header of headers) if (header.children?.length) record[header.id] = [];
      records.push(record);
      if (records.length > importMaxRows) throw badRequest(importMessages.tooManyRows);
    }
    for (const header of headers) {
      const childCells = cells.filter(([column]) => column.group === header.id);
      if (!childCells.length || childCells.every(([, text]) => !text)) continue;
      (record[header.id] as ImportRow[]).push(Object.fromEntries(childCells.map(([column, text]) => [column.id, text])));
    }
  }
  return records;
}
