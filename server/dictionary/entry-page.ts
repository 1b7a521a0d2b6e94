/**
 * One page of a category's entries, for the management screens (issue 19): a category small enough
 * is answered as before, as a tree with whole subtrees (a keyword keeps the ancestors of its matches),
 * paged by its top-level rows; a larger one one level at a time (`parentId`, default the top), each row
 * saying whether it has children, and a keyword answers its matches flat, from the trigram indexes.
 */
import type { DictionaryItem, DictionaryItemNode, DictionaryType, Flag } from '../../api/dictionary';
import type { Queryable } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { pageOf, type Page, type PageRequest } from '../db/paging';
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

/** Entries of a category, or of one of its levels, from the counts the triggers of migration 0010 keep. */
async function entriesOf(db: Queryable, typeId: string, parentId?: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select coalesce(sum(entries), 0)::int as n from dictionary_level_count where dictionary_type_id = $1 and ($2::text is null or parent_id = $2)`,
    [typeId, parentId ?? null],
  );
  return row?.n ?? 0;
}

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

export async function entryPage(
  db: Queryable,
  type: DictionaryType,
  query: EntryPageQuery,
  page: PageRequest,
): Promise<Page<DictionaryItemNode>> {
  const asTree = (query.isTree ?? type.isTree) === 1;
  if (query.parentId === undefined && (await entriesOf(db, type.id)) <= inlineEntryLimit)
    return slice(await wholeCategory(db, type, query), page);
  const params: unknown[] = [type.id];
  const where = ['d.dictionary_type_id = $1'];
  const keyword = likePattern(query.keyword);
  if (keyword) {
    params.push(keyword);
    where.push(`(d.full_name ilike $${params.length} or d.en_code ilike $${params.length})`);
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
  const paged = {
    select: `select ${columns}`,
    from,
    params,
    orderBy: order,
    pageSql: (limitOffset: string) =>
      `select p.*, ${hasChildren} as "hasChildren"
         from (select ${columns}, d.creator_time ${from} ${order} ${limitOffset}) p
        order by p."sortCode", p.creator_time desc, p.id`,
  };
  if (keyword) {
    const answer = await pageOf<DictionaryItem & { hasChildren: boolean; creator_time?: unknown }>(
      db,
      { ...paged, countCap: keywordCountCap },
      page,
    );
    return { ...answer, list: answer.list.map(nodeOf) };
  }
  // Without a keyword the total is the kept count of the level (or of the whole flat category).
  const [total, list] = await Promise.all([
    entriesOf(db, type.id, level),
    db.query<DictionaryItem & { hasChildren: boolean; creator_time?: unknown }>(
      paged.pageSql(`limit $${params.length + 1} offset $${params.length + 2}`),
      [...params, page.pageSize, (page.currentPage - 1) * page.pageSize],
    ),
  ]);
  return { list: list.map(nodeOf), pagination: { ...page, total } };
}

/** A row as a node of the screens' tree: its children load when it opens. */
function nodeOf({ creator_time: _time, ...row }: DictionaryItem & { hasChildren: boolean; creator_time?: unknown }): DictionaryItemNode {
  return { ...row, children: [] };
}
