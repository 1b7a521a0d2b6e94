/**
 * Records' values as the text a person reads (reference 3.3: "values converted to display text"), for
 * the spreadsheet export and `DataChange`: option labels (static lists and dictionaries), the names of
 * users, units, positions, roles, groups and areas (paths joined by '/'), dates in the field's format,
 * switch texts and file names. Names are read in one query per kind for all rows together.
 */
import type { OnlineField } from '../../schemas/online/record-fields';
import type { Queryable } from '../db/database';
import { selectedNames } from '../routes/selected-list';
import { formatTime } from '../exports/format-time';
import { optionsOf } from './option-labels';
import { popupLabels } from './popup-text';
import { putRelationTexts, relationTexts } from './relation-text';

type Json = Record<string, unknown>;
type Row = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The picker kinds and the name type (`id--type`) their ids are. */
const nameTypes: Record<string, string> = {
  userSelect: 'user',
  createUser: 'user',
  modifyUser: 'user',
  depSelect: 'department',
  currDept: 'organize',
  organizeSelect: 'organize',
  comSelect: 'organize',
  currOrganize: 'organize',
  posSelect: 'position',
  currPosition: 'position',
  roleSelect: 'role',
  groupSelect: 'group',
  areaSelect: 'area',
  address: 'area',
};

const optionKinds = new Set(['select', 'radio', 'checkbox', 'treeSelect', 'cascader']);
const pathKinds = new Set(['organizeSelect', 'comSelect', 'currOrganize', 'currDept', 'areaSelect', 'address', 'cascader']);

/** Ids as stored: an array (maybe of paths), JSON text of one, or one id. */
function idsOf(value: unknown): unknown[] {
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      return idsOf(JSON.parse(value));
    } catch {
      return [value];
    }
  }
  if (Array.isArray(value)) return value;
  return value === null || value === undefined || value === '' ? [] : [value];
}

async function dictionaryLabels(db: Queryable, field: OnlineField): Promise<Map<string, string>> {
  const config = isRecord(field.raw.__config__) ? field.raw.__config__ : {};
  const type = typeof config.dictionaryType === 'string' ? config.dictionaryType : '';
  if (!type) return new Map();
  const { valueKey } = optionsOf(field);
  const rows = await db.query<{ id: string; code: string; name: string }>(
    `select d.id, d.en_code as code, d.full_name as name from dictionary_data d join dictionary_type t on t.id = d.dictionary_type_id
      where t.id = $1 or t.en_code = $1`,
    [type],
  );
  return new Map(rows.map((row) => [valueKey === 'enCode' ? row.code : row.id, row.name]));
}

function dateFormatOf(field: OnlineField): string {
  const raw = field.raw;
  const format = typeof raw.format === 'string' ? raw.format : '';
  if (format) return format.replace(/YYYY/g, 'yyyy').replace(/DD/g, 'dd');
  if (field.jnpfKey === 'createTime' || field.jnpfKey === 'modifyTime' || raw.type === 'datetime') return 'yyyy-MM-dd HH:mm:ss';
  return 'yyyy-MM-dd';
}

/** The rows with the given fields' values as text; other values unchanged. */
export async function displayRows(db: Queryable, fields: readonly OnlineField[], rows: readonly Row[]): Promise<Row[]> {
  const labels = new Map<string, Map<string, string>>();
  const wantedNames = new Set<string>();
  for (const field of fields) {
    const config = isRecord(field.raw.__config__) ? field.raw.__config__ : {};
    if (optionKinds.has(field.jnpfKey)) {
      if (config.dataType === 'dictionary') labels.set(field.vModel, await dictionaryLabels(db, field));
      else {
        labels.set(field.vModel, new Map(optionsOf(field).options.map((option) => [String(option.value), option.label])));
      }
    }
    const type = nameTypes[field.jnpfKey];
    if (type) for (const row of rows) for (const id of idsOf(row[field.vModel]).flat()) wantedNames.add(`${String(id)}--${type}`);
    if (field.jnpfKey === 'usersSelect') for (const row of rows) for (const id of idsOf(row[field.vModel])) wantedNames.add(String(id));
  }
  for (const [vModel, texts] of await popupLabels(db, fields, rows)) labels.set(vModel, texts);
  const names = new Map((await selectedNames(db, [...wantedNames])).map((entry) => [entry.id, entry.fullName]));
  const relations = await relationTexts(db, fields, rows, displayRows);
  return rows.map((row) => {
    const out: Row = { ...row };
    for (const field of fields) out[field.vModel] = textOf(field, row[field.vModel], labels.get(field.vModel), names);
    putRelationTexts(out, row, relations);
    return out;
  });
}

function textOf(field: OnlineField, value: unknown, labels: Map<string, string> | undefined, names: Map<string, string>): unknown {
  if (value === null || value === undefined || value === '') return '';
  const type = nameTypes[field.jnpfKey];
  const joinPaths = (items: unknown[], name: (id: string) => string) =>
    items
      .map((item) => (Array.isArray(item) ? item.map((id) => name(String(id))).join('/') : name(String(item))))
      .join(pathKinds.has(field.jnpfKey) && !field.multiple ? '/' : ',');
  if (labels) return joinPaths(idsOf(value), (id) => labels.get(id) ?? id);
  if (type) return joinPaths(idsOf(value), (id) => names.get(`${id}--${type}`) ?? id);
  if (field.jnpfKey === 'usersSelect')
    return idsOf(value)
      .map((id) => names.get(String(id)) ?? String(id))
      .join(',');
  if (field.shape === 'files')
    return idsOf(value)
      .map((file) => (isRecord(file) ? String(file.name ?? '') : String(file)))
      .join(',');
  if (field.jnpfKey === 'switch')
    return value === 1 || value === true ? String(field.raw.activeTxt ?? '开') : String(field.raw.inactiveTxt ?? '关');
  if (['datePicker', 'date', 'createTime', 'modifyTime'].includes(field.jnpfKey) && typeof value === 'number')
    return formatTime(value, dateFormatOf(field));
  if (field.shape === 'rows') return value;
  if (Array.isArray(value)) return value.join(',');
  return value;
}
