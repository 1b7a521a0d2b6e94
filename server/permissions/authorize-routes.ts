/**
 * Authorising a role or a position (the 权限授权 dialog, reference 5.2 base_authorize): per system the
 * menu tree, and per menu its buttons, list columns, form fields and data rules. `GET` answers the
 * whole tree with what is granted; `PUT` replaces every grant of the role or position at once. The
 * JNPF-shaped `POST .../Values` answers one item type at a time from the same data.
 * Only the role menu's (or the position menu's) btn_authorize grants these calls.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queryOne, type Database, type Queryable } from '../db/database';
import { badRequest, notFound, ok } from '../http/api-error';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import type { RouteAccess } from '../http/route-access';

export const itemTypes = ['system', 'module', 'button', 'column', 'form', 'resource'] as const;
export type ItemType = (typeof itemTypes)[number];
export type ObjectType = 'Role' | 'Position';

export const authorizeMessages = {
  saved: '授权成功',
  roleNotFound: '角色不存在',
  positionNotFound: '岗位不存在',
  unknownItems: '授权项不存在',
};

interface ItemRow {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  kind: ItemType;
  moduleId: string | null;
  systemId: string | null;
  type: number | null;
  icon: string;
  sortCode: number;
  isDataAuthorize: boolean | null;
}

/** Every system, menu and menu item, in order: the tree the dialog checks. */
async function authorizableItems(db: Queryable): Promise<ItemRow[]> {
  return db.query<ItemRow>(
    `select id, '-1' as "parentId", full_name as "fullName", en_code as "enCode", 'system' as kind, null as "moduleId",
            id as "systemId", null::int as type, icon, sort_code::int as "sortCode", null::boolean as "isDataAuthorize"
       from system where enabled_mark = 1
     union all
     select id, parent_id, full_name, en_code, 'module', null, system_id, type::int, icon, sort_code::int, is_data_authorize
       from module where enabled_mark = 1
     union all
     select id, module_id, full_name, en_code, 'button', module_id, null, null, icon, sort_code::int, null from module_button where enabled_mark = 1
     union all
     select id, module_id, full_name, en_code, 'column', module_id, null, null, '', sort_code::int, null from module_column where enabled_mark = 1
     union all
     select id, module_id, full_name, en_code, 'form', module_id, null, null, '', sort_code::int, null from module_form where enabled_mark = 1
     union all
     select id, module_id, full_name, en_code, 'resource', module_id, null, null, '', sort_code::int, null from module_scheme where enabled_mark = 1
     order by "sortCode", "fullName"`,
  );
}

export interface AuthorizeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: number | null;
  icon: string;
  /** The menu limits the rows of its lists by data rules (a system: false). */
  isDataAuthorize: boolean;
  children: AuthorizeNode[];
  /** The menu's buttons, columns, form fields and data rules. */
  button: { id: string; fullName: string; enCode: string }[];
  column: { id: string; fullName: string; enCode: string }[];
  form: { id: string; fullName: string; enCode: string }[];
  resource: { id: string; fullName: string; enCode: string }[];
}

/** Systems with their menu trees, each menu carrying its items. */
function authorizeTree(items: readonly ItemRow[]): AuthorizeNode[] {
  const nodes = new Map<string, AuthorizeNode>();
  const nodeOf = (item: ItemRow): AuthorizeNode => ({
    id: item.id,
    parentId: item.parentId,
    fullName: item.fullName,
    enCode: item.enCode,
    type: item.type,
    icon: item.icon,
    isDataAuthorize: item.isDataAuthorize === true,
    children: [],
    button: [],
    column: [],
    form: [],
    resource: [],
  });
  const systems = items.filter((item) => item.kind === 'system').map(nodeOf);
  for (const system of systems) nodes.set(system.id, system);
  const modules = items.filter((item) => item.kind === 'module');
  for (const module of modules) nodes.set(module.id, nodeOf(module));
  for (const module of modules) {
    const node = nodes.get(module.id)!;
    const parent = module.parentId !== '-1' ? nodes.get(module.parentId) : nodes.get(module.systemId ?? '');
    parent?.children.push(node);
  }
  for (const item of items) {
    if (item.kind === 'system' || item.kind === 'module') continue;
    nodes.get(item.moduleId ?? '')?.[item.kind].push({ id: item.id, fullName: item.fullName, enCode: item.enCode });
  }
  return systems;
}

async function grantsOf(db: Queryable, objectType: ObjectType, objectId: string): Promise<Record<ItemType, string[]>> {
  const rows = await db.query<{ itemType: ItemType; itemId: string }>(
    `select item_type as "itemType", item_id as "itemId" from authorize where object_type = $1 and object_id = $2 order by sort_code, item_id`,
    [objectType, objectId],
  );
  const granted = Object.fromEntries(itemTypes.map((type) => [type, [] as string[]])) as Record<ItemType, string[]>;
  for (const row of rows) granted[row.itemType].push(row.itemId);
  return granted;
}

const objectTables: Record<ObjectType, { table: string; notFound: string }> = {
  Role: { table: 'role', notFound: authorizeMessages.roleNotFound },
  Position: { table: 'position', notFound: authorizeMessages.positionNotFound },
};

async function assertObject(db: Queryable, objectType: ObjectType, objectId: string): Promise<void> {
  const { table, notFound: message } = objectTables[objectType];
  if (!(await queryOne(db, `select 1 from ${table} where id = $1 and delete_mark is null`, [objectId]))) throw notFound(message);
}

/** Replaces every grant of the object; the items must exist (a stale dialog cannot grant what was deleted). */
async function replaceGrants(db: Database, objectType: ObjectType, objectId: string, grants: Record<ItemType, string[]>): Promise<void> {
  await db.transaction(async (tx) => {
    const wanted = itemTypes.flatMap((type) => [...new Set(grants[type] ?? [])].map((id, index) => ({ type, id, index })));
    const items = await authorizableItems(tx);
    const known = new Set(items.map((item) => `${item.kind}:${item.id}`));
    if (wanted.some((grant) => !known.has(`${grant.type}:${grant.id}`))) throw badRequest(authorizeMessages.unknownItems);
    await tx.query('delete from authorize where object_type = $1 and object_id = $2', [objectType, objectId]);
    if (!wanted.length) return;
    await tx.query(
      `insert into authorize (item_type, item_id, object_type, object_id, sort_code)
       select t, i, $3, $4, s from unnest($1::text[], $2::text[], $5::int[]) as g(t, i, s)`,
      [wanted.map((grant) => grant.type), wanted.map((grant) => grant.id), objectType, objectId, wanted.map((grant) => grant.index)],
    );
  });
}

const grantArrays = Object.fromEntries(
  itemTypes.map((type) => [type, { type: 'array', maxItems: 20000, items: { type: 'string', minLength: 1, maxLength: 40 } }]),
);
const objectTypeSchema = { type: 'string', enum: ['Role', 'Position'] } as const;

/** Who may authorise: btn_authorize of the role menu for a role, of the position menu for a position. */
const authorizeAccess: RouteAccess = {
  menu: 'permission.role',
  button: 'btn_authorize',
  orMenusOf: async (request: FastifyRequest) => (objectTypeOf(request) === 'Position' ? ['permission.position'] : []),
};

function objectTypeOf(request: FastifyRequest): ObjectType {
  const source = { ...(request.query as Record<string, unknown> | undefined), ...(request.body as Record<string, unknown> | undefined) };
  return source.objectType === 'Position' ? 'Position' : 'Role';
}

export async function authorizeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const tags = ['authorize'];
  const base = '/api/permission/Authority/Data/:objectId';
  const params = { type: 'object', required: ['objectId'], properties: { objectId: { type: 'string', minLength: 1, maxLength: 40 } } };

  app.get<{ Params: { objectId: string }; Querystring: { objectType?: ObjectType } }>(
    base,
    {
      config: { access: authorizeAccess },
      schema: {
        tags,
        summary:
          'The authorisation tree (systems, menus, and per menu its buttons, columns, form fields and data rules) with what the role or position is granted',
        security: bearerSecurity,
        params,
        querystring: { type: 'object', properties: { objectType: objectTypeSchema } },
        response: standardResponses(),
      },
    },
    async (request) => {
      const objectType = request.query.objectType ?? 'Role';
      await assertObject(ctx.db, objectType, request.params.objectId);
      const [items, granted] = await Promise.all([authorizableItems(ctx.db), grantsOf(ctx.db, objectType, request.params.objectId)]);
      return ok({ list: authorizeTree(items), granted });
    },
  );

  app.put<{ Params: { objectId: string }; Body: { objectType: ObjectType } & Record<ItemType, string[]> }>(
    base,
    {
      config: { access: authorizeAccess },
      schema: {
        tags,
        summary: 'Replaces every grant of the role or position: systems, menus, buttons, columns, form fields and data rules',
        security: bearerSecurity,
        params,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['objectType', ...itemTypes],
          properties: { objectType: objectTypeSchema, ...grantArrays },
        },
        response: standardResponses({ type: 'null' }),
      },
    },
    async (request) => {
      const { objectType, ...grants } = request.body;
      await assertObject(ctx.db, objectType, request.params.objectId);
      await replaceGrants(ctx.db, objectType, request.params.objectId, grants);
      ctx.access.invalidate();
      ctx.currentUserCache.clear();
      return ok(null, authorizeMessages.saved);
    },
  );

  app.post<{ Params: { objectId: string }; Body: { objectType?: ObjectType; type: ItemType; moduleIds?: string[] } }>(
    `${base}/Values`,
    {
      config: { access: authorizeAccess },
      schema: {
        tags,
        summary:
          "JNPF's per-type call: the items of one type (menus as a tree; the others of the menus named) with `all` ids and the granted `ids`",
        security: bearerSecurity,
        params,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['type'],
          properties: {
            objectType: objectTypeSchema,
            type: { type: 'string', enum: [...itemTypes] },
            moduleIds: { type: 'array', maxItems: 5000, items: { type: 'string', maxLength: 40 } },
          },
        },
        response: standardResponses(),
      },
    },
    async (request) => {
      const { type, moduleIds } = request.body;
      const objectType = request.body.objectType ?? 'Role';
      await assertObject(ctx.db, objectType, request.params.objectId);
      const [items, granted] = await Promise.all([authorizableItems(ctx.db), grantsOf(ctx.db, objectType, request.params.objectId)]);
      const wantedModules = moduleIds ? new Set(moduleIds) : undefined;
      const ofType = items.filter((item) => item.kind === type && (!wantedModules || !item.moduleId || wantedModules.has(item.moduleId)));
      const list =
        type === 'module'
          ? authorizeTree(items)
          : ofType.map((item) => ({
              id: item.id,
              parentId: item.parentId,
              fullName: item.fullName,
              enCode: item.enCode,
              moduleId: item.moduleId,
            }));
      return ok({ list, all: ofType.map((item) => item.id), ids: granted[type] });
    },
  );
}
