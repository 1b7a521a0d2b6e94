/**
 * The process `bench/server-bench.ts` measures. Opens a fresh database (PGlite in memory, or a new
 * PostgreSQL schema), migrates, seeds, and serves two things from the same Database object:
 *
 *  - port A: the real app from `buildApp(ctx)`, exactly as `server/main.ts` builds it (request
 *    logging on at `info`; the parent sends stdout to /dev/null);
 *  - port B: a bare Fastify instance (no plugins, hooks, swagger, schemas or logging) whose routes do
 *    the same database and password work as the real handlers, without our layers around them.
 *
 * Environment: BENCH_DB=pglite|postgres, BENCH_DATABASE_URL, BENCH_SCHEMA, BENCH_ADMIN_PASSWORD,
 * BENCH_DEMO_PASSWORD, BENCH_LOG_LEVEL (default info). Prints `READY <portA> <portB>` on stderr once
 * both listen. Stops on SIGTERM, SIGINT or when stdin closes (the parent died), dropping its schema.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { verifyPassword } from '../server/auth/passwords';
import type { SessionUser } from '../server/auth/sessions';
import { readConfig } from '../server/config';
import { createContext } from '../server/context';
import { openDatabase, queryOne } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { dropPostgresSchema } from '../server/db/postgres';
import { currentUserInfo } from '../server/permissions/current-user-info';
import { seed } from '../server/seed/seed';
import { usersListSql } from '../server/routes/users';
import { signInUserSql } from '../server/auth/sign-in';

async function main(): Promise<void> {
  const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
  const databaseUrl = kind === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined;
  const schema = kind === 'postgres' ? process.env.BENCH_SCHEMA : undefined;
  if (kind === 'postgres' && (!databaseUrl || !schema)) throw new Error('BENCH_DB=postgres needs BENCH_DATABASE_URL and BENCH_SCHEMA');

  // Pool size as in production (openDatabase's default), not the tests' 5.
  const db = await openDatabase({ databaseUrl, schema });
  let stopping = false;
  const servers: FastifyInstance[] = [];
  const stop = async (why: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`target stopping (${why})\n`);
    try {
      for (const server of servers) await server.close();
      await db.close();
      if (schema && databaseUrl) await dropPostgresSchema(databaseUrl, schema);
    } catch (error) {
      process.stderr.write(`target: cleanup failed: ${String(error)}\n`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  process.stdin.on('end', () => void stop('parent gone'));
  process.stdin.on('error', () => void stop('parent gone'));
  process.stdin.resume();

  await migrate(db);
  await seed(db, {
    adminPassword: process.env.BENCH_ADMIN_PASSWORD ?? 'Admin@2026',
    demoPassword: process.env.BENCH_DEMO_PASSWORD ?? 'Demo@2026',
  });

  const config = { ...readConfig({}), host: '127.0.0.1', port: 0, logLevel: process.env.BENCH_LOG_LEVEL ?? 'info' };
  const ctx = createContext(db, config);
  // Repeated sign-ins must not kick the session the CurrentUser and list runs use.
  await ctx.sysConfig.set({ singleLogin: 2 });

  const app = await buildApp(ctx);
  servers.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });

  // The administrator as SessionService.check would hand it to the routes.
  const admin = await queryOne<{
    id: string;
    account: string;
    real_name: string;
    is_administrator: boolean;
    role_ids: string[];
    position_ids: string[];
  }>(
    db,
    `select u.id, u.account, u.real_name, u.is_administrator,
            array(select object_id from user_relation r where r.user_id = u.id and r.object_type = 'Role') as role_ids,
            array(select object_id from user_relation r where r.user_id = u.id and r.object_type = 'Position') as position_ids
       from users u where u.account = 'admin' and u.delete_mark is null`,
  );
  if (!admin) throw new Error('the seed made no admin user');
  const adminSession: SessionUser = {
    tokenHash: '',
    userId: admin.id,
    account: admin.account,
    realName: admin.real_name,
    isAdministrator: admin.is_administrator,
    roleIds: admin.role_ids,
    positionIds: admin.position_ids,
  };

  const bare = Fastify({ forceCloseConnections: true });
  servers.push(bare);
  // Fastify parses JSON only; a one-line parser so the bare sign-in takes the same form body.
  bare.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  bare.get('/bare/current-user', async () => ({
    code: 200,
    msg: '',
    data: await currentUserInfo(db, adminSession, await ctx.sysConfig.get()),
  }));
  bare.get('/bare/users', async () => {
    const currentPage = 1;
    const pageSize = 20;
    const rows = await db.query<Record<string, unknown> & { total: number }>(usersListSql, [
      null,
      null,
      pageSize,
      (currentPage - 1) * pageSize,
      true,
    ]);
    const total = rows[0]?.total ?? 0;
    return {
      code: 200,
      msg: '',
      data: { list: rows.map(({ total: _total, ...user }) => user), pagination: { currentPage, pageSize, total } },
    };
  });
  bare.post('/bare/login', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    const user = await queryOne<{ password_hash: string; theme: string }>(db, signInUserSql, [(body.account ?? '').trim()]);
    if (!user || !(await verifyPassword((body.password ?? '').toLowerCase(), user.password_hash))) {
      return reply.status(400).send({ code: 400, msg: 'wrong credentials', data: null });
    }
    return { code: 200, msg: '', data: { token: '', theme: user.theme } };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const portOf = (instance: FastifyInstance) => (instance.server.address() as AddressInfo).port;
  process.stderr.write(`READY ${portOf(app)} ${portOf(bare)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`target failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
