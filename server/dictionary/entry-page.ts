/**
 * One page of a category's entries, for the management screens (issue 19): a category small enough
 * is answered as before, as a tree with whole subtrees (a keyword keeps the ancestors of its matches),
 * paged by its top-level rows; a larger one one level at a time (`parentId`, default the top), each row
 * saying whether it has children, and a keyword answers its matches flat, from a trigram index.
 */
import type { DictionaryItem, DictionaryItemNode, DictionaryType, Flag } from '../../api/dictionary';
import type { Queryable } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { cappedCount, type Page, type PageRequest } from '../db/paging';
import { listItems } from './dictionary-store';
import { buildTree, flatNodes, withAncestors } from './tree';

/** Up to this many entries a category is answered with whole subtrees; beyond, level by level. */
export const inlineEntryLimit = 2000;

export interface EntryPageQuery {
  keyword?: string;
  isTree?: Flag;
  /** The level of a tree to answer ('0': the top); given, the category is answered level by level. */
  parentId?: string;
}

/** The list's order of a page's rows, selected as `p` (sort code, then the newest first). */
const pageRowOrder = 'order by p."sortCode", p.creator_time desc, p.id';

/** A keyword's matches are counted up to this many past the page (then the total is a lower bound). */
const keywordCountCap = 10_000;

function slice<T>(rows: readonly T[], page: PageRequest): Page<T> {
  const start = (page.currentPage - 1) * page.pageSize;
  return { list: rows.slice(start, start + page.pageSize), pagination: { ...page, total: rows.length } };
}

/**
 * Every entry of a category as JNPF answers it: a tree (the category's own shape unless `isTree` says
 * otherwise) in which a keyword keeps its matches with their ancestors, or a flat list of the matches.
 */
export async function wholeCategory(db: Queryable, type: DictionaryType, query: EntryPageQuery): Promise<DictionaryItemNode[]> {
  const items = await listItems(db, type.id);
  const keyword = query.keyword?.trim().toLowerCase();
  const matches = (item: DictionaryItem) =>
    !keyword || item.fullName.toLowerCase().includes(keyword) || item.enCode.toLowerCase().includes(keyword);
  return (query.isTree ?? type.isTree) === 1 ? buildTree(withAncestors(items, matches)) : flatNodes(items.filter(matches));
}

/** `type` with its number of entries: `requireCountedType`. */
export async function entryPage(
  db: Queryable,
  type: DictionaryType & { entries: number },
  query: EntryPageQuery,
  page: PageRequest,
): Promise<Page<DictionaryItemNode>> {
  const asTree = (query.isTree ?? type.isTree) === 1;
  if (query.parentId === undefined && type.entries <= inlineEntryLimit) return slice(await wholeCategory(db, type, query), page);
  const params: unknown[] = [type.id];
  const where = ['d.dictionary_type_id = $1'];
  const keyword = likePattern(query.keyword);
  if (keyword) {
    params.push(keyword);
    // The name and the code, lower-cased in one text (migration 0032): what ilike on either column finds.
    where.push(`d.search_text like lower($${params.length})`);
  }
  const byLevel = asTree && !keyword;
  const level = byLevel ? (query.parentId ?? '0') : undefined;
  if (level !== undefined) {
    params.push(level);
    where.push(`d.parent_id = $${params.length}`);
  }
  const columns = `d.id, d.dictionary_type_id as "dictionaryTypeId", d.parent_id as "parentId", d.full_name as "fullName",
                   d.en_code as "enCode", d.sort_code::int as "sortCode", d.enabled_mark::int as "enabledMark", d.description`;
  const from = `from dictionary_data d where ${where.join(' and ')}`;
  const order = 'order by d.sort_code, d.creator_time desc, d.id';
  // Whether a row has children is looked up for the page's rows only, after the limit.
  const hasChildren = byLevel
    ? `coalesce((select k.entries from dictionary_level_count k where k.dictionary_type_id = p."dictionaryTypeId" and k.parent_id = p.id), 0) > 0`
    : 'false';
  const limitOffset = `limit $${params.length + 1} offset $${params.length + 2}`;
  const pageParams = [...params, page.pageSize, (page.currentPage - 1) * page.pageSize];
  const pageSql = `select p.*, ${hasChildren} as "hasChildren"
                     from (select ${columns}, d.creator_time ${from} ${order} ${limitOffset}) p
                    ${pageRowOrder}`;
  if (keyword) return keywordPage(db, { columns, from, limitOffset, pageParams, pageSql }, page);
  // A flat category's total is its kept count; a level's is read from the kept counts with its page.
  if (level === undefined) {
    const list = await db.query<EntryRow>(pageSql, pageParams);
    return { list: list.map(nodeOf), pagination: { ...page, total: type.entries } };
  }
  const { total, rows } = await withTotal(
    db,
    `select coalesce(sum(k.entries), 0)::int as total from dictionary_level_count k where k.dictionary_type_id = $1 and k.parent_id = $${params.length}`,
    pageSql,
    pageParams,
  );
  return { list: rows.map(nodeOf), pagination: { ...page, total } };
}

type EntryRow = DictionaryItem & { hasChildren: boolean; creator_time?: unknown };

/**
 * A keyword's page and its total in one statement: its matches (found by the trigram index) are read
 * once, up to the count's cap, as their ids and order keys, then counted and sorted, and the page's
 * rows are read by id. A count and an ordered walk of the index took two statements and about 9 ms at
 * 100,000 entries; this is one of about 1 ms (keeping whole rows of every match took 0.4 ms more). A
 * keyword matching more than the cap is paged by the order index instead, which finds a frequent
 * keyword's first rows at once.
 */
async function keywordPage(
  db: Queryable,
  paged: { columns: string; from: string; limitOffset: string; pageParams: unknown[]; pageSql: string },
  page: PageRequest,
): Promise<Page<DictionaryItemNode>> {
  const { columns, from, limitOffset, pageParams, pageSql } = paged;
  const cap = cappedCount(keywordCountCap, (page.currentPage - 1) * page.pageSize, page.pageSize);
  const { total, rows } = await withTotal(
    db,
    'select count(*)::int as total from matches',
    `select ${columns}, d.creator_time, false as "hasChildren"
       from (select id from matches order by sort_code, creator_time desc, id ${limitOffset}) m join dictionary_data d on d.id = m.id`,
    pageParams,
    `with matches as materialized (select d.id, d.sort_code, d.creator_time ${from} limit ${cap})`,
  );
  const pagination = { ...page, total };
  if (total < cap) return { list: rows.map(nodeOf), pagination };
  const list = await db.query<EntryRow>(pageSql, pageParams);
  return { list: list.map(nodeOf), pagination };
}

/**
 * A total and a page of entries in one statement (one round trip, not two): `totalSql` answers
 * `total`, `pageSql` the page's rows in order; past the last page there are none, and the total still
 * comes. `withClause` names what both read.
 */
async function withTotal(
  db: Queryable,
  totalSql: string,
  pageSql: string,
  params: readonly unknown[],
  withClause = '',
): Promise<{ total: number; rows: EntryRow[] }> {
  const rows = await db.query<Partial<EntryRow> & { total: number }>(
    `${withClause} select t.total, p.* from (${totalSql}) t left join lateral (${pageSql}) p on true ${pageRowOrder}`,
    params,
  );
  return { total: rows[0]?.total ?? 0, rows: rows.filter((row) => row.id != null).map(({ total: _total, ...row }) => row as EntryRow) };
}

/** A row as a node of the screens' tree: its children load when it opens. */
function nodeOf({ creator_time: _time, ...row }: EntryRow): DictionaryItemNode {
  return { ...row, children: [] };
}
