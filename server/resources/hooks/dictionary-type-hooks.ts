/**
 * What dictionary categories do beyond the standard resource (spec 001 "Dictionary types"): the
 * category tree and its parent picker, a parent that exists and is not the category or one below it,
 * and deletes refused while the category holds entries or sub-categories.
 */
import type { FastifyInstance } from 'fastify';
import { dictionaryMessages as text } from '../../../api/dictionary';
import type { ResourceDefinition } from '../../../schemas/resources/define';
import { dictionaryTopNode } from '../../../schemas/dictionary';
import { listTypes } from '../../dictionary/dictionary-store';
import { buildTree, subtreeIds } from '../../dictionary/tree';
import { badRequest, ok } from '../../http/api-error';
import type { ResourceHooks } from '../resource-routes';
import { idParams, resourceRouteOptions } from '../route-options';

type IdParams = { Params: { id: string } };

export const dictionaryTypeHooks: ResourceHooks = {
  async beforeWrite(db, body, id) {
    const parentId = String(body.parentId);
    if (parentId === dictionaryTopNode.id) return;
    const types = await listTypes(db);
    if (!types.some((type) => type.id === parentId)) throw badRequest(text.parentNotFound);
    if (id && subtreeIds(types, id).has(parentId)) throw badRequest(text.parentIsSelf);
  },

  async beforeDelete(db, id) {
    const [counts] = await db.query<{ items: number; children: number }>(
      `select (select count(*) from dictionary_data where dictionary_type_id = $1)::int as items,
              (select count(*) from dictionary_type where parent_id = $1)::int as children`,
      [id],
    );
    if (counts!.items > 0) throw badRequest(text.typeHasItems);
    if (counts!.children > 0) throw badRequest(text.typeHasChildren);
  },

  async extraRoutes(app: FastifyInstance, definition: ResourceDefinition) {
    const { db } = app.ctx;
    const owner = { tag: definition.name, menu: definition.menu };

    app.get(definition.path, resourceRouteOptions(owner, 'signedIn', 'The category tree (roots have parentId -1)'), async () =>
      ok({ list: buildTree(await listTypes(db)) }),
    );

    app.get<IdParams>(
      `${definition.path}/Selector/:id`,
      resourceRouteOptions(
        owner,
        'signedIn',
        "The category tree without this category and its sub-tree ('0' leaves out none): the parent picker",
        {
          params: idParams,
        },
      ),
      async (request) => {
        const types = await listTypes(db);
        const excluded = request.params.id === '0' ? new Set<string>() : subtreeIds(types, request.params.id);
        return ok({ list: buildTree(types.filter((type) => !excluded.has(type.id))) });
      },
    );
  },
};
