/**
 * Reading dictionary categories and entries (tables of migration 0003) for the trees, option lists and
 * the .bdd export. The writes are the resource layer's (schemas/resources/dictionary.ts).
 */
import { dictionaryMessages as text, type DictionaryItem, type DictionaryType } from '../../api/dictionary';
import { queryOne, type Queryable } from '../db/database';
import { notFound } from '../http/api-error';

const typeColumns = `id, parent_id as "parentId", full_name as "fullName", en_code as "enCode", is_tree::int as "isTree",
  sort_code::int as "sortCode", description`;
const itemColumns = `id, dictionary_type_id as "dictionaryTypeId", parent_id as "parentId", full_name as "fullName",
  en_code as "enCode", sort_code::int as "sortCode", enabled_mark::int as "enabledMark", description`;
// Sort code first, then the newest first, as the original lists them.
const order = 'order by sort_code, creator_time desc, id';

export async function listTypes(db: Queryable): Promise<DictionaryType[]> {
  return db.query<DictionaryType>(`select ${typeColumns} from dictionary_type ${order}`);
}

/** A category by id or by enCode (reference 4.10: generated forms name the category by code). */
export async function findType(db: Queryable, idOrEnCode: string): Promise<DictionaryType | undefined> {
  return typeBy<DictionaryType>(db, idOrEnCode);
}

/** The category by id or enCode, with `extraColumns` of `dictionary_type t`. */
function typeBy<Row>(db: Queryable, idOrEnCode: string, extraColumns = ''): Promise<Row | undefined> {
  return queryOne<Row>(
    db,
    `select ${typeColumns}${extraColumns} from dictionary_type t where id = $1 or en_code = $1 order by (id = $1) desc limit 1`,
    [idOrEnCode],
  );
}

function found<T>(type: T | undefined): T {
  if (!type) throw notFound(text.typeNotFound);
  return type;
}

export async function requireType(db: Queryable, idOrEnCode: string): Promise<DictionaryType> {
  return found(await findType(db, idOrEnCode));
}

/**
 * A category with how many entries it has (the counts migration 0010's triggers keep), in one lookup:
 * the entry pages need both before they read a row.
 */
export async function requireCountedType(db: Queryable, idOrEnCode: string): Promise<DictionaryType & { entries: number }> {
  return found(
    await typeBy<DictionaryType & { entries: number }>(
      db,
      idOrEnCode,
      ', (select coalesce(sum(k.entries), 0)::int from dictionary_level_count k where k.dictionary_type_id = t.id) as entries',
    ),
  );
}

/** Entries of a category in list order. */
export async function listItems(db: Queryable, typeId: string): Promise<DictionaryItem[]> {
  return db.query<DictionaryItem>(`select ${itemColumns} from dictionary_data where dictionary_type_id = $1 ${order}`, [typeId]);
}

export async function listAllItems(db: Queryable): Promise<DictionaryItem[]> {
  return db.query<DictionaryItem>(`select ${itemColumns} from dictionary_data ${order}`);
}

export async function requireItem(db: Queryable, id: string): Promise<DictionaryItem> {
  const item = await queryOne<DictionaryItem>(db, `select ${itemColumns} from dictionary_data where id = $1`, [id]);
  if (!item) throw notFound(text.itemNotFound);
  return item;
}
