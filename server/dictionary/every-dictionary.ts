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
 * The rows of both tables and their latest write time: an insert or a delete changes the count, an
 * update its row's last_modify_time (a delete and an insert in one moment change the latest time).
 */
export async function dictionariesVersion(db: Queryable): Promise<string> {
  const stamp = (table: string) =>
    `(select count(*) || '.' || coalesce(floor(extract(epoch from max(coalesce(last_modify_time, creator_time))) * 1000)::bigint, 0) from ${table})`;
  const [row] = await db.query<{ version: string }>(`select ${stamp('dictionary_type')} || '-' || ${stamp('dictionary_data')} as version`);
  return row!.version;
}
