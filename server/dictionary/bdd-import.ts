/** Recreates a category and its entries from a checked `.bdd` file, in one transaction: all or nothing. */
import type { BddFile, DictionaryImportResult } from '../../api/dictionary';
import type { Database } from '../db/database';
import { newId } from '../db/ids';
import { uniqueViolation } from '../db/unique-violation';
import { badRequest } from '../http/api-error';
import { dictionaryMessages as text } from '../../api/dictionary';
import { dictionaryTypeResource } from '../../schemas/resources/dictionary';
import { createResource } from '../resources/resource-store';
import { findType } from './dictionary-store';

/**
 * The category gets new ids (the file's are another installation's) and keeps its parent when a
 * category with that id exists here, else it goes to the top. A category whose name or code exists
 * already is refused. In a category that is not a tree every entry is top-level.
 */
export async function importBdd(db: Database, file: BddFile, userId: string): Promise<DictionaryImportResult> {
  return db.transaction(async (tx) => {
    const parent = file.type.parentId === '-1' ? undefined : await findType(tx, file.type.parentId);
    const parentId = parent && parent.id === file.type.parentId ? parent.id : '-1';
    const { fullName, enCode, isTree, sortCode, description } = file.type;
    const typeId = await createResource(tx, dictionaryTypeResource, { parentId, fullName, enCode, isTree, sortCode, description }, userId);

    const ids = new Map(file.items.map((item) => [item.id, newId()]));
    const top = (id: string) => isTree !== 1 || id === '0' || id === file.type.id;
    const rows = file.items.map((item) => ({
      id: ids.get(item.id)!,
      parentId: top(item.parentId) ? '0' : ids.get(item.parentId)!,
      item,
    }));
    if (rows.length) {
      try {
        await tx.query(
          `insert into dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, sort_code, enabled_mark, description, creator_user_id)
           select r.id, $1, r.parent_id, r.full_name, r.en_code, r.sort_code, r.enabled_mark, r.description, $2
             from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::smallint[], $9::text[])
                  as r(id, parent_id, full_name, en_code, sort_code, enabled_mark, description)`,
          [
            typeId,
            userId,
            rows.map((r) => r.id),
            rows.map((r) => r.parentId),
            rows.map((r) => r.item.fullName),
            rows.map((r) => r.item.enCode),
            rows.map((r) => r.item.sortCode ?? 0),
            rows.map((r) => r.item.enabledMark ?? 1),
            rows.map((r) => r.item.description ?? null),
          ],
        );
      } catch (error) {
        // The file was checked for duplicates; this is a safety net with the same words.
        if (uniqueViolation(error) !== undefined) throw badRequest(text.importBroken);
        throw error;
      }
    }
    return { id: typeId, fullName, enCode, itemCount: rows.length };
  });
}
