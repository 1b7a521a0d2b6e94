/**
 * The process `bench/resources-bench.ts` measures. A fresh PostgreSQL schema, migrated and seeded,
 * then the bench data (bench/resources-data.ts: 10,000 departments 8 levels deep, 5,000 positions,
 * 100,000 users, 1,000,000 messages for admin); then two servers on the same Database object:
 *
 *  - port A: the real app from `buildApp(ctx)` (resource routes from their definitions, access hook,
 *    column grants, schemas, request logging at `info` to /dev/null);
 *  - port B: a bare Fastify instance whose routes issue the same SQL: the generic store's list SQL
 *    (`listQuery`, built once here) through the same paging helper, and the same hook, store and
 *    route functions for the trees, pickers, users and messages (the list, its keyword search, and
 *    initMessage's unread counts over HTTP), answered with plain JSON.stringify.
 *
 * Environment and lifecycle: see bench/target-common.ts. Prints `READY <portA> <portB>` on stderr.
 */
import { departmentResource } from '../schemas/resources/organize';
import { positionResource } from '../schemas/resources/position';
import { pageOf } from '../server/db/paging';
import { unreadByPeer } from '../server/messages/chat-store';
import { listMessages, unreadSummary } from '../server/messages/message-store';
import { childrenOf, selectorOf } from '../server/resources/hooks/area-hooks';
import { organizeTree } from '../server/resources/hooks/organize-hooks';
import { positionTree } from '../server/resources/hooks/position-hooks';
import { listQuery } from '../server/resources/resource-store';
import { userResource } from '../schemas/resources/user';
import { requireType } from '../server/dictionary/dictionary-store';
import { entryPage } from '../server/dictionary/entry-page';
import {
  benchAreaKeyword,
  benchEntryKeyword,
  benchFlatDictionary,
  benchKeyword,
  benchPageSize,
  benchTreeDictionary,
  generateResourceData,
} from './resources-data';
import { adminSessionOf, announceReady, bareServer, openTargetDatabase, runTarget, startRealApp } from './target-common';

async function main(): Promise<void> {
  const target = await openTargetDatabase();
  if (target.kind !== 'postgres') throw new Error('bench:resources runs on PostgreSQL only (BENCH_DB=postgres)');
  const { db } = target;
  const admin = await adminSessionOf(db);
  const started = Date.now();
  process.stderr.write('generating the bench data...\n');
  await generateResourceData(db, admin.userId, (line) => process.stderr.write(`${line}\n`));
  process.stderr.write(`bench data ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

  const { app } = await startRealApp(target);
  const bare = bareServer(target);
  const envelope = (data: unknown) => ({ code: 200, msg: '', data });

  // The generic layer's list SQL for these queries, built once: the bare routes only issue it.
  const firstPage = { currentPage: 1, pageSize: benchPageSize };
  const lists = {
    department: listQuery(departmentResource, firstPage),
    departmentKeyword: listQuery(departmentResource, { ...firstPage, keyword: benchKeyword }),
    position: listQuery(positionResource, firstPage),
    positionKeyword: listQuery(positionResource, { ...firstPage, keyword: benchKeyword }),
  };
  for (const [name, { paged, page }] of Object.entries(lists)) {
    bare.get(`/bare/${name}`, async () => envelope(await pageOf(db, paged, page)));
  }
  bare.get('/bare/department-selector', async () => envelope({ list: await organizeTree(db, { enabledOnly: true, exclude: '0' }) }));
  bare.get('/bare/position-selector', async () => envelope({ list: await positionTree(db) }));
  bare.get('/bare/area-keyword', async () => envelope({ list: await childrenOf(db, '-1', benchAreaKeyword) }));
  bare.get('/bare/area-selector', async () => envelope({ list: await selectorOf(db, '-1', '0') }));
  const usersPage = listQuery(userResource, { currentPage: 1, pageSize: 20 }).paged;
  bare.get('/bare/users', async () => envelope(await pageOf(db, usersPage, firstPage)));
  bare.get<{ Querystring: { currentPage?: string; keyword?: string } }>('/bare/messages', async (request) =>
    envelope(
      await listMessages(db, admin.userId, { keyword: request.query.keyword }, Number(request.query.currentPage ?? 1), benchPageSize),
    ),
  );
  // What initMessage reads from the database (the online users aside), answered over HTTP.
  bare.get('/bare/unread', async () => {
    const [unreadNums, unread] = await Promise.all([unreadByPeer(db, admin.userId), unreadSummary(db, admin.userId)]);
    return envelope({ unreadNums, ...unread });
  });
  // The dictionary entry pages: the same function the route calls, after the same category lookup.
  const entries = async (code: string, keyword?: string) =>
    envelope(await entryPage(db, await requireType(db, code), { keyword }, firstPage));
  bare.get('/bare/dictionary-flat', async () => entries(benchFlatDictionary));
  bare.get('/bare/dictionary-keyword', async () => entries(benchFlatDictionary, benchEntryKeyword));
  bare.get('/bare/dictionary-tree', async () => entries(benchTreeDictionary));
  await announceReady(app, bare);
}

runTarget(main);
