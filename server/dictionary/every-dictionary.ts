/** `DictionaryData/All`: every category with its entries, and a version that changes with any write. */
import type { DictionaryAllEntry } from '../../api/dictionary';
import type { Queryable } from '../db/database';
import { listAllItems, listTypes } from './dictionary-store';
import { buildTree, flatNodes } from './tree';

export async function everyDictionary(db: Queryable): Promise<DictionaryAllEntry[]> {
  const [types, items] = await Promise.all([listTypes(db), listAllItems(db)]);
  const byType = new Map<string, typeof items>();
  for (const item of items) {
    const own = byType.get(item.dictionaryTypeId);
    if (own) own.push(item);
    else byType.set(item.dictionaryTypeId, [item]);
  }
  return types.map(({ id, parentId, fullName, enCode, isTree }) => {
    const own = byType.get(id) ?? [];
    return { id, parentId, fullName, enCode, isTree, dictionaryList: isTree === 1 ? buildTree(own) : flatNodes(own) };
  });
}

/**
 * `DictionaryData/All`'s ETag: the version of every dictionary, moved on by any write to a category or
 * an entry (migration 0031). Read before the data it tags: a write committed between the two then shows
 * as a tag the client does not hold yet, so the next call answers the data again, never old data under
 * a new tag.
 */
export async function dictionariesEtag(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>(`select stamp || '.' || version as version from dictionary_version`);
  return `"dictionaries-${row!.version}"`;
}
