/**
 * Validation of one value against its compiled field: required (reference 2.10), the value's JSON
 * Schema (type, limits, formats) through ajv, then the regList rules in order. Returns the messages
 * in the form's language; the first is shown.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { patternFormats } from '../../schemas/patterns';
import { engineText, type EngineLanguage } from '../i18n/messages';
import type { AnyFieldKind, CompiledField } from '../registry/types';
import { engineValidator, type AjvErrorObject, type AjvValidateFunction } from './ajv';
import { regexFromLiteral } from './regex-literal';
import { isSimpleSchema, validateSimple } from './simple-schema';

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export interface RuleContext {
  language: EngineLanguage;
  kind?: AnyFieldKind;
  /** Inside a sub-table cell: the required message is the bare 'cannot be empty' (spec 002 section 5.4). */
  cell?: boolean;
}

export function validateFieldValue(field: CompiledField, value: unknown, ctx: RuleContext): string[] {
  const empty = ctx.kind?.isEmpty ? ctx.kind.isEmpty(value) : isEmptyValue(value);
  if (empty) return field.required ? [requiredMessage(field, ctx)] : [];
  const kindMessage = ctx.kind?.checkValue?.(value, field, ctx.language);
  if (kindMessage) return [kindMessage];
  const schemaMessage = field.schema ? schemaError(field, value, ctx.language) : undefined;
  if (schemaMessage) return [schemaMessage];
  if (typeof value === 'string' || typeof value === 'number') {
    for (const rule of field.rules) {
      const regex = regexFromLiteral(rule.pattern);
      if (regex && !regex.test(String(value))) return [rule.message || engineText(ctx.language, 'regexFailed', { label: field.label })];
    }
  }
  return [];
}

/** Reference 2.10: the placeholder, else '<label>不能为空'; for array values '请至少选择一个<label>'. */
export function requiredMessage(field: CompiledField, ctx: RuleContext): string {
  if (ctx.cell) return engineText(ctx.language, 'cellRequired');
  const arrayValued = field.schema?.type === 'array' || Array.isArray(field.defaultValue) || Array.isArray(ctx.kind?.emptyValue);
  if (arrayValued) return engineText(ctx.language, 'requiredArray', { label: field.label });
  return field.placeholder ?? engineText(ctx.language, 'required', { label: field.label });
}

const validators = new WeakMap<RJSFSchema, AjvValidateFunction | null>();

function compiledFor(schema: RJSFSchema): AjvValidateFunction | null {
  if (validators.has(schema)) return validators.get(schema)!;
  let validate: AjvValidateFunction | null;
  try {
    validate = engineValidator().ajv.compile(checkedSchema(schema).schema);
  } catch {
    validate = null;
  }
  validators.set(schema, validate);
  return validate;
}

function isObjectItems(items: unknown): boolean {
  return !!items && typeof items === 'object' && (items as RJSFSchema).type === 'object';
}

/** The value's schema without what says nothing about one value; simple ones are checked without ajv. */
export function checkedSchema(schema: RJSFSchema): { simple: boolean; schema: Record<string, unknown> } {
  let entry = checked.get(schema);
  if (!entry) {
    // Title and default say nothing about validity; sub-table rows are checked cell by cell instead.
    const { title: _t, default: _d, items, ...rest } = schema;
    const own = schema.type === 'array' && isObjectItems(items) ? rest : { ...rest, ...(items ? { items } : {}) };
    entry = { simple: isSimpleSchema(own), schema: own };
    checked.set(schema, entry);
  }
  return entry;
}

const checked = new WeakMap<RJSFSchema, { simple: boolean; schema: Record<string, unknown> }>();

function schemaError(field: CompiledField, value: unknown, language: EngineLanguage): string | undefined {
  const own = checkedSchema(field.schema!);
  if (own.simple) {
    const error = validateSimple(own.schema, value);
    return error ? ajvMessage(error as AjvErrorObject, field.label, language) : undefined;
  }
  const validate = compiledFor(field.schema!);
  if (!validate || validate(value)) return undefined;
  const error = validate.errors?.[0];
  return error ? ajvMessage(error, field.label, language) : undefined;
}

/** One ajv error in the form's words, naming the field by its label. */
export function ajvMessage(error: AjvErrorObject, label: string, language: EngineLanguage): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return engineText(language, 'required', { label });
    case 'type':
      return engineText(language, 'type', { label });
    case 'maxLength':
      return engineText(language, 'maxLength', { label, limit: Number(p.limit) });
    case 'minLength':
      return engineText(language, 'minLength', { label, limit: Number(p.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return engineText(language, 'maximum', { label, limit: Number(p.limit) });
    case 'minimum':
    case 'exclusiveMinimum':
      return engineText(language, 'minimum', { label, limit: Number(p.limit) });
    case 'maxItems':
      return engineText(language, 'maxItems', { label, limit: Number(p.limit) });
    case 'minItems':
      return engineText(language, 'minItems', { label, limit: Number(p.limit) });
    case 'enum':
    case 'const':
      return engineText(language, 'enum', { label });
    case 'pattern':
      return engineText(language, 'regexFailed', { label });
    case 'format': {
      const named = patternFormats[String(p.format)];
      return engineText(language, 'format', { format: named ? named.name[language] : label });
    }
    default:
      return engineText(language, 'invalid', { label });
  }
}
