/**
 * The benchmark's forms as one JSON Schema + UI schema pair, given to all three pages: the engine
 * compiles it (compileSchemaForm), stock RJSF renders it as it is, the floor page reads the same
 * field list. Deterministic, so every run and every page measures the same form.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

export type FieldType = 'text' | 'textarea' | 'number' | 'switch' | 'radio' | 'checkboxes' | 'select';

/** The mix cycles through the seven basic kinds, in this order. */
export const FIELD_TYPES: readonly FieldType[] = ['text', 'textarea', 'number', 'switch', 'radio', 'checkboxes', 'select'];

export interface BenchField {
  name: string;
  title: string;
  type: FieldType;
  options: string[];
}

export interface BenchColumn {
  name: string;
  title: string;
  type: 'text' | 'number' | 'select';
  options: string[];
  summed: boolean;
}

export interface BenchForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Starting values (the sub-table's rows; empty for the field forms). */
  formData: Record<string, unknown>;
  /** The top-level fields (field forms) or the sub-table's columns. */
  fields: BenchField[];
  columns: BenchColumn[];
  /** Where the keystrokes go: a text field in the middle, or the summed qty cell of the middle row. */
  target: { path: (string | number)[]; keys: string[] };
}

const CHOICES = ['东区', '西区', '南区', '北区', '中心'];
const TYPED = 'abcdefghijklmnopqrstuvwxyz0123'.split('');

const fieldName = (i: number) => `f${String(i).padStart(4, '0')}`;

export function fieldsForm(n: number): BenchForm {
  const fields: BenchField[] = Array.from({ length: n }, (_, i) => {
    const type = FIELD_TYPES[i % FIELD_TYPES.length]!;
    const options = type === 'radio' || type === 'checkboxes' ? CHOICES.slice(0, 3) : type === 'select' ? CHOICES : [];
    return { name: fieldName(i), title: `字段${i + 1}`, type, options };
  });
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {};
  for (const f of fields) {
    properties[f.name] = fieldSchema(f);
    const widget = f.type === 'textarea' || f.type === 'radio' || f.type === 'checkboxes' ? { 'ui:widget': f.type } : {};
    // `span` is the engine's (two fields per row); stock RJSF ignores it.
    uiSchema[f.name] = { ...widget, 'ui:options': { span: 12 } };
  }
  const middle = Math.floor(n / 2 / FIELD_TYPES.length) * FIELD_TYPES.length;
  return {
    schema: { type: 'object', properties },
    uiSchema,
    formData: {},
    fields,
    columns: [],
    target: { path: [fieldName(middle)], keys: TYPED },
  };
}

function fieldSchema(f: BenchField): RJSFSchema {
  switch (f.type) {
    case 'text':
    case 'textarea':
      return { type: 'string', title: f.title };
    case 'number':
      return { type: 'number', title: f.title };
    case 'switch':
      return { type: 'boolean', title: f.title };
    case 'radio':
    case 'select':
      return { type: 'string', title: f.title, enum: f.options };
    case 'checkboxes':
      return { type: 'array', title: f.title, items: { type: 'string', enum: f.options }, uniqueItems: true };
  }
}

export const TABLE = 'items';

export const COLUMNS: readonly BenchColumn[] = [
  { name: 'name', title: '名称', type: 'text', options: [], summed: false },
  { name: 'code', title: '编号', type: 'text', options: [], summed: false },
  { name: 'area', title: '区域', type: 'select', options: CHOICES, summed: false },
  { name: 'qty', title: '数量', type: 'number', options: [], summed: true },
  { name: 'price', title: '单价', type: 'number', options: [], summed: false },
  { name: 'amount', title: '金额', type: 'number', options: [], summed: true },
  { name: 'unit', title: '单位', type: 'text', options: [], summed: false },
  { name: 'remark', title: '备注', type: 'text', options: [], summed: false },
];

export function tableForm(rowCount: number): BenchForm {
  const properties: Record<string, RJSFSchema> = {};
  for (const c of COLUMNS) {
    properties[c.name] =
      c.type === 'number'
        ? { type: 'number', title: c.title }
        : c.type === 'select'
          ? { type: 'string', title: c.title, enum: c.options }
          : { type: 'string', title: c.title };
  }
  const rows = Array.from({ length: rowCount }, (_, i) => ({
    name: `换热站${i + 1}`,
    code: `HS-${String(i + 1).padStart(4, '0')}`,
    area: CHOICES[i % CHOICES.length],
    qty: (i % 9) + 1,
    price: 12.5 + (i % 4),
    amount: ((i % 9) + 1) * (12.5 + (i % 4)),
    unit: '台',
    remark: '',
  }));
  // Alternating a digit and Backspace changes the summed cell (and so the 合计 row) on every key.
  const keys = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? '7' : 'Backspace'));
  return {
    schema: { type: 'object', properties: { [TABLE]: { type: 'array', title: '明细', items: { type: 'object', properties } } } },
    uiSchema: { [TABLE]: { 'ui:options': { showSummary: true, summaryField: COLUMNS.filter((c) => c.summed).map((c) => c.name) } } },
    formData: { [TABLE]: rows },
    fields: [],
    columns: [...COLUMNS],
    target: { path: [TABLE, Math.floor(rowCount / 2), 'qty'], keys },
  };
}
