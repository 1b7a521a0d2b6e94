import type { FastifyInstance } from 'fastify';
import type {
  BaseInfo,
  BaseInfoUpdate,
  ModifyPasswordRequest,
  SystemLanguageRequest,
  SystemLogItem,
  SystemThemeRequest,
} from '../../api/current-user';
import type { LayoutTheme } from '../../api/session';
import { passwordPolicyViolation } from '../../schemas/password-policy';
import {
  baseInfoUpdateSchema,
  cacheBusterQuerySchema,
  modifyPasswordBodySchema,
  pageQuerySchema,
  systemLanguageBodySchema,
  systemThemeBodySchema,
} from '../../schemas/session';
import { hashPassword, md5Hex, verifyPassword } from '../auth/passwords';
import { signInMessages } from '../auth/sign-in';
import { queryOne } from '../db/database';
import { pageOf } from '../db/paging';
import { badRequest, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { granteeOf, grantedModules, permissionList } from '../permissions/grants';
import { sysConfigInfo } from '../permissions/current-user-info';
import { captchaKeyOf } from '../auth/captcha';

const base = '/api/permission/Users/Current';

/** The signed-in user's own data: spec 000 section 7.2. */
export async function currentUserRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const schema = (summary: string, extra: object = {}) => ({
    tags: ['current user'],
    summary,
    security: bearerSecurity,
    response: standardResponses(),
    ...extra,
  });

  app.get(
    `${base}/BaseInfo`,
    { config: { access: 'signedIn' }, schema: schema('Own profile', { querystring: cacheBusterQuerySchema }) },
    async (request) => {
      const user = requireUser(request.user);
      const row = await queryOne<Record<string, unknown>>(
        ctx.db,
        `select u.*, o.full_name as organize_name,
              (select string_agg(p.full_name, ',') from user_relation r join position p on p.id = r.object_id
                where r.user_id = u.id and r.object_type = 'Position') as position_names,
              (select string_agg(ro.full_name, ',') from user_relation r join role ro on ro.id = r.object_id
                where r.user_id = u.id and r.object_type = 'Role') as role_names
         from users u left join organize o on o.id = u.organize_id where u.id = $1`,
        [user.userId],
      );
      if (!row) throw badRequest('用户不存在');
      const text = (key: string) => (row[key] as string | null) ?? '';
      const time = (key: string) => (row[key] instanceof Date ? (row[key] as Date).getTime() : null);
      const info: BaseInfo = {
        id: text('id'),
        account: text('account'),
        realName: text('real_name'),
        nickName: text('nick_name'),
        gender: text('gender'),
        birthday: time('birthday'),
        mobilePhone: text('mobile_phone'),
        telePhone: text('tele_phone'),
        email: text('email'),
        postalAddress: text('postal_address'),
        signature: text('signature'),
        headIcon: text('head_icon') ? `/api/file/Image/userAvatar/${text('head_icon')}` : '',
        organize: text('organize_name'),
        position: text('position_names'),
        roleName: text('role_names'),
        theme: text('theme') as LayoutTheme,
        language: text('language'),
        changePasswordDate: time('change_password_date'),
        prevLogTime: time('prev_log_time'),
        prevLogIP: text('prev_log_ip'),
      };
      return ok(info);
    },
  );

  app.put<{ Body: BaseInfoUpdate }>(
    `${base}/BaseInfo`,
    { config: { access: 'signedIn' }, schema: schema('Update own profile', { body: baseInfoUpdateSchema }) },
    async (request) => {
      const user = requireUser(request.user);
      const columns: Record<keyof BaseInfoUpdate, string> = {
        realName: 'real_name',
        nickName: 'nick_name',
        gender: 'gender',
        birthday: 'birthday',
        mobilePhone: 'mobile_phone',
        telePhone: 'tele_phone',
        email: 'email',
        postalAddress: 'postal_address',
        signature: 'signature',
      };
      const entries = Object.entries(request.body) as [keyof BaseInfoUpdate, unknown][];
      if (!entries.length) throw badRequest('没有要修改的内容');
      const sets = entries.map(([key], index) => `${columns[key]} = $${index + 2}`);
      const values = entries.map(([key, value]) => (key === 'birthday' && typeof value === 'number' ? new Date(value) : value));
      await ctx.db.query(`update users set ${sets.join(', ')}, last_modify_time = now() where id = $1`, [user.userId, ...values]);
      ctx.currentUserCache.forgetUser(user.userId);
      return ok(null, '修改成功');
    },
  );

  app.post<{ Body: ModifyPasswordRequest }>(
    `${base}/Actions/ModifyPassword`,
    { config: { access: 'signedIn' }, schema: schema('Change own password (policy enforced here)', { body: modifyPasswordBodySchema }) },
    async (request) => {
      const user = requireUser(request.user);
      const body = request.body;
      if (!body.code?.trim()) throw badRequest('验证码不能为空');
      const verdict = await ctx.captcha.consume(captchaKeyOf(request, body.timestamp ?? ''), body.code);
      if (verdict === 'expired') throw badRequest(signInMessages.captchaExpired);
      if (verdict === 'wrong') throw badRequest(signInMessages.captchaWrong);
      const row = await queryOne<{ password_hash: string }>(ctx.db, 'select password_hash from users where id = $1', [user.userId]);
      if (!row || !(await verifyPassword(body.oldPassword.toLowerCase(), row.password_hash))) throw badRequest('旧密码错误');
      if (md5Hex(body.plainPassword) !== body.password.toLowerCase()) throw badRequest('新密码与其摘要不一致');
      const violation = passwordPolicyViolation(body.plainPassword, sysConfigInfo(await ctx.sysConfig.get()));
      if (violation) throw badRequest(violation);
      if (body.password.toLowerCase() === body.oldPassword.toLowerCase()) throw badRequest('新密码不能与旧密码相同');
      await ctx.db.query('update users set password_hash = $2, change_password_date = now() where id = $1', [
        user.userId,
        await hashPassword(body.password.toLowerCase()),
      ]);
      ctx.currentUserCache.forgetUser(user.userId);
      return ok(null, '修改成功，请牢记新密码');
    },
  );

  app.put<{ Body: SystemThemeRequest }>(
    `${base}/SystemTheme`,
    { config: { access: 'signedIn' }, schema: schema('Save the layout', { body: systemThemeBodySchema }) },
    async (request) => {
      await ctx.db.query('update users set theme = $2 where id = $1', [requireUser(request.user).userId, request.body.theme]);
      return ok(null, '设置成功');
    },
  );

  app.put<{ Body: SystemLanguageRequest }>(
    `${base}/SystemLanguage`,
    { config: { access: 'signedIn' }, schema: schema('Save the language', { body: systemLanguageBodySchema }) },
    async (request) => {
      await ctx.db.query('update users set language = $2 where id = $1', [requireUser(request.user).userId, request.body.language]);
      return ok(null, '设置成功');
    },
  );

  app.get<{ Querystring: { currentPage: number; pageSize: number } }>(
    `${base}/SystemLog`,
    { config: { access: 'signedIn' }, schema: schema('Own sign-in log, newest first', { querystring: pageQuerySchema }) },
    async (request) => {
      const user = requireUser(request.user);
      const { currentPage, pageSize } = request.query;
      const page = await pageOf<SystemLogItem>(
        ctx.db,
        {
          select: `select id, extract(epoch from creator_time)::float8 * 1000 as "creatorTime", user_name as "userName", ip_address as "ipAddress",
                ip_address_name as "ipAddressName", plat_form as "platForm", browser, login_mark as "loginMark", abstracts`,
          from: 'from sys_log where user_id = $1 and category = 1',
          params: [user.userId],
          orderBy: 'order by creator_time desc, id desc',
        },
        { currentPage, pageSize },
      );
      return ok(page);
    },
  );

  app.get(
    `${base}/Authorize`,
    { config: { access: 'signedIn' }, schema: schema('What the user is granted', { querystring: cacheBusterQuerySchema }) },
    async (request) => {
      const user = requireUser(request.user);
      const grantee = granteeOf(user);
      const modules = await grantedModules(ctx.db, grantee);
      const entries = await permissionList(ctx.db, grantee, modules);
      const items = (kind: 'button' | 'column' | 'form') =>
        entries.flatMap((entry) => entry[kind].map((item) => ({ ...item, moduleId: entry.modelId })));
      return ok({
        module: modules.map((module) => ({ id: module.id, fullName: module.full_name, enCode: module.en_code, type: module.type })),
        button: items('button'),
        column: items('column'),
        form: items('form'),
      });
    },
  );
}
