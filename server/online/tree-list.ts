/**
 * The tree table of a generated form (list layout 5, reference 3.1 `parentField`, 3.3 `List/{id}`):
 * a record's parent is the record whose id its `parentField` holds. The list answers one level at a
 * time out of the rows the ordinary list would answer (the caller's data rules, the search, the
 * advanced query and the filter rules all apply first): the top level is every such row whose parent
 * is not among them (none, a record of no one, or one the caller does not see or the search leaves
 * out), so every row the list holds can be reached; a level under a record is the rows whose parent
 * it is. Each row says whether it has children among them (`hasChildren`). docs/online-dev.md.
 */
import type { PagedQuery } from '../db/paging';
import type { OnlineModel } from './online-model';
import { isSafeKey } from './online-grants';
import type { RecordStorage } from './record-storage';

/** The field holding a record's parent id: the list's `parentField` when the list is a tree table and it is a data field of the form. */
export function treeParentField(model: OnlineModel): string | undefined {
  const { type, parentField } = model.list;
  if (type !== 5 || !parentField || !isSafeKey(parentField)) return undefined;
  return model.fieldByKey.get(parentField)?.vModel === parentField ? parentField : undefined;
}

/**
 * One level of the tree out of the list's query: the top (`parentId` undefined) or the rows under
 * record `parentId`, in the list's order, each with `hasChildren`. The list's own filter is read
 * again inside (`select r.id <from>`: the inner `r` is its own table), so no condition is written twice.
 */
export function treeLevelQuery(
  list: PagedQuery,
  storage: Pick<RecordStorage, 'field' | 'idSql'>,
  parentField: string,
  parentId?: string,
): PagedQuery {
  const parent = storage.field.text(parentField);
  const id = storage.idSql;
  const params = [...list.params];
  const listed = `select ${id} ${list.from}`;
  let level: string;
  if (parentId === undefined) {
    // A row that names itself as its parent is a top row too: it could not be reached otherwise.
    level = `coalesce(${parent}, '') = ${id} or coalesce(${parent}, '') not in (${listed})`;
  } else {
    params.push(parentId);
    level = `${parent} = $${params.length} and ${id} <> $${params.length}`;
  }
  const from = `from (select r.* ${list.from}) r where ${level}`;
  return {
    // Uncorrelated, so the database reads the list's parents once, not once per row.
    select: `${list.select}, coalesce(${id} in (select c.parent_id from (select ${parent} as parent_id, ${id} as child_id ${list.from}) c where c.parent_id <> c.child_id), false) as "hasChildren"`,
    from,
    params,
    orderBy: list.orderBy,
  };
}
