import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LockScreenRequest, LoginConfig, LoginRequest } from '../../api/session';
import { cacheBusterQuerySchema, lockScreenBodySchema, loginBodySchema } from '../../schemas/session';
import { captchaSvg } from '../auth/captcha';
import { verifyPassword } from '../auth/passwords';
import { queryOne } from '../db/database';
import { badRequest, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { currentUserInfo } from '../permissions/current-user-info';
import { signInMessages } from '../auth/sign-in';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

/** Sign-in and session calls of spec 000 section 7.1 (`/api/oauth`). */
export async function oauthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const tags = ['oauth'];

  app.post<{ Body: LoginRequest }>(
    '/api/oauth/Login',
    {
      config: { auth: false },
      schema: {
        tags,
        summary: 'Sign in (form-encoded; password is the lower-case hex MD5 of the plain password)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: loginBodySchema,
        response: standardResponses({ type: 'object', properties: { token: { type: 'string' }, theme: { type: 'string' } } }),
      },
    },
    async (request) => ok(await ctx.signIn.signIn(request.body, await ctx.sysConfig.get(), clientOf(request)), '登录成功'),
  );

  app.get<{ Params: { account: string } }>(
    '/api/oauth/getConfig/:account',
    {
      config: { auth: false },
      schema: {
        tags,
        summary: 'Whether sign-in needs a captcha',
        params: { type: 'object', properties: { account: { type: 'string', maxLength: 50 } } },
        querystring: cacheBusterQuerySchema,
        response: standardResponses(),
      },
    },
    async () => {
      const config = await ctx.sysConfig.get();
      const data: LoginConfig = {
        enableVerificationCode: config.enableVerificationCode === 1 ? 1 : 0,
        verificationCodeNumber: config.verificationCodeNumber,
      };
      return ok(data);
    },
  );

  const captchaParams = {
    type: 'object',
    required: ['timestamp'],
    properties: { codeLength: { type: 'integer', minimum: 3, maximum: 8 }, timestamp: { type: 'string', minLength: 1, maxLength: 64 } },
  } as const;
  const issueCaptcha = async (timestamp: string, codeLength: number | undefined) => {
    const config = await ctx.sysConfig.get();
    return ctx.captcha.issue(timestamp, codeLength ?? config.verificationCodeNumber);
  };
  for (const url of ['/api/oauth/ImageCode/:codeLength/:timestamp', '/api/file/ImageCode/:timestamp']) {
    app.get<{ Params: { codeLength?: number; timestamp: string } }>(
      url,
      { config: { auth: false }, schema: { tags, summary: 'Captcha image (SVG), keyed by the client timestamp', params: captchaParams } },
      async (request, reply) => {
        const code = await issueCaptcha(request.params.timestamp, request.params.codeLength);
        if (ctx.config.exposeCaptchaForTests) reply.header('x-captcha-code', code);
        return reply.header('cache-control', 'no-store').type('image/svg+xml').send(captchaSvg(code));
      },
    );
  }

  app.get(
    '/api/oauth/CurrentUser',
    {
      schema: { tags, summary: 'The signed-in user, menus, systems and permissions', security: bearerSecurity, response: standardResponses() },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const sysConfig = await ctx.sysConfig.get();
      const answer = await ctx.currentUserCache.get(user.tokenHash, user.userId, sysConfig, () => currentUserInfo(ctx.db, user, sysConfig));
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(answer.gzip);
      return reply.send(answer.json);
    },
  );

  app.get(
    '/api/oauth/Logout',
    { schema: { tags, summary: 'Sign out: revokes this session', security: bearerSecurity, response: standardResponses() } },
    async (request) => {
      await ctx.sessions.revoke(requireUser(request.user).tokenHash, 'logout');
      return ok(null, '退出成功');
    },
  );

  app.post<{ Body: LockScreenRequest }>(
    '/api/oauth/LockScreen',
    {
      schema: { tags, summary: 'Unlock the lock screen with the password', security: bearerSecurity, body: lockScreenBodySchema, response: standardResponses() },
    },
    async (request) => {
      const user = requireUser(request.user);
      const row = await queryOne<{ password_hash: string }>(ctx.db, 'select password_hash from users where id = $1', [user.userId]);
      const sameAccount = request.body.account.trim() === user.account;
      if (!row || !sameAccount || !(await verifyPassword(request.body.password.toLowerCase(), row.password_hash))) {
        throw badRequest(signInMessages.wrongCredentials);
      }
      return ok(null, '解锁成功');
    },
  );

  app.post(
    '/api/oauth/updatePasswordMessage',
    {
      schema: {
        tags,
        summary: 'Whether the user must change the password now (initial password with the mandatory-change setting on)',
        security: bearerSecurity,
        response: standardResponses(),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const config = await ctx.sysConfig.get();
      const row = await queryOne<{ change_password_date: Date | null }>(ctx.db, 'select change_password_date from users where id = $1', [user.userId]);
      const mustChange = config.mandatoryModificationOfInitialPassword === 1 && !row?.change_password_date;
      return ok({ mustChange });
    },
  );
}
