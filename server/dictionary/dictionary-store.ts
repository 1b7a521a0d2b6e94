/** Reading and writing dictionary categories and entries (tables of migration 0003). */
import {
  dictionaryMessages as text,
  type DictionaryItem,
  type DictionaryItemInput,
  type DictionaryType,
  type DictionaryTypeInput,
  type Flag,
} from '../../api/dictionary';
import { queryOne, type Queryable } from '../db/database';
import { newId } from '../db/ids';
import { uniqueViolation } from '../db/unique-violation';
import { badRequest, notFound } from '../http/api-error';
import { subtreeIds } from './tree';

const typeColumns = `id, parent_id as "parentId", full_name as "fullName", en_code as "enCode", is_tree::int as "isTree",
  sort_code::int as "sortCode", description`;
const itemColumns = `id, dictionary_type_id as "dictionaryTypeId", parent_id as "parentId", full_name as "fullName",
  en_code as "enCode", sort_code::int as "sortCode", enabled_mark::int as "enabledMark", description`;
// Sort code first, then the newest first, as the original lists them.
const typeOrder = 'order by sort_code, creator_time desc, id';

export async function listTypes(db: Queryable): Promise<DictionaryType[]> {
  return db.query<DictionaryType>(`select ${typeColumns} from dictionary_type ${typeOrder}`);
}

/** A category by id or by enCode (reference 4.10: generated forms name the category by code). */
export async function findType(db: Queryable, idOrEnCode: string): Promise<DictionaryType | undefined> {
  return queryOne<DictionaryType>(
    db,
    `select ${typeColumns} from dictionary_type where id = $1 or en_code = $1 order by (id = $1) desc limit 1`,
    [idOrEnCode],
  );
}

export async function requireType(db: Queryable, idOrEnCode: string): Promise<DictionaryType> {
  const type = await findType(db, idOrEnCode);
  if (!type) throw notFound(text.typeNotFound);
  return type;
}

/** Entries of a category, optionally only enabled ones or those whose name or code holds `like`. */
export async function listItems(db: Queryable, typeId: string, options: { enabledOnly?: boolean } = {}): Promise<DictionaryItem[]> {
  return db.query<DictionaryItem>(
    `select ${itemColumns} from dictionary_data where dictionary_type_id = $1 and ($2::boolean is not true or enabled_mark = 1)
      order by sort_code, creator_time desc, id`,
    [typeId, options.enabledOnly ?? false],
  );
}

export async function listAllItems(db: Queryable): Promise<DictionaryItem[]> {
  return db.query<DictionaryItem>(`select ${itemColumns} from dictionary_data order by sort_code, creator_time desc, id`);
}

export async function findItem(db: Queryable, id: string): Promise<DictionaryItem | undefined> {
  return queryOne<DictionaryItem>(db, `select ${itemColumns} from dictionary_data where id = $1`, [id]);
}

export async function requireItem(db: Queryable, id: string): Promise<DictionaryItem> {
  const item = await findItem(db, id);
  if (!item) throw notFound(text.itemNotFound);
  return item;
}

/** Runs a write; a unique index it runs into becomes the message of that index. */
async function unique<T>(work: () => Promise<T>, messages: Record<string, string>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = uniqueViolation(error);
    if (index !== undefined) throw badRequest(messages[index] ?? text.typeCodeTaken);
    throw error;
  }
}

const typeUniqueMessages = { dictionary_type_en_code: text.typeCodeTaken, dictionary_type_full_name: text.typeNameTaken };
const itemUniqueMessages = { dictionary_data_en_code: text.itemCodeTaken, dictionary_data_full_name: text.itemNameTaken };

async function checkTypeParent(db: Queryable, parentId: string, selfId?: string): Promise<void> {
  if (parentId === '-1') return;
  const types = await listTypes(db);
  if (!types.some((type) => type.id === parentId)) throw badRequest(text.parentNotFound);
  if (selfId && subtreeIds(types, selfId).has(parentId)) throw badRequest(text.parentIsSelf);
}

export async function createType(db: Queryable, input: DictionaryTypeInput, userId: string, id = newId()): Promise<string> {
  await checkTypeParent(db, input.parentId);
  await unique(
    () =>
      db.query(
        `insert into dictionary_type (id, parent_id, full_name, en_code, is_tree, sort_code, description, creator_user_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, input.parentId, input.fullName, input.enCode, input.isTree, input.sortCode ?? 0, input.description || null, userId],
      ),
    typeUniqueMessages,
  );
  return id;
}

/** Updates a category; `isTree` stays as stored (its entries were made for it). */
export async function updateType(db: Queryable, id: string, input: DictionaryTypeInput, userId: string): Promise<void> {
  await requireType(db, id);
  await checkTypeParent(db, input.parentId, id);
  await unique(
    () =>
      db.query(
        `update dictionary_type set parent_id = $2, full_name = $3, en_code = $4, sort_code = $5, description = $6,
                last_modify_time = now(), last_modify_user_id = $7
          where id = $1`,
        [id, input.parentId, input.fullName, input.enCode, input.sortCode ?? 0, input.description || null, userId],
      ),
    typeUniqueMessages,
  );
}

/** Deletes a category that has neither entries nor sub-categories; otherwise refuses and changes nothing. */
export async function deleteType(db: Queryable, id: string): Promise<void> {
  const type = await findType(db, id);
  if (!type || type.id !== id) throw notFound(text.typeNotFound);
  const [counts] = await db.query<{ items: number; children: number }>(
    `select (select count(*) from dictionary_data where dictionary_type_id = $1)::int as items,
            (select count(*) from dictionary_type where parent_id = $1)::int as children`,
    [id],
  );
  if (counts!.items > 0) throw badRequest(text.typeHasItems);
  if (counts!.children > 0) throw badRequest(text.typeHasChildren);
  try {
    await db.query('delete from dictionary_type where id = $1', [id]);
  } catch (error) {
    // An entry added since the count: the foreign key keeps it, and the answer is the same.
    if ((error as { code?: unknown }).code === '23503') throw badRequest(text.typeHasItems);
    throw error;
  }
}

/**
 * The parent an entry is stored under: '0' for the top (the dialog sends the category id for it, spec
 * 001 section 5) and always in a category that is not a tree; else an entry of the same category, never
 * the entry itself or one of its children.
 */
async function itemParent(db: Queryable, type: DictionaryType, parentId: string, selfId?: string): Promise<string> {
  if (parentId === '0' || parentId === type.id || type.isTree !== 1) return '0';
  const items = await listItems(db, type.id);
  if (!items.some((item) => item.id === parentId)) throw badRequest(text.parentNotFound);
  if (selfId && subtreeIds(items, selfId).has(parentId)) throw badRequest(text.parentIsSelf);
  return parentId;
}

export async function createItem(db: Queryable, input: DictionaryItemInput, userId: string, id = newId()): Promise<string> {
  const type = await findType(db, input.dictionaryTypeId);
  if (!type || type.id !== input.dictionaryTypeId) throw badRequest(text.typeNotFound);
  const parentId = await itemParent(db, type, input.parentId);
  await unique(
    () =>
      db.query(
        `insert into dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, sort_code, enabled_mark, description, creator_user_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          type.id,
          parentId,
          input.fullName,
          input.enCode,
          input.sortCode ?? 0,
          input.enabledMark ?? 1,
          input.description || null,
          userId,
        ],
      ),
    itemUniqueMessages,
  );
  return id;
}

/** Updates an entry within its category (an entry does not move to another category). */
export async function updateItem(db: Queryable, id: string, input: DictionaryItemInput, userId: string): Promise<void> {
  const item = await requireItem(db, id);
  const type = await requireType(db, item.dictionaryTypeId);
  const parentId = await itemParent(db, type, input.parentId, id);
  await unique(
    () =>
      db.query(
        `update dictionary_data set parent_id = $2, full_name = $3, en_code = $4, sort_code = $5, enabled_mark = $6, description = $7,
                last_modify_time = now(), last_modify_user_id = $8
          where id = $1`,
        [
          id,
          parentId,
          input.fullName,
          input.enCode,
          input.sortCode ?? 0,
          input.enabledMark ?? item.enabledMark,
          input.description || null,
          userId,
        ],
      ),
    itemUniqueMessages,
  );
}

export async function deleteItem(db: Queryable, id: string): Promise<void> {
  await requireItem(db, id);
  const [row] = await db.query<{ children: number }>(`select count(*)::int as children from dictionary_data where parent_id = $1`, [id]);
  if (row!.children > 0) throw badRequest(text.itemHasChildren);
  await db.query('delete from dictionary_data where id = $1', [id]);
}

/** Flips enabledMark in one statement (two quick clicks flip twice, never lose one). */
export async function toggleItemState(db: Queryable, id: string, userId: string): Promise<Flag> {
  const row = await queryOne<{ enabledMark: Flag }>(
    db,
    `update dictionary_data set enabled_mark = 1 - enabled_mark, last_modify_time = now(), last_modify_user_id = $2
      where id = $1 returning enabled_mark::int as "enabledMark"`,
    [id, userId],
  );
  if (!row) throw notFound(text.itemNotFound);
  return row.enabledMark;
}
