/**
 * The process `bench/server-bench.ts` measures. Opens a fresh database (PGlite in memory, or a new
 * PostgreSQL schema), migrates, seeds, and serves two things from the same Database object:
 *
 *  - port A: the real app from `buildApp(ctx)`, exactly as `server/main.ts` builds it (request
 *    logging on at `info`; the parent sends stdout to /dev/null);
 *  - port B: a bare Fastify instance (no plugins, hooks, swagger, schemas or logging) whose routes do
 *    the same database and password work as the real handlers, without our layers around them.
 *
 * Environment and lifecycle: see bench/target-common.ts. Prints `READY <portA> <portB>` on stderr once
 * both listen.
 */
import { verifyPassword } from '../server/auth/passwords';
import { queryOne } from '../server/db/database';
import { currentUserInfo } from '../server/permissions/current-user-info';
import { pageOf } from '../server/db/paging';
import { userResource } from '../schemas/resources/user';
import { listQuery } from '../server/resources/resource-store';
import { signInUserSql } from '../server/auth/sign-in';
import { adminSessionOf, announceReady, bareServer, openTargetDatabase, runTarget, startRealApp } from './target-common';

async function main(): Promise<void> {
  const target = await openTargetDatabase();
  const { db } = target;
  const { ctx, app } = await startRealApp(target);
  const adminSession = await adminSessionOf(db);

  const bare = bareServer(target);
  // Fastify parses JSON only; a one-line parser so the bare sign-in takes the same form body.
  bare.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  bare.get('/bare/current-user', async () => ({
    code: 200,
    msg: '',
    data: await currentUserInfo(db, adminSession, await ctx.sysConfig.get()),
  }));
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
  await announceReady(app, bare);
}

runTarget(main);
