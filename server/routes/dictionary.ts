import type { FastifyInstance } from 'fastify';
import {
  bddExtension,
  dictionaryMessages as text,
  type DictionaryAllEntry,
  type DictionaryItemInput,
  type DictionaryItemsQuery,
  type DictionaryParentNode,
  type DictionaryTypeInput,
} from '../../api/dictionary';
import {
  dictionaryIdParamsSchema,
  dictionaryItemFormMessages,
  dictionaryItemFormSchema,
  dictionaryItemsQuerySchema,
  dictionarySelectorParamsSchema,
  dictionaryTypeFormMessages,
  dictionaryTypeFormSchema,
} from '../../schemas/dictionary';
import { buildBdd, readBdd } from '../dictionary/bdd-file';
import { importBdd } from '../dictionary/bdd-import';
import {
  createItem,
  createType,
  deleteItem,
  deleteType,
  listAllItems,
  listItems,
  listTypes,
  requireItem,
  requireType,
  toggleItemState,
  updateItem,
  updateType,
} from '../dictionary/dictionary-store';
import { menusOfEntryCategory } from '../dictionary/dictionary-menus';
import { buildTree, flatNodes, pruneTree, subtreeIds, withAncestors } from '../dictionary/tree';
import { saveExportFile } from '../exports/export-files';
import { badRequest, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { assertFormRules } from '../http/form-body';
import type { RouteAccess } from '../http/route-access';
import { bearerSecurity, standardResponses } from '../http/route-schema';

const menu = 'systemData.dictionary';
const tags = ['dictionary'];
/** Reads are open to every signed-in user: generated forms everywhere take their options from them. */
const read = (summary: string, extra: object = {}) => ({
  config: { access: 'signedIn' } as { access: RouteAccess },
  schema: { tags, summary, security: bearerSecurity, response: standardResponses(), ...extra },
});
const write = (button: string, summary: string, extra: object = {}) => ({ ...read(summary, extra), config: { access: { menu, button } } });

/** Entry writes: the dictionary menu's button, or the same button of a type-4 menu showing the entry's category. */
const entryWrite = (button: string, summary: string, extra: object = {}) => ({
  ...read(`${summary}; also granted by that button of a type-4 menu of the category`, extra),
  config: { access: { menu, button, orMenusOf: menusOfEntryCategory } },
});

type IdParams = { Params: { id: string } };

/** Spec 001 section 7 "Dictionary types" and "Dictionary data", spec 002 section 7.5, reference 4.10. */
export async function dictionaryRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  // ───────────── categories ─────────────

  app.get('/api/system/DictionaryType', read('The category tree (roots have parentId -1)'), async () =>
    ok({ list: buildTree(await listTypes(db)) }),
  );

  app.get<IdParams>(
    '/api/system/DictionaryType/Selector/:id',
    read("The category tree without this category and its sub-tree ('0' leaves out none): the parent picker", {
      params: dictionaryIdParamsSchema,
    }),
    async (request) => {
      const types = await listTypes(db);
      const excluded = request.params.id === '0' ? new Set<string>() : subtreeIds(types, request.params.id);
      return ok({ list: buildTree(types.filter((type) => !excluded.has(type.id))) });
    },
  );

  app.get<IdParams>(
    '/api/system/DictionaryType/:id',
    read('One category (by id or enCode), for the dialog', { params: dictionaryIdParamsSchema }),
    async (request) => ok(await requireType(db, request.params.id)),
  );

  app.post<{ Body: DictionaryTypeInput }>(
    '/api/system/DictionaryType',
    {
      ...write('btn_add', 'Creates a category (button btn_add)', { body: dictionaryTypeFormSchema }),
      config: { access: { menu, button: 'btn_add' }, messages: dictionaryTypeFormMessages },
    },
    async (request) => {
      assertFormRules(dictionaryTypeFormMessages, request.body);
      return ok({ id: await createType(db, request.body, requireUser(request.user).userId) }, '新建成功');
    },
  );

  app.put<IdParams & { Body: DictionaryTypeInput }>(
    '/api/system/DictionaryType/:id',
    {
      ...write('btn_edit', 'Updates a category; isTree stays as stored (button btn_edit)', {
        params: dictionaryIdParamsSchema,
        body: dictionaryTypeFormSchema,
      }),
      config: { access: { menu, button: 'btn_edit' }, messages: dictionaryTypeFormMessages },
    },
    async (request) => {
      assertFormRules(dictionaryTypeFormMessages, request.body);
      await updateType(db, request.params.id, request.body, requireUser(request.user).userId);
      return ok(null, '修改成功');
    },
  );

  app.delete<IdParams>(
    '/api/system/DictionaryType/:id',
    write('btn_remove', 'Deletes a category without entries or sub-categories (button btn_remove)', { params: dictionaryIdParamsSchema }),
    async (request) => {
      await deleteType(db, request.params.id);
      return ok(null, '删除成功');
    },
  );

  // ───────────── entries ─────────────

  app.get('/api/system/DictionaryData/All', read('Every category with its entries (dictionaryList; a tree when isTree)'), async () => {
    const [types, items] = await Promise.all([listTypes(db), listAllItems(db)]);
    const byType = new Map<string, typeof items>();
    for (const item of items) {
      const own = byType.get(item.dictionaryTypeId);
      if (own) own.push(item);
      else byType.set(item.dictionaryTypeId, [item]);
    }
    const list: DictionaryAllEntry[] = types.map(({ id, parentId, fullName, enCode, isTree }) => {
      const own = byType.get(id) ?? [];
      return { id, parentId, fullName, enCode, isTree, dictionaryList: isTree === 1 ? buildTree(own) : flatNodes(own) };
    });
    return ok({ list });
  });

  app.get<IdParams & { Querystring: DictionaryItemsQuery }>(
    '/api/system/DictionaryData/:id',
    read("Entries of a category given by id or enCode: keyword (name or code), isTree 1 a tree (default: the category's own)", {
      params: dictionaryIdParamsSchema,
      querystring: dictionaryItemsQuerySchema,
    }),
    async (request) => {
      const type = await requireType(db, request.params.id);
      const items = await listItems(db, type.id);
      const keyword = request.query.keyword?.trim().toLowerCase();
      const matches = (item: { fullName: string; enCode: string }) =>
        !keyword || item.fullName.toLowerCase().includes(keyword) || item.enCode.toLowerCase().includes(keyword);
      const asTree = (request.query.isTree ?? type.isTree) === 1;
      return ok({ list: asTree ? buildTree(withAncestors(items, matches)) : flatNodes(items.filter(matches)) });
    },
  );

  app.get<{ Params: { id: string; excludeId: string }; Querystring: DictionaryItemsQuery }>(
    '/api/system/DictionaryData/:id/Selector/:excludeId',
    read('Parent picker of the entry dialog: the category as root, holding the entry tree without this entry and its children', {
      params: dictionarySelectorParamsSchema,
      querystring: dictionaryItemsQuerySchema,
    }),
    async (request) => {
      const type = await requireType(db, request.params.id);
      const asTree = (request.query.isTree ?? type.isTree) === 1;
      const items = asTree ? await listItems(db, type.id) : [];
      const excluded = request.params.excludeId === '0' ? new Set<string>() : subtreeIds(items, request.params.excludeId);
      const children = buildTree(items.filter((item) => !excluded.has(item.id)));
      const root: DictionaryParentNode = {
        id: type.id,
        parentId: '-1',
        fullName: type.fullName,
        enCode: type.enCode,
        hasChildren: children.length > 0,
        children,
      };
      return ok({ list: [root] });
    },
  );

  app.get<IdParams>(
    '/api/system/DictionaryData/:id/Data/Selector',
    read(
      'Enabled entries of a category (id or enCode) as options; a tree when the category is one (entries under a disabled one are left out)',
      {
        params: dictionaryIdParamsSchema,
      },
    ),
    async (request) => {
      const type = await requireType(db, request.params.id);
      const items = await listItems(db, type.id);
      const list =
        type.isTree === 1
          ? pruneTree(buildTree(items), (item) => item.enabledMark === 1)
          : flatNodes(items.filter((item) => item.enabledMark === 1));
      return ok({ list });
    },
  );

  app.get<IdParams>(
    '/api/system/DictionaryData/:id/Info',
    read('One entry, for the dialog', { params: dictionaryIdParamsSchema }),
    async (request) => ok(await requireItem(db, request.params.id)),
  );

  app.post<{ Body: DictionaryItemInput }>(
    '/api/system/DictionaryData',
    {
      ...write('btn_add', "Creates an entry; parentId '0' or the category id is the top (button btn_add)", {
        body: dictionaryItemFormSchema,
      }),
      config: { access: { menu, button: 'btn_add', orMenusOf: menusOfEntryCategory }, messages: dictionaryItemFormMessages },
    },
    async (request) => {
      assertFormRules(dictionaryItemFormMessages, request.body);
      return ok({ id: await createItem(db, request.body, requireUser(request.user).userId) }, '新建成功');
    },
  );

  app.put<IdParams & { Body: DictionaryItemInput }>(
    '/api/system/DictionaryData/:id',
    {
      ...write('btn_edit', 'Updates an entry (button btn_edit)', { params: dictionaryIdParamsSchema, body: dictionaryItemFormSchema }),
      config: { access: { menu, button: 'btn_edit', orMenusOf: menusOfEntryCategory }, messages: dictionaryItemFormMessages },
    },
    async (request) => {
      assertFormRules(dictionaryItemFormMessages, request.body);
      await updateItem(db, request.params.id, request.body, requireUser(request.user).userId);
      return ok(null, '修改成功');
    },
  );

  app.delete<IdParams>(
    '/api/system/DictionaryData/:id',
    entryWrite('btn_remove', 'Deletes an entry without children (button btn_remove)', { params: dictionaryIdParamsSchema }),
    async (request) => {
      await deleteItem(db, request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.put<IdParams>(
    '/api/system/DictionaryData/:id/Actions/State',
    entryWrite('btn_edit', "Flips an entry's enabledMark (button btn_edit)", { params: dictionaryIdParamsSchema }),
    async (request) => ok({ enabledMark: await toggleItemState(db, request.params.id, requireUser(request.user).userId) }, '更新成功'),
  );

  app.get<IdParams>(
    '/api/system/DictionaryData/:id/Action/Export',
    write('btn_download', 'Exports a category and its entries as a .bdd file: answers {url, name} to download (button btn_download)', {
      params: dictionaryIdParamsSchema,
    }),
    async (request) => {
      const type = await requireType(db, request.params.id);
      const now = ctx.clock();
      const file = buildBdd(type, await listItems(db, type.id), now);
      const saved = await saveExportFile(
        db,
        {
          fileName: `${type.fullName}${bddExtension}`,
          contentType: 'application/json; charset=utf-8',
          content: JSON.stringify(file, null, 2),
        },
        requireUser(request.user).userId,
        now,
      );
      return ok(saved);
    },
  );

  app.post(
    '/api/system/DictionaryData/Action/Import',
    write('btn_upload', 'Imports a .bdd file (multipart, field file): the category and its entries, all or nothing (button btn_upload)', {
      consumes: ['multipart/form-data'],
    }),
    async (request) => {
      if (!request.isMultipart()) throw badRequest(text.importNoFile);
      const upload = await request.file();
      if (!upload) throw badRequest(text.importNoFile);
      let content: Buffer;
      try {
        content = await upload.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(text.importTooLarge);
        throw error;
      }
      if (!upload.filename.toLowerCase().endsWith(bddExtension)) throw badRequest(text.importWrongFile);
      const result = await importBdd(db, readBdd(content), requireUser(request.user).userId);
      return ok(result, '导入成功');
    },
  );
}
