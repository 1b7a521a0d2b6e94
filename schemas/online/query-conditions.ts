/**
 * Conditions on a generated form's records (reference 3.1 `ruleList`, 3.3 `superQueryJson`): the
 * advanced query's symbols, which a field's kind allows, and the condition tree read from any of the
 * shapes JNPF writes — 3.4.7's `[{field, symbol, fieldValue}]` (joined by AND) and
 * `{matchLogic, condition: [...]}`, V3's `{matchLogic, conditionList: [{logic, groups: [...]}]}`.
 * Pure: the server turns the tree into SQL (server/online/condition-query.ts), the list's dialog
 * writes it (screens/online/super-query.ts).
 */
import { canonicalJnpfKind } from '../jnpf-kinds';
import type { OnlineField } from './record-fields';

/** JNPF's symbols in its dialog's order, with their labels. */
export const querySymbols = [
  { value: '==', label: '等于' },
  { value: '<>', label: '不等于' },
  { value: '>', label: '大于' },
  { value: '<', label: '小于' },
  { value: '>=', label: '大于等于' },
  { value: '<=', label: '小于等于' },
  { value: 'like', label: '包含' },
  { value: 'notLike', label: '不包含' },
  { value: 'null', label: '为空' },
  { value: 'notNull', label: '不为空' },
] as const;

export type QuerySymbol = (typeof querySymbols)[number]['value'];
export type MatchLogic = 'and' | 'or';

export interface QueryCondition {
  field: string;
  symbol: string;
  fieldValue?: unknown;
  jnpfKey?: string;
}

/** Groups joined by `matchLogic`, each group's conditions by its `logic` (3.4.7 shapes are one group). */
export interface ConditionTree {
  matchLogic: MatchLogic;
  groups: { logic: MatchLogic; conditions: QueryCondition[] }[];
}

/** How a field compares: numbers and dates (epoch milliseconds) by value, text as text, lists by containment. */
export type QueryKind = 'number' | 'date' | 'text' | 'list' | 'other';

const dateKinds = new Set(['datePicker', 'createTime', 'modifyTime']);

export function queryKindOf(field: Pick<OnlineField, 'jnpfKey' | 'shape' | 'multiple'>): QueryKind {
  if (dateKinds.has(canonicalJnpfKind(field.jnpfKey) ?? field.jnpfKey)) return 'date';
  if (field.shape === 'number') return 'number';
  if (field.shape === 'files' || field.shape === 'rows') return 'other';
  if (field.multiple || field.shape === 'list' || field.shape === 'nested') return 'list';
  return 'text';
}

const symbolsByKind: Record<QueryKind, readonly QuerySymbol[]> = {
  number: ['==', '<>', '>', '<', '>=', '<=', 'null', 'notNull'],
  date: ['==', '<>', '>', '<', '>=', '<=', 'null', 'notNull'],
  text: ['==', '<>', 'like', 'notLike', 'null', 'notNull'],
  list: ['==', '<>', 'null', 'notNull'],
  other: ['null', 'notNull'],
};

/** The symbols a field of this kind may be queried with. */
export const symbolsOf = (kind: QueryKind): readonly QuerySymbol[] => symbolsByKind[kind];

/** `null` and `notNull` take no value. */
export const takesValue = (symbol: string): boolean => symbol !== 'null' && symbol !== 'notNull';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** At most this many conditions in one tree: a query, not a payload. */
export const MAX_CONDITIONS = 200;

function logicOf(value: unknown): MatchLogic | undefined {
  if (value === undefined || value === null || value === '') return 'and';
  const text = typeof value === 'string' ? value.toLowerCase() : '';
  return text === 'and' || text === 'or' ? text : undefined;
}

function conditionsOf(value: unknown): QueryCondition[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: QueryCondition[] = [];
  for (const item of value) {
    if (!isObject(item) || typeof item.field !== 'string' || typeof item.symbol !== 'string') return undefined;
    out.push({
      field: item.field,
      symbol: item.symbol,
      fieldValue: item.fieldValue,
      ...(typeof item.jnpfKey === 'string' ? { jnpfKey: item.jnpfKey } : {}),
    });
  }
  return out;
}

/** The condition tree of any of JNPF's shapes; undefined when the value is none of them. Empty input is an empty tree. */
export function readConditionTree(value: unknown): ConditionTree | undefined {
  if (value === undefined || value === null || value === '') return { matchLogic: 'and', groups: [] };
  let tree: ConditionTree | undefined;
  if (Array.isArray(value)) {
    const conditions = conditionsOf(value);
    tree = conditions && { matchLogic: 'and', groups: [{ logic: 'and', conditions }] };
  } else if (isObject(value)) {
    const matchLogic = logicOf(value.matchLogic);
    if (!matchLogic) return undefined;
    if (Array.isArray(value.conditionList)) {
      const groups: ConditionTree['groups'] = [];
      for (const group of value.conditionList) {
        const logic = isObject(group) ? logicOf(group.logic) : undefined;
        const conditions = isObject(group) ? conditionsOf(group.groups) : undefined;
        if (!logic || !conditions) return undefined;
        groups.push({ logic, conditions });
      }
      tree = { matchLogic, groups };
    } else {
      const conditions = conditionsOf(value.condition ?? []);
      // One group: its conditions join by the match logic.
      tree = conditions && { matchLogic, groups: [{ logic: matchLogic, conditions }] };
    }
  }
  if (!tree) return undefined;
  const count = tree.groups.reduce((sum, group) => sum + group.conditions.length, 0);
  return count > MAX_CONDITIONS ? undefined : { ...tree, groups: tree.groups.filter((group) => group.conditions.length) };
}
