/**
 * What the picker calls make of an interface's answer (reference 4.16, spec 002 sections 3.4 and 7.3):
 * its rows, a page of them matching a keyword, the rows of saved values, and the names of their fields.
 */
import { dataInterfaceMessages as text, type DataInterfaceListBody } from '../../api/data-interface';
import type { Page } from '../db/paging';
import { badRequest } from '../http/api-error';

export type InterfaceRow = Record<string, unknown>;

const isRecord = (value: unknown): value is InterfaceRow => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of an answer: a list of records, or a record holding one under `list` (a JNPF page). */
export function rowsOf(data: unknown): InterfaceRow[] {
  const list = isRecord(data) && Array.isArray(data.list) ? data.list : data;
  if (!Array.isArray(list) || !list.every(isRecord)) throw badRequest(text.notAList);
  return list;
}

const searchable = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * One page of the rows whose shown columns (`columnOptions`, and the label field `relationField`; every
 * field when neither is named) contain the keyword, ignoring case.
 */
export function pageOfRows(rows: readonly InterfaceRow[], body: DataInterfaceListBody): Page<InterfaceRow> {
  const keyword = (body.keyword ?? '').trim().toLowerCase();
  const columns = [...(body.columnOptions ?? '').split(','), body.relationField ?? ''].map((column) => column.trim()).filter(Boolean);
  const matching = keyword
    ? rows.filter((row) =>
        (columns.length ? columns.map((column) => row[column]) : Object.values(row)).some(
          (value) => searchable(value) && String(value).toLowerCase().includes(keyword),
        ),
      )
    : rows;
  const currentPage = body.currentPage ?? 1;
  const pageSize = body.pageSize ?? 20;
  const start = (currentPage - 1) * pageSize;
  return { list: matching.slice(start, start + pageSize), pagination: { currentPage, pageSize, total: matching.length } };
}

/** The rows whose `propsValue` field (default `id`) is one of the ids, compared as text, in the ids' order. */
export function rowsByIds(rows: readonly InterfaceRow[], ids: readonly unknown[], propsValue = 'id'): InterfaceRow[] {
  const byValue = new Map<string, InterfaceRow>();
  for (const row of rows) {
    const value = row[propsValue];
    if (searchable(value) && !byValue.has(String(value))) byValue.set(String(value), row);
  }
  return [...new Set(ids.map(String))].flatMap((id) => (byValue.has(id) ? [byValue.get(id)!] : []));
}

/** The field names of the rows, in the order they first appear. */
export function fieldNames(rows: readonly InterfaceRow[]): string[] {
  const names = new Set<string>();
  for (const row of rows) for (const name of Object.keys(row)) names.add(name);
  return [...names];
}

/** The field names of an answer: of its rows, or of the one record it is. */
export function fieldsOf(data: unknown): string[] {
  if (isRecord(data) && !Array.isArray(data.list)) return Object.keys(data);
  return fieldNames(rowsOf(data));
}
