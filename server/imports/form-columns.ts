/**
 * The import columns of a form: each field's title from its JSON Schema, and how its cell is read
 * from its UI schema's field kind (a dictionary select, an organisation, position, role, group or user
 * picker, a date, a number, a switch). A field holding an array of objects is a child table.
 */
import type { ImportColumn, ImportKind } from './import-model';

type Json = Record<string, unknown>;

const pickerKinds: Record<string, ImportKind> = {
  organizeSelect: 'organize',
  depSelect: 'organize',
  comSelect: 'organize',
  posSelect: 'position',
  roleSelect: 'role',
  groupSelect: 'group',
  userSelect: 'user',
};

const asObject = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

const typesOf = (schema: Json): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

function columnOf(id: string, schema: Json, ui: Json): ImportColumn {
  const options = asObject(ui['ui:options']);
  const field = typeof ui['ui:field'] === 'string' ? ui['ui:field'] : '';
  const fullName = typeof schema.title === 'string' && schema.title ? schema.title : id;
  const multiple = typesOf(schema).includes('array');
  const items = asObject(schema.items);
  if (multiple && typesOf(items).includes('object')) {
    const properties = asObject(items.properties);
    const childUi = asObject(ui.items);
    const children = Object.keys(properties).map((name) => columnOf(name, asObject(properties[name]), asObject(childUi[name])));
    return { id, fullName, kind: 'text', children };
  }
  const base = { id, fullName, ...(multiple ? { multiple: true } : {}) };
  if (pickerKinds[field]) return { ...base, kind: pickerKinds[field] };
  if (field === 'select' && options.dataType === 'dictionary' && typeof options.dictionaryType === 'string') {
    const props = asObject(options.props);
    return { ...base, kind: 'dictionary', dictionary: { type: options.dictionaryType, value: props.value === 'id' ? 'id' : 'enCode' } };
  }
  if (field === 'datePicker') return { ...base, kind: 'date' };
  if (field === 'switch')
    return { ...base, kind: 'switch', switchValues: { on: options.activeValue ?? 1, off: options.inactiveValue ?? 0 } };
  const type = typesOf(multiple ? items : schema);
  if (type.includes('integer')) return { ...base, kind: 'integer' };
  if (type.includes('number')) return { ...base, kind: 'number' };
  return { ...base, kind: 'text' };
}

/** The columns of `fields` of a form, in that order. */
export function formColumns(schema: unknown, uiSchema: unknown, fields: readonly string[]): ImportColumn[] {
  const properties = asObject(asObject(schema).properties);
  const ui = asObject(uiSchema);
  return fields.filter((name) => name in properties).map((name) => columnOf(name, asObject(properties[name]), asObject(ui[name])));
}
