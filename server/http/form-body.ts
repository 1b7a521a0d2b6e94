import { firstRuleViolation, type FormMessages } from '../../schemas/form-rules';
import { badRequest } from './api-error';

/** After the schema passed: the dialog's rules (schemas/form-rules.ts), answered with their message. */
export function assertFormRules(messages: FormMessages, body: object): void {
  const violation = firstRuleViolation(messages, body as Record<string, unknown>);
  if (violation) throw badRequest(violation.message);
}
