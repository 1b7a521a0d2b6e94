/**
 * The values of a run's parameters: each declared parameter takes the value the call passes in its
 * `paramList` (by `field`, or `name` as spec 001 words it), else its default; then it is checked and
 * converted as its type says. Parameters the interface does not declare are ignored.
 */
import {
  dataInterfaceMessages as text,
  type DataInterfaceCallParam,
  type DataInterfaceParameter,
  type ParameterDataType,
} from '../../api/data-interface';
import { badRequest } from '../http/api-error';

/** A parameter's value as SQL binds it (text, or null) and as an HTTP call sends it. */
export interface ParameterValue {
  dataType: ParameterDataType;
  /** Bound as `$n::<cast>`: text the cast reads, a Date, or null for an empty non-text value. */
  sql: string | Date | null;
  /** In a query string or a JSON body: numbers as numbers, times as epoch milliseconds. */
  json: string | number | null;
}

/** The SQL type each parameter type is cast to when bound. */
export const sqlCasts: Record<ParameterDataType, string> = {
  varchar: 'text',
  text: 'text',
  int: 'integer',
  bigint: 'bigint',
  decimal: 'numeric',
  datetime: 'timestamptz',
};

/** A value as text: lists (a multiple choice) comma-joined, objects as JSON. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(asText).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function converted(parameter: DataInterfaceParameter, raw: unknown): ParameterValue {
  const { field, dataType } = parameter;
  const written = asText(raw).trim();
  if (dataType === 'varchar' || dataType === 'text') {
    const value = asText(raw);
    return { dataType, sql: value, json: value };
  }
  if (written === '') return { dataType, sql: null, json: null };
  if (dataType === 'int' || dataType === 'bigint') {
    if (!/^[+-]?\d+$/.test(written)) throw badRequest(text.parameterInteger(field));
    const number = Number(written);
    return { dataType, sql: written, json: Number.isSafeInteger(number) ? number : written };
  }
  if (dataType === 'decimal') {
    const number = Number(written);
    if (!Number.isFinite(number)) throw badRequest(text.parameterNumber(field));
    return { dataType, sql: written, json: number };
  }
  // datetime: epoch milliseconds (JNPF's way) or a date text.
  const time = /^\d+$/.test(written) ? Number(written) : Date.parse(written);
  if (!Number.isFinite(time)) throw badRequest(text.parameterDateTime(field));
  return { dataType, sql: new Date(time), json: time };
}

/** Each declared parameter's value for this call, by name. */
export function parameterValues(
  declared: readonly DataInterfaceParameter[],
  paramList: readonly DataInterfaceCallParam[] = [],
): Map<string, ParameterValue> {
  const passed = new Map<string, unknown>();
  for (const item of paramList) {
    const name = typeof item.field === 'string' && item.field ? item.field : item.name;
    if (typeof name === 'string' && item.defaultValue !== undefined && item.defaultValue !== null) passed.set(name, item.defaultValue);
  }
  const values = new Map<string, ParameterValue>();
  for (const parameter of declared) {
    const raw = passed.has(parameter.field) ? passed.get(parameter.field) : (parameter.defaultValue ?? '');
    if (parameter.required === 1 && asText(raw).trim() === '') throw badRequest(text.parameterRequired(parameter.field));
    values.set(parameter.field, converted(parameter, raw));
  }
  return values;
}
