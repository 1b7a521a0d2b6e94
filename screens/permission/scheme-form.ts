/**
 * The 方案管理 dialog's pure parts: the rule form (the definition's JSON Schema form, compiled by the
 * engine with the menu's fields for the conditions editor), the body a save sends, and a rule's
 * conditions as one line of text for the list.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ModuleScheme, RuleField } from '../../api/module-scheme-client';
import { compileSchemaForm, type CompiledForm } from '../../engine';
import type { EngineLanguage } from '../../engine/i18n/messages';
import { valuelessOperators } from '../../schemas/data-rule';
import { moduleSchemeResource } from '../../schemas/resources/module-scheme';
import { parseConditions } from '../../widgets/ruleConditions/conditions';
import { ruleOperatorName } from '../../widgets/ruleConditions/words';

export function schemeForm(fields: readonly RuleField[]): CompiledForm {
  const { schema, uiSchema } = moduleSchemeResource.form;
  const conditions = uiSchema.conditionJson as UiSchema;
  const ui: UiSchema = {
    ...uiSchema,
    conditionJson: { ...conditions, 'ui:options': { ...(conditions['ui:options'] ?? {}), fields: [...fields] } },
  };
  return compileSchemaForm(schema as RJSFSchema, ui);
}

/** What a save sends: the form's fields that hold a value, for the menu (the id travels in the path). */
export function schemeBody(values: Record<string, unknown>, moduleId: string): Record<string, unknown> {
  const names = Object.keys(moduleSchemeResource.form.schema.properties).filter((name) => name !== 'id');
  const body = Object.fromEntries(
    names.flatMap((name) => (values[name] === undefined || values[name] === null ? [] : [[name, values[name]]])),
  );
  return { ...body, moduleId };
}

/** `所属部门 等于 财务部 且 岗位名称 不为空`: a custom rule's conditions for the list. */
export function conditionSummary(
  rule: Pick<ModuleScheme, 'conditionJson' | 'matchLogic'>,
  fields: readonly RuleField[],
  language: EngineLanguage,
  joiners: { and: string; or: string },
): string {
  const nameOf = (code: string) => fields.find((field) => field.enCode === code)?.fullName ?? code;
  return parseConditions(rule.conditionJson)
    .map((row) =>
      [nameOf(row.field), ruleOperatorName(language, row.op), ...(valuelessOperators.includes(row.op) ? [] : [row.value ?? ''])].join(' '),
    )
    .join(` ${rule.matchLogic === 'or' ? joiners.or : joiners.and} `);
}
