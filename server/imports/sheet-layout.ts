/**
 * Where each column of an import sits in a sheet: one header row of titles, or two when a child table
 * is there (its title over its columns', merged; the others' titles merged down both rows). A record
 * with child rows takes as many sheet rows as it has child rows; its own cells are in the first.
 */
import type { ImportHeader } from '../../api/imports';

/** A column of the sheet: a field of the record, or of a child table (`group`). */
export interface SheetColumn {
  id: string;
  title: string;
  group?: string;
}

export interface SheetLayout {
  headerRows: number;
  columns: SheetColumn[];
  /** The header cells, row by row (a merged cell's title in its first cell, '' in the others). */
  header: string[][];
  merges: { s: { r: number; c: number }; e: { r: number; c: number } }[];
}

export function sheetLayout(headers: readonly ImportHeader[]): SheetLayout {
  const grouped = headers.some((header) => header.children?.length);
  const columns: SheetColumn[] = headers.flatMap((header) =>
    header.children?.length
      ? header.children.map((child) => ({ id: child.id, title: child.fullName, group: header.id }))
      : [{ id: header.id, title: header.fullName }],
  );
  if (!grouped) return { headerRows: 1, columns, header: [columns.map((column) => column.title)], merges: [] };
  const top: string[] = [];
  const second: string[] = [];
  const merges: SheetLayout['merges'] = [];
  for (const header of headers) {
    const start = top.length;
    if (header.children?.length) {
      header.children.forEach((child, index) => {
        top.push(index === 0 ? header.fullName : '');
        second.push(child.fullName);
      });
      if (header.children.length > 1) merges.push({ s: { r: 0, c: start }, e: { r: 0, c: top.length - 1 } });
    } else {
      top.push(header.fullName);
      second.push('');
      merges.push({ s: { r: 0, c: start }, e: { r: 1, c: start } });
    }
  }
  return { headerRows: 2, columns, header: [top, second], merges };
}

/** A header as the preview answers it: id, title and child columns, without the server's details. */
export function headerOf(column: ImportHeader): ImportHeader {
  return {
    id: column.id,
    fullName: column.fullName,
    ...(column.children?.length ? { children: column.children.map(headerOf) } : {}),
  };
}
