/**
 * What dictionary entries do beyond the standard resource (spec 001 "Dictionary data", spec 002 section
 * 7.5): the entry lists and option calls of a category (by id or enCode), the parent picker, the parent
 * stored the JNPF way ('0' for the top), deletes refused while an entry has children, the writes also
 * granted by a type-4 menu of the entry's category, and the .bdd export and import.
 */
import type { FastifyInstance } from 'fastify';
import {
  dictionaryMessages as text,
  type DictionaryItemsQuery,
  type DictionaryParentNode,
  type DictionaryType,
} from '../../../api/dictionary';
import { dictionaryItemsQuerySchema, dictionarySelectorParamsSchema } from '../../../schemas/dictionary';
import type { ResourceDefinition } from '../../../schemas/resources/define';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { bddRoutes } from '../../dictionary/bdd-routes';
import { menusOfEntryCategory } from '../../dictionary/dictionary-menus';
import { dictionariesEtag, everyDictionary } from '../../dictionary/every-dictionary';
import { listItems, requireCountedType, requireItem, requireType } from '../../dictionary/dictionary-store';
import { entryPage, wholeCategory } from '../../dictionary/entry-page';
import { buildTree, flatNodes, pruneTree, subtreeIds } from '../../dictionary/tree';
import { badRequest, ok } from '../../http/api-error';
import type { ResourceHooks } from '../resource-routes';
import { idParams, resourceRouteOptions } from '../route-options';

type IdParams = { Params: { id: string } };

/** The page size of the entry pages when a call names only the page. */
const entryPageSize = 20;

/** `{list}`, and `{pagination}` when paged. */
const entriesAnswer = {
  type: 'object',
  properties: {
    list: { type: 'array', items: {} },
    pagination: {
      type: 'object',
      properties: { currentPage: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer' } },
    },
  },
} as const;

/** The top of a category's entries. */
const topParent = '0';

/**
 * The parent an entry is stored under: the top for '0' or the category id (the dialog sends it for the
 * top, spec 001 section 5) and always in a category that is not a tree; else an entry of the same
 * category, never the entry itself or one below it.
 */
async function storedParent(db: Queryable, type: DictionaryType, parentId: string, selfId?: string): Promise<string> {
  if (parentId === topParent || parentId === type.id || type.isTree !== 1) return topParent;
  const items = await listItems(db, type.id);
  if (!items.some((item) => item.id === parentId)) throw badRequest(text.parentNotFound);
  if (selfId && subtreeIds(items, selfId).has(parentId)) throw badRequest(text.parentIsSelf);
  return parentId;
}

/** The category of a new entry: by id only (a body names it as the dialog holds it). */
async function categoryOfNew(db: Queryable, typeId: string): Promise<DictionaryType> {
  const type = await queryOne<{ id: string }>(db, 'select id from dictionary_type where id = $1', [typeId]);
  if (!type) throw badRequest(text.typeNotFound);
  return requireType(db, type.id);
}

export const dictionaryDataHooks: ResourceHooks = {
  async beforeWrite(db, body, id) {
    const type = id
      ? await requireType(db, (await requireItem(db, id)).dictionaryTypeId)
      : await categoryOfNew(db, String(body.dictionaryTypeId));
    return { ...body, parentId: await storedParent(db, type, String(body.parentId), id) };
  },

  async beforeDelete(db, id) {
    const child = await queryOne(db, 'select 1 from dictionary_data where parent_id = $1 limit 1', [id]);
    if (child) throw badRequest(text.itemHasChildren);
  },

  alsoMenusOf: menusOfEntryCategory,

  async extraRoutes(app: FastifyInstance, definition: ResourceDefinition) {
    const { db } = app.ctx;
    const { path } = definition;
    const owner = { tag: definition.name, menu: definition.menu };
    const read = (summary: string, schema: object = {}, data?: object) => resourceRouteOptions(owner, 'signedIn', summary, schema, data);

    // Every dictionary at once (JNPF's clients cache it): answered with a version tag, so a client
    // that holds the current version gets 304 and no body (the 100,000-entry answer is 22 MB).
    app.get(
      `${path}/All`,
      read('Every category with its entries (dictionaryList; a tree when isTree); ETag, 304 when If-None-Match holds it'),
      async (request, reply) => {
        const etag = await dictionariesEtag(db);
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return ok({ list: await everyDictionary(db) });
      },
    );

    app.get<IdParams & { Querystring: DictionaryItemsQuery }>(
      `${path}/:id`,
      read(
        "Entries of a category given by id or enCode: keyword (name or code), isTree 1 a tree (default: the category's own); with currentPage or pageSize one page, a large tree one level (parentId)",
        { params: idParams, querystring: dictionaryItemsQuerySchema },
        entriesAnswer,
      ),
      async (request) => {
        const { currentPage, pageSize, parentId } = request.query;
        if (currentPage || pageSize || parentId) {
          const type = await requireCountedType(db, request.params.id);
          return ok(await entryPage(db, type, request.query, { currentPage: currentPage ?? 1, pageSize: pageSize ?? entryPageSize }));
        }
        return ok({ list: await wholeCategory(db, await requireType(db, request.params.id), request.query) });
      },
    );

    app.get<{ Params: { id: string; excludeId: string }; Querystring: DictionaryItemsQuery }>(
      `${path}/:id/Selector/:excludeId`,
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
      `${path}/:id/Data/Selector`,
      read(
        'Enabled entries of a category (id or enCode) as options; a tree when the category is one (entries under a disabled one are left out)',
        {
          params: idParams,
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

    await bddRoutes(app, owner);
  },
};
