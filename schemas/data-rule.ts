/**
 * The words of a data rule (reference 5.3 base_module_scheme): which rows of a menu's lists a grantee
 * sees. Shared by the server that enforces rules (server/permissions/data-rules.ts), the definition that
 * stores them (schemas/resources/module-scheme.ts) and the conditions editor (widgets/ruleConditions).
 */
export type { RuleField } from '../api/module-scheme-client';

export const dataRuleScopes = ['all', 'organizeAndBelow', 'organize', 'own', 'custom'] as const;
export type DataRuleScope = (typeof dataRuleScopes)[number];

/** The scopes that need no conditions: every menu that limits its rows offers them (the seed gives it one rule of each). */
export const fixedDataRuleScopes = ['all', 'organizeAndBelow', 'organize', 'own'] as const satisfies readonly DataRuleScope[];

/** The scope names the dialogs show, and the names of the seeded fixed rules. */
export const dataRuleScopeNames: Record<DataRuleScope, string> = {
  all: '全部数据',
  organizeAndBelow: '本组织及以下',
  organize: '本组织',
  own: '本人',
  custom: '自定义',
};

export const ruleOperators = ['==', '!=', '>', '>=', '<', '<=', 'like', 'notLike', 'null', 'notNull'] as const;
export type RuleOperator = (typeof ruleOperators)[number];

/** Operators that compare with nothing: their condition has no value. */
export const valuelessOperators: readonly RuleOperator[] = ['null', 'notNull'];

/** A custom rule's condition: a list field, an operator and a value (`@userId`, `@organizeId` stand for the caller's). */
export interface RuleCondition {
  field: string;
  op: RuleOperator;
  value?: string;
}

/** Values standing for the caller's own id and main organisation. */
export const callerValues = ['@userId', '@organizeId'] as const;

/** The longest value a condition may compare with, and the most conditions a rule may hold. */
export const ruleValueMaxLength = 200;
export const ruleConditionLimit = 50;
