import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LockScreenRequest, LoginConfig, LoginRequest } from '../../api/session';
import { cacheBusterQuerySchema, lockScreenBodySchema, loginBodySchema } from '../../schemas/session';
import { captchaKeyOf, captchaPng, ensureCaptchaClient } from '../auth/captcha';
import { TooManyAttemptsError } from '../auth/sign-in';
import { schedulePurge } from '../auth/sign-in-housekeeping';
import { queryOne } from '../db/database';
import { ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, envelope, standardResponses } from '../http/route-schema';
import { languageOf } from '../http/validation-message';
import { currentUserInfo } from '../permissions/current-user-info';
import { sendCurrentUserAnswer } from '../permissions/current-user-cache';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

/** A refused (throttled) attempt also says when to retry in `Retry-After`. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

const failureResponses = {
  '4xx': envelope(
    { type: 'null' },
    'Failure: 400 wrong account or password, captcha, locked or disabled account (said only after the right password); 429 too many attempts (also `Retry-After`)',
  ),
};

/** Sign-in and session calls of spec 000 section 7.1 (`/api/oauth`). */
export async function oauthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const tags = ['oauth'];

  // Captchas, throttle counters and the sign-in log are purged by age while the server runs.
  let stopPurge: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopPurge = schedulePurge(
      ctx.db,
      () => ctx.clock(),
      (error) => app.log.warn({ err: error }, 'sign-in purge failed'),
    );
  });
  app.addHook('onClose', async () => stopPurge?.());

  app.post<{ Body: LoginRequest }>(
    '/api/oauth/Login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in (form-encoded; password is the lower-case hex MD5 of the plain password)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: loginBodySchema,
        response: {
          ...standardResponses({ type: 'object', properties: { token: { type: 'string' }, theme: { type: 'string' } } }),
          ...failureResponses,
        },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, async () => {
        const attempt = {
          config: await ctx.sysConfig.get(),
          client: clientOf(request),
          language: languageOf(request.headers['accept-language']),
          captchaKey: captchaKeyOf(request, request.body.timestamp ?? ''),
        };
        return ok(await ctx.signIn.signIn(request.body, attempt), '登录成功');
      }),
  );

  app.get<{ Params: { account: string } }>(
    '/api/oauth/getConfig/:account',
    {
      config: { access: 'public' },
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
  const captchaResponses = {
    200: {
      description: 'The captcha picture (PNG, 240×80, shown at 120×40)',
      content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
    },
    '4xx': envelope({ type: 'null' }, 'Failure: 400 invalid length or timestamp'),
  };
  for (const url of ['/api/oauth/ImageCode/:codeLength/:timestamp', '/api/file/ImageCode/:timestamp']) {
    app.get<{ Params: { codeLength?: number; timestamp: string } }>(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'Captcha image (PNG). Kept for the caller under its client id (HttpOnly cookie `jnpf_captcha_id`, set with the first image) and the timestamp; sign-in checks it under the same pair',
          params: captchaParams,
          querystring: cacheBusterQuerySchema,
          response: captchaResponses,
        },
      },
      async (request, reply) => {
        const owner = ensureCaptchaClient(request, reply);
        const length = request.params.codeLength ?? (await ctx.sysConfig.get()).verificationCodeNumber;
        const code = await ctx.captcha.issue(owner, request.params.timestamp, request.ip, length);
        if (ctx.config.exposeCaptchaForTests) reply.header('x-captcha-code', code);
        return reply
          .header('cache-control', 'no-store')
          .type('image/png')
          .send(await captchaPng(code));
      },
    );
  }

  app.get(
    '/api/oauth/CurrentUser',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The signed-in user, menus, systems and permissions',
        security: bearerSecurity,
        response: standardResponses(),
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const sysConfig = await ctx.sysConfig.get();
      const answer = await ctx.currentUserCache.get(user.tokenHash, user.userId, sysConfig, () => currentUserInfo(ctx.db, user, sysConfig));
      return sendCurrentUserAnswer(request, reply, answer);
    },
  );

  app.get(
    '/api/oauth/Logout',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'Sign out: revokes this session', security: bearerSecurity, response: standardResponses() },
    },
    async (request) => {
      await ctx.sessions.revoke(requireUser(request.user).tokenHash, 'logout');
      return ok(null, '退出成功');
    },
  );

  app.post<{ Body: LockScreenRequest }>(
    '/api/oauth/LockScreen',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Unlock the lock screen with the password (throttled like sign-in)',
        security: bearerSecurity,
        body: lockScreenBodySchema,
        response: { ...standardResponses(), ...failureResponses },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, async () => {
        const user = requireUser(request.user);
        await ctx.signIn.unlockScreen(user, request.body, clientOf(request), languageOf(request.headers['accept-language']));
        return ok(null, '解锁成功');
      }),
  );

  app.post(
    '/api/oauth/updatePasswordMessage',
    {
      config: { access: 'signedIn' },
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
      const row = await queryOne<{ change_password_date: Date | null }>(ctx.db, 'select change_password_date from users where id = $1', [
        user.userId,
      ]);
      const mustChange = config.mandatoryModificationOfInitialPassword === 1 && !row?.change_password_date;
      return ok({ mustChange });
    },
  );
}
