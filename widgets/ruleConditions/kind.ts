/**
 * The conditions of a custom data rule (`ruleConditions`, the 方案管理 dialog; docs/permissions.md): rows
 * of a field of the menu's list, an operator and a value, stored as JSON text. `fields` lists the fields
 * (the fields call's answer); `scopeField` names the rule's scope field: conditions count only when it
 * is `custom`, otherwise the editor says so.
 */
import type { KindDescription } from '../../engine/registry/types';
import type { RuleField } from '../../schemas/data-rule';
import { s } from '../../engine/registry/settings';

export interface RuleConditionsOptions {
  fields: RuleField[];
  scopeField?: string;
}

const fieldsOf = (value: unknown): RuleField[] =>
  Array.isArray(value)
    ? value.filter((field): field is RuleField => typeof field === 'object' && field !== null && typeof field.enCode === 'string')
    : [];

export const ruleConditionsKind: KindDescription<string, RuleConditionsOptions> = {
  key: 'ruleConditions',
  // The platform's own (data rules, docs/permissions.md): its fields come from a call, not a designer.
  palette: { group: 'advanced', label: '规则条件', hidden: true },
  settings: [s.json('fields', '可选字段', { group: 'data' }), s.string('scopeField', '范围字段', { group: 'data' })],
  groupLabel: true,
  props: ['fields', 'scopeField'],
  compile: ({ props }) => ({
    schema: { type: 'string' },
    options: { fields: fieldsOf(props.fields), scopeField: typeof props.scopeField === 'string' ? props.scopeField : undefined },
  }),
  isEmpty: (value) => !value || value === '[]',
  dependsOn: (field) => (field.options.scopeField ? [field.options.scopeField] : []),
};
