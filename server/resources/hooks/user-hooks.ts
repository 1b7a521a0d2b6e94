/**
 * What users do beyond the standard resource (spec 001 "Users"): memberships in organisations,
 * positions, roles and groups with a main organisation and position; the administrator protected;
 * a disabled or deleted user's sessions ended on every replica; the password calls. The picker and
 * selector calls are in user-selector-routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../schemas/resources/define';
import { hashPassword, isMd5Hex } from '../../auth/passwords';
import type { SessionUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryOne, type Queryable } from '../../db/database';
import { newId } from '../../db/ids';
import { badRequest, forbidden, notFound, ok } from '../../http/api-error';
import type { ResourceHooks } from '../resource-routes';
import type { ResourceRow } from '../resource-store';
import { resourceRouteOptions, idParams } from '../route-options';
import { userSelectorRoutes } from './user-selector-routes';

export const userMessages = {
  administratorProtected: '管理员账户不能删除或禁用',
  organizeRequired: '请选择所属组织',
  organizeMissing: '所属组织不存在',
  positionOutside: '岗位不属于所选组织',
  roleMissing: '角色不存在或已禁用',
  roleOutside: '组织角色不属于所选组织',
  groupMissing: '分组不存在',
  managerMissing: '直属主管不存在',
  managerSelf: '直属主管不能是本人',
  passwordsDiffer: '两次密码输入不一致',
  passwordShape: '密码格式不正确',
  passwordReset: '重置密码成功',
  outsideGrade: '您没有该组织的管理权限',
  unlocked: '解除锁定成功',
};

/** The membership kinds of user_relation and the body field listing each. */
const memberships = [
  ['Organize', 'organizeIds'],
  ['Position', 'positionIds'],
  ['Role', 'roleIds'],
  ['Group', 'groupIds'],
] as const;

const idsOf = (body: ResourceRow, field: string): string[] => (Array.isArray(body[field]) ? (body[field] as string[]) : []);

async function countFound(db: Queryable, sql: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await queryOne<{ n: number }>(db, `select count(*)::int as n ${sql}`, [ids]);
  return row?.n ?? 0;
}

/** Refuses memberships that do not exist or do not fit the chosen organisations. */
async function checkMemberships(db: Queryable, body: ResourceRow, id: string | undefined): Promise<void> {
  const organizeIds = idsOf(body, 'organizeIds');
  if (!organizeIds.length) throw badRequest(userMessages.organizeRequired);
  if ((await countFound(db, 'from organize where id = any($1::text[]) and delete_mark is null', organizeIds)) !== organizeIds.length) {
    throw badRequest(userMessages.organizeMissing);
  }
  const positionIds = idsOf(body, 'positionIds');
  if (positionIds.length) {
    const fitting = await queryOne<{ n: number }>(
      db,
      'select count(*)::int as n from position where id = any($1::text[]) and organize_id = any($2::text[])',
      [positionIds, organizeIds],
    );
    if (fitting?.n !== positionIds.length) throw badRequest(userMessages.positionOutside);
  }
  const roleIds = idsOf(body, 'roleIds');
  if (roleIds.length) {
    const roles = await db.query<{ id: string; global_mark: number; fits: boolean }>(
      `select r.id, r.global_mark,
              exists (select 1 from role_organize x where x.role_id = r.id and x.organize_id = any($2::text[])) as fits
         from role r where r.id = any($1::text[]) and r.enabled_mark = 1 and r.delete_mark is null`,
      [roleIds, organizeIds],
    );
    if (roles.length !== roleIds.length) throw badRequest(userMessages.roleMissing);
    if (roles.some((role) => role.global_mark === 0 && !role.fits)) throw badRequest(userMessages.roleOutside);
  }
  const groupIds = idsOf(body, 'groupIds');
  if ((await countFound(db, 'from user_group where id = any($1::text[])', groupIds)) !== groupIds.length)
    throw badRequest(userMessages.groupMissing);
  const managerId = typeof body.managerId === 'string' && body.managerId ? body.managerId : undefined;
  if (managerId) {
    if (managerId === id) throw badRequest(userMessages.managerSelf);
    if (!(await queryOne(db, 'select 1 from users where id = $1 and delete_mark is null', [managerId])))
      throw badRequest(userMessages.managerMissing);
  }
}

type GradeAction = 'add' | 'edit' | 'delete';

/**
 * Grade management (分级管理, reference base_organize_administrator): a caller who administers
 * organisations may act on users only inside them, as the layer rights of each say (this layer: the
 * organisation itself; sub-layer: those under it). Callers who administer none, and the
 * administrator, are limited by their menu and button grants alone.
 */
async function assertWithinGrade(db: Queryable, caller: SessionUser, organizeIds: readonly string[], action: GradeAction): Promise<void> {
  if (caller.isAdministrator || !organizeIds.length) return;
  const administered = await db.query<{ organize_id: string }>(
    'select organize_id from organize_administrator where user_id = $1 limit 1',
    [caller.userId],
  );
  if (!administered.length) return;
  const allowed = await queryOne<{ n: number }>(
    db,
    `select count(*)::int as n from organize o
      where o.id = any($2::text[])
        and exists (select 1 from organize_administrator a where a.user_id = $1
                      and ((a.organize_id = o.id and a.this_layer_${action} = 1)
                        or (a.organize_id <> o.id and o.organize_id_tree like '%' || a.organize_id || '%' and a.sub_layer_${action} = 1)))`,
    [caller.userId, [...new Set(organizeIds)]],
  );
  if (allowed?.n !== new Set(organizeIds).size) throw forbidden(userMessages.outsideGrade);
}

async function organizesOfUser(db: Queryable, id: string): Promise<string[]> {
  const rows = await db.query<{ object_id: string }>(
    `select object_id from user_relation where user_id = $1 and object_type = 'Organize'`,
    [id],
  );
  return rows.map((row) => row.object_id);
}

async function isAdministrator(db: Queryable, id: string): Promise<boolean> {
  return Boolean(await queryOne(db, 'select 1 from users where id = $1 and is_administrator', [id]));
}

/** Replaces the memberships the body names and keeps the main organisation and position among them. */
async function storeMemberships(db: Queryable, id: string, body: ResourceRow): Promise<void> {
  for (const [objectType, field] of memberships) {
    if (body[field] === undefined) continue;
    const ids = idsOf(body, field);
    await db.query('delete from user_relation where user_id = $1 and object_type = $2 and not (object_id = any($3::text[]))', [
      id,
      objectType,
      ids,
    ]);
    for (const [index, objectId] of ids.entries()) {
      await db.query(
        `insert into user_relation (id, user_id, object_type, object_id, sort_code) values ($1, $2, $3, $4, $5)
         on conflict (user_id, object_type, object_id) do update set sort_code = excluded.sort_code`,
        [newId(), id, objectType, objectId, index],
      );
    }
  }
  await db.query(
    `update users u set
       organize_id = coalesce((select x.object_id from user_relation x where x.user_id = u.id and x.object_type = 'Organize' and x.object_id = u.organize_id),
                              (select x.object_id from user_relation x where x.user_id = u.id and x.object_type = 'Organize' order by x.sort_code limit 1)),
       position_id = coalesce((select x.object_id from user_relation x where x.user_id = u.id and x.object_type = 'Position' and x.object_id = u.position_id),
                              (select x.object_id from user_relation x where x.user_id = u.id and x.object_type = 'Position' order by x.sort_code limit 1))
     where u.id = $1`,
    [id],
  );
}

/** The info answer's memberships, in the order they were chosen. */
async function withMemberships(db: Queryable, row: ResourceRow): Promise<ResourceRow> {
  const relations = await db.query<{ objectType: string; objectId: string }>(
    `select object_type as "objectType", object_id as "objectId" from user_relation where user_id = $1 order by sort_code, object_id`,
    [row.id],
  );
  const completed: ResourceRow = { ...row };
  for (const [objectType, field] of memberships) {
    completed[field] = relations.filter((relation) => relation.objectType === objectType).map((relation) => relation.objectId);
  }
  return completed;
}

/** Ends the user's sessions everywhere: their sockets are told and return to the sign-in page. */
async function endSessions(ctx: AppContext, id: string): Promise<void> {
  await ctx.sessions.revokeUserSessions(id, 'ended');
  ctx.currentUserCache.forgetUser(id);
}

const passwordBody = {
  type: 'object',
  additionalProperties: false,
  required: ['userPassword', 'validatePassword'],
  properties: {
    userPassword: { type: 'string', minLength: 32, maxLength: 32 },
    validatePassword: { type: 'string', minLength: 32, maxLength: 32 },
  },
} as const;

async function extraRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { ctx } = app;
  const owner = { tag: definition.name, menu: definition.menu };
  const button = (code: string) => ({ menu: definition.menu, button: code });

  // The new password is checked against the policy by the dialog, which sends only its MD5 (as the sign-in does).
  app.post<{ Params: { id: string }; Body: { userPassword: string; validatePassword: string } }>(
    `${definition.path}/:id/Actions/ResetPassword`,
    resourceRouteOptions(
      owner,
      button('btn_resetPassword'),
      'Sets a new password (MD5 hex, sent twice); the user must change it at the next sign-in',
      {
        params: idParams,
        body: passwordBody,
      },
      { type: 'null' },
    ),
    async (request) => {
      const { userPassword, validatePassword } = request.body;
      if (userPassword !== validatePassword) throw badRequest(userMessages.passwordsDiffer);
      if (!isMd5Hex(userPassword)) throw badRequest(userMessages.passwordShape);
      const hash = await hashPassword(userPassword);
      const rows = await ctx.db.query(
        `update users set password_hash = $2, change_password_date = null, log_error_count = 0,
                enabled_mark = case when enabled_mark = 2 then 1 else enabled_mark end, unlock_time = null
          where id = $1 and delete_mark is null returning id`,
        [request.params.id, hash],
      );
      if (!rows.length) throw notFound(definition.messages.notFound);
      await endSessions(ctx, request.params.id);
      return ok(null, userMessages.passwordReset);
    },
  );

  app.put<{ Params: { id: string } }>(
    `${definition.path}/:id/Actions/unlock`,
    resourceRouteOptions(
      owner,
      button('btn_unlock'),
      'Unlocks an account locked after failed sign-ins (button btn_unlock)',
      { params: idParams },
      { type: 'null' },
    ),
    async (request) => {
      const rows = await ctx.db.query(
        `update users set enabled_mark = case when enabled_mark = 2 then 1 else enabled_mark end, log_error_count = 0, unlock_time = null
          where id = $1 and delete_mark is null returning id`,
        [request.params.id],
      );
      if (!rows.length) throw notFound(definition.messages.notFound);
      return ok(null, userMessages.unlocked);
    },
  );

  await userSelectorRoutes(app, definition);
}

export const userHooks: ResourceHooks = {
  async beforeWrite(db, body, id, caller) {
    await checkMemberships(db, body, id);
    if (id) await assertWithinGrade(db, caller, [...(await organizesOfUser(db, id)), ...idsOf(body, 'organizeIds')], 'edit');
    else await assertWithinGrade(db, caller, idsOf(body, 'organizeIds'), 'add');
    if (id && body.enabledMark === 0 && (await isAdministrator(db, id))) throw badRequest(userMessages.administratorProtected);
  },
  async afterWrite(db, id, values) {
    await storeMemberships(db, id, values);
  },
  afterInfo: withMemberships,
  async beforeState(db, id, caller) {
    if (await isAdministrator(db, id)) throw badRequest(userMessages.administratorProtected);
    await assertWithinGrade(db, caller, await organizesOfUser(db, id), 'edit');
  },
  async afterState(ctx, id, enabledMark) {
    if (enabledMark === 0) await endSessions(ctx, id);
  },
  async beforeDelete(db, id, caller) {
    if (await isAdministrator(db, id)) throw badRequest(userMessages.administratorProtected);
    await assertWithinGrade(db, caller, await organizesOfUser(db, id), 'delete');
  },
  afterDelete: endSessions,
  /** Memberships or the state changed: the user's sessions read them anew; a disabled user's end. */
  async afterSave(ctx, id) {
    ctx.sessions.forgetUser(id);
    ctx.currentUserCache.forgetUser(id);
    if (await queryOne(ctx.db, 'select 1 from users where id = $1 and enabled_mark = 0', [id])) await endSessions(ctx, id);
  },
  extraRoutes,
};
