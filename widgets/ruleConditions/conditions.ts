/**
 * A custom data rule's conditions as the editor holds them: JSON text of `[{field, op, value}]` (as JNPF
 * stores `conditionJson`), read leniently (text that is not a list of conditions reads as none) and
 * written back without the value of an operator that compares with nothing.
 */
import { ruleOperators, valuelessOperators, type RuleCondition, type RuleOperator } from '../../schemas/data-rule';

const isOperator = (op: unknown): op is RuleOperator => ruleOperators.includes(op as RuleOperator);

export function parseConditions(text: string | undefined): RuleCondition[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { field, op, value } = item as Record<string, unknown>;
    return [
      { field: typeof field === 'string' ? field : '', op: isOperator(op) ? op : '==', value: typeof value === 'string' ? value : '' },
    ];
  });
}

export function conditionsText(conditions: readonly RuleCondition[]): string {
  return JSON.stringify(
    conditions.map(({ field, op, value }) => (valuelessOperators.includes(op) ? { field, op } : { field, op, value: value ?? '' })),
  );
}
