/**
 * The signed-in user's place in the organisation and their signatures (spec 000 section 7.2):
 * `Subordinate/{id}`, `getUserOrganizes`, `getUserPositions`, `PUT major` (the main organisation or
 * position: the menu, the permissions and the session's answers change at once) and `SignImg`.
 */
import type { FastifyInstance } from 'fastify';
import { queryOne } from '../db/database';
import { newId } from '../db/ids';
import { badRequest, notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { userOrganizePaths } from '../resources/hooks/user-selector-routes';

const base = '/api/permission/Users/Current';

export const currentUserOrgMessages = {
  notYours: '只能切换到自己所属的组织或岗位',
  switched: '切换成功',
  signSaved: '保存成功',
  signDeleted: '删除成功',
  signDefault: '设置成功',
  signNotFound: '签名不存在',
};

/** A PNG drawn on the signature pad, as a data URL, at most about 256 KB of image. */
const signImagePattern = '^data:image/png;base64,[A-Za-z0-9+/]+=*$';

export async function currentUserOrgRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const route = (summary: string, extra: object = {}, data?: object) => ({
    config: { access: 'signedIn' as const },
    schema: { tags: ['current user'], summary, security: bearerSecurity, response: standardResponses(data), ...extra },
  });
  const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 40 } } };

  app.get<{ Params: { id: string } }>(
    `${base}/Subordinate/:id`,
    route("The direct subordinates of a user (0: the caller's), each saying whether they have their own", { params: idParams }),
    async (request) => {
      const managerId = request.params.id === '0' ? requireUser(request.user).userId : request.params.id;
      const list = await ctx.db.query(
        `select u.id, u.real_name || '/' || u.account as "fullName", u.account, u.real_name as "realName",
                case when u.head_icon = '' then '' else '/api/file/Image/userAvatar/' || u.head_icon end as "headIcon",
                coalesce(o.full_name, '') as department,
                not exists (select 1 from users s where s.manager_id = u.id and s.delete_mark is null and s.enabled_mark = 1) as "isLeaf"
           from users u left join organize o on o.id = u.organize_id
          where u.manager_id = $1 and u.delete_mark is null and u.enabled_mark = 1 order by u.sort_code, u.account`,
        [managerId],
      );
      return ok(list);
    },
  );

  const positionsOf = (userId: string) =>
    ctx.db.query(
      `select p.id, p.full_name as "fullName", coalesce(o.full_name, '') as organize, (p.id = u.position_id) as "isDefault"
         from user_relation x join position p on p.id = x.object_id join users u on u.id = x.user_id
         left join organize o on o.id = p.organize_id
        where x.user_id = $1 and x.object_type = 'Position' order by x.sort_code`,
      [userId],
    );

  app.get(`${base}/getUserOrganizes`, route("The caller's organisations, the main one marked isDefault"), async (request) =>
    ok(await userOrganizePaths(ctx.db, requireUser(request.user).userId)),
  );
  app.get(`${base}/getUserPositions`, route("The caller's positions, the main one marked isDefault"), async (request) =>
    ok(await positionsOf(requireUser(request.user).userId)),
  );

  app.put<{ Body: { majorId: string; majorType: 'Organize' | 'Position' } }>(
    `${base}/major`,
    route('Makes one of the caller’s organisations or positions the main one', {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['majorId', 'majorType'],
        properties: {
          majorId: { type: 'string', minLength: 1, maxLength: 40 },
          majorType: { type: 'string', enum: ['Organize', 'Position'] },
        },
      },
    }),
    async (request) => {
      const user = requireUser(request.user);
      const { majorId, majorType } = request.body;
      const held = await queryOne(ctx.db, 'select 1 from user_relation where user_id = $1 and object_type = $2 and object_id = $3', [
        user.userId,
        majorType,
        majorId,
      ]);
      if (!held) throw badRequest(currentUserOrgMessages.notYours);
      const column = majorType === 'Organize' ? 'organize_id' : 'position_id';
      await ctx.db.query(`update users set ${column} = $2 where id = $1`, [user.userId, majorId]);
      ctx.sessions.forgetUser(user.userId);
      ctx.currentUserCache.forgetUser(user.userId);
      return ok(null, currentUserOrgMessages.switched);
    },
  );

  const signItem = { type: 'object', properties: { id: { type: 'string' }, signImg: { type: 'string' }, isDefault: { type: 'integer' } } };
  app.get(`${base}/SignImg`, route("The caller's signatures, newest first", {}, { type: 'array', items: signItem }), async (request) =>
    ok(
      await ctx.db.query(
        `select id, sign_img as "signImg", is_default::int as "isDefault" from user_sign_img where user_id = $1 order by creator_time desc, id`,
        [requireUser(request.user).userId],
      ),
    ),
  );

  app.post<{ Body: { signImg: string; isDefault?: 0 | 1 } }>(
    `${base}/SignImg`,
    route('Keeps a drawn signature (a PNG data URL); the first, or one marked isDefault, is the default', {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['signImg'],
        properties: {
          signImg: { type: 'string', maxLength: 350_000, pattern: signImagePattern },
          isDefault: { type: 'integer', enum: [0, 1] },
        },
      },
    }),
    async (request) => {
      const userId = requireUser(request.user).userId;
      const id = newId();
      await ctx.db.transaction(async (tx) => {
        const first = !(await queryOne(tx, 'select 1 from user_sign_img where user_id = $1', [userId]));
        const isDefault = first || request.body.isDefault === 1;
        if (isDefault) await tx.query('update user_sign_img set is_default = 0 where user_id = $1', [userId]);
        await tx.query('insert into user_sign_img (id, user_id, sign_img, is_default) values ($1, $2, $3, $4)', [
          id,
          userId,
          request.body.signImg,
          isDefault ? 1 : 0,
        ]);
      });
      ctx.currentUserCache.forgetUser(userId);
      return ok({ id }, currentUserOrgMessages.signSaved);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id/SignImg`,
    route('Deletes one of the caller’s signatures', { params: idParams }),
    async (request) => {
      const userId = requireUser(request.user).userId;
      const rows = await ctx.db.query('delete from user_sign_img where id = $1 and user_id = $2 returning id', [request.params.id, userId]);
      if (!rows.length) throw notFound(currentUserOrgMessages.signNotFound);
      ctx.currentUserCache.forgetUser(userId);
      return ok(null, currentUserOrgMessages.signDeleted);
    },
  );

  app.put<{ Params: { id: string } }>(
    `${base}/:id/SignImg`,
    route('Makes one of the caller’s signatures the default', { params: idParams }),
    async (request) => {
      const userId = requireUser(request.user).userId;
      const found = await ctx.db.transaction(async (tx) => {
        const own = await queryOne(tx, 'select 1 from user_sign_img where id = $1 and user_id = $2', [request.params.id, userId]);
        if (!own) return false;
        await tx.query('update user_sign_img set is_default = case when id = $1 then 1 else 0 end where user_id = $2', [
          request.params.id,
          userId,
        ]);
        return true;
      });
      if (!found) throw notFound(currentUserOrgMessages.signNotFound);
      ctx.currentUserCache.forgetUser(userId);
      return ok(null, currentUserOrgMessages.signDefault);
    },
  );
}
