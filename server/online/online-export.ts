/**
 * The export of a generated list (`Actions/ExportData`, reference 3.4): the call checks the columns and
 * keeps what to write — the list's SQL as the caller's search, advanced query and data rules made it,
 * the rows asked (this page or all), the columns the caller may see — under a download ticket; the
 * download writes the workbook from it 1,000 records at a time, values as display text, so the
 * server's memory does not grow with the number of rows. The access decision is the call's, as when
 * the file was written at once; the ticket lives 5 minutes.
 */
import type { ImportHeader } from '../../api/imports';
import type { OnlineField } from '../../schemas/online/record-fields';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import type { PagedQuery } from '../db/paging';
import type { ExportRequest } from '../exports/export-files';
import { registerExportStream } from '../exports/export-streams';
import { streamWorkbook } from '../imports/sheet-stream';
import { exportFileName, xlsxContentType } from '../imports/sheet-write';
import { displayRows } from './display-text';
import { onlineModel, type OnlineModel } from './online-model';
import { withoutFields } from '../resources/caller-grants';

export const onlineExportKind = 'onlineList';
/** Records one export writes at most (a sheet holds 1,048,576 rows). */
export const onlineExportMaxRecords = 1_000_000;
const batchSize = 1000;

/** What the download needs to write the export. */
interface OnlineExportPlan {
  modelId: string;
  title: string;
  query: PagedQuery;
  /** The record's id over the row alias `r` (the storage's). */
  idSql: string;
  offset: number;
  limit: number;
  keys: string[];
  headers: ImportHeader[];
  hiddenColumns: string[];
}

/** The workbook's headers for the chosen keys the caller may see (`table-column` grouped under its table), and their fields. */
export function exportColumns(model: OnlineModel, keys: readonly string[], hidden: ReadonlySet<string>) {
  const headers: ImportHeader[] = [];
  const fields: OnlineField[] = [];
  for (const key of keys) {
    const field = model.fieldByKey.get(key);
    if (!field || hidden.has(key) || field.shape === 'rows') continue;
    const dash = key.indexOf('-');
    if (dash > 0 && field.vModel !== key) {
      const table = model.fieldByKey.get(key.slice(0, dash))!;
      if (hidden.has(table.vModel)) continue;
      let group = headers.find((header) => header.id === table.vModel);
      if (!group) headers.push((group = { id: table.vModel, fullName: table.label, children: [] }));
      group.children!.push({ id: field.vModel, fullName: field.label });
      let tableField = fields.find((candidate) => candidate.vModel === table.vModel);
      if (!tableField) fields.push((tableField = { ...table, children: [] }));
      tableField.children!.push(field);
    } else {
      headers.push({ id: field.vModel, fullName: field.label });
      fields.push(field);
    }
  }
  return { headers, fields };
}

/** Rows as text, sub-table rows too. */
export async function displayRecords(db: Queryable, fields: readonly OnlineField[], rows: readonly Record<string, unknown>[]) {
  const shown = await displayRows(
    db,
    fields.filter((field) => field.shape !== 'rows'),
    rows,
  );
  for (const table of fields.filter((field) => field.shape === 'rows')) {
    // All records' child rows in one pass (names read once), then handed back to their records.
    const childRows = rows.map((row) => (Array.isArray(row[table.vModel]) ? (row[table.vModel] as Record<string, unknown>[]) : []));
    const texts = await displayRows(db, table.children ?? [], childRows.flat());
    let next = 0;
    for (const [index, children] of childRows.entries()) {
      const target = shown[index];
      if (target) target[table.vModel] = texts.slice(next, next + children.length);
      next += children.length;
    }
  }
  return shown;
}

/** The export to keep under a ticket: `rows` the page asked (offset and size) or every row. */
export function onlineExportRequest(
  model: OnlineModel,
  query: PagedQuery,
  rows: { offset: number; limit: number } | 'all',
  keys: readonly string[],
  hiddenColumns: ReadonlySet<string>,
  now: Date,
): ExportRequest {
  const range = rows === 'all' ? { offset: 0, limit: onlineExportMaxRecords } : rows;
  const { headers } = exportColumns(model, keys, hiddenColumns);
  const plan: OnlineExportPlan = {
    modelId: model.id,
    title: model.fullName,
    query,
    idSql: model.storage.idSql,
    ...range,
    keys: [...keys],
    headers,
    hiddenColumns: [...hiddenColumns],
  };
  return { fileName: exportFileName(model.fullName, now), contentType: xlsxContentType, kind: onlineExportKind, request: plan };
}

/**
 * The records of the plan, a batch at a time, as display text. The list's order is taken once, as the
 * ids of every row asked (tens of bytes a row); each batch then reads its records by id. Batches by
 * `limit`/`offset` sorted the whole list again for every batch: 100,000 records of a million took
 * 200 s to download (bench:online).
 */
async function* recordBatches(db: Queryable, plan: OnlineExportPlan, fields: readonly OnlineField[]) {
  const hidden = new Set(plan.hiddenColumns);
  const { select, from, orderBy, params } = plan.query;
  const ordered = await db.query<{ id: string }>(
    `select ${plan.idSql} as id ${from} ${orderBy} limit ${plan.limit} offset ${plan.offset}`,
    params,
  );
  const ids = ordered.map((row) => row.id);
  const idParam = `$${params.length + 1}`;
  // The rows' filter again (a record deleted or changed out of the search since is left out); the simple
  // subquery is pulled up, so the ids reach the table's key.
  const byIds = `select q.* from (${select} ${from}) q where q.id = any(${idParam}::text[])`;
  for (let done = 0; done < ids.length; done += batchSize) {
    const batch = ids.slice(done, done + batchSize);
    const rows = await db.query<{ id: string; data: Record<string, unknown> }>(byIds, [...params, batch]);
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    const inOrder = batch.flatMap((id) => byId.get(id) ?? []);
    yield await displayRecords(
      db,
      fields,
      inOrder.map((row) => ({ ...withoutFields(row.data, hidden), id: row.id })),
    );
  }
}

function writeOnlineExport(ctx: AppContext, request: unknown, onError: (error: unknown) => void) {
  const plan = request as OnlineExportPlan;
  async function* batches() {
    // The released form as it is now: a column released away since the call is left empty.
    const model = await onlineModel(ctx.db, plan.modelId);
    if (!model) return;
    const { fields } = exportColumns(model, plan.keys, new Set(plan.hiddenColumns));
    yield* recordBatches(ctx.db, plan, fields);
  }
  return streamWorkbook(plan.title, plan.headers, batches(), onError);
}

registerExportStream(onlineExportKind, writeOnlineExport);
