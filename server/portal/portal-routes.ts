/**
 * The portal calls beyond the standard resource ones, at JNPF's addresses (docs/portal.md):
 * - `GET Portal/Selector`: the portals the caller may see, by category (JNPF's tree);
 * - `GET Portal/{id}/auth`: a portal as the caller sees it, their own arrangement laid over it;
 * - `PUT Portal/Custom/Save/{id}` / `DELETE`: the caller's own arrangement kept / forgotten;
 * - `PUT Portal/{id}/Actions/SetDefault`: the caller's portal on /dashboard (`userInfo.portalId`).
 * `{id}` is a portal's id or code. Each call on a portal is for the users of the menus that show it
 * (type-8 menus naming it, and 门户设计), decided once the path is validated.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { portalMenu, portalMessages as text, type PortalSelectorNode, type PortalView } from '../../api/portal';
import type { ResourceDefinition } from '../../schemas/resources/define';
import { applyArrangement, checkArrangement, placesOf, portalLayoutMessages, type PortalArrangement } from '../../schemas/portal-layout';
import { badRequest, notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import type { TargetMenus } from '../http/route-access';
import { granteeOf } from '../permissions/grants';
import { resourceRouteOptions } from '../resources/route-options';
import { parsedJson } from './portal-checks';
import {
  findPortal,
  forgetArrangement,
  portalMenus,
  saveArrangement,
  userArrangement,
  visiblePortals,
  type StoredPortal,
} from './portal-store';

type IdRoute<Body = unknown> = { Params: { id: string }; Body: Body };

const keyParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 50 } } } as const;
const place = {
  type: 'object',
  properties: { i: { type: 'string' }, x: { type: 'integer' }, y: { type: 'integer' }, w: { type: 'integer' }, h: { type: 'integer' } },
};
const viewAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    fullName: { type: 'string' },
    enCode: { type: 'string' },
    formData: { type: 'object', properties: { cards: { type: 'array', items: { ...place, additionalProperties: true } } } },
    customized: { type: 'integer' },
  },
} as const;
const saveBody = {
  type: 'object',
  required: ['formData'],
  additionalProperties: false,
  // JNPF's designer sends the layout as JSON text; an object is taken too.
  properties: {
    formData: { anyOf: [{ type: 'string', maxLength: 100_000 }, { type: 'object' }] },
    platform: { type: 'string', maxLength: 10 },
  },
} as const;

export async function portalRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const owner = { tag: definition.name, menu: definition.menu };
  const onPortal = {
    menusOf: async (request: FastifyRequest): Promise<TargetMenus> => ({
      menus: await portalMenus(db, (request.params as { id: string }).id),
      buttonsGuarded: false,
    }),
  };
  const options = (summary: string, schema: object, answer: object = { type: 'null' }) => ({
    ...resourceRouteOptions(owner, 'signedIn', summary, schema, answer),
    config: { access: onPortal },
  });
  /** The portal of the path, enabled unless the caller designs portals. */
  const shownPortal = async (request: FastifyRequest<{ Params: { id: string } }>): Promise<StoredPortal> => {
    const portal = await findPortal(db, request.params.id);
    if (!portal) throw notFound(text.notFound);
    if (portal.enabledMark !== 1 && !(await ctx.access.hasMenu(granteeOf(requireUser(request.user)), portalMenu)))
      throw badRequest(text.disabled);
    return portal;
  };

  app.get(
    `${definition.path}/Selector`,
    resourceRouteOptions(
      owner,
      'signedIn',
      'The enabled portals the caller may see, under their categories ({list} of category nodes)',
      {},
    ),
    async (request) => {
      const portals = await visiblePortals(ctx, requireUser(request.user));
      const categories = new Map<string, PortalSelectorNode>();
      for (const portal of portals) {
        const name = portal.category || '默认';
        let node = categories.get(name);
        if (!node)
          categories.set(name, (node = { id: `category:${name}`, fullName: name, parentId: '0', hasChildren: true, children: [] }));
        node.children!.push({ id: portal.id, fullName: portal.fullName, enCode: portal.enCode, parentId: node.id, hasChildren: false });
      }
      return ok({ list: [...categories.values()] });
    },
  );

  app.get<IdRoute>(
    `${definition.path}/:id/auth`,
    options("The portal (id or code) with the caller's own arrangement laid over the designer's", { params: keyParams }, viewAnswer),
    async (request) => {
      const portal = await shownPortal(request);
      const arrangement = await userArrangement(db, portal.id, requireUser(request.user).userId);
      const view: PortalView = {
        id: portal.id,
        fullName: portal.fullName,
        enCode: portal.enCode,
        formData: applyArrangement(portal.formData, arrangement),
        customized: arrangement ? 1 : 0,
      };
      return ok(view);
    },
  );

  app.put<IdRoute<{ formData: string | object }>>(
    `${definition.path}/Custom/Save/:id`,
    options("Keeps the caller's own arrangement of the portal's cards (formData: {cards: [{i, x, y, w, h}]})", {
      params: keyParams,
      body: saveBody,
    }),
    async (request) => {
      const portal = await shownPortal(request);
      const { formData } = request.body;
      const value = typeof formData === 'string' ? parsedJson(formData, portalLayoutMessages.notJson) : formData;
      const problem = checkArrangement(value, portal.formData);
      if (problem) throw badRequest(problem);
      const arrangement: PortalArrangement = { cards: placesOf((value as PortalArrangement).cards) };
      await saveArrangement(db, portal.id, requireUser(request.user).userId, arrangement, ctx.clock());
      return ok(null, text.saved);
    },
  );

  app.delete<IdRoute>(
    `${definition.path}/Custom/Save/:id`,
    options("Forgets the caller's own arrangement: the portal shows as designed", { params: keyParams }),
    async (request) => {
      const portal = await shownPortal(request);
      await forgetArrangement(db, portal.id, requireUser(request.user).userId);
      return ok(null, text.reset);
    },
  );

  app.put<IdRoute>(
    `${definition.path}/:id/Actions/SetDefault`,
    options("Makes the portal the caller's own on /dashboard (userInfo.portalId)", { params: keyParams }),
    async (request) => {
      const portal = await shownPortal(request);
      const user = requireUser(request.user);
      await db.query('update users set portal_id = $2 where id = $1', [user.userId, portal.id]);
      ctx.currentUserCache.forgetUser(user.userId);
      return ok(null, text.defaultSet);
    },
  );
}
