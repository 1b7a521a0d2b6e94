/**
 * The fields a definition's form stores and the columns its list shows, read off its JSON: what a
 * release turns into the menu's form and column items (reference 5.3, granted per role) and what
 * `FormDataFields` answers. Layout containers (row, card, tab, collapse, table grid) are looked
 * through; a sub-table is one field whose columns are named `<table>-<column>` (reference 1.6, 2.2).
 */
import { canonicalJnpfKind, valuelessJnpfKinds } from './jnpf-kinds';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export interface DefinitionField {
  vModel: string;
  label: string;
  /** The kind as saved (an old-generation name stays so). */
  jnpfKey: string;
  /** A sub-table's columns. */
  columns?: DefinitionField[];
}

/** A JSON part as stored or sent: text is parsed; anything unreadable reads as nothing. */
export function jsonPart(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch {
    return undefined;
  }
}

function collect(fields: unknown, inTable: boolean, out: DefinitionField[]): DefinitionField[] {
  if (!Array.isArray(fields)) return out;
  for (const field of fields) {
    if (!isObject(field) || !isObject(field.__config__)) continue;
    const config = field.__config__;
    const jnpfKey = text(config.jnpfKey);
    const kind = canonicalJnpfKind(jnpfKey) ?? jnpfKey;
    const vModel = text(field.__vModel__);
    if (kind === 'table' && !inTable) {
      if (vModel) out.push({ vModel, label: text(config.label), jnpfKey, columns: collect(config.children, true, []) });
      continue;
    }
    if (vModel && !valuelessJnpfKinds.has(kind)) out.push({ vModel, label: text(config.label), jnpfKey });
    collect(config.children, inTable, out);
  }
  return out;
}

/** The fields of a form that store a value, in order (`formData` as text or parsed). */
export function valueFieldsOf(formData: unknown): DefinitionField[] {
  const form = jsonPart(formData);
  return isObject(form) ? collect(form.fields, false, []) : [];
}

export interface MenuItem {
  enCode: string;
  fullName: string;
}

/** The form items of a released menu: each value field, and each sub-table column as `<table>-<column>`. */
export function formItemsOf(formData: unknown): MenuItem[] {
  return valueFieldsOf(formData).flatMap((field) => [
    { enCode: field.vModel, fullName: field.label || field.vModel },
    ...(field.columns ?? []).map((column) => ({
      enCode: `${field.vModel}-${column.vModel}`,
      fullName: `${field.label || field.vModel}-${column.label || column.vModel}`,
    })),
  ]);
}

/** The column items of a released menu: the list's columns (`columnData.columnList`), each prop once. */
export function columnItemsOf(columnData: unknown): MenuItem[] {
  const list = jsonPart(columnData);
  const columns = isObject(list) && Array.isArray(list.columnList) ? list.columnList : [];
  const seen = new Set<string>();
  return columns.flatMap((column) => {
    const prop = isObject(column) ? text(column.prop) : '';
    if (!prop || seen.has(prop)) return [];
    seen.add(prop);
    return [{ enCode: prop, fullName: text((column as Json).label) || prop }];
  });
}

/** Kinds `FormDataFields` leaves out: always sub-tables and relation forms; with filterType 1 also those a popup cannot pass on (J6). */
const notPassed = ['table', 'relationForm'];
const notPassedToPopups = [
  'link',
  'button',
  'text',
  'alert',
  'popupSelect',
  'qrcode',
  'barcode',
  'createUser',
  'createTime',
  'modifyUser',
  'modifyTime',
  'uploadImg',
  'uploadFz',
  'currOrganize',
  'currPosition',
  'iframe',
  'relationFormAttr',
  'popupAttr',
];

/** `GET FormDataFields?filterType`: the main form's fields `{label, vmodel}` (reference 2.2; J6 `fieldList`). */
export function formDataFieldsOf(formData: unknown, filterType = 0): { label: string; vmodel: string }[] {
  const left = new Set(filterType === 1 ? [...notPassed, ...notPassedToPopups] : notPassed);
  return valueFieldsOf(formData)
    .filter((field) => !left.has(canonicalJnpfKind(field.jnpfKey) ?? field.jnpfKey))
    .map((field) => ({ label: field.label, vmodel: field.vModel }));
}
