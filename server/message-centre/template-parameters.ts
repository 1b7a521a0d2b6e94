/**
 * A template's parameters: checked before a write (names unique, every placeholder of the title and
 * content declared), kept as JSON text, read back as a list.
 */
import {
  messageCentreMessages as text,
  parameterNamePattern,
  undeclaredPlaceholder,
  type TemplateParameter,
} from '../../api/message-centre';
import { badRequest } from '../http/api-error';

/** The parameters of a body, trimmed, or the refusal of the first problem. */
export function checkedParameters(body: Record<string, unknown>): TemplateParameter[] {
  const given = Array.isArray(body.templateParameters) ? (body.templateParameters as TemplateParameter[]) : [];
  const parameters = given.map(({ field, fieldName, defaultValue }) => ({
    field: field.trim(),
    ...(fieldName?.trim() ? { fieldName: fieldName.trim() } : {}),
    ...(defaultValue ? { defaultValue } : {}),
  }));
  const seen = new Set<string>();
  for (const { field } of parameters) {
    if (!parameterNamePattern.test(field)) throw badRequest(text.parameterName);
    if (seen.has(field)) throw badRequest(text.parameterTwice(field));
    seen.add(field);
  }
  const undeclared = undeclaredPlaceholder([String(body.title ?? ''), String(body.content ?? '')], parameters);
  if (undeclared) throw badRequest(text.undeclared(undeclared));
  return parameters;
}

/** The stored JSON text as a list (a damaged text reads as none). */
export function parseParameters(stored: string | null | undefined): TemplateParameter[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is TemplateParameter => typeof item === 'object' && item !== null && typeof item.field === 'string')
      : [];
  } catch {
    return [];
  }
}
