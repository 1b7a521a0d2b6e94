/**
 * The server the browser half of `bench:online` measures (bench/online-browser/run.ts). A fresh
 * PostgreSQL schema, migrated and seeded; the real app from `buildApp(ctx)` serving the production
 * build of the front end (`BENCH_PUBLIC_DIR`) as `npm start` serves dist/. Then, through the real
 * calls, as the administrator: the 200-field definition (bench/online-browser/definition.ts) made
 * (`POST /api/visualdev/Base`) and released under 供热业务 (`Actions/Release`, which makes its menu
 * and the list's indexes); `BENCH_ONLINE_BROWSER_RECORDS` records created by the form's create call
 * (each with 3 sub-table rows), the last with `BENCH_ONLINE_BROWSER_ROWS` rows, so it is the newest
 * bill number and the list's first row.
 *
 * Prints `MODEL <json>` (model, menu address, the large record, the seed ids the records use), then
 * `READY <app> <bare>` on stderr (the bare server serves nothing: the floor pages have their own).
 */
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { formHeaders, loginBody } from '../http-bench';
import { announceReady, bareServer, openTargetDatabase, runTarget, startRealApp } from '../target-common';
import { benchColumnData, benchFields, benchFormData, benchRecord, type SeedIds } from './definition';

const records = Number(process.env.BENCH_ONLINE_BROWSER_RECORDS ?? 1000);
const largeRows = Number(process.env.BENCH_ONLINE_BROWSER_ROWS ?? 200);
const fieldCount = Number(process.env.BENCH_ONLINE_BROWSER_FIELDS ?? 200);
/** Creates in flight at once while filling the list. */
const CREATE_CONCURRENCY = 4;

interface Envelope<T> {
  code?: number;
  msg?: string;
  data?: T;
}

async function seedIds(db: Database): Promise<SeedIds> {
  const users = await db.query<{ id: string; name: string }>(
    `select id, real_name as name from users where delete_mark is null and enabled_mark = 1 order by account limit 20`,
  );
  const departments = await db.query<{ id: string; name: string }>(
    `select id, full_name as name from organize where category = 'department' and delete_mark is null order by en_code limit 10`,
  );
  const positions = await db.query<{ id: string; name: string }>(
    `select id, full_name as name from position where delete_mark is null order by en_code limit 10`,
  );
  if (!users.length || !departments.length || !positions.length) throw new Error('the seed has no users, departments or positions');
  return { users, departments, positions };
}

async function main(): Promise<void> {
  const publicDir = process.env.BENCH_PUBLIC_DIR;
  if (!publicDir) throw new Error('BENCH_PUBLIC_DIR must name the built front end');
  const target = await openTargetDatabase();
  if (target.kind !== 'postgres') throw new Error('the browser half of bench:online runs on PostgreSQL only (BENCH_DB=postgres)');
  const { db } = target;
  const config = { ...readConfig({}), host: '127.0.0.1', port: 0, logLevel: process.env.BENCH_LOG_LEVEL ?? 'info', publicDir };
  const { app } = await startRealApp(target, { config });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const login = (await (
    await fetch(`${base}/api/oauth/Login`, { method: 'POST', headers: formHeaders, body: loginBody })
  ).json()) as Envelope<{
    token?: string;
  }>;
  const token = login.data?.token;
  if (!token) throw new Error(`sign-in as admin failed: ${login.msg}`);
  const call = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: token, 'content-type': 'application/json', 'jnpf-origin': 'pc' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Envelope<T>;
    if (answer.code !== 200) throw new Error(`${method} ${path}: HTTP ${response.status}, ${answer.msg}`);
    return answer.data as T;
  };

  const [parent] = await db.query<{ id: string }>(`select id from module where en_code = 'heatingBiz'`);
  if (!parent) throw new Error('the seed has no heatingBiz menu');
  const ids = await seedIds(db);
  const fields = benchFields(fieldCount);
  const formData = benchFormData(fields);
  const definition = {
    fullName: '大表单压测',
    enCode: 'benchLargeForm',
    category: 'heatingBusiness',
    webType: 2,
    formData: JSON.stringify(formData),
    columnData: JSON.stringify(benchColumnData(formData, fields)),
  };
  let started = performance.now();
  const { id: modelId } = await call<{ id: string }>('POST', '/api/visualdev/Base', definition);
  const released = await call<{ menuId: string; urlAddress: string }>('POST', `/api/visualdev/Base/${modelId}/Actions/Release`, {
    pcModuleParentId: parent.id,
    fullName: definition.fullName,
  });
  process.stderr.write(`definition made and released in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  started = performance.now();
  const create = (serial: number, rows: number) =>
    call<{ id: string }>('POST', `/api/visualdev/OnlineDev/${modelId}`, {
      data: JSON.stringify(benchRecord(fields, serial, rows, ids)),
      menuId: released.menuId,
    });
  let next = 1;
  const worker = async () => {
    while (next < records) await create(next++, 3);
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
  const large = await create(records, largeRows);
  await db.query('analyze online_record');
  process.stderr.write(
    `${records} records created through the create call in ${((performance.now() - started) / 1000).toFixed(1)} s (the last with ${largeRows} sub-table rows)\n`,
  );
  const model = { modelId, menuId: released.menuId, urlAddress: released.urlAddress, largeId: large.id, largeSerial: records, ids };
  process.stderr.write(`MODEL ${JSON.stringify(model)}\n`);
  await announceReady(app, bareServer(target));
}

runTarget(main);
