/**
 * What roles do beyond the standard resource (spec 001 "Roles", reference 4.14): an organisation role's
 * organisations, the picker trees, the refusal to delete a role users hold, and grants that change at
 * once when a role is edited, disabled or deleted.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../schemas/resources/define';
import { roleTypeDictionary } from '../../../schemas/resources/role';
import type { AppContext } from '../../context';
import { queryOne, type Queryable } from '../../db/database';
import { badRequest, ok } from '../../http/api-error';
import type { ResourceHooks } from '../resource-routes';
import type { ResourceRow } from '../resource-store';
import { resourceRouteOptions } from '../route-options';
import { organizeTree, type OrganizeNode } from './organize-hooks';

export const roleMessages = {
  organizesRequired: '请选择所属组织',
  organizeMissing: '所属组织不存在',
  hasUsers: '该角色下存在用户，不能删除',
};

/** The id of the global branch of the role picker (spec 002: "the branch with id 1 is global"). */
export const globalRoleBranch = '1';
export const organizeRoleBranch = '0';

interface RoleRow {
  id: string;
  fullName: string;
  enCode: string;
  type: string;
  globalMark: number;
  organizeIds: string[];
  sortCode: number;
}

async function enabledRoles(db: Queryable): Promise<RoleRow[]> {
  return db.query<RoleRow>(
    `select r.id, r.full_name as "fullName", r.en_code as "enCode", r.type, r.global_mark::int as "globalMark", r.sort_code::int as "sortCode",
            array(select x.organize_id from role_organize x where x.role_id = r.id) as "organizeIds"
       from role r where r.enabled_mark = 1 and r.delete_mark is null order by r.sort_code, r.creator_time, r.id`,
  );
}

const roleNode = (role: RoleRow, parentId: string) => ({
  id: role.id,
  parentId,
  fullName: role.fullName,
  enCode: role.enCode,
  type: 'role',
  icon: 'icon-ym icon-ym-global-role',
  globalMark: role.globalMark,
  hasChildren: false,
  children: [],
});

/** Reference 4.14: role types (the RoleType dictionary's entries, by enCode) with their roles, rooted at "0". */
async function rolesByType(db: Queryable): Promise<unknown[]> {
  const types = await db.query<{ enCode: string; fullName: string }>(
    `select d.en_code as "enCode", d.full_name as "fullName" from dictionary_data d join dictionary_type t on t.id = d.dictionary_type_id
      where t.en_code = $1 and d.enabled_mark = 1 order by d.sort_code, d.full_name`,
    [roleTypeDictionary],
  );
  const roles = await enabledRoles(db);
  const known = new Set(types.map((type) => type.enCode));
  const branches = [
    ...types,
    ...[...new Set(roles.map((role) => role.type))].filter((type) => !known.has(type)).map((type) => ({ enCode: type, fullName: type })),
  ];
  return branches
    .map((type) => {
      const children = roles.filter((role) => role.type === type.enCode).map((role) => roleNode(role, type.enCode));
      return { id: type.enCode, parentId: '0', fullName: type.fullName, type: '', hasChildren: children.length > 0, children };
    })
    .filter((branch) => branch.children.length > 0);
}

/** The role picker's two branches: global roles under id 1, and the organisation tree with each organisation's roles under id 0. */
async function rolesByScope(db: Queryable): Promise<unknown[]> {
  const roles = await enabledRoles(db);
  const global = roles.filter((role) => role.globalMark === 1).map((role) => roleNode(role, globalRoleBranch));
  const withRoles = (node: OrganizeNode): Record<string, unknown> => {
    const own = roles.filter((role) => role.globalMark === 0 && role.organizeIds.includes(node.id)).map((role) => roleNode(role, node.id));
    const children = [...node.children.map(withRoles), ...own];
    return { ...node, hasChildren: children.length > 0, children };
  };
  const organizes = (await organizeTree(db, { enabledOnly: true })).map(withRoles);
  return [
    { id: globalRoleBranch, parentId: '-1', fullName: '全局角色', type: 'global', hasChildren: global.length > 0, children: global },
    {
      id: organizeRoleBranch,
      parentId: '-1',
      fullName: '组织角色',
      type: 'organize',
      hasChildren: organizes.length > 0,
      children: organizes,
    },
  ];
}

const organizeIdsOf = (body: ResourceRow): string[] => (Array.isArray(body.organizeIds) ? (body.organizeIds as string[]) : []);

/** Grants and memberships changed: what every session may do is read anew. */
function grantsChanged(ctx: AppContext): void {
  ctx.access.invalidate();
  ctx.currentUserCache.clear();
}

async function extraRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { db } = app.ctx;
  const owner = { tag: definition.name, menu: definition.menu };
  app.get(
    `${definition.path}/Selector`,
    resourceRouteOptions(owner, 'signedIn', 'Enabled roles grouped by role type (reference 4.14): {list}'),
    async () => ok({ list: await rolesByType(db) }),
  );
  app.get(
    `${definition.path}/SelectorByPermission`,
    resourceRouteOptions(
      owner,
      'signedIn',
      'The role picker: global roles under id 1, organisation roles under their organisations under id 0',
    ),
    async () => ok({ list: await rolesByScope(db) }),
  );
  app.post<{ Body: { organizeIds: string[] } }>(
    `${definition.path}/getListByOrgIds`,
    resourceRouteOptions(owner, 'signedIn', 'Roles a user of these organisations may hold: the global ones and theirs: {list}', {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['organizeIds'],
        properties: { organizeIds: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 40 } } },
      },
    }),
    async (request) => {
      const wanted = new Set(request.body.organizeIds);
      const roles = await enabledRoles(db);
      return ok({
        list: roles
          .filter((role) => role.globalMark === 1 || role.organizeIds.some((id) => wanted.has(id)))
          .map((role) =>
            roleNode(
              role,
              role.globalMark === 1 ? globalRoleBranch : (role.organizeIds.find((id) => wanted.has(id)) ?? organizeRoleBranch),
            ),
          ),
      });
    },
  );
}

export const roleHooks: ResourceHooks = {
  async beforeWrite(db, body) {
    const organizeIds = organizeIdsOf(body);
    if (body.globalMark === 0 && !organizeIds.length) throw badRequest(roleMessages.organizesRequired);
    if (organizeIds.length) {
      const found = await queryOne<{ n: number }>(
        db,
        'select count(*)::int as n from organize where id = any($1::text[]) and delete_mark is null',
        [organizeIds],
      );
      if (found?.n !== organizeIds.length) throw badRequest(roleMessages.organizeMissing);
    }
  },
  async afterWrite(db, id, values) {
    const organizeIds = values.globalMark === 0 ? organizeIdsOf(values) : [];
    await db.query('delete from role_organize where role_id = $1', [id]);
    if (organizeIds.length) {
      await db.query('insert into role_organize (role_id, organize_id) select $1, unnest($2::text[]) on conflict do nothing', [
        id,
        organizeIds,
      ]);
    }
  },
  async afterInfo(db, row) {
    const organizes = await db.query<{ id: string }>(
      'select organize_id as id from role_organize where role_id = $1 order by organize_id',
      [row.id],
    );
    return { ...row, organizeIds: organizes.map((organize) => organize.id) };
  },
  async beforeDelete(db, id) {
    const held = await queryOne(db, `select 1 from user_relation where object_type = 'Role' and object_id = $1 limit 1`, [id]);
    if (held) throw badRequest(roleMessages.hasUsers);
  },
  async afterDelete(ctx, id) {
    await ctx.db.query(`delete from authorize where object_type = 'Role' and object_id = $1`, [id]);
    grantsChanged(ctx);
  },
  async afterState(ctx) {
    grantsChanged(ctx);
  },
  afterSave: grantsChanged,
  extraRoutes,
};
