/**
 * The SQL of a generated form's list call (reference 3.3): the search form's `queryJson` (equal, fuzzy
 * or range per field, as the list's search configuration or the kind says), the advanced query
 * (`superQueryJson`) and the list's filter rules (`ruleList`, ./condition-query.ts), the caller's data rules,
 * the sort (`sidx` and `sort`, V3's comma list with `-` for descending) and the page. Every value is
 * bound; a field name reaches the SQL only when it is one of the definition's data fields.
 */
import { notSearchable } from '../../schemas/online/value-shapes';
import type { ConditionTree } from '../../schemas/online/query-conditions';
import type { OnlineField } from '../../schemas/online/record-fields';
import { likePattern } from '../db/like-pattern';
import type { PagedQuery } from '../db/paging';
import { bindCondition, type RowScope } from '../resources/resource-store';
import { conditionTreeSql, type ConditionOptions } from './condition-query';
import type { OnlineModel } from './online-model';
import { isSafeKey } from './online-grants';
import type { FieldSql } from './record-storage';

export interface OnlineListQuery {
  queryJson?: Record<string, unknown>;
  /** The advanced query, read from `superQueryJson`. */
  superQuery?: ConditionTree;
  sidx?: string;
  sort?: string;
}

export interface ListScope {
  rowScope?: RowScope;
  /** Columns the caller may not see, nor search or sort by. */
  hidden: ReadonlySet<string>;
  /** The list's filter rules (`ruleList`), applied to every caller. */
  ruleList?: ConditionTree;
  /** Who asks: the system values of conditions (`@userId`…) stand for them; without one they match nothing. */
  caller?: ConditionOptions['caller'];
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** `from … where …` and the order of a model's list. */
export function onlineListQuery(model: OnlineModel, query: OnlineListQuery, scope: ListScope): PagedQuery {
  const params: unknown[] = [];
  const { storage } = model;
  const { from, where } = storage.source(params);
  if (scope.rowScope) where.push(`(${bindCondition(scope.rowScope, params)})`);
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const [key, value] of Object.entries(query.queryJson ?? {})) {
    if (isBlank(value) || scope.hidden.has(key)) continue;
    const field = model.fieldByKey.get(key);
    if (!field || field.vModel !== key || !isSafeKey(key) || notSearchable.has(field.jnpfKey)) continue;
    const condition = searchCondition(storage.field, field, searchTypeOf(model, field, value), value, bind);
    if (condition) where.push(condition);
  }
  const caller = scope.caller ?? { userId: '', organizeIds: [] };
  const rules = scope.ruleList && conditionTreeSql(model, scope.ruleList, { source: 'ruleList', hidden: new Set(), caller }, bind);
  if (rules) where.push(rules);
  const wanted =
    query.superQuery && conditionTreeSql(model, query.superQuery, { source: 'superQuery', hidden: scope.hidden, caller }, bind);
  if (wanted) where.push(wanted);
  return {
    select: storage.listSelect,
    from: `from ${from}${where.length ? ` where ${where.join(' and ')}` : ''}`,
    params,
    orderBy: orderOf(model, query, scope.hidden),
  };
}

/** 1 equal, 2 fuzzy, 3 range: as the search list says, else by the kind and the value's shape. */
function searchTypeOf(model: OnlineModel, field: OnlineField, value: unknown): number {
  // As the designer stored it: an item without one is searched as its kind says.
  const configured = Number(model.list.searchList.find((item) => item.prop === field.vModel)?.raw.searchType);
  if (configured === 1 || configured === 2 || configured === 3) return configured;
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    (field.shape === 'number' || field.jnpfKey === 'createTime' || field.jnpfKey === 'modifyTime')
  )
    return 3;
  return field.shape === 'text' && !field.multiple && ['input', 'comInput', 'textarea', 'billRule'].includes(field.jnpfKey) ? 2 : 1;
}

function searchCondition(
  sql: FieldSql,
  field: OnlineField,
  type: number,
  value: unknown,
  bind: (value: unknown) => string,
): string | undefined {
  const key = field.vModel;
  if (type === 3) {
    if (!Array.isArray(value)) return undefined;
    const [from, to] = value as unknown[];
    const sides: string[] = [];
    // Numbers compare as numbers: epoch-millisecond dates and amounts alike.
    if (!isBlank(from) && Number.isFinite(Number(from))) sides.push(sql.compare(key, '>=', Number(from), bind));
    if (!isBlank(to) && Number.isFinite(Number(to))) sides.push(sql.compare(key, '<=', Number(to), bind));
    const guard = sql.isNumber(key);
    return sides.length ? [...(guard ? [guard] : []), ...sides].join(' and ') : undefined;
  }
  if (type === 2) {
    const pattern = likePattern(String(value));
    if (!pattern) return undefined;
    const fuzzy = `${sql.text(key)} ilike ${bind(pattern)}`;
    const keyword = String(value).trim();
    // A keyword of one or two characters makes no trigram: the characters and pairs of characters of the
    // field (`user_search_grams`, indexed on release: ./release-indexes.ts) find the candidates instead.
    return [...keyword].length < 3 ? `${fuzzy} and user_search_grams(${sql.text(key)}) @> user_search_grams(${bind(keyword)})` : fuzzy;
  }
  const wanted = Array.isArray(value) ? value.filter((item) => !isBlank(item)) : [value];
  if (!wanted.length) return undefined;
  const alternatives = wanted.map((item) => equalCondition(sql, field, item, bind));
  return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' or ')})`;
}

function equalCondition(sql: FieldSql, field: OnlineField, value: unknown, bind: (value: unknown) => string): string {
  const key = field.vModel;
  // Values held in arrays (several choices, a path of ids) match when they contain the wanted one.
  if (field.multiple || field.shape === 'list' || field.shape === 'nested') {
    const needle = field.shape === 'nested' && field.multiple ? [[value]] : [value];
    return sql.contains(key, needle, bind);
  }
  if (field.shape === 'number') return sql.compare(key, '=', Number(value), bind);
  return `${sql.text(key)} = ${bind(String(value))}`;
}

/** `sidx` (or the list's default) when it is a field the caller may see; newest first after it, and always. */
function orderOf(model: OnlineModel, query: OnlineListQuery, hidden: ReadonlySet<string>): string {
  const requested = query.sidx?.trim() ? query.sidx : model.list.sidx;
  const parts: string[] = [];
  for (const item of (requested ?? '').split(',')) {
    const descending = item.startsWith('-');
    const key = descending ? item.slice(1) : item;
    const field = model.fieldByKey.get(key);
    if (!field || field.vModel !== key || !isSafeKey(key) || hidden.has(key)) continue;
    const direction = descending || (item === requested && (query.sort ?? model.list.sort) === 'desc') ? 'desc' : 'asc';
    parts.push(`${model.storage.field.sort(key)} ${direction} nulls last`);
  }
  return `order by ${[...parts, model.storage.newestFirst].join(', ')}`;
}
