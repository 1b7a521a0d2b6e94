/**
 * The server `npm run bench:user-picker` measures (bench/user-picker-bench.ts). A fresh PostgreSQL
 * schema, migrated and seeded, then bench:resources' data (bench/resources-data.ts: 100,000 users in
 * 10,000 departments, and the rest of that data set); then:
 *
 *  - port A: the real app from `buildApp(ctx)`, serving the benchmark page (the build of
 *    bench/user-picker/, `BENCH_PUBLIC_DIR`) as it serves the front end, so the page calls it on its own
 *    origin over loopback HTTP;
 *  - port B: a bare Fastify instance answering the picker's search with the same function
 *    (`userSearchPage`, plain JSON), and the exact number of users a keyword matches (for the report).
 *
 * Environment and lifecycle: see bench/target-common.ts; BENCH_PUBLIC_DIR is the built page.
 * Prints `READY <portA> <portB>` on stderr.
 */
import { readConfig } from '../../server/config';
import { likePattern } from '../../server/db/like-pattern';
import { userSearchPage } from '../../server/resources/hooks/user-selector-routes';
import { generateResourceData } from '../resources-data';
import { adminSessionOf, announceReady, bareServer, openTargetDatabase, runTarget, startRealApp } from '../target-common';

async function main(): Promise<void> {
  const publicDir = process.env.BENCH_PUBLIC_DIR;
  if (!publicDir) throw new Error('BENCH_PUBLIC_DIR must name the built benchmark page');
  const target = await openTargetDatabase();
  if (target.kind !== 'postgres') throw new Error('bench:user-picker runs on PostgreSQL only (BENCH_DB=postgres)');
  const { db } = target;
  const admin = await adminSessionOf(db);
  const started = Date.now();
  process.stderr.write('generating the bench data...\n');
  await generateResourceData(db, admin.userId, (line) => process.stderr.write(`${line}\n`));
  process.stderr.write(`bench data ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

  // startRealApp's own configuration, serving the page instead of dist/.
  const config = { ...readConfig({}), host: '127.0.0.1', port: 0, logLevel: process.env.BENCH_LOG_LEVEL ?? 'info', publicDir };
  const { app } = await startRealApp(target, { config });

  const bare = bareServer(target);
  bare.get<{ Querystring: { keyword?: string; currentPage?: string } }>('/bare/search', async (request) => ({
    code: 200,
    msg: '',
    data: await userSearchPage(db, request.query.keyword, { currentPage: Number(request.query.currentPage ?? 1), pageSize: 20 }),
  }));
  bare.get<{ Querystring: { keyword?: string } }>('/bare/matches', async (request) => {
    const [row] = await db.query<{ matches: number }>(
      `select count(*)::int as matches from users u
        where u.delete_mark is null and u.enabled_mark = 1
          and (u.account ilike $1 or u.real_name ilike $1 or u.quick_query ilike $1)`,
      [likePattern(request.query.keyword) ?? '%'],
    );
    return { matches: row?.matches ?? 0 };
  });
  await announceReady(app, bare);
}

runTarget(main);
