/**
 * The process `bench/online-bench.ts` measures. A fresh database (PGlite in memory, or a new
 * PostgreSQL schema), migrated and seeded; the bench form (bench/online-form.ts) written as a draft,
 * `BENCH_ONLINE_RECORDS` records inserted in one statement, then released through the real
 * `Actions/Release` call (which makes its menu and the list's indexes, as for a designer), then
 * analysed. Two servers on the same Database object:
 *
 *  - port A: the real app from `buildApp(ctx)`;
 *  - port B: a bare Fastify route issuing the list call's SQL (`onlineListQuery` of the released model
 *    with the same query, through the same paging helper), answered with plain JSON.
 *
 * Prints `MODEL <modelId> <menuId>` then `READY <portA> <portB>` on stderr.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { queryOne } from '../server/db/database';
import { pageOf } from '../server/db/paging';
import { onlineListQuery } from '../server/online/list-query';
import { onlineModel } from '../server/online/online-model';
import { loginBody, formHeaders } from './http-bench';
import { benchColumnData, benchForm, benchFormData, benchListBody, bulkRecordsSql } from './online-form';
import { announceReady, bareServer, openTargetDatabase, runTarget, startRealApp } from './target-common';

const records = Number(process.env.BENCH_ONLINE_RECORDS ?? 100000);

async function main(): Promise<void> {
  const target = await openTargetDatabase();
  const { db } = target;
  const { app } = await startRealApp(target);
  const port = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;

  const login = await fetch(`${base}/api/oauth/Login`, { method: 'POST', headers: formHeaders, body: loginBody });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error('sign-in as admin failed');
  const admin = await queryOne<{ id: string }>(db, `select id from users where account = 'admin'`);
  const parent = await queryOne<{ id: string }>(db, `select id from module where en_code = 'heatingBiz'`);
  if (!admin || !parent) throw new Error('the seed has no admin or heatingBiz menu');

  const modelId = randomUUID().replaceAll('-', '');
  await db.query(
    `insert into visual_dev (id, full_name, en_code, category, web_type, state, form_data, column_data)
     values ($1, $2, $3, 'bench', 2, 0, $4, $5)`,
    [modelId, benchForm.fullName, benchForm.enCode, JSON.stringify(benchFormData), JSON.stringify(benchColumnData)],
  );
  let started = performance.now();
  await db.query(bulkRecordsSql, [modelId, admin.id, records]);
  process.stderr.write(`${records} records written in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  started = performance.now();
  const release = await fetch(`${base}/api/visualdev/Base/${modelId}/Actions/Release`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ pcModuleParentId: parent.id }),
  });
  const released = (await release.json()) as { code?: number; msg?: string; data?: { menuId?: string } };
  if (released.code !== 200 || !released.data?.menuId) throw new Error(`release failed: ${released.msg}`);
  await db.query('analyze online_record');
  process.stderr.write(`released with its indexes in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  process.stderr.write(`MODEL ${modelId} ${released.data.menuId}\n`);

  const model = await onlineModel(db, modelId);
  if (!model) throw new Error('the released model cannot be read');
  const body = benchListBody(released.data.menuId);
  const query = onlineListQuery(
    model,
    { queryJson: JSON.parse(body.queryJson) as Record<string, unknown>, sidx: body.sidx, sort: body.sort },
    {
      hidden: new Set(),
    },
  );
  const bare = bareServer(target);
  bare.post('/bare/list', async () => {
    const page = await pageOf<{ id: string; data: Record<string, unknown> }>(db, query, { currentPage: 1, pageSize: 20 });
    return { code: 200, msg: '', data: { list: page.list.map((row) => ({ ...row.data, id: row.id })), pagination: page.pagination } };
  });
  await announceReady(app, bare);
}

runTarget(main);
