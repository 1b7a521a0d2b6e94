/**
 * What the target processes of the HTTP benchmarks share (`bench/bench-target.ts`,
 * `bench/resources-target.ts`): a fresh database (PGlite in memory, or a new PostgreSQL schema) that
 * is closed and dropped when the process stops, migrated and seeded; the real app from
 * `buildApp(ctx)` exactly as `server/main.ts` builds it; the administrator's session as the routes
 * see it; a bare Fastify instance; and the `READY <portA> <portB> [<more>...]` line the parent waits for.
 *
 * Environment: BENCH_DB=pglite|postgres, BENCH_DATABASE_URL, BENCH_SCHEMA, BENCH_ADMIN_PASSWORD,
 * BENCH_DEMO_PASSWORD, BENCH_LOG_LEVEL (default info). Stops on SIGTERM, SIGINT or when stdin closes
 * (the parent died), dropping its schema.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import type { SessionUser } from '../server/auth/sessions';
import { readConfig } from '../server/config';
import { createContext, type AppContext } from '../server/context';
import { openDatabase, queryOne, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { dropPostgresSchema } from '../server/db/postgres';
import { seed } from '../server/seed/seed';

export interface TargetDatabase {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Servers to close before the database when the process stops. */
  servers: FastifyInstance[];
}

/**
 * Opens the database named by the environment and arranges its cleanup on SIGTERM, SIGINT or the
 * parent's end, then migrates and seeds it.
 */
export async function openTargetDatabase(): Promise<TargetDatabase> {
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
  return { kind, db, servers };
}

/**
 * The real app as `server/main.ts` builds it, listening on a free loopback port. `replace` swaps
 * services of its context before the app is built (bench:server's second app, whose CurrentUser
 * cache keeps nothing).
 */
export async function startRealApp(
  { db, servers }: TargetDatabase,
  replace: Partial<AppContext> = {},
): Promise<{ ctx: AppContext; app: FastifyInstance }> {
  const config = { ...readConfig({}), host: '127.0.0.1', port: 0, logLevel: process.env.BENCH_LOG_LEVEL ?? 'info' };
  const ctx = Object.assign(createContext(db, config), replace);
  // Repeated sign-ins must not kick the session the measured calls use.
  await ctx.sysConfig.set({ singleLogin: 2 });

  const app = await buildApp(ctx);
  servers.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { ctx, app };
}

/** The administrator as SessionService.check would hand it to the routes. */
export async function adminSessionOf(db: Database): Promise<SessionUser> {
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
  return {
    tokenHash: '',
    userId: admin.id,
    account: admin.account,
    realName: admin.real_name,
    isAdministrator: admin.is_administrator,
    roleIds: admin.role_ids,
    positionIds: admin.position_ids,
    organizeIds: [],
  };
}

/** Fastify with no plugins, hooks, swagger, schemas or logging: the routes the bench compares against. */
export function bareServer({ servers }: TargetDatabase): FastifyInstance {
  const bare = Fastify({ forceCloseConnections: true });
  servers.push(bare);
  return bare;
}

/**
 * Listens on the bare server, then tells the parent both ports, and those of further real apps
 * (already listening) after them: `READY <app> <bare> [<other app>...]`.
 */
export async function announceReady(app: FastifyInstance, bare: FastifyInstance, ...others: FastifyInstance[]): Promise<void> {
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const portOf = (instance: FastifyInstance) => (instance.server.address() as AddressInfo).port;
  process.stderr.write(`READY ${[app, bare, ...others].map(portOf).join(' ')}\n`);
}

/** Runs a target's main; a failure is written where the parent reads it and ends the process. */
export function runTarget(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`target failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
