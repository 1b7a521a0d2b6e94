import type { FastifyRequest } from 'fastify';

/**
 * The type-4 menus that show the category of a request's entry: their buttons grant writing its
 * entries as the dictionary menu's do. A type-4 menu names its category in `propertyJson.moduleId`
 * by id or enCode (reference 4.10). The entry is the body's `dictionaryTypeId` (create) or the entry
 * in the path (update, delete, state).
 */
export async function menusOfEntryCategory(request: FastifyRequest): Promise<string[]> {
  const { db } = request.server.ctx;
  const body = request.body as { dictionaryTypeId?: unknown } | undefined;
  const entryId = (request.params as { id?: string } | undefined)?.id;
  const [type] = await db.query<{ id: string; en_code: string }>(
    typeof body?.dictionaryTypeId === 'string'
      ? `select id, en_code from dictionary_type where id = $1`
      : `select t.id, t.en_code from dictionary_data d join dictionary_type t on t.id = d.dictionary_type_id where d.id = $1`,
    [typeof body?.dictionaryTypeId === 'string' ? body.dictionaryTypeId : (entryId ?? '')],
  );
  if (!type) return [];
  const menus = await db.query<{ en_code: string }>(
    `select en_code from module where type = 4 and enabled_mark = 1 and property_json->>'moduleId' in ($1, $2)`,
    [type.id, type.en_code],
  );
  return menus.map((menu) => menu.en_code);
}
