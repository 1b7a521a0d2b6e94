/**
 * Data rules (reference 5.3 base_module_scheme): which rows of a menu's lists a grantee sees. A menu
 * that limits its rows (`module.is_data_authorize`) shows a grantee the rows matched by any rule granted
 * to their roles or positions, and none when no rule is granted; the administrator sees every row.
 * The rule becomes a SQL condition over the row alias `r` from the resource definition's `dataScope`
 * and fields, with every value bound as a parameter.
 */
import type { ResourceDefinition } from '../../schemas/resources/define';
import type { DataRuleScope, RuleCondition } from '../../schemas/data-rule';
import { fieldIn, type RowScope } from '../resources/resource-store';

export { ruleOperators, type DataRuleScope, type RuleCondition, type RuleOperator } from '../../schemas/data-rule';

export interface DataRule {
  scope: DataRuleScope;
  conditions: RuleCondition[];
  matchLogic: 'and' | 'or';
}

/** Who asks: their id, their organisations, and those with the organisations under them. */
export interface RuleCaller {
  userId: string;
  organizeId: string | null;
  organizeIds: readonly string[];
}

/** What a rule reads of a definition: how a row's owners are found, and its fields (a generated form gives its own). */
export type RuleTarget = Pick<ResourceDefinition, 'dataScope' | 'fields'>;

const never: RowScope = { sql: 'false', params: [] };

/** The condition the caller's rules put on the definition's rows; undefined when every row is visible. */
export function rowScopeOf(definition: RuleTarget, rules: readonly DataRule[] | undefined, caller: RuleCaller): RowScope | undefined {
  if (!rules) return undefined;
  if (rules.some((rule) => rule.scope === 'all')) return undefined;
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const alternatives = rules.map((rule) => ruleSql(definition, rule, caller, bind)).filter((sql) => sql !== 'false');
  if (!alternatives.length) return never;
  return { sql: alternatives.map((sql) => `(${sql})`).join(' or '), params };
}

function ruleSql(definition: RuleTarget, rule: DataRule, caller: RuleCaller, bind: (value: unknown) => string): string {
  const { organizeIds, creator } = definition.dataScope ?? {};
  switch (rule.scope) {
    case 'organize':
      return organizeIds
        ? `exists (select 1 from (${organizeIds}) as owner(id) where owner.id = any(${bind([...caller.organizeIds])}::text[]))`
        : 'false';
    case 'organizeAndBelow':
      return organizeIds
        ? `exists (select 1 from (${organizeIds}) as owner(id) join organize owner_o on owner_o.id = owner.id
                    where exists (select 1 from unnest(${bind([...caller.organizeIds])}::text[]) as mine(id)
                                   where owner_o.id = mine.id or owner_o.organize_id_tree like '%' || mine.id || '%'))`
        : 'false';
    case 'own':
      return creator ? `${creator} = ${bind(caller.userId)}` : 'false';
    case 'custom': {
      const parts = rule.conditions.map((condition) => conditionSql(definition, condition, caller, bind));
      if (!parts.length || parts.includes(undefined)) return 'false';
      return parts.join(rule.matchLogic === 'or' ? ' or ' : ' and ');
    }
    default:
      return 'false';
  }
}

/** One condition over a field as list rows read it; undefined (matching nothing) for a field the definition lacks. */
function conditionSql(
  definition: RuleTarget,
  condition: RuleCondition,
  caller: RuleCaller,
  bind: (value: unknown) => string,
): string | undefined {
  const declared = definition.fields[condition.field];
  if (!declared) return undefined;
  const field = fieldIn(declared, 'list');
  const source = field.select ?? (field.column ? `r.${field.column}` : undefined);
  if (!source) return undefined;
  const text = `(${source})::text`;
  const value =
    condition.value === '@userId' ? caller.userId : condition.value === '@organizeId' ? (caller.organizeId ?? '') : (condition.value ?? '');
  switch (condition.op) {
    case '==':
      return `${text} = ${bind(value)}`;
    case '!=':
      return `${text} is distinct from ${bind(value)}`;
    case '>':
    case '>=':
    case '<':
    case '<=':
      // Numbers compare as numbers when both sides are; otherwise as text.
      if (field.type === 'text') return `${text} ${condition.op} ${bind(value)}`;
      return `${field.type === 'time' ? `extract(epoch from ${source}) * 1000` : `(${source})`}::numeric ${condition.op} ${bind(Number(value))}::numeric`;
    case 'like':
      return `${text} ilike '%' || ${bind(value)} || '%'`;
    case 'notLike':
      return `${text} not ilike '%' || ${bind(value)} || '%'`;
    case 'null':
      return `coalesce(${text}, '') = ''`;
    case 'notNull':
      return `coalesce(${text}, '') <> ''`;
    default:
      return undefined;
  }
}
