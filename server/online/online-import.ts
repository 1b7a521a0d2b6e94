/**
 * The spreadsheet import of a released generated form (`/api/visualdev/OnlineDev/{modelId}/Uploader`,
 * `TemplateDownload`, `ImportPreview`, `ImportData`, `ImportExceptionData`; reference 3.4 and 4.20),
 * granted by the menu's `btn_upload` and `btn_download`. Each row is checked as the create call checks
 * a record and stored as it stores one (system fields and bill numbers filled in the import's
 * transaction). docs/online-dev.md, "Import".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canonicalJnpfKind } from '../../schemas/jnpf-kinds';
import { checkRecord } from '../../schemas/online/check-record';
import { onlineMessages } from '../../schemas/online/online-bodies';
import type { OnlineField } from '../../schemas/online/record-fields';
import { badRequest, notFound } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import type { ImportColumn, ImportSession, ImportTarget } from '../imports/import-model';
import { importRoutes } from '../imports/import-routes';
import { modelParams, onlineAccess, onlineBase, type ModelParams } from './online-access';
import { onlineGrants } from './online-grants';
import { refuseDataView } from './data-view';
import { onlineModel, type OnlineModel } from './online-model';
import { optionsOf } from './option-labels';
import { insertRecord } from './record-store';
import { authorOf, createdValues } from './system-values';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const pickers: Record<string, Pick<ImportColumn, 'kind' | 'idPath'>> = {
  depSelect: { kind: 'organize' },
  organizeSelect: { kind: 'organize', idPath: true },
  areaSelect: { kind: 'area', idPath: true },
  posSelect: { kind: 'position' },
  userSelect: { kind: 'user' },
  roleSelect: { kind: 'role' },
  groupSelect: { kind: 'group' },
};
const texts = new Set(['input', 'textarea', 'timePicker', 'colorPicker', 'autoComplete']);
const numbers = new Set(['inputNumber', 'rate', 'slider']);
const optionKinds = new Set(['select', 'radio', 'checkbox']);

/**
 * The column of a field, or undefined for the kinds a cell cannot fill: files, system fields, and
 * values no label names (cascaders, trees, popups, relations, signatures, rich text, options from a
 * data interface).
 */
export function importColumnOf(field: OnlineField): ImportColumn | undefined {
  const base = { id: field.vModel, fullName: field.label };
  if (field.shape === 'rows') {
    const children = (field.children ?? []).flatMap((child) => importColumnOf(child) ?? []);
    return children.length ? { ...base, kind: 'text', children } : undefined;
  }
  const kind = canonicalJnpfKind(field.jnpfKey) ?? field.jnpfKey;
  const multiple = field.multiple || kind === 'checkbox' ? { multiple: true } : {};
  if (texts.has(kind)) return { ...base, kind: 'text' };
  if (numbers.has(kind)) return { ...base, kind: 'number' };
  if (kind === 'datePicker') return { ...base, kind: 'date' };
  if (kind === 'switch') {
    const { activeValue = 1, inactiveValue = 0, activeTxt, inactiveTxt } = field.raw;
    return {
      ...base,
      kind: 'switch',
      switchValues: {
        on: activeValue,
        off: inactiveValue,
        ...(typeof activeTxt === 'string' ? { onText: activeTxt } : {}),
        ...(typeof inactiveTxt === 'string' ? { offText: inactiveTxt } : {}),
      },
    };
  }
  if (pickers[kind]) return { ...base, ...multiple, ...pickers[kind] };
  if (optionKinds.has(kind)) {
    const config = isRecord(field.raw.__config__) ? field.raw.__config__ : {};
    if (config.dataType === 'dictionary') {
      const type = typeof config.dictionaryType === 'string' ? config.dictionaryType : '';
      if (!type) return undefined;
      const value = optionsOf(field).valueKey === 'enCode' ? 'enCode' : 'id';
      return { ...base, ...multiple, kind: 'dictionary', dictionary: { type, value } };
    }
    if (config.dataType === 'dynamic') return undefined;
    return { ...base, ...multiple, kind: 'option', options: optionsOf(field).options };
  }
  return undefined;
}

/**
 * The columns of the template: the fields `uploaderTemplateJson.selectKey` names (a child column as
 * `table-column`), or every field a cell can fill; without the fields the caller's grants hide.
 */
export function importColumnsOf(model: OnlineModel, hidden: ReadonlySet<string>): ImportColumn[] {
  const template = isRecord(model.columnData.uploaderTemplateJson) ? model.columnData.uploaderTemplateJson : {};
  const selectKey = Array.isArray(template.selectKey) ? template.selectKey.filter((key): key is string => typeof key === 'string') : [];
  const chosen = new Set(selectKey);
  const columns: ImportColumn[] = [];
  for (const field of model.fields) {
    if (hidden.has(field.vModel)) continue;
    const column = importColumnOf(field);
    if (!column) continue;
    if (!chosen.size) {
      columns.push(column);
      continue;
    }
    if (!column.children) {
      if (chosen.has(field.vModel)) columns.push(column);
      continue;
    }
    const named = column.children.filter((child) => chosen.has(`${field.vModel}-${child.id}`));
    if (named.length) columns.push({ ...column, children: named });
    else if (chosen.has(field.vModel)) columns.push(column);
  }
  return columns;
}

export async function onlineImportRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const modelIdOf = (request: FastifyRequest) => (request.params as ModelParams).modelId;

  const open = async (request: FastifyRequest): Promise<ImportSession> => {
    const model = await onlineModel(ctx.db, modelIdOf(request));
    if (!model) throw notFound(onlineMessages.notReleased);
    refuseDataView(model);
    const user = requireUser(request.user);
    const grants = await onlineGrants(ctx, model, user);
    const author = await authorOf(ctx.db, user);
    return {
      title: model.fullName,
      columns: importColumnsOf(model, grants.hiddenFields),
      check(values) {
        const checked = checkRecord(model.fields, values);
        const [problem] = checked.problems;
        if (problem) throw badRequest(problem.message);
        return checked.values;
      },
      async store(tx, values) {
        const now = ctx.clock();
        const data = { ...values, ...(await createdValues(tx, model.fields, author, now)) };
        return insertRecord(tx, model, data, author, now);
      },
    };
  };

  const target: ImportTarget = {
    path: `${onlineBase}/:modelId`,
    params: modelParams,
    tag: 'online development',
    templateAliases: ['Template'],
    routeConfig(button) {
      const buttonCode = button === 'upload' ? 'btn_upload' : 'btn_download';
      return { config: onlineAccess(ctx.db, buttonCode), buttonCode };
    },
    fileModule: (request) => `${onlineBase}/${modelIdOf(request)}`,
    open,
  };
  await importRoutes(app, target);
}
