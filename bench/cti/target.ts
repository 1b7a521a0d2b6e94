/**
 * The platform `npm run bench:cti` measures, in a process of its own: the real app (built as
 * server/main.ts builds it, serving dist/ and given the simulator's address as CTI_URL) on a fresh
 * database with `BENCH_AGENTS` more call-centre agents (bench_agent001 …, copies of the seeded agent01:
 * same role, unit and password), and a bare side port with what the parent reads from inside:
 *
 *   GET  /eld        the event loop's delay since the last reset (perf_hooks, 10 ms resolution), ms
 *   POST /eld/reset
 *   GET  /work-orders  work orders, distinct call ids, and call ids holding more than one
 *
 * Environment: see bench/target-common.ts, plus BENCH_AGENTS (default 200) and CTI_URL.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readConfig } from '../../server/config';
import { queryOne } from '../../server/db/database';
import { newId } from '../../server/db/ids';
import { announceReady, bareServer, openTargetDatabase, runTarget, startRealApp } from '../target-common';
import { agentAccount } from './target-names';

runTarget(async () => {
  const agents = Number(process.env.BENCH_AGENTS ?? 200);
  const target = await openTargetDatabase();
  const { db } = target;

  const model = await queryOne<{ id: string }>(db, `select id from users where account = 'agent01'`);
  if (!model) throw new Error('the seed made no agent01');
  await db.transaction(async (tx) => {
    for (let index = 1; index <= agents; index++) {
      const id = newId();
      await tx.query(
        `insert into users (id, account, real_name, quick_query, password_hash, organize_id, system_id, enabled_mark, gender)
         select $1, $2, $3, '', password_hash, organize_id, system_id, 1, gender from users where id = $4`,
        [id, agentAccount(index), `压测坐席${index}`, model.id],
      );
      await tx.query(
        `insert into user_relation (id, user_id, object_type, object_id, sort_code)
         select $1 || '-' || object_type || '-' || object_id, $1, object_type, object_id, sort_code from user_relation where user_id = $2`,
        [id, model.id],
      );
    }
  });

  const config = {
    ...readConfig({}),
    host: '127.0.0.1',
    port: 0,
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
    ctiUrl: process.env.CTI_URL || undefined,
    phoneNetworks: ['127.0.0.1/32'],
  };
  const { app } = await startRealApp(target, { config });

  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const bare = bareServer(target);
  const ms = (nanoseconds: number) => Math.round((nanoseconds / 1e6) * 10) / 10;
  bare.get('/eld', async () => ({
    mean: ms(delay.mean),
    p50: ms(delay.percentile(50)),
    p99: ms(delay.percentile(99)),
    max: ms(delay.max),
    samples: delay.count,
  }));
  bare.post('/eld/reset', async () => {
    delay.reset();
    return { ok: true };
  });
  bare.get('/work-orders', async () =>
    queryOne<{ total: number; calls: number; duplicates: number }>(
      db,
      `select count(*)::int as total, count(distinct call_id)::int as calls,
              (select count(*)::int from (select call_id from work_order where call_id is not null group by call_id having count(*) > 1) d) as duplicates
         from work_order`,
    ),
  );
  await announceReady(app, bare);
});
