/**
 * The fields a template's placeholders can name (`POST Fields`, reference 4.18): the main record's
 * (`headTable`) and each child table's, by key and label.
 * - A generated form: the released form's data fields; each sub-table a child table of its columns.
 * - A data interface: the fields of what it answers when run with an empty `formId`; a value that is
 *   a list of objects is a child table of the fields of its rows. An interface that answers no row
 *   for an empty id offers no fields (placeholders are typed by hand then).
 */
import type { FastifyRequest } from 'fastify';
import { headTable, printDevMessages as text, type PrintFieldGroup, type PrintFieldsBody } from '../../api/print-dev';
import type { OnlineField } from '../../schemas/online/record-fields';
import type { AppContext } from '../context';
import { runLogged } from '../data-interfaces/run-interface';
import { badRequest } from '../http/api-error';
import { onlineModel } from '../online/online-model';
import { headOf } from './print-data';

const mainLabel = '主表';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldOf = (field: OnlineField) => ({ id: field.vModel, fullName: field.label, jnpfKey: field.jnpfKey });

function formGroups(fields: readonly OnlineField[]): PrintFieldGroup[] {
  const main = fields.filter((field) => field.shape !== 'rows');
  const tables = fields.filter((field) => field.shape === 'rows');
  return [
    { id: headTable, fullName: mainLabel, children: main.map(fieldOf) },
    ...tables.map((table) => ({ id: table.vModel, fullName: table.label, children: (table.children ?? []).map(fieldOf) })),
  ];
}

/** Fields of an answer's main record and of its lists of objects, each named by its key. */
export function interfaceGroups(head: Record<string, unknown>): PrintFieldGroup[] {
  const main: PrintFieldGroup = { id: headTable, fullName: mainLabel, children: [] };
  const tables: PrintFieldGroup[] = [];
  for (const [key, value] of Object.entries(head)) {
    if (Array.isArray(value) && value.some(isRecord)) {
      const columns = [...new Set(value.filter(isRecord).flatMap((row) => Object.keys(row)))];
      tables.push({ id: key, fullName: key, children: columns.map((column) => ({ id: column, fullName: column })) });
    } else main.children.push({ id: key, fullName: key });
  }
  return [main, ...tables];
}

export async function printFields(ctx: AppContext, request: FastifyRequest, body: PrintFieldsBody): Promise<PrintFieldGroup[]> {
  if (body.type === 2) {
    if (!body.interfaceId) throw badRequest(text.interfaceMissing);
    const data = await runLogged(ctx, request, body.interfaceId, {
      type: 'Fields',
      paramList: [{ field: 'formId', defaultValue: '' }],
      mayRunDisabled: false,
    });
    return interfaceGroups(headOf(data));
  }
  if (!body.formId) throw badRequest(text.formMissing);
  const model = await onlineModel(ctx.db, body.formId);
  if (!model || model.webType === 4) throw badRequest(text.formNotReleased);
  return formGroups(model.fields);
}
