/**
 * A condition tree (schemas/online/query-conditions.ts: the advanced query's `superQueryJson`, the
 * list's `ruleList`) as SQL over a generated form's record, each field's SQL as its storage writes it
 * (./record-storage.ts: a JSONB document's key, or a bound table's column). Every value is bound; a
 * field reaches the SQL only when it is a top-level data field of the released form with a safe key,
 * and for the advanced query only when the caller may see its column: anything else is refused with
 * a message naming it. Fields compare by what their kind stores (schemas/online/value-shapes.ts):
 * numbers and dates (epoch milliseconds) as numbers, text as text (`like` with an escaped `ilike`
 * pattern), arrays by containment; empty is absent, null, '' or []. `<>` and `notLike` are the
 * negation of `==` and `like`, so an empty value matches them.
 */
import type { OnlineField } from '../../schemas/online/record-fields';
import {
  queryKindOf,
  readConditionTree,
  symbolsOf,
  takesValue,
  type ConditionTree,
  type QueryCondition,
  type QueryKind,
} from '../../schemas/online/query-conditions';
import { likePattern } from '../db/like-pattern';
import { badRequest } from '../http/api-error';
import type { OnlineModel } from './online-model';
import { isSafeKey } from './online-grants';
import type { FieldSql, NumberOperator } from './record-storage';

/** Whose words a refusal uses: the advanced query's or the list's filter rules'. */
export type ConditionSource = 'superQuery' | 'ruleList';

export interface ConditionOptions {
  source: ConditionSource;
  /** Columns the caller may not query (the advanced query under column grants); filter rules see every field. */
  hidden: ReadonlySet<string>;
  /** Who asks: the system values `@userId`/`currentUser` and `@organizeId`/`@organizationId` stand for them. */
  caller: { userId: string; organizeIds: readonly string[] };
}

const names: Record<ConditionSource, string> = { superQuery: '高级查询', ruleList: '过滤规则' };

export const conditionMessages = {
  badJson: '高级查询条件格式不正确',
  badRules: '过滤规则格式不正确',
  noField: (source: ConditionSource, field: string) => `${names[source]}的字段不存在：${field}`,
  badSymbol: (source: ConditionSource, label: string) => `${names[source]}的条件不正确：${label}`,
  badValue: (source: ConditionSource, label: string) => `${names[source]}的值不正确：${label}`,
} as const;

type Bind = (value: unknown) => string;

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The tree's condition, or undefined when it restricts nothing (no conditions, or none with a value). */
export function conditionTreeSql(model: OnlineModel, tree: ConditionTree, options: ConditionOptions, bind: Bind): string | undefined {
  const groups = tree.groups.flatMap((group) => {
    const parts = group.conditions.flatMap((condition) => {
      const sql = conditionSql(model, condition, options, bind);
      return sql ? [sql] : [];
    });
    return parts.length ? [`(${parts.join(` ${group.logic} `)})`] : [];
  });
  return groups.length ? `(${groups.join(` ${tree.matchLogic} `)})` : undefined;
}

function fieldOf(model: OnlineModel, condition: QueryCondition, options: ConditionOptions): OnlineField {
  const key = condition.field;
  const field = model.fieldByKey.get(key);
  if (!field || field.vModel !== key || !isSafeKey(key) || options.hidden.has(key)) {
    throw badRequest(conditionMessages.noField(options.source, key.slice(0, 100)));
  }
  return field;
}

function conditionSql(model: OnlineModel, condition: QueryCondition, options: ConditionOptions, bind: Bind): string | undefined {
  const field = fieldOf(model, condition, options);
  const kind = queryKindOf(field);
  const symbol = condition.symbol;
  if (!(symbolsOf(kind) as readonly string[]).includes(symbol)) throw badRequest(conditionMessages.badSymbol(options.source, field.label));
  const empty = model.storage.field.empty(field.vModel);
  if (symbol === 'null') return empty;
  if (symbol === 'notNull') return `not ${empty}`;
  if (!takesValue(symbol) || isBlank(condition.fieldValue)) return undefined;
  const values = valuesOf(condition.fieldValue, kind, options);
  const bad = () => badRequest(conditionMessages.badValue(options.source, field.label));
  const positive = symbol === '<>' ? '==' : symbol === 'notLike' ? 'like' : symbol;
  const matched = values.length ? matchSql(model.storage.field, field, kind, positive, values, bind, bad) : 'false';
  return positive === symbol ? matched : `not coalesce(${matched}, false)`;
}

/** The wanted values: a system value stands for the caller (several organisations: any of them). */
function valuesOf(value: unknown, kind: QueryKind, options: ConditionOptions): unknown[] {
  const expand = (item: unknown): unknown[] => {
    // A caller without an id or organisations has nothing for them to stand for: the condition matches nothing.
    if (item === '@userId' || item === 'currentUser') return options.caller.userId ? [options.caller.userId] : [];
    if (item === '@organizeId' || item === '@organizationId') return [...options.caller.organizeIds];
    return [item];
  };
  // A list field's value may itself be an array (several choices, a path): it is one wanted value.
  if (kind === 'list' && Array.isArray(value)) return [value];
  return (Array.isArray(value) ? value : [value]).filter((item) => !isBlank(item)).flatMap(expand);
}

function numberOf(value: unknown, kind: QueryKind): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const number = Number(value);
  if (Number.isFinite(number)) return number;
  const time = kind === 'date' ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? time : undefined;
}

const anyOf = (parts: string[]) => (parts.length === 1 ? parts[0]! : `(${parts.join(' or ')})`);

function matchSql(
  sql: FieldSql,
  field: OnlineField,
  kind: QueryKind,
  symbol: string,
  values: unknown[],
  bind: Bind,
  bad: () => Error,
): string {
  const key = field.vModel;
  if (kind === 'number' || kind === 'date') {
    const numbers = values.map((value) => numberOf(value, kind));
    if (numbers.some((number) => number === undefined) || (symbol !== '==' && numbers.length !== 1)) throw bad();
    const operator = (symbol === '==' ? '=' : symbol) as NumberOperator;
    // Numbers compare as numbers; a value that is not a number never matches.
    const guard = sql.isNumber(key);
    const matched = anyOf(numbers.map((number) => sql.compare(key, operator, number!, bind)));
    return `(${guard ? `${guard} and ` : ''}${matched})`;
  }
  if (kind === 'list') {
    return anyOf(
      values.map((value) => {
        if (
          Array.isArray(value) ? value.some((item) => typeof item === 'object' && item !== null && !Array.isArray(item)) : !isScalar(value)
        )
          throw bad();
        const wanted = Array.isArray(value) ? value : [value];
        // Organisation or area paths of a multiple field are arrays of paths: a wanted path is one of them.
        const needle = field.shape === 'nested' && field.multiple ? [wanted] : wanted;
        return sql.contains(key, needle, bind);
      }),
    );
  }
  if (values.some((value) => !isScalar(value))) throw bad();
  if (symbol === 'like') return anyOf(values.map((value) => `${sql.text(key)} ilike ${bind(likePattern(String(value)) ?? '%')}`));
  return anyOf(values.map((value) => `${sql.text(key)} = ${bind(String(value))}`));
}

const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The advanced query of a list body (`superQueryJson`, JSON text); refused with a message when it is not one of JNPF's shapes. */
export function superQueryOf(text: string | undefined): ConditionTree | undefined {
  if (!text?.trim()) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(conditionMessages.badJson);
  }
  const tree = readConditionTree(value);
  if (!tree) throw badRequest(conditionMessages.badJson);
  return tree;
}

/** The released list's filter rules (`columnData.ruleList`); a rule the designer stored wrongly refuses the list rather than showing every row. */
export function ruleListOf(model: OnlineModel): ConditionTree | undefined {
  const tree = readConditionTree(model.columnData.ruleList);
  if (!tree) throw badRequest(conditionMessages.badRules);
  return tree.groups.length ? tree : undefined;
}
