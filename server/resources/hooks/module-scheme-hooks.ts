/**
 * What data rules (ModuleDataAuthorizeScheme) do beyond the standard resource: a custom rule's conditions
 * are checked against the fields of the menu's resource, a change reaches every session's grants as an
 * authorisation does, a deleted rule takes its grants with it, and the calls that read rules and fields.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../schemas/resources/define';
import { moduleSchemeButton, moduleSchemeResource } from '../../../schemas/resources/module-scheme';
import { roleMenu } from '../../../schemas/resources/role';
import { queryOne, type Queryable } from '../../db/database';
import { notFound, ok } from '../../http/api-error';
import type { RouteAccess } from '../../http/route-access';
import { bearerSecurity, standardResponses } from '../../http/route-schema';
import type { AppContext } from '../../context';
import type { ResourceHooks } from '../resource-routes';
import { resourceSchemas } from '../resource-schemas';
import { listResource, resourceInfo, type ResourceRow } from '../resource-store';
import { idParams } from '../route-options';
import { checkedConditions, moduleSchemeMessages, ruleFieldsOf } from './rule-fields';

/** Every call on data rules: the role menu's 权限授权 button, as authorising a role is. */
const authorizeAccess: RouteAccess = { menu: roleMenu, button: moduleSchemeButton };

/** A rule's change counts at once on this replica, as an authorisation does; other replicas within their cache lifetimes. */
function grantsChanged(ctx: AppContext): void {
  ctx.access.invalidate();
  ctx.currentUserCache.clear();
}

const moduleIdParams = {
  type: 'object',
  required: ['moduleId'],
  properties: { moduleId: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;

const ruleFieldList = {
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, enCode: { type: 'string' }, fullName: { type: 'string' }, type: { type: 'string' } },
      },
    },
  },
} as const;

async function extraRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { db } = app.ctx;
  const schemas = resourceSchemas(definition);
  // Not resourceRouteOptions: the role menu's column grants are about roles, not rules.
  const options = (summary: string, schema: object, data: object) => ({
    config: { access: authorizeAccess },
    schema: { tags: [definition.name], summary, security: bearerSecurity, ...schema, response: standardResponses(data) },
  });
  app.get<{ Params: { moduleId: string } }>(
    `${definition.path}/:moduleId/List`,
    options(
      "The menu's data rules in their order: {list}",
      { params: moduleIdParams },
      {
        type: 'object',
        properties: { list: schemas.page.properties.list },
      },
    ),
    async (request) => {
      const page = await listResource(db, definition, { moduleId: request.params.moduleId, pageSize: 100000 });
      return ok({ list: page.list });
    },
  );
  app.get<{ Params: { id: string } }>(
    `${definition.path}/:id`,
    options('One data rule, for the dialog', { params: idParams }, schemas.row),
    async (request) => ok(await resourceInfo(db, definition, request.params.id)),
  );
  app.get<{ Params: { moduleId: string } }>(
    '/api/system/ModuleDataAuthorize/:moduleId/List',
    options(
      "The fields a custom rule's conditions may use: the list fields of the menu's resource (none for a menu without one): {list}",
      { params: moduleIdParams },
      ruleFieldList,
    ),
    async (request) => ok({ list: await ruleFieldsOf(db, request.params.moduleId) }),
  );
}

/** The menu a write is for: the body's on create, the stored one on update (a rule stays with its menu). */
async function menuOf(db: Queryable, body: ResourceRow, id: string | undefined): Promise<string> {
  if (id === undefined) return String(body.moduleId);
  const stored = await queryOne<{ moduleId: string }>(db, 'select module_id as "moduleId" from module_scheme where id = $1', [id]);
  if (!stored) throw notFound(moduleSchemeResource.messages.notFound);
  return stored.moduleId;
}

export const moduleSchemeHooks: ResourceHooks = {
  async beforeWrite(db, body, id) {
    const moduleId = await menuOf(db, body, id);
    if (!(await queryOne(db, 'select 1 from module where id = $1', [moduleId]))) throw notFound(moduleSchemeMessages.moduleNotFound);
    // Only a custom rule has conditions; the fixed scopes store none.
    const conditions = body.scope === 'custom' ? await checkedConditions(db, moduleId, body.conditionJson) : [];
    return { ...body, conditionJson: JSON.stringify(conditions) };
  },
  afterSave: grantsChanged,
  async afterDelete(ctx, id) {
    await ctx.db.query(`delete from authorize where item_type = 'resource' and item_id = $1`, [id]);
    grantsChanged(ctx);
  },
  extraRoutes,
};
