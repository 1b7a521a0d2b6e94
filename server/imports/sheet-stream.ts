/**
 * A workbook written as it is sent (exceljs's streaming writer): the header rows, then the records batch
 * by batch as they come, each batch written only once the answer has taken the previous ones, so the
 * server holds about one batch whatever the number of rows. Same layout and cells as `writeWorkbook`.
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ImportHeader, ImportRow } from '../../api/imports';
import { sheetLayout } from './sheet-layout';
import { bodyRows, columnWidth, safeSheetName } from './sheet-write';

/** Rows a sheet may hold (Excel's limit): the rest of an export is left out. */
export const sheetMaxRows = 1_048_576;

/**
 * The .xlsx bytes of `batches` under the headers. A failure while writing (a query, the database gone)
 * is handed to `onError` and ends the stream with it; a reader that goes away stops the batches.
 */
export function streamWorkbook(
  sheetName: string,
  headers: readonly ImportHeader[],
  batches: AsyncIterable<readonly ImportRow[]>,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet(safeSheetName(sheetName));
  const write = async () => {
    const layout = sheetLayout(headers);
    sheet.columns = layout.columns.map((column) => ({ width: columnWidth(column.title) }));
    // Merged before they are committed: a committed row cannot change.
    const headerRows = layout.header.map((row) => sheet.addRow(row));
    for (const { s, e } of layout.merges) sheet.mergeCells(s.r + 1, s.c + 1, e.r + 1, e.c + 1);
    for (const row of headerRows) row.commit();
    let written = layout.header.length;
    for await (const records of batches) {
      for (const row of bodyRows(headers, records)) {
        if (written >= sheetMaxRows) break;
        sheet.addRow(row).commit();
        written += 1;
      }
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed || written >= sheetMaxRows) break;
    }
    if (out.destroyed) return;
    sheet.commit();
    await book.commit();
  };
  write().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
