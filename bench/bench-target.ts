/**
 * The process `bench/server-bench.ts` measures. Opens a fresh database (PGlite in memory, or a new
 * PostgreSQL schema), migrates, seeds, and serves two things from the same Database object:
 *
 *  - port A: the real app from `buildApp(ctx)`, exactly as `server/main.ts` builds it (request
 *    logging on at `info`; the parent sends stdout to /dev/null);
 *  - port B: a bare Fastify instance (no plugins, hooks, swagger, schemas or logging) whose routes do
 *    the same database and password work as the real handlers, without our layers around them;
 *  - port C: the real app again, built the same way except that its `CurrentUser` keeps nothing: each
 *    call runs the queries and compresses the answer (`UncachedCurrentUser`).
 *
 * `CurrentUser` is compared like with like: the real app's cached answer against a bare route keeping
 * the same answer in the same cache (`/bare/current-user`), and port C against a bare route building
 * it on every call (`/bare/current-user-uncached`); both sides send the same gzip bytes
 * (`sendCurrentUserAnswer`). Port A against port C is the cache's effect.
 *
 * Environment and lifecycle: see bench/target-common.ts. Prints `READY <portA> <portB> <portC>` on
 * stderr once all listen.
 */
import { verifyPassword } from '../server/auth/passwords';
import { queryOne } from '../server/db/database';
import { currentUserInfo } from '../server/permissions/current-user-info';
import { CurrentUserCache, currentUserAnswer, sendCurrentUserAnswer, type CachedAnswer } from '../server/permissions/current-user-cache';
import type { SysConfig } from '../server/sysconfig/defaults';
import { pageOf } from '../server/db/paging';
import { userResource } from '../schemas/resources/user';
import { listQuery } from '../server/resources/resource-store';
import { signInUserSql } from '../server/auth/sign-in';
import { adminSessionOf, announceReady, bareServer, openTargetDatabase, runTarget, startRealApp } from './target-common';

/** A CurrentUser cache that keeps nothing and shares no build: every call builds its answer anew. */
class UncachedCurrentUser extends CurrentUserCache {
  override get(_tokenHash: string, _userId: string, sysConfig: SysConfig, build: () => Promise<unknown>): Promise<CachedAnswer> {
    return build().then((data) => currentUserAnswer(data, sysConfig));
  }
}

async function main(): Promise<void> {
  const target = await openTargetDatabase();
  const { db } = target;
  const { ctx, app } = await startRealApp(target);
  const { app: uncachedApp } = await startRealApp(target, { currentUserCache: new UncachedCurrentUser() });
  const adminSession = await adminSessionOf(db);

  const bare = bareServer(target);
  // Fastify parses JSON only; a one-line parser so the bare sign-in takes the same form body.
  bare.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // The real route's work without our layers: the same cache (or none) and the same answer, sent the same way.
  const bareCache = new CurrentUserCache();
  const bareUncached = new UncachedCurrentUser();
  for (const [url, cache] of [
    ['/bare/current-user', bareCache],
    ['/bare/current-user-uncached', bareUncached],
  ] as const) {
    bare.get(url, async (request, reply) => {
      const sysConfig = await ctx.sysConfig.get();
      const answer = await cache.get('bare', adminSession.userId, sysConfig, () => currentUserInfo(db, adminSession, sysConfig));
      return sendCurrentUserAnswer(request, reply, answer);
    });
  }
  const usersPage = listQuery(userResource, { currentPage: 1, pageSize: 20 }).paged;
  bare.get('/bare/users', async () => ({
    code: 200,
    msg: '',
    data: await pageOf(db, usersPage, { currentPage: 1, pageSize: 20 }),
  }));
  bare.post('/bare/login', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    const user = await queryOne<{ password_hash: string; theme: string }>(db, signInUserSql, [(body.account ?? '').trim()]);
    if (!user || !(await verifyPassword((body.password ?? '').toLowerCase(), user.password_hash))) {
      return reply.status(400).send({ code: 400, msg: 'wrong credentials', data: null });
    }
    return { code: 200, msg: '', data: { token: '', theme: user.theme } };
  });
  await announceReady(app, bare, uncachedApp);
}

runTarget(main);
