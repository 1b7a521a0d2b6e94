import type { FastifyInstance } from 'fastify';
import { pageQuerySchema } from '../../schemas/session';
import { pageOf, type PagedQuery } from '../db/paging';
import { ok, notFound } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { granteeOf } from '../permissions/grants';
import { bearerSecurity, standardResponses } from '../http/route-schema';

/**
 * One page of users as `pageOf` reads it (the total its own count, not `count(*) over ()`, which sorted
 * every user for each page): `like` a keyword pattern or null, `organizeId` or null, and whether the
 * keyword may match the phone (not when the caller may not see phones).
 */
export function usersListQuery(like: string | null, organizeId: string | null, phoneVisible: boolean): PagedQuery {
  return {
    select: `select u.id, u.account, u.real_name as "realName", u.gender, u.mobile_phone as "mobilePhone", u.email,
                    o.full_name as organize, u.enabled_mark as "enabledMark", u.is_administrator as "isAdministrator",
                    extract(epoch from u.creator_time)::float8 * 1000 as "creatorTime", u.sort_code as "sortCode"`,
    from: `from users u left join organize o on o.id = u.organize_id
          where u.delete_mark is null
            and ($1::text is null or u.account ilike $1 or u.real_name ilike $1 or ($3::boolean and u.mobile_phone ilike $1))
            and ($2::text is null or u.organize_id = $2 or o.organize_id_tree like '%' || $2 || '%')`,
    params: [like, organizeId, phoneVisible],
    orderBy: 'order by u.sort_code, u.account',
  };
}

/** The user-administration calls this issue needs; the user screen's full set comes with it. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const tags = ['users'];

  app.get<{ Querystring: { keyword?: string; currentPage: number; pageSize: number; organizeId?: string } }>(
    '/api/permission/Users',
    {
      config: { access: { menu: 'permission.user' }, columnGrants: 'permission.user' },
      schema: {
        tags,
        summary: 'Users, paged, with keyword search on account, name and phone; columns the caller is not granted are left out',
        security: bearerSecurity,
        querystring: { ...pageQuerySchema, properties: { ...pageQuerySchema.properties, organizeId: { type: 'string', maxLength: 40 } } },
        response: standardResponses(),
      },
    },
    async (request) => {
      const { keyword, currentPage, pageSize, organizeId } = request.query;
      const like = keyword ? `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
      // A hidden column must not be searchable either: matching rows would reveal it.
      const phoneVisible = !(await ctx.access.hiddenColumns(granteeOf(requireUser(request.user)), 'permission.user')).has('mobilePhone');
      return ok(await pageOf(ctx.db, usersListQuery(like, organizeId ?? null, phoneVisible), { currentPage, pageSize }));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/permission/Users/:id/Actions/unlock',
    {
      config: { access: { menu: 'permission.user', button: 'btn_unlock' } },
      schema: {
        tags,
        summary: 'Unlock an account locked after failed sign-ins (button btn_unlock)',
        security: bearerSecurity,
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 40 } } },
        response: standardResponses(),
      },
    },
    async (request) => {
      const rows = await ctx.db.query(
        `update users set enabled_mark = case when enabled_mark = 2 then 1 else enabled_mark end, log_error_count = 0, unlock_time = null
          where id = $1 and delete_mark is null returning id`,
        [request.params.id],
      );
      if (!rows.length) throw notFound('用户不存在');
      return ok(null, '解除锁定成功');
    },
  );
}
