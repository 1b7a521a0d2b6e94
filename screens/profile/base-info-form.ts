/**
 * The editable profile fields, checked on the client with the same JSON Schema the server validates
 * `PUT BaseInfo` with (`baseInfoUpdateSchema`), so both refuse the same input; each problem gets a
 * message of its own instead of the server's generic one.
 */
import type { BaseInfo, BaseInfoUpdate } from '../../api';
import { formatDate, DATE_FORMAT } from '../../engine/format';
import { baseInfoUpdateSchema } from '../../schemas/session';

export const editableFields = [
  'realName',
  'nickName',
  'gender',
  'birthday',
  'mobilePhone',
  'telePhone',
  'email',
  'postalAddress',
  'signature',
] as const;

export type EditableField = (typeof editableFields)[number];

/** What the edit form holds: text everywhere, the birthday as `YYYY-MM-DD` ('' for none). */
export type BaseInfoFormValues = Record<EditableField, string>;

export type BaseInfoProblem = { kind: 'required' | 'choice' | 'format' | 'mobilePhone' | 'email' } | { kind: 'tooLong'; max: number };

export type BaseInfoErrors = Partial<Record<EditableField, BaseInfoProblem>>;

export function toFormValues(info: BaseInfo): BaseInfoFormValues {
  return {
    realName: info.realName,
    nickName: info.nickName,
    gender: info.gender,
    birthday: info.birthday === null ? '' : formatDate(info.birthday, DATE_FORMAT),
    mobilePhone: info.mobilePhone,
    telePhone: info.telePhone,
    email: info.email,
    postalAddress: info.postalAddress,
    signature: info.signature,
  };
}

/** The request body: text trimmed, the birthday as local midnight in milliseconds or null. */
export function toUpdateBody(values: BaseInfoFormValues): BaseInfoUpdate {
  const text = (field: Exclude<EditableField, 'birthday'>) => values[field].trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(values.birthday);
  return {
    realName: text('realName'),
    nickName: text('nickName'),
    gender: text('gender'),
    birthday: day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])).getTime() : null,
    mobilePhone: text('mobilePhone'),
    telePhone: text('telePhone'),
    email: text('email'),
    postalAddress: text('postalAddress'),
    signature: text('signature'),
  };
}

interface StringRule {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: readonly string[];
}

const properties = baseInfoUpdateSchema.properties as unknown as Record<EditableField, StringRule & { type: unknown }>;

function patternProblem(field: EditableField): BaseInfoProblem {
  if (field === 'mobilePhone' || field === 'email') return { kind: field };
  return { kind: 'format' };
}

/** The first problem of each field of the body; empty when the server would accept it. */
export function validateBaseInfo(body: BaseInfoUpdate): BaseInfoErrors {
  const errors: BaseInfoErrors = {};
  for (const field of editableFields) {
    const value = body[field];
    const rule = properties[field];
    if (field === 'birthday') {
      if (value !== null && value !== undefined && !Number.isInteger(value)) errors.birthday = { kind: 'format' };
      continue;
    }
    if (typeof value !== 'string') continue;
    if (rule.minLength !== undefined && value.length < rule.minLength) errors[field] = { kind: 'required' };
    else if (rule.maxLength !== undefined && value.length > rule.maxLength) errors[field] = { kind: 'tooLong', max: rule.maxLength };
    else if (rule.enum && !rule.enum.includes(value)) errors[field] = { kind: 'choice' };
    else if (rule.pattern && !new RegExp(rule.pattern).test(value)) errors[field] = patternProblem(field);
  }
  return errors;
}
