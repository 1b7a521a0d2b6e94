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
 *    initMessage's unread counts over HTTP), answered with plain JSON.stringify;
 *  - port C: the real app again, except that its `CurrentUser` keeps nothing (as bench/bench-target.ts's
 *    port C): every call runs the queries and compresses the answer.
 *
 * The user calls are the bench user's (`bench1`: 10 roles granted 500 menus, a data rule on the users
 * menu): `CurrentUser` uncached on port C beside a bare route building the same answer on every call
 * (the same `currentUserInfo`, JSON and gzip); the users list filtered by organisation beside the same
 * `listQuery` with the row condition `rowScopeOf` makes of the bench user's rule; the user picker's
 * search and one level beside the same `lazyChildren` (server/resources/hooks/user-selector-routes.ts).
 *
 * Environment and lifecycle: see bench/target-common.ts. Prints `READY <portA> <portB> <portC>` on stderr.
 */
import { departmentResource } from '../schemas/resources/organize';
import { positionResource } from '../schemas/resources/position';
import { pageOf } from '../server/db/paging';
import { unreadByPeer } from '../server/messages/chat-store';
import { listMessages, unreadSummary } from '../server/messages/message-store';
import { childrenOf, selectorOf } from '../server/resources/hooks/area-hooks';
import { organizeTree } from '../server/resources/hooks/organize-hooks';
import { positionTree } from '../server/resources/hooks/position-hooks';
import { lazyChildren } from '../server/resources/hooks/user-selector-routes';
import { listQuery } from '../server/resources/resource-store';
import { userResource } from '../schemas/resources/user';
import { requireCountedType } from '../server/dictionary/dictionary-store';
import { dictionariesEtag, everyDictionary } from '../server/dictionary/every-dictionary';
import { entryPage } from '../server/dictionary/entry-page';
import {
  benchAreaKeyword,
  benchEntryKeyword,
  benchFilterOrganize,
  benchFlatDictionary,
  benchKeyword,
  benchPageSize,
  benchTreeDictionary,
  benchUserAccount,
  benchUserKeyword,
  generateResourceData,
} from './resources-data';
import type { SessionUser } from '../server/auth/sessions';
import { queryOne, type Queryable } from '../server/db/database';
import { rowScopeOf } from '../server/permissions/data-rules';
import { currentUserInfo } from '../server/permissions/current-user-info';
import { CurrentUserCache, currentUserAnswer, sendCurrentUserAnswer, type CachedAnswer } from '../server/permissions/current-user-cache';
import type { SysConfig } from '../server/sysconfig/defaults';
import { adminSessionOf, announceReady, bareServer, openTargetDatabase, runTarget, startRealApp } from './target-common';

/** A CurrentUser cache that keeps nothing (as bench/bench-target.ts's): every call builds its answer anew. */
class UncachedCurrentUser extends CurrentUserCache {
  override get(_tokenHash: string, _userId: string, sysConfig: SysConfig, build: () => Promise<unknown>): Promise<CachedAnswer> {
    return build().then((data) => currentUserAnswer(data, sysConfig));
  }
}

/** A user as SessionService.check hands it to the routes. */
async function sessionOf(db: Queryable, account: string): Promise<SessionUser> {
  const row = await queryOne<{
    id: string;
    real_name: string;
    is_administrator: boolean;
    role_ids: string[];
    position_ids: string[];
    organize_ids: string[];
  }>(
    db,
    `select u.id, u.real_name, u.is_administrator,
            array(select object_id from user_relation r where r.user_id = u.id and r.object_type = 'Role') as role_ids,
            array(select object_id from user_relation r where r.user_id = u.id and r.object_type = 'Position') as position_ids,
            array(select object_id from user_relation r where r.user_id = u.id and r.object_type = 'Organize') as organize_ids
       from users u where u.account = $1 and u.delete_mark is null`,
    [account],
  );
  if (!row) throw new Error(`no user ${account}`);
  return {
    tokenHash: '',
    userId: row.id,
    account,
    realName: row.real_name,
    isAdministrator: row.is_administrator,
    roleIds: row.role_ids,
    positionIds: row.position_ids,
    organizeIds: row.organize_ids,
  };
}

async function main(): Promise<void> {
  const target = await openTargetDatabase();
  if (target.kind !== 'postgres') throw new Error('bench:resources runs on PostgreSQL only (BENCH_DB=postgres)');
  const { db } = target;
  // `BENCH_DATA=seed`: the demo organisation's seed only, for the same calls on seed data.
  if (process.env.BENCH_DATA === 'seed') {
    const { app } = await startRealApp(target);
    await announceReady(app, bareServer(target));
    return;
  }
  const admin = await adminSessionOf(db);
  const started = Date.now();
  process.stderr.write('generating the bench data...\n');
  await generateResourceData(db, admin.userId, (line) => process.stderr.write(`${line}\n`));
  process.stderr.write(`bench data ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

  const { app, ctx } = await startRealApp(target);
  const { app: uncachedApp } = await startRealApp(target, { currentUserCache: new UncachedCurrentUser() });
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
    envelope(await entryPage(db, await requireCountedType(db, code), { keyword }, firstPage));
  bare.get('/bare/dictionary-flat', async () => entries(benchFlatDictionary));
  bare.get('/bare/dictionary-keyword', async () => entries(benchFlatDictionary, benchEntryKeyword));
  bare.get('/bare/dictionary-tree', async () => entries(benchTreeDictionary));
  // `DictionaryData/All` as the route answers it: the version first, 304 when the caller holds it.
  bare.get('/bare/dictionary-all', async (request, reply) => {
    const etag = await dictionariesEtag(db);
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return envelope({ list: await everyDictionary(db) });
  });

  // The bench user's calls (bench/resources-data.ts: 10 roles, 500 menus, a data rule on the users menu).
  const benchUser = await sessionOf(db, benchUserAccount);
  const bareUncached = new UncachedCurrentUser();
  bare.get('/bare/current-user-uncached', async (request, reply) => {
    const sysConfig = await ctx.sysConfig.get();
    const answer = await bareUncached.get('bare', benchUser.userId, sysConfig, () => currentUserInfo(db, benchUser, sysConfig));
    return sendCurrentUserAnswer(request, reply, answer);
  });
  // The row condition the real route makes of the rule the bench user's role 1 grants (its only one).
  const rowScope = rowScopeOf(userResource, [{ scope: 'organizeAndBelow', conditions: [], matchLogic: 'and' }], {
    userId: benchUser.userId,
    organizeId: benchUser.organizeIds[0] ?? null,
    organizeIds: benchUser.organizeIds,
  });
  const usersOfOrganize = listQuery(userResource, { ...firstPage, organizeId: benchFilterOrganize }, { rowScope });
  bare.get('/bare/users-organize', async () => envelope(await pageOf(db, usersOfOrganize.paged, usersOfOrganize.page)));
  bare.get('/bare/user-selector-keyword', async () => envelope({ list: await lazyChildren(db, '0', benchUserKeyword) }));
  bare.get('/bare/user-selector-level', async () => envelope({ list: await lazyChildren(db, benchFilterOrganize, undefined) }));
  await announceReady(app, bare, uncachedApp);
}

runTarget(main);
