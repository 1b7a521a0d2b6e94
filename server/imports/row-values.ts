/**
 * A previewed (and maybe edited) row as the values a create call takes: texts trimmed, numbers and
 * dates read, labels turned into stored values. Every cell that cannot be read says why; an empty cell
 * is left out, so the form's default applies.
 */
import * as XLSX from 'xlsx';
import { importMessages, type ImportRow } from '../../api/imports';
import type { ImportColumn } from './import-model';
import { splitValues, type LabelLookup } from './label-lookup';

export interface RowValues {
  values: Record<string, unknown>;
  errors: string[];
}

const onWords = new Set(['是', '启用', '开启', '1', 'true', 'TRUE', 'on']);
const offWords = new Set(['否', '禁用', '关闭', '0', 'false', 'FALSE', 'off']);

/** `2024-01-31`, `2024/1/31`, with an optional time, or a spreadsheet's day number: milliseconds of that local time. */
export function readDate(text: string): number | undefined {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (match) {
    const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
    const date = new Date(year!, month! - 1, day!, hour, minute, second);
    const same =
      date.getFullYear() === year && date.getMonth() === month! - 1 && date.getDate() === day && hour < 24 && minute < 60 && second < 60;
    return same ? date.getTime() : undefined;
  }
  if (/^\d{1,7}(\.\d+)?$/.test(text)) {
    const code = XLSX.SSF.parse_date_code(Number(text));
    if (code && code.y >= 1900 && code.y <= 9999) return new Date(code.y, code.m - 1, code.d, code.H, code.M, Math.floor(code.S)).getTime();
  }
  return undefined;
}

/** The cell as text; undefined for what no cell holds (an object where a text was expected). */
function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function scalar(column: ImportColumn, text: string, lookup: LabelLookup, organizeIds: string[]): { value?: unknown; error?: string } {
  switch (column.kind) {
    case 'integer':
    case 'number': {
      const number = Number(text);
      const fits = Number.isFinite(number) && (column.kind === 'number' || Number.isInteger(number));
      return fits ? { value: number } : { error: importMessages.badNumber(column.fullName) };
    }
    case 'date': {
      const time = readDate(text);
      return time === undefined ? { error: importMessages.badDate(column.fullName) } : { value: time };
    }
    case 'switch': {
      const values = column.switchValues;
      if (onWords.has(text) || text === values?.onText) return { value: values?.on ?? 1 };
      if (offWords.has(text) || text === values?.offText) return { value: values?.off ?? 0 };
      return { error: importMessages.badValue(column.fullName) };
    }
    case 'option': {
      const options = column.options ?? [];
      const found = options.find((option) => option.label === text) ?? options.find((option) => String(option.value) === text);
      return found ? { value: found.value } : { error: importMessages.notFound(column.fullName, text) };
    }
    case 'text':
      return { value: text };
    default: {
      const found = lookup.resolve(column, text, organizeIds);
      return 'error' in found ? { error: found.error } : { value: found.value };
    }
  }
}

/** Organisations before positions: a position named in several organisations is the one of the row's. */
const order = (column: ImportColumn) => (column.kind === 'position' ? 1 : 0);

export function rowValues(columns: readonly ImportColumn[], row: ImportRow, lookup: LabelLookup): RowValues {
  const values: Record<string, unknown> = {};
  const errors: string[] = [];
  const organizeIds: string[] = [];
  for (const column of [...columns].sort((a, b) => order(a) - order(b))) {
    const raw = row[column.id];
    if (column.children?.length) {
      if (raw === undefined || raw === null || raw === '') continue;
      if (!Array.isArray(raw)) {
        errors.push(importMessages.badValue(column.fullName));
        continue;
      }
      const children = raw.map((child) =>
        rowValues(column.children!, child && typeof child === 'object' ? (child as ImportRow) : {}, lookup),
      );
      errors.push(...children.flatMap((child) => child.errors));
      values[column.id] = children.map((child) => child.values);
      continue;
    }
    const text = textOf(raw);
    if (text === undefined) {
      errors.push(importMessages.badValue(column.fullName));
      continue;
    }
    if (!text) continue;
    const parts = column.multiple ? splitValues(text) : [text];
    const read = parts.map((part) => scalar(column, part, lookup, organizeIds));
    const failed = read.filter((item) => item.error);
    if (failed.length) {
      errors.push(...failed.map((item) => item.error!));
      continue;
    }
    values[column.id] = column.multiple ? [...new Set(read.map((item) => item.value))] : read[0]!.value;
    if (column.kind === 'organize')
      organizeIds.push(...read.map((item) => String(Array.isArray(item.value) ? item.value.at(-1) : item.value)));
  }
  return { values, errors };
}
