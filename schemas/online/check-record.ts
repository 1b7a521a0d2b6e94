/**
 * Checks a generated form's record against its definition's data fields, as the form's own rules do
 * (reference 2.10: required, `regList`, `maxlength`) and as each kind's value shape requires, and keeps
 * only what the client may write: data fields, never the system fields the server fills. The messages
 * are the form's (a rule's own message, '<label>不能为空', '请至少选择一个<label>').
 */
import type { OnlineField } from './record-fields';

export interface RecordProblem {
  field: string;
  message: string;
}

export interface CheckedRecord {
  values: Record<string, unknown>;
  problems: RecordProblem[];
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The values a client may store, and what is wrong with them (an empty list when nothing is). */
export function checkRecord(fields: readonly OnlineField[], data: unknown, path = ''): CheckedRecord {
  const input = isRecord(data) ? data : {};
  const values: Json = {};
  const problems: RecordProblem[] = [];
  for (const field of fields) {
    if (field.shape === 'system') continue;
    const value = input[field.vModel];
    const at = path + field.vModel;
    if (isEmpty(value)) {
      if (field.required) problems.push({ field: at, message: emptyMessage(field) });
      if (value !== undefined) values[field.vModel] = field.shape === 'text' || field.shape === 'number' ? null : [];
      continue;
    }
    const problem = shapeProblem(field, value);
    if (problem) {
      problems.push({ field: at, message: problem });
      continue;
    }
    if (field.shape === 'rows') {
      const rows = (value as unknown[]).map((row, index) => {
        const checked = checkRecord(field.children ?? [], row, `${at}[${index + 1}].`);
        problems.push(...checked.problems);
        return checked.values;
      });
      values[field.vModel] = rows;
      continue;
    }
    const ruleProblem = ruleProblemOf(field, value);
    if (ruleProblem) problems.push({ field: at, message: ruleProblem });
    values[field.vModel] = value;
  }
  return { values, problems };
}

function emptyMessage(field: OnlineField): string {
  const placeholder = typeof field.raw.placeholder === 'string' && field.raw.placeholder ? field.raw.placeholder : '';
  if (field.shape === 'list' || field.shape === 'nested' || field.shape === 'files' || field.shape === 'rows')
    return `请至少选择一个${field.label}`;
  return placeholder || `${field.label}不能为空`;
}

const isText = (value: unknown) => typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isScalar = (value: unknown) => isText(value) || isNumber(value);

function shapeProblem(field: OnlineField, value: unknown): string | undefined {
  const wrong = `${field.label}的值不正确`;
  switch (field.shape) {
    case 'text':
      if (field.multiple) return Array.isArray(value) && value.every(isScalar) ? undefined : wrong;
      return isScalar(value) ? undefined : wrong;
    case 'number':
      if (Array.isArray(value)) return value.every(isNumber) ? undefined : wrong;
      return isNumber(value) ? undefined : wrong;
    case 'list':
    case 'nested':
      return Array.isArray(value) && value.every((item) => isScalar(item) || (Array.isArray(item) && item.every(isScalar)))
        ? undefined
        : wrong;
    case 'files':
      return Array.isArray(value) && value.every((item) => isRecord(item) && typeof item.fileId === 'string') ? undefined : wrong;
    case 'rows':
      return Array.isArray(value) && value.every(isRecord) ? undefined : wrong;
    default:
      return wrong;
  }
}

function ruleProblemOf(field: OnlineField, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (field.maxlength !== undefined && [...value].length > field.maxlength) return `${field.label}最多${field.maxlength}个字符`;
  for (const rule of field.regList) {
    const pattern = regexOf(rule.pattern);
    if (pattern && !pattern.test(value)) return rule.message || `${field.label}格式不正确`;
  }
  return undefined;
}

/** A rule's pattern, written as a JS regex literal ('/^\\d+$/') or as a bare expression. */
export function regexOf(pattern: string): RegExp | undefined {
  const literal = /^\/(.*)\/([gimsuy]*)$/s.exec(pattern);
  try {
    return literal ? new RegExp(literal[1] ?? '', (literal[2] ?? '').replace('g', '')) : new RegExp(pattern);
  } catch {
    return undefined;
  }
}
