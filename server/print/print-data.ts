/**
 * The values a template prints (`Data`, `BatchData`; reference 4.18, spec 002 section 3.7), one
 * `PrintPage` per record, never by running SQL a template holds:
 * - a generated form's record, read under the caller's data rules, without the fields their grants
 *   hide (a sub-table column as `table-column` too), its values as the display text `DataChange` and the
 *   export give; each sub-table's rows under its key, for the template's loops;
 * - a data interface run with the record's id as its `formId` parameter (bound, as every parameter):
 *   the first row it answers (or the object, for static JSON); a value that is a list of objects is a
 *   child table.
 * The approval record (`operatorRecordList`) is empty: there are no workflows yet.
 */
import type { FastifyRequest } from 'fastify';
import { printDevMessages as text, type PrintPage } from '../../api/print-dev';
import { onlineMessages } from '../../schemas/online/online-bodies';
import type { AppContext } from '../context';
import { runLogged } from '../data-interfaces/run-interface';
import { badRequest, notFound } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { displayRecords } from '../online/online-export';
import { onlineGrants } from '../online/online-grants';
import { onlineModel } from '../online/online-model';
import { recordOf } from '../online/record-store';
import type { PrintTemplateRow } from './print-access';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const pageOf = (template: PrintTemplateRow, printData: Json): PrintPage => ({
  id: template.id,
  fullName: template.fullName,
  printTemplate: template.printTemplate,
  printData,
  operatorRecordList: [],
});

/** The record without the fields the caller may not see: top-level keys, and `table-column` in sub-table rows. */
function visibleData(data: Json, hidden: ReadonlySet<string>): Json {
  if (!hidden.size) return data;
  const out: Json = {};
  for (const [key, value] of Object.entries(data)) {
    if (hidden.has(key)) continue;
    out[key] = Array.isArray(value)
      ? value.map((row) =>
          isRecord(row) ? Object.fromEntries(Object.entries(row).filter(([column]) => !hidden.has(`${key}-${column}`))) : row,
        )
      : value;
  }
  return out;
}

/** The pages of a generated form's records, in the order asked; 404 when one is not the caller's to see. */
async function formPages(ctx: AppContext, request: FastifyRequest, template: PrintTemplateRow, ids: readonly string[], menuId?: string) {
  const model = await onlineModel(ctx.db, template.formId ?? '');
  if (!model) throw badRequest(text.formNotReleased);
  const grants = await onlineGrants(ctx, model, requireUser(request.user), menuId);
  const hidden = grants.hiddenFields;
  const rows: Json[] = [];
  for (const id of ids) {
    const record = await recordOf(ctx.db, model, id, grants.rowScope);
    if (!record) throw notFound(onlineMessages.notFound);
    rows.push({ ...visibleData(record.data, hidden), id: record.id });
  }
  const fields = model.fields
    .filter((field) => !hidden.has(field.vModel))
    .map((field) =>
      field.children ? { ...field, children: field.children.filter((child) => !hidden.has(`${field.vModel}-${child.vModel}`)) } : field,
    );
  const shown = await displayRecords(ctx.db, fields, rows);
  return shown.map((data, index) => pageOf(template, { ...data, id: rows[index]!.id }));
}

/** The pages of a data interface run once per record id (`formId`), each logged as a `Print` run. */
async function interfacePages(ctx: AppContext, request: FastifyRequest, template: PrintTemplateRow, ids: readonly string[]) {
  const pages: PrintPage[] = [];
  for (const id of ids) {
    const data = await runLogged(ctx, request, template.interfaceId ?? '', {
      type: 'Print',
      paramList: [{ field: 'formId', defaultValue: id }],
      mayRunDisabled: false,
    });
    pages.push(pageOf(template, headOf(data)));
  }
  return pages;
}

/** The main record of an interface's answer: its first row, or the object itself; nothing for anything else. */
export function headOf(data: unknown): Json {
  const list = isRecord(data) && Array.isArray(data.list) ? data.list : data;
  if (Array.isArray(list)) return isRecord(list[0]) ? list[0] : {};
  return isRecord(list) ? list : {};
}

export function printPages(ctx: AppContext, request: FastifyRequest, template: PrintTemplateRow, ids: readonly string[], menuId?: string) {
  return template.type === 2 ? interfacePages(ctx, request, template, ids) : formPages(ctx, request, template, ids, menuId);
}
