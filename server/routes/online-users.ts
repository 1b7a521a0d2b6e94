/**
 * 在线用户 (menu system.onlineUser): the live sessions with their user, sign-in time, address and device,
 * and an administrator's way to end one. An ended session's socket is told (`logout`) on whichever
 * replica holds it and returns to the sign-in page; its next call answers 602.
 */
import type { FastifyInstance } from 'fastify';
import { likePattern } from '../db/like-pattern';
import { pageOf } from '../db/paging';
import { notFound, ok } from '../http/api-error';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { pageQuerySchema } from '../../schemas/session';

export const onlineUserMenu = 'system.onlineUser';
export const onlineUserMessages = { ended: '已强制下线', notFound: '该会话已结束' };

/** A short device label from a user agent: browser and system, as a sign-in log shows them. */
export function deviceOf(userAgent: string): string {
  const browser =
    /Edg\/[\d.]+/.exec(userAgent)?.[0].replace('Edg', 'Edge') ??
    /(Chrome|Firefox|Safari)\/[\d.]+/.exec(userAgent)?.[0] ??
    (userAgent ? userAgent.slice(0, 40) : '');
  const system = /Windows|Mac OS X|Android|iPhone|iPad|Linux/.exec(userAgent)?.[0] ?? '';
  return [browser, system].filter(Boolean).join(' / ');
}

interface OnlineRow {
  id: string;
  userId: string;
  userAccount: string;
  userName: string;
  organize: string;
  loginTime: number;
  lastTime: number;
  loginIPAddress: string;
  userAgent: string;
}

export async function onlineUserRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const tags = ['online users'];

  app.get<{ Querystring: { keyword?: string; currentPage: number; pageSize: number } }>(
    '/api/system/OnlineUser',
    {
      config: { access: { menu: onlineUserMenu } },
      schema: {
        tags,
        summary: 'Live sessions, newest sign-in first, with keyword on account and name: {list, pagination}',
        security: bearerSecurity,
        querystring: pageQuerySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const { keyword, currentPage, pageSize } = request.query;
      const page = await pageOf<OnlineRow>(
        ctx.db,
        {
          // The id is the session's token hash: it names the session without being a credential.
          select: `select s.token_hash as id, u.id as "userId", u.account as "userAccount", u.real_name as "userName",
                          coalesce(o.full_name, '') as organize,
                          extract(epoch from s.created_at)::float8 * 1000 as "loginTime",
                          extract(epoch from s.last_seen_at)::float8 * 1000 as "lastTime",
                          s.ip as "loginIPAddress", s.user_agent as "userAgent"`,
          from: `from session s join users u on u.id = s.user_id left join organize o on o.id = u.organize_id
                where s.revoked_reason is null and s.expires_at > now() and u.delete_mark is null
                  and ($1::text is null or u.account ilike $1 or u.real_name ilike $1)`,
          params: [likePattern(keyword)],
          orderBy: 'order by s.created_at desc, s.token_hash',
        },
        { currentPage, pageSize },
      );
      return ok({ ...page, list: page.list.map(({ userAgent, ...row }) => ({ ...row, device: deviceOf(userAgent) })) });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/system/OnlineUser/:id',
    {
      config: { access: { menu: onlineUserMenu, button: 'btn_forced' } },
      schema: {
        tags,
        summary: 'Ends a live session (button btn_forced): its socket is told and returns to the sign-in page',
        security: bearerSecurity,
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 80 } } },
        response: standardResponses({ type: 'null' }),
      },
    },
    async (request) => {
      const live = await ctx.db.query('select 1 from session where token_hash = $1 and revoked_reason is null and expires_at > now()', [
        request.params.id,
      ]);
      if (!live.length) throw notFound(onlineUserMessages.notFound);
      await ctx.sessions.revoke(request.params.id, 'ended');
      return ok(null, onlineUserMessages.ended);
    },
  );
}
