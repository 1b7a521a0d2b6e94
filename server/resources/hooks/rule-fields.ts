/**
 * The fields a custom data rule may compare, and the check of a rule's conditions against them. A menu's
 * rules limit every standard list its menu guards (server/resources/caller-grants.ts), so a condition
 * may use the list fields those lists all have; a menu without such a list has none.
 */
import {
  ruleConditionLimit,
  ruleOperators,
  ruleValueMaxLength,
  valuelessOperators,
  type RuleCondition,
  type RuleField,
  type RuleOperator,
} from '../../../schemas/data-rule';
import { resources } from '../../../schemas/resources';
import type { ResourceDefinition } from '../../../schemas/resources/define';
import { queryOne, type Queryable } from '../../db/database';
import { badRequest } from '../../http/api-error';
import { fieldsIn } from '../resource-store';

export const moduleSchemeMessages = {
  moduleNotFound: '菜单不存在',
  conditionsInvalid: '条件格式不正确',
  conditionsRequired: '自定义方案至少需要一个条件',
  tooManyConditions: `条件最多为${ruleConditionLimit}个`,
  fieldRequired: '请选择条件字段',
  unknownField: (field: string) => `条件字段不存在：${field}`,
  unknownOperator: (op: string) => `不支持的条件运算符：${op}`,
  valueRequired: (field: string) => `请输入条件的值：${field}`,
  valueTooLong: (field: string) => `条件的值最多为${ruleValueMaxLength}个字符：${field}`,
};

/** Names of fields that are neither form fields nor menu columns. */
const commonTitles: Record<string, string> = { creatorTime: '创建时间', lastModifyTime: '修改时间' };

/** The definitions whose lists a menu's data rules limit: every standard list the menu guards. */
export const guardedLists = (menu: string): ResourceDefinition[] =>
  resources.filter((definition) => definition.menu === menu && definition.actions.list && !definition.readAccess);

/** The list fields every guarded list of the menu has, named as the dialog or the menu's columns name them. */
export async function ruleFieldsOf(db: Queryable, moduleId: string): Promise<RuleField[]> {
  const menu = await queryOne<{ enCode: string }>(db, 'select en_code as "enCode" from module where id = $1', [moduleId]);
  const [first, ...others] = menu ? guardedLists(menu.enCode) : [];
  if (!first) return [];
  const columns = await db.query<{ enCode: string; fullName: string }>(
    'select en_code as "enCode", full_name as "fullName" from module_column where module_id = $1',
    [moduleId],
  );
  const columnTitles = new Map(columns.map((column) => [column.enCode, column.fullName]));
  const shared = fieldsIn(first, 'list').filter(
    ([name]) => name !== 'id' && others.every((definition) => fieldsIn(definition, 'list').some(([other]) => other === name)),
  );
  return shared.map(([name, field]) => {
    const property = first.form.schema.properties?.[name];
    const formTitle = typeof property === 'object' && typeof property.title === 'string' ? property.title : undefined;
    return { id: name, enCode: name, fullName: formTitle ?? columnTitles.get(name) ?? commonTitles[name] ?? name, type: field.type };
  });
}

const isOperator = (op: unknown): op is RuleOperator => ruleOperators.includes(op as RuleOperator);

/** A custom rule's conditions from its JSON text, each on a field of the menu with a known operator; refuses anything else. */
export async function checkedConditions(db: Queryable, moduleId: string, json: unknown): Promise<RuleCondition[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof json === 'string' && json !== '' ? json : '[]');
  } catch {
    throw badRequest(moduleSchemeMessages.conditionsInvalid);
  }
  if (!Array.isArray(parsed)) throw badRequest(moduleSchemeMessages.conditionsInvalid);
  if (!parsed.length) throw badRequest(moduleSchemeMessages.conditionsRequired);
  if (parsed.length > ruleConditionLimit) throw badRequest(moduleSchemeMessages.tooManyConditions);
  const fields = new Map((await ruleFieldsOf(db, moduleId)).map((field) => [field.enCode, field]));
  return parsed.map((item: unknown): RuleCondition => {
    if (!item || typeof item !== 'object') throw badRequest(moduleSchemeMessages.conditionsInvalid);
    const { field, op, value } = item as Record<string, unknown>;
    if (typeof field !== 'string' || (value !== undefined && value !== null && typeof value !== 'string')) {
      throw badRequest(moduleSchemeMessages.conditionsInvalid);
    }
    if (!field) throw badRequest(moduleSchemeMessages.fieldRequired);
    const known = fields.get(field);
    if (!known) throw badRequest(moduleSchemeMessages.unknownField(field));
    if (!isOperator(op)) throw badRequest(moduleSchemeMessages.unknownOperator(String(op)));
    if (valuelessOperators.includes(op)) return { field, op };
    if (!value) throw badRequest(moduleSchemeMessages.valueRequired(known.fullName));
    if (value.length > ruleValueMaxLength) throw badRequest(moduleSchemeMessages.valueTooLong(known.fullName));
    return { field, op, value };
  });
}
