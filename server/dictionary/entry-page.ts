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

/** Up to `limit + 1`: enough to tell whether a category is above the limit without counting it all. */
async function holdsMoreThan(db: Queryable, typeId: string, limit: number): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from (select 1 from dictionary_data where dictionary_type_id = $1 limit $2) held',
    [typeId, limit + 1],
  );
  return (row?.n ?? 0) > limit;
}

function slice<T>(rows: readonly T[], page: PageRequest): Page<T> {
  const start = (page.currentPage - 1) * page.pageSize;
  return { list: rows.slice(start, start + page.pageSize), pagination: { ...page, total: rows.length } };
}

export async function entryPage(
  db: Queryable,
  type: DictionaryType,
  query: EntryPageQuery,
  page: PageRequest,
): Promise<Page<DictionaryItemNode>> {
  const asTree = (query.isTree ?? type.isTree) === 1;
  if (query.parentId === undefined && !(await holdsMoreThan(db, type.id, inlineEntryLimit))) {
    const items = await listItems(db, type.id);
    const keyword = query.keyword?.trim().toLowerCase();
    const matches = (item: DictionaryItem) =>
      !keyword || item.fullName.toLowerCase().includes(keyword) || item.enCode.toLowerCase().includes(keyword);
    return slice(asTree ? buildTree(withAncestors(items, matches)) : flatNodes(items.filter(matches)), page);
  }
  const params: unknown[] = [type.id];
  const where = ['d.dictionary_type_id = $1'];
  const keyword = likePattern(query.keyword);
  if (keyword) {
    params.push(keyword);
    where.push(`(d.full_name ilike $${params.length} or d.en_code ilike $${params.length})`);
  }
  const byLevel = asTree && !keyword;
  if (byLevel) {
    params.push(query.parentId ?? '0');
    where.push(`d.parent_id = $${params.length}`);
  }
  const hasChildren = byLevel
    ? 'exists (select 1 from dictionary_data c where c.dictionary_type_id = d.dictionary_type_id and c.parent_id = d.id)'
    : 'false';
  const answer = await pageOf<DictionaryItem & { hasChildren: boolean }>(
    db,
    {
      select: `select d.id, d.dictionary_type_id as "dictionaryTypeId", d.parent_id as "parentId", d.full_name as "fullName",
                      d.en_code as "enCode", d.sort_code::int as "sortCode", d.enabled_mark::int as "enabledMark", d.description,
                      ${hasChildren} as "hasChildren"`,
      from: `from dictionary_data d where ${where.join(' and ')}`,
      params,
      orderBy: 'order by d.sort_code, d.creator_time desc, d.id',
    },
    page,
  );
  return { ...answer, list: answer.list.map((row) => ({ ...row, children: [] })) };
}
