/**
 * What a built-in dialog says when a value is wrong, shared by the engine and the server.
 *
 * The engine (engine/validation/field-rules.ts) checks a field in this order: empty and required
 * (the message is the field's placeholder), then the field's JSON Schema (generic messages), then
 * `ui:options.rules` (regex literals with their own message, as JNPF's regList). So the dialogs of
 * schemas/ put each spec message where the engine shows it: the required message as the placeholder,
 * pattern messages as rules, and lengths in the schema (the input's maxlength stops typing past it).
 * The server validates the body with the same JSON Schema, answers the spec message of the failing
 * field and keyword from {@link FormMessages}, then applies the same rules ({@link firstRuleViolation}).
 */

/** One `ui:options.rules` entry: a JS regex literal as text ('/^\\d+$/') and its message. */
export interface FieldRule {
  pattern: string;
  message: string;
}

/** JSON Schema keywords a dialog names a message for; `required` also covers an empty text (minLength 1). */
export type MessageKeyword = 'required' | 'maxLength' | 'minLength' | 'minItems' | 'pattern' | 'minimum' | 'maximum' | 'enum' | 'type';

export type FieldMessages = Partial<Record<MessageKeyword, string>> & { rules?: FieldRule[] };

/** Per field of a body: the spec's messages (Chinese) for its keywords, and its rules. */
export type FormMessages = Record<string, FieldMessages>;

/** The message of a schema violation of `field`, when the form names one. */
export function formMessageFor(messages: FormMessages | undefined, field: string, keyword: string): string | undefined {
  const entry = messages?.[field];
  if (!entry) return undefined;
  // An empty text fails minLength 1: it is the "required" case for the user.
  if (keyword === 'minLength' && entry.required && !entry.minLength) return entry.required;
  return entry[keyword as MessageKeyword];
}

const literal = /^\/([\s\S]*)\/([a-z]*)$/;

/** A rule's pattern as a RegExp (stateful flags dropped, as the engine does). */
export function ruleRegex(pattern: string): RegExp {
  const match = literal.exec(pattern.trim());
  return match ? new RegExp(match[1]!, match[2]!.replace(/[gy]/g, '')) : new RegExp(pattern);
}

/** A RegExp as the rule text the engine reads. */
export const ruleOf = (regex: RegExp, message: string): FieldRule => ({ pattern: String(regex), message });

/** The first rule a non-empty text or number of `body` breaks, in field order, as the engine checks them. */
export function firstRuleViolation(messages: FormMessages, body: Record<string, unknown>): { field: string; message: string } | undefined {
  for (const [field, entry] of Object.entries(messages)) {
    const value = body[field];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') continue;
    for (const rule of entry.rules ?? []) {
      if (!ruleRegex(rule.pattern).test(String(value))) return { field, message: rule.message };
    }
  }
  return undefined;
}

/** `ui:options` of a text field: the required message as placeholder and the rules. */
export function textOptions(messages: FieldMessages, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...(messages.required ? { placeholder: messages.required } : {}),
    ...(messages.rules?.length ? { rules: messages.rules } : {}),
    ...extra,
  };
}
