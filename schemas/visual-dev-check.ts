/**
 * Whether a definition's JSON parts are usable, worded for the designer who wrote them: the form
 * (`formData`, reference 2.1 to 2.4) as schemas/jnpf-form.ts describes it, every field of a kind the
 * engine renders (schemas/jnpf-kinds.ts) with a `__vModel__` used once in its scope; the list
 * (`columnData`, reference 3.1 and 3.2) an object whose columns name their field; the tables
 * (`tablesData`, reference 5.6) and the fields bound to them named safely (online/bound-tables.ts). The server refuses a
 * save with the first problem; the editor lists them all. Plain code: the server reads it too.
 */
import { jnpfFormSchema } from './jnpf-form';
import { canonicalJnpfKind, paneKindOf } from './jnpf-kinds';
import { boundFieldProblems, tableEntries, tableEntriesProblems } from './online/bound-tables';
import { recordFields } from './online/record-fields';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON part as the body or the editor holds it (text), or already parsed; undefined when empty. */
export function parseJsonPart(name: string, input: unknown): { value?: unknown; problem?: string } {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return {};
  if (typeof input !== 'string') return { value: input };
  try {
    return { value: JSON.parse(input) };
  } catch (error) {
    return { problem: `${name}不是有效的 JSON：${error instanceof Error ? error.message : String(error)}` };
  }
}

interface SimpleSchema {
  type?: string | readonly string[];
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  items?: SimpleSchema;
  anyOf?: readonly SimpleSchema[];
}

const typeNames: Record<string, string> = {
  string: '文本',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
};

function hasType(value: unknown, type: string): boolean {
  if (type === 'array') return Array.isArray(value);
  if (type === 'null') return value === null;
  if (type === 'object') return isObject(value);
  if (type === 'integer') return Number.isInteger(value);
  return typeof value === type;
}

/** The problem of a value against the plain keywords of a schema (type, enum, limits, items, anyOf). */
function simpleProblem(schema: SimpleSchema, value: unknown): string | undefined {
  if (schema.anyOf) return schema.anyOf.some((option) => !simpleProblem(option, value)) ? undefined : '格式不正确';
  const types = schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;
  if (types.length && !types.some((type) => hasType(value, type))) return `应为${types.map((type) => typeNames[type] ?? type).join('或')}`;
  if (schema.enum && !schema.enum.includes(value)) return `应为 ${schema.enum.join(' / ')} 之一`;
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return `不能小于 ${schema.minimum}`;
    if (schema.maximum !== undefined && value > schema.maximum) return `不能大于 ${schema.maximum}`;
  }
  if (typeof value === 'string' && schema.minLength !== undefined && value.length < schema.minLength) return '不能为空';
  if (Array.isArray(value) && schema.items) {
    for (const [index, item] of value.entries()) {
      const problem = simpleProblem(schema.items, item);
      if (problem) return `第 ${index + 1} 项${problem}`;
    }
  }
  return undefined;
}

const formSettings = jnpfFormSchema.properties as unknown as Record<string, SimpleSchema>;
const configKeys = jnpfFormSchema.definitions.field.properties.__config__.properties as unknown as Record<string, SimpleSchema>;

/** `字段“合同附件”（fields[3]）`, or `字段 fields[3]` for one without a label. */
function fieldName(path: string, field: Json): string {
  const config = isObject(field.__config__) ? field.__config__ : {};
  const label = typeof config.label === 'string' && config.label !== '' ? config.label : undefined;
  return label ? `字段“${label}”（${path}）` : `字段 ${path}`;
}

/** Every problem of a list of fields, `parentKey` being the container's kind (panes take theirs from it). */
function fieldProblems(fields: unknown[], path: string, parentKey: string | undefined, seen: Set<string>, out: string[]): void {
  for (const [index, raw] of fields.entries()) {
    const at = `${path}[${index}]`;
    if (!isObject(raw)) {
      out.push(`${at} 应为对象`);
      continue;
    }
    const name = fieldName(at, raw);
    if (!isObject(raw.__config__)) {
      out.push(`${name}缺少 __config__`);
      continue;
    }
    const config = raw.__config__;
    const inferred = config.jnpfKey === undefined && parentKey ? paneKindOf[parentKey] : undefined;
    const key = inferred ?? config.jnpfKey;
    if (typeof key !== 'string' || key === '') {
      out.push(`${name}缺少字段类型 __config__.jnpfKey`);
      continue;
    }
    const kind = canonicalJnpfKind(key);
    if (!kind) out.push(`${name}的字段类型 ${key} 不受支持`);
    for (const [configKey, schema] of Object.entries(configKeys)) {
      if (configKey === 'jnpfKey' || configKey === 'children' || config[configKey] === undefined) continue;
      const problem = simpleProblem(schema, config[configKey]);
      if (problem) out.push(`${name}的 __config__.${configKey} ${problem}`);
    }
    if (Array.isArray(config.regList)) {
      for (const [ruleIndex, rule] of config.regList.entries())
        if (!isObject(rule) || typeof rule.pattern !== 'string' || rule.pattern === '')
          out.push(`${name}的校验规则第 ${ruleIndex + 1} 条缺少正则 pattern`);
    }
    for (const key of ['__slot__', 'on'] as const) if (raw[key] !== undefined && !isObject(raw[key])) out.push(`${name}的 ${key} 应为对象`);
    if (isObject(raw.on))
      for (const [event, script] of Object.entries(raw.on))
        if (typeof script !== 'string') out.push(`${name}的事件脚本 on.${event} 应为文本`);
    if (raw.options !== undefined && !Array.isArray(raw.options)) out.push(`${name}的 options 应为数组`);
    if (raw.__vModel__ !== undefined && typeof raw.__vModel__ !== 'string') out.push(`${name}的 __vModel__ 应为文本`);
    else if (typeof raw.__vModel__ === 'string' && raw.__vModel__ !== '') {
      if (seen.has(raw.__vModel__)) out.push(`${name}的 __vModel__ ${raw.__vModel__} 重复`);
      seen.add(raw.__vModel__);
    }
    if (config.children === undefined) continue;
    if (!Array.isArray(config.children)) {
      out.push(`${name}的 __config__.children 应为数组`);
      continue;
    }
    // A sub-table's columns are named within its rows; layout children share the form's names.
    fieldProblems(config.children, `${at}.__config__.children`, kind ?? key, kind === 'table' ? new Set() : seen, out);
  }
}

/**
 * Every problem of a form definition (`formData`), as text or parsed; [] when it is usable. With the
 * definition's `tablesData` naming tables, also the fields as columns of those tables (bound-tables.ts).
 */
export function formDataProblems(input: unknown, tablesData?: unknown): string[] {
  const name = '表单配置（formData）';
  const { value, problem } = parseJsonPart(name, input);
  if (problem) return [problem];
  if (value === undefined) return [];
  if (!isObject(value)) return [`${name}应为 JSON 对象`];
  const out: string[] = [];
  for (const [key, schema] of Object.entries(formSettings)) {
    if (key === 'fields' || value[key] === undefined) continue;
    const wrong = simpleProblem(schema, value[key]);
    if (wrong) out.push(`${name}的 ${key} ${wrong}`);
  }
  if (!Array.isArray(value.fields)) return [...out, `${name}缺少字段列表 fields`];
  fieldProblems(value.fields, 'fields', undefined, new Set(), out);
  const tables = parseJsonPart('', tablesData).value;
  if (!out.length && Array.isArray(tables) && tables.length && !tableEntriesProblems(tables).length)
    out.push(...boundFieldProblems(recordFields(value), tableEntries(tables)));
  return out;
}

/** Every problem of a list configuration (`columnData`), as text or parsed; [] when it is usable. */
export function columnDataProblems(input: unknown, name = '列表配置（columnData）'): string[] {
  const { value, problem } = parseJsonPart(name, input);
  if (problem) return [problem];
  if (value === undefined) return [];
  if (!isObject(value)) return [`${name}应为 JSON 对象`];
  const out: string[] = [];
  if (value.type !== undefined && ![1, 2, 3, 4, 5].includes(value.type as number)) out.push(`${name}的 type 应为 1 到 5 之一`);
  for (const key of ['columnList', 'searchList', 'btnsList', 'columnBtnsList'] as const) {
    const list = value[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      out.push(`${name}的 ${key} 应为数组`);
      continue;
    }
    if (key !== 'columnList' && key !== 'searchList') continue;
    for (const [index, item] of list.entries()) {
      const label = isObject(item) && typeof item.label === 'string' && item.label ? `“${item.label}”` : '';
      if (!isObject(item) || typeof item.prop !== 'string' || item.prop === '')
        out.push(`${name}的 ${key} 第 ${index + 1} 项${label}缺少字段 prop`);
    }
  }
  return out;
}

/** Every problem of the tables (`tablesData`, reference 5.6): a JSON array of usable tables (bound-tables.ts), or empty. */
export function tablesDataProblems(input: unknown): string[] {
  const name = '数据表配置（tablesData）';
  const { value, problem } = parseJsonPart(name, input);
  if (problem) return [problem];
  if (value === undefined) return [];
  return Array.isArray(value) ? tableEntriesProblems(value) : [`${name}应为 JSON 数组`];
}

/**
 * Every problem of a data view's interface parameters (`interfaceParam`, reference 5.6): a JSON array of
 * `{field, defaultValue}` (JNPF's `paramList` items; `name` for `field` as spec 001 words it), each naming
 * its parameter once.
 */
export function interfaceParamProblems(input: unknown): string[] {
  const name = '接口参数（interfaceParam）';
  const { value, problem } = parseJsonPart(name, input);
  if (problem) return [problem];
  if (value === undefined) return [];
  if (!Array.isArray(value)) return [`${name}应为 JSON 数组`];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const [index, item] of value.entries()) {
    const field = isObject(item) ? (typeof item.field === 'string' && item.field ? item.field : item.name) : undefined;
    if (typeof field !== 'string' || field === '') {
      out.push(`${name}第 ${index + 1} 项缺少参数名 field`);
      continue;
    }
    if (seen.has(field)) out.push(`${name}的参数 ${field} 重复`);
    seen.add(field);
  }
  return out;
}
