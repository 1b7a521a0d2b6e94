/**
 * `npm run bench:resources`: what the generic resource layer costs at scale. On PostgreSQL with 10,000
 * departments in a tree 8 deep, 5,000 positions, 100,000 users, the full area table and 1,000,000
 * messages (bench/resources-data.ts), autocannon calls the real app's lists, keyword searches and
 * picker trees as admin, each beside a bare Fastify route issuing the same SQL (bench/resources-target.ts),
 * the message list at page 1 and page 5,000 and its keyword search, the entry pages of 100,000-entry
 * dictionaries (a page, a keyword, a tree level), and the socket's `initMessage`
 * (unread counts; over a WebSocket, beside a bare HTTP route reading the same). With 2,000 roles and
 * 500 menus, as a non-administrator holding 10 roles granted all 500 (issue 13): `CurrentUser`
 * uncached on both sides (the target's second real app, whose per-session cache keeps nothing, beside a
 * bare route building the same answer on every call, as bench:server's "uncached" pair), the users
 * list filtered by organisation under the caller's data rule (`organizeAndBelow`), and the user
 * picker's keyword search and one level. A benchmark, not a test: it prints a table and asserts
 * nothing (beyond checking every answer once before measuring it).
 *
 * Goals (issues 12, 13 and 19): each resource call at least 70% of the bare route's throughput; the
 * message, dictionary and user calls p99 under 50 ms at 16 connections.
 *
 * Environment:
 *   BENCH_SECONDS       measured seconds per run (default 5; each run has a 1 s warm-up before it)
 *   BENCH_CONNECTIONS   comma list (default 1,16)
 *   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); a fresh
 *                       schema per run, dropped at the end
 *   BENCH_LOG_LEVEL     the real server's log level (default info, as in production)
 *   BENCH_ROUNDS        how many times ours and bare are measured, alternately (default 3; the
 *                       selector trees once, 30 s): the table shows each side's median run
 *   BENCH_CALLS         comma list of call names to measure (default all)
 *
 * The table goes to `bench/results/resources.md` and `.tmp/bench-resources.md` (a run narrowed by
 * BENCH_CALLS to `.tmp/bench-resources.md` only).
 */
import { createHash } from 'node:crypto';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { AutocannonOptions } from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import type { InitMessageFrame } from '../api/messages';
import {
  browserHeaders,
  connectionCountsOf,
  formHeaders,
  fixed,
  measure,
  positiveInteger,
  postgresUnavailable,
  progress,
  ratio,
  redact,
  runProblems,
  seconds,
  signIn,
  sleep,
  startTarget,
  stopTarget,
  verify,
  warmupSeconds,
  writeReport,
  type RunStats,
} from './http-bench';
import { cappedCount } from '../server/db/paging';
import { MESSAGE_COUNT_CAP } from '../server/messages/message-store';
import {
  benchAreaKeyword,
  benchDeepPage,
  benchFrequentMessageKeyword,
  benchKeyword,
  benchMessageKeyword,
  benchEntryKeyword,
  benchFilterOrganize,
  benchFlatDictionary,
  benchOrganizeUnder,
  benchPageSize,
  benchTreeDictionary,
  benchUserAccount,
  benchUserKeyword,
  benchUserPassword,
  scale,
} from './resources-data';

const connectionCounts = connectionCountsOf(process.env.BENCH_CONNECTIONS, '1,16');
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
/** The measured seconds of the heavy calls (whole trees) at least. */
const heavySeconds = 30;
const rounds = positiveInteger(process.env.BENCH_ROUNDS, 3);
const onlyCalls = process.env.BENCH_CALLS ? new Set(process.env.BENCH_CALLS.split(',').map((name) => name.trim())) : undefined;

/** `ratio`: a resource call, goal ours/bare >= 0.7; `p99`: goal p99 < 50 ms at 16 connections; `none`: for reference. */
type Goal = 'ratio' | 'p99' | 'none';

interface Case {
  call: string;
  /** Path and query on the real app. */
  ours: string;
  /** Path on the bare server. */
  bare: string;
  goal: Goal;
  /**
   * Heavy answers (whole trees, megabytes): measured at least this long, with a long request timeout,
   * so that 16 connections complete enough requests to count.
   */
  heavy?: boolean;
  /**
   * Ours is the socket's `initMessage`, not an HTTP call: each connection is a signed-in WebSocket
   * that sends `OnConnection` and waits for `initMessage`, again and again (`check` gets the frame).
   */
  socket?: boolean;
  /**
   * Who calls: admin (default), or the bench user (`bench1`: 10 roles granted 500 menus, a data rule
   * on the users menu; bench/resources-data.ts).
   */
  caller?: 'admin' | 'benchUser';
  /** Ours on the real app (default) or on the target's second one, whose `CurrentUser` keeps nothing. */
  app?: 'uncached';
  /**
   * Measured as a client that keeps the answer: each call sends `If-None-Match` with the ETag of a first
   * call and is answered 304 with no body (`DictionaryData/All`).
   */
  revalidate?: true;
  /** true, or why the answer is wrong. */
  check: (data: unknown) => true | string;
  /**
   * The same call on the seed data (issue 19's goal: p99 at scale at most twice this), at 16 connections:
   * its path there (default `ours`) and what its answer holds.
   */
  seed?: { ours?: string; check: (data: unknown) => true | string };
}

/** The same call measured on the seed data: ours only, 16 connections. */
interface SeedRow {
  call: string;
  seed: RunStats;
  scale: RunStats;
}

interface Row {
  call: string;
  goal: Goal;
  connections: number;
  ours: RunStats;
  bare: RunStats;
}

type Node = { children?: Node[]; type?: string } & Record<string, unknown>;
type PageData = { list: Record<string, unknown>[]; pagination: { currentPage: number; pageSize: number; total: number } };

const page = `currentPage=1&pageSize=${benchPageSize}`;
const keyword = encodeURIComponent(benchKeyword);

/** A page of `pageSize` rows out of at least `minTotal` (and at most `maxTotal`), each row passing `row`. */
const pageCheck =
  (minTotal: number, maxTotal = Infinity, row: (item: Record<string, unknown>) => boolean = () => true) =>
  (data: unknown): true | string => {
    const { list, pagination } = (data ?? {}) as Partial<PageData>;
    if (!Array.isArray(list) || !pagination) return 'not a page';
    if (list.length !== benchPageSize) return `${list.length} rows, expected ${benchPageSize}`;
    if (pagination.total < minTotal || pagination.total > maxTotal) return `total ${pagination.total}, expected ${minTotal}..${maxTotal}`;
    const wrong = list.find((item) => !row(item));
    return wrong ? `unexpected row ${JSON.stringify(wrong).slice(0, 200)}` : true;
  };

/** A whole first page of a seeded list of `total` rows. */
const seedPageCheck =
  (total: number) =>
  (data: unknown): true | string => {
    const { list, pagination } = (data ?? {}) as Partial<PageData>;
    if (!Array.isArray(list) || !pagination) return 'not a page';
    return list.length === total && pagination.total === total ? true : `${list.length} rows of ${pagination.total}, expected ${total}`;
  };

const matchesKeyword = (item: Record<string, unknown>) => `${item.fullName}\n${item.enCode}`.includes(benchKeyword);

/** Every node of a `{list}` tree, with the deepest level seen. */
function treeNodes(data: unknown): { nodes: Node[]; depth: number } {
  const nodes: Node[] = [];
  let depth = 0;
  const walk = (level: Node[], at: number) => {
    if (level.length) depth = Math.max(depth, at);
    for (const node of level) {
      nodes.push(node);
      walk(node.children ?? [], at + 1);
    }
  };
  walk(((data ?? {}) as { list?: Node[] }).list ?? [], 1);
  return { nodes, depth };
}

const cases: Case[] = [
  {
    call: 'department list',
    ours: `/api/permission/Organize/Department?${page}`,
    bare: '/bare/department',
    goal: 'ratio',
    check: pageCheck(scale.departments, Infinity, (item) => item.category === 'department'),
  },
  {
    call: 'department keyword',
    ours: `/api/permission/Organize/Department?${page}&keyword=${keyword}`,
    bare: '/bare/departmentKeyword',
    goal: 'ratio',
    check: pageCheck(100, 1000, matchesKeyword),
  },
  {
    call: 'department selector tree',
    ours: '/api/permission/Organize/Department/Selector/0',
    bare: '/bare/department-selector',
    goal: 'ratio',
    heavy: true,
    check: (data) => {
      const { nodes, depth } = treeNodes(data);
      if (nodes.length < scale.companies + scale.departments) return `${nodes.length} nodes`;
      return depth >= 8 ? true : `depth ${depth}, expected at least 8`;
    },
  },
  {
    call: 'position list',
    ours: `/api/permission/Position?${page}`,
    bare: '/bare/position',
    goal: 'ratio',
    check: pageCheck(scale.positions),
  },
  {
    call: 'position keyword',
    ours: `/api/permission/Position?${page}&keyword=${keyword}`,
    bare: '/bare/positionKeyword',
    goal: 'ratio',
    check: pageCheck(100, 1000, matchesKeyword),
  },
  {
    call: 'position selector tree',
    ours: '/api/permission/Position/Selector',
    bare: '/bare/position-selector',
    goal: 'ratio',
    heavy: true,
    check: (data) => {
      const positions = treeNodes(data).nodes.filter((node) => node.type === 'position').length;
      return positions >= scale.positions ? true : `${positions} positions in the tree`;
    },
  },
  {
    call: 'area keyword',
    ours: `/api/system/Area/-1?keyword=${encodeURIComponent(benchAreaKeyword)}`,
    bare: '/bare/area-keyword',
    goal: 'ratio',
    check: (data) => {
      const list = ((data ?? {}) as { list?: Record<string, unknown>[] }).list ?? [];
      if (list.length < 50) return `${list.length} areas`;
      return list.every((item) => String(item.fullName).includes(benchAreaKeyword)) ? true : 'an area not matching the keyword';
    },
  },
  {
    call: 'area selector',
    ours: '/api/system/Area/-1/Selector/0',
    bare: '/bare/area-selector',
    goal: 'ratio',
    check: (data) => {
      const list = ((data ?? {}) as { list?: unknown[] }).list ?? [];
      return list.length >= 34 ? true : `${list.length} provinces`;
    },
  },
  {
    call: 'users list',
    ours: `/api/permission/Users?${page}`,
    bare: '/bare/users',
    goal: 'none',
    check: pageCheck(scale.users),
  },
  {
    // Uncached on both sides: the real app whose CurrentUser cache keeps nothing, beside a bare route
    // building the same answer (currentUserInfo, JSON, gzip) on every call.
    call: 'CurrentUser 10 roles uncached',
    ours: '/api/oauth/CurrentUser',
    bare: '/bare/current-user-uncached',
    goal: 'p99',
    caller: 'benchUser',
    app: 'uncached',
    check: (data) => {
      const { userInfo, routerList, permissionList } = (data ?? {}) as {
        userInfo?: { roleIds?: string[] };
        routerList?: Node[];
        permissionList?: unknown[];
      };
      if (userInfo?.roleIds?.length !== scale.benchUserRoles) return `${userInfo?.roleIds?.length} roles`;
      const menus = treeNodes({ list: routerList }).nodes.length - (routerList?.length ?? 0);
      if (menus < scale.menus) return `${menus} menus, expected at least ${scale.menus}`;
      return (permissionList?.length ?? 0) >= scale.menus ? true : `${permissionList?.length} permission entries`;
    },
  },
  {
    call: 'users by organisation with data rule',
    ours: `/api/permission/Users?${page}&organizeId=${benchFilterOrganize}`,
    bare: '/bare/users-organize',
    goal: 'p99',
    caller: 'benchUser',
    // 341 organisations of the filter's subtree (10 users each, 3,410), all inside the rule's (company 2's).
    check: pageCheck(3410, 3410, (item) => benchOrganizeUnder(String(item.organizeId), benchFilterOrganize)),
  },
  {
    call: 'user picker keyword',
    ours: `/api/permission/Users/Selector/0?keyword=${encodeURIComponent(benchUserKeyword)}`,
    bare: '/bare/user-selector-keyword',
    goal: 'p99',
    caller: 'benchUser',
    check: (data) => {
      const list = ((data ?? {}) as { list?: Record<string, unknown>[] }).list ?? [];
      if (list.length !== 11) return `${list.length} users, expected 11`;
      return list.every((item) => String(item.realName).includes(benchUserKeyword)) ? true : 'a user not matching the keyword';
    },
  },
  {
    call: 'user picker level',
    ours: `/api/permission/Users/Selector/${benchFilterOrganize}`,
    bare: '/bare/user-selector-level',
    goal: 'p99',
    caller: 'benchUser',
    // Its four sub-departments, then its ten users.
    check: (data) => {
      const list = ((data ?? {}) as { list?: Record<string, unknown>[] }).list ?? [];
      const kinds = list.map((item) => (item.type === 'user' ? 'user' : 'organize'));
      return kinds.join() === [...Array(4).fill('organize'), ...Array(10).fill('user')].join() ? true : `levels ${kinds.join()}`;
    },
  },
  {
    call: 'message list page 1',
    ours: `/api/message?${page}`,
    bare: '/bare/messages?currentPage=1',
    goal: 'p99',
    // The exact total, from the receipt counters (server/messages/message-store.ts).
    check: pageCheck(scale.messages),
    seed: { check: (data) => (Array.isArray((data as Partial<PageData>)?.list) ? true : 'not a page') },
  },
  {
    call: `message list page ${benchDeepPage}`,
    ours: `/api/message?currentPage=${benchDeepPage}&pageSize=${benchPageSize}`,
    bare: `/bare/messages?currentPage=${benchDeepPage}`,
    goal: 'p99',
    check: (data) => {
      const checked = pageCheck(scale.messages)(data);
      if (checked !== true) return checked;
      const { list, pagination } = data as PageData;
      if (pagination.currentPage !== benchDeepPage) return `page ${pagination.currentPage}`;
      // Message n is n minutes old: the page holds the next 20 after (page - 1) * 20.
      const first = (benchDeepPage - 1) * benchPageSize + 1;
      return list[0]?.title === `消息 ${first}` ? true : `first row ${String(list[0]?.title)}, expected 消息 ${first}`;
    },
  },
  {
    call: 'message keyword',
    ours: `/api/message?${page}&keyword=${encodeURIComponent(benchMessageKeyword)}`,
    bare: `/bare/messages?currentPage=1&keyword=${encodeURIComponent(benchMessageKeyword)}`,
    goal: 'p99',
    check: pageCheck(111, 111, (item) => String(item.title).includes(benchMessageKeyword)),
  },
  {
    call: 'message keyword frequent',
    ours: `/api/message?${page}&keyword=${encodeURIComponent(benchFrequentMessageKeyword)}`,
    bare: `/bare/messages?currentPage=1&keyword=${encodeURIComponent(benchFrequentMessageKeyword)}`,
    goal: 'p99',
    // Counted up to the cap (server/messages/message-store.ts), not to all 111,111 matches.
    check: pageCheck(cappedCount(MESSAGE_COUNT_CAP, 0, benchPageSize), Infinity, (item) =>
      String(item.title).includes(benchFrequentMessageKeyword),
    ),
  },
  {
    call: 'dictionary page 1',
    ours: `/api/system/DictionaryData/${benchFlatDictionary}?${page}`,
    bare: '/bare/dictionary-flat',
    goal: 'p99',
    // The exact total, from the kept level counts (server/dictionary/entry-page.ts).
    check: pageCheck(scale.dictionaryEntries, scale.dictionaryEntries),
    // 民族: six entries.
    seed: { ours: `/api/system/DictionaryData/Nation?${page}`, check: seedPageCheck(6) },
  },
  {
    call: 'dictionary keyword',
    ours: `/api/system/DictionaryData/${benchFlatDictionary}?${page}&keyword=${encodeURIComponent(benchEntryKeyword)}`,
    bare: '/bare/dictionary-keyword',
    goal: 'p99',
    check: pageCheck(1111, 1111, (item) => String(item.fullName).includes(benchEntryKeyword)),
    // 汉族, 回族, 满族, 蒙古族, 壮族.
    seed: { ours: `/api/system/DictionaryData/Nation?${page}&keyword=${encodeURIComponent('族')}`, check: seedPageCheck(5) },
  },
  {
    call: 'dictionary tree level',
    ours: `/api/system/DictionaryData/${benchTreeDictionary}?${page}`,
    bare: '/bare/dictionary-tree',
    goal: 'p99',
    // The top level: 100 entries of 1,000 children each.
    check: pageCheck(100, 100, (item) => item.hasChildren === true && item.parentId === '0'),
    // 供热片区: three areas with their stations.
    seed: { ours: `/api/system/DictionaryData/heatingDistrict?${page}`, check: seedPageCheck(3) },
  },
  {
    // Every dictionary at once (22 MB here), as a client that holds it revalidates it.
    call: 'dictionary All unchanged',
    ours: '/api/system/DictionaryData/All',
    bare: '/bare/dictionary-all',
    goal: 'p99',
    revalidate: true,
    check: (data) => {
      const list = ((data ?? {}) as { list?: { enCode?: string; dictionaryList?: unknown[] }[] }).list ?? [];
      const flat = list.find((category) => category.enCode === benchFlatDictionary);
      const entries = flat?.dictionaryList?.length ?? 0;
      return entries === scale.dictionaryEntries ? true : `${entries} entries in ${benchFlatDictionary}`;
    },
    seed: {
      check: (data) =>
        ((data ?? {}) as { list?: { enCode?: string }[] }).list?.some((category) => category.enCode === 'Nation') ? true : 'no 民族',
    },
  },
  {
    call: 'socket initMessage',
    ours: '/api/message/websocket',
    bare: '/bare/unread',
    goal: 'p99',
    socket: true,
    // A third of the generated messages are read.
    check: (data) => {
      const frame = (data ?? {}) as Partial<InitMessageFrame> & { total?: number };
      const total = frame.unreadTotalCount ?? frame.total ?? 0;
      return total >= scale.messages * 0.7 ? true : `${total} unread, expected at least ${scale.messages * 0.7}`;
    },
    seed: { check: (data) => (typeof (data as Partial<InitMessageFrame>)?.unreadTotalCount === 'number' ? true : 'no unread count') },
  },
];

/** Whole milliseconds at the percentile, as autocannon reports them. */
function percentile(sorted: number[], fraction: number): number {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!);
}

/**
 * `connections` signed-in WebSockets, each sending `OnConnection` and waiting for `initMessage` in a
 * loop, for a 1 s warm-up and then `measuredSeconds`: the latency of the frame, as autocannon times a
 * request. An `initMessage` slower than 10 s counts as a timeout.
 */
async function measureSocket(url: string, token: string, connections: number, label: string, measuredSeconds = seconds): Promise<RunStats> {
  const sockets = await Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`${url}/${encodeURIComponent(token)}`, { perMessageDeflate: false });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  const run = async (until: number, record: boolean) => {
    await Promise.all(
      sockets.map(async (socket) => {
        while (performance.now() < until && socket.readyState === WebSocket.OPEN) {
          const started = performance.now();
          const answered = await new Promise<'ok' | 'error' | 'timeout'>((resolve) => {
            const timer = setTimeout(() => finish('timeout'), 10_000);
            const onMessage = (raw: WebSocket.RawData) => {
              const frame = JSON.parse(raw.toString()) as { method?: string };
              if (frame.method === 'initMessage') finish('ok');
              else if (frame.method === 'error' || frame.method === 'logout') finish('error');
            };
            const finish = (how: 'ok' | 'error' | 'timeout') => {
              clearTimeout(timer);
              socket.off('message', onMessage);
              resolve(how);
            };
            socket.on('message', onMessage);
            socket.send(JSON.stringify({ token, method: 'OnConnection', mobileDevice: false }));
          });
          if (!record) continue;
          if (answered === 'ok') latencies.push(performance.now() - started);
          else if (answered === 'error') errors++;
          else timeouts++;
        }
      }),
    );
  };
  await run(performance.now() + warmupSeconds * 1000, false);
  const started = performance.now();
  await run(started + measuredSeconds * 1000, true);
  const elapsed = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.close();
  await sleep(250);
  latencies.sort((a, b) => a - b);
  const stats: RunStats = {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    completed: latencies.length,
    non2xx: 0,
    errors,
    timeouts,
    statusCodes: '',
  };
  progress(`${label}: ${fixed(stats.rps)} frames/s, p50 ${stats.p50} ms, p99 ${stats.p99} ms${errors ? `, ${errors} errors` : ''}`);
  return stats;
}

/** One `initMessage` for a fresh socket, checked as `verify` checks an HTTP answer. */
async function verifySocket(item: Case, url: string, token: string): Promise<{ bytes: number; data: unknown }> {
  const socket = new WebSocket(`${url}/${encodeURIComponent(token)}`, { perMessageDeflate: false });
  try {
    const text = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${item.call}: no initMessage within 60 s`)), 60_000);
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ token, method: 'OnConnection', mobileDevice: false })));
      socket.on('message', (raw: WebSocket.RawData) => {
        const text = raw.toString();
        if ((JSON.parse(text) as { method?: string }).method !== 'initMessage') return;
        clearTimeout(timer);
        resolve(text);
      });
    });
    const data = JSON.parse(text) as unknown;
    const checked = item.check(data);
    if (checked !== true) throw new Error(`${item.call}: ${checked}; not measuring a failing call`);
    return { bytes: Buffer.byteLength(text), data };
  } finally {
    socket.close();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const why = await postgresUnavailable(databaseUrl);
  if (why) throw new Error(`PostgreSQL does not answer at ${redact(databaseUrl)} (${why}); set BENCH_DATABASE_URL`);
  const postgresVersion = await serverVersion(databaseUrl);
  const selected = cases.filter((item) => !onlyCalls || onlyCalls.has(item.call));
  if (!selected.length) throw new Error(`BENCH_CALLS names no call; calls: ${cases.map((item) => item.call).join(', ')}`);

  const rows: Row[] = [];
  const notes: string[] = [];
  const sizes: string[] = [];
  const setup: string[] = [];
  const loadBefore = loadavg();
  progress('postgres: starting the target (migrate, seed, generate the bench data)...');
  const target = await startTarget({
    script: 'resources-target.ts',
    kind: 'postgres',
    databaseUrl,
    env: { BENCH_LOG_LEVEL: logLevel },
    readyTimeoutMs: 900_000,
    onLine: (line) => {
      if (/^ {2}\S.*: [\d.]+ s$/.test(line) || line.startsWith('bench data ready')) setup.push(line.trim());
    },
  });
  try {
    progress(`real server ${target.ours}, bare server ${target.bare}`);
    const token = await signIn(target);
    const needsBenchUser = selected.some((item) => item.caller === 'benchUser');
    const benchUserToken = needsBenchUser ? await signInAs(target.ours, benchUserAccount, benchUserPassword) : '';
    const uncachedApp = target.others[0];
    if (selected.some((item) => item.app === 'uncached') && !uncachedApp) throw new Error('the target did not announce its uncached app');
    const timeout = (item: Case) => (item.heavy ? { timeout: 120 } : {});
    // The ETag each revalidating call sends, once its first answer was checked.
    const etags = new Map<string, string>();
    const kept = (item: Case): Record<string, string> => {
      const etag = etags.get(item.call);
      return etag ? { 'if-none-match': etag } : {};
    };
    const oursOptions = (item: Case): AutocannonOptions => ({
      url: `${item.app === 'uncached' ? uncachedApp : target.ours}${item.ours}`,
      headers: { ...browserHeaders, authorization: item.caller === 'benchUser' ? benchUserToken : token, ...kept(item) },
      ...timeout(item),
    });
    const bareOptions = (item: Case): AutocannonOptions => ({
      url: `${target.bare}${item.bare}`,
      headers: { ...browserHeaders, ...kept(item) },
      ...timeout(item),
    });
    const socketUrl = `${target.ours.replace(/^http/, 'ws')}/api/message/websocket`;
    for (const item of selected) {
      // The token must still be good (a kicked or expired session would measure 401s).
      const ours = item.socket ? await verifySocket(item, socketUrl, token) : await verify(item.call, item.check, oursOptions(item));
      const bare = await verify(item.call, item.check, bareOptions(item));
      sizes.push(
        `${item.call} ${kilobytes(ours.bytes)}${kilobytes(ours.bytes) === kilobytes(bare.bytes) ? '' : ` (bare ${kilobytes(bare.bytes)})`}`,
      );
      // The socket's frame and the bare route's envelope are different documents.
      if (!item.socket && JSON.stringify(ours.data) !== JSON.stringify(bare.data))
        notes.push(`${item.call}: the real and the bare answers differ`);
      if (item.revalidate) etags.set(item.call, await unchangedEtag(item, oursOptions(item), bareOptions(item)));
      for (const connections of connectionCounts) {
        const duration = item.heavy ? Math.max(seconds, heavySeconds) : seconds;
        const runs = { ours: [] as RunStats[], bare: [] as RunStats[] };
        // Alternately, each side first every other round: a passing load elsewhere hits both alike.
        for (let round = 0; round < (item.heavy ? 1 : rounds); round++) {
          for (const side of round % 2 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const)) {
            const label = `${item.call} c=${connections} ${side}${rounds > 1 && !item.heavy ? ` round ${round + 1}` : ''}`;
            const stats =
              side === 'ours' && item.socket
                ? await measureSocket(socketUrl, token, connections, label, duration)
                : await measure(side === 'ours' ? oursOptions(item) : bareOptions(item), connections, label, duration);
            runs[side].push(stats);
            const problems = runProblems(label, stats, item.revalidate ? 304 : undefined);
            if (problems) notes.push(problems);
          }
        }
        rows.push({ call: item.call, goal: item.goal, connections, ours: medianRun(runs.ours), bare: medianRun(runs.bare) });
      }
    }
  } finally {
    await stopTarget(target);
  }
  const seedRows = connectionCounts.includes(16) ? await measureOnSeed(selected, rows, notes) : [];

  const load = `${loadBefore.map((value) => value.toFixed(1)).join(' / ')} before, ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} after`;
  const report = render(rows, { seedRows, notes, sizes, setup, postgresVersion, load, elapsedMs: Date.now() - started });
  console.log('\n' + report);
  // A run narrowed by BENCH_CALLS would replace the whole table with a few rows: it writes .tmp only.
  writeReport(report, ...(onlyCalls ? [] : ['bench/results/resources.md']), '.tmp/bench-resources.md');
}

/**
 * The calls with a seed variant, on a second target holding the seed data only: ours at 16 connections,
 * beside the same call's run at scale.
 */
async function measureOnSeed(items: Case[], scaleRows: Row[], notes: string[]): Promise<SeedRow[]> {
  const measured = items.filter((item) => item.seed && scaleRows.some((row) => row.call === item.call && row.connections === 16));
  if (!measured.length) return [];
  progress('postgres: starting a second target with the seed data only...');
  const target = await startTarget({
    script: 'resources-target.ts',
    kind: 'postgres',
    databaseUrl,
    env: { BENCH_LOG_LEVEL: logLevel, BENCH_DATA: 'seed' },
  });
  const seedRows: SeedRow[] = [];
  try {
    const token = await signIn(target);
    const socketUrl = `${target.ours.replace(/^http/, 'ws')}/api/message/websocket`;
    for (const item of measured) {
      const { check, ours = item.ours } = item.seed!;
      const options: AutocannonOptions = { url: `${target.ours}${ours}`, headers: { ...browserHeaders, authorization: token } };
      if (item.socket) await verifySocket({ ...item, check }, socketUrl, token);
      else await verify(`${item.call} (seed)`, check, options);
      if (item.revalidate) options.headers = { ...options.headers, 'if-none-match': await unchangedEtag(item, options) };
      const runs: RunStats[] = [];
      for (let round = 0; round < rounds; round++) {
        const label = `${item.call} c=16 seed${rounds > 1 ? ` round ${round + 1}` : ''}`;
        const stats = item.socket ? await measureSocket(socketUrl, token, 16, label) : await measure(options, 16, label);
        runs.push(stats);
        const problems = runProblems(label, stats, item.revalidate ? 304 : undefined);
        if (problems) notes.push(problems);
      }
      const scaleRow = scaleRows.find((row) => row.call === item.call && row.connections === 16)!;
      seedRows.push({ call: item.call, seed: medianRun(runs), scale: scaleRow.ours });
    }
  } finally {
    await stopTarget(target);
  }
  return seedRows;
}

/** The ETag the first side answers, checked to bring a 304 with no body from every side. */
async function unchangedEtag(item: Case, ...sides: [AutocannonOptions, ...AutocannonOptions[]]): Promise<string> {
  const first = await fetch(sides[0].url, { headers: sides[0].headers });
  await first.body?.cancel();
  const etag = first.headers.get('etag');
  if (!etag) throw new Error(`${item.call}: no ETag; not measuring a failing call`);
  for (const side of sides) {
    const again = await fetch(side.url, { headers: { ...side.headers, 'if-none-match': etag } });
    const body = await again.text();
    if (again.status !== 304 || body)
      throw new Error(`${item.call}: ${side.url} answered ${again.status} to its ETag; not measuring a failing call`);
  }
  return etag;
}

/** Signs in as a user other than admin (the bench user); its token. */
async function signInAs(url: string, account: string, password: string): Promise<string> {
  const body = new URLSearchParams({
    account,
    password: createHash('md5').update(password, 'utf8').digest('hex'),
    code: '',
    timestamp: '',
    origin: 'password',
    jnpf_ticket: '',
    grant_type: 'password',
  }).toString();
  const response = await fetch(`${url}/api/oauth/Login`, { method: 'POST', headers: formHeaders, body });
  const answer = (await response.json()) as { code?: number; msg?: string; data?: { token?: string } };
  if (answer.code !== 200 || !answer.data?.token) throw new Error(`sign-in as ${account} failed (code ${answer.code}, ${answer.msg})`);
  return answer.data.token;
}

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return String((await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?');
  } finally {
    await client.end();
  }
}

interface RenderInfo {
  seedRows: SeedRow[];
  notes: string[];
  sizes: string[];
  setup: string[];
  postgresVersion: string;
  /** The machine's load averages (1, 5, 15 min) before and after: other work on it skews the figures. */
  load: string;
  elapsedMs: number;
}

function render(rows: Row[], { seedRows, notes, sizes, setup, postgresVersion, load, elapsedMs }: RenderInfo): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    `# Resource layer benchmark (${new Date().toISOString()})`,
    '',
    `Node ${process.version}, ${availableParallelism()} cores (${cpu}), PostgreSQL ${postgresVersion} on the same machine; autocannon in this process, the server in a child process, loopback.`,
    `Data (bench/resources-data.ts): ${scale.departments.toLocaleString('en')} departments under ${scale.companies} companies in a tree 8 levels deep, ${scale.positions.toLocaleString('en')} positions, ${scale.users.toLocaleString('en')} users, ${scale.roles.toLocaleString('en')} roles granted blocks of 50 of ${scale.menus} menus with their buttons, columns and fields, the seeded areas (3,800), ${scale.messages.toLocaleString('en')} messages with receipts for admin; VACUUM ANALYZE after generating.`,
    `The user calls (CurrentUser, users by organisation, user picker) are the bench user's (\`${benchUserAccount}\`, not an administrator: ${scale.benchUserRoles} roles granted all ${scale.menus} menus, and on the users menu a data rule \`organizeAndBelow\` of company 2, a quarter of the tree). "CurrentUser 10 roles uncached": ours is a second real app whose per-session CurrentUser cache keeps nothing, bare a route building the same answer (currentUserInfo, JSON, gzip) on every call. The users list is filtered to organisation 22 and those under it (341 organisations, 3,410 users); the picker searches \`${benchUserKeyword}\` (11 users) and opens organisation 22's level (4 departments, 10 users); its bare routes issue a copy of the picker's SQL.`,
    `Each run: ${warmupSeconds} s warm-up, then ${seconds} s measured (the selector trees ${Math.max(seconds, heavySeconds)} s); ours and bare alternately, ${rounds} rounds (the selector trees one), each side's median run shown. "ours" is \`buildApp(ctx)\` as in production (request logging at \`${logLevel}\` to /dev/null), signed in as admin; "bare" is Fastify with no plugins, hooks, schemas or logging on the same Database object, issuing the same SQL (the generic store's \`listQuery\`, the same tree, picker, users and message functions).`,
    `req/s is the mean of per-second samples; latencies are autocannon’s whole milliseconds. Keywords: \`${benchKeyword}\` (departments, positions), \`${benchAreaKeyword}\` (areas), \`${benchMessageKeyword}\` and \`${benchFrequentMessageKeyword}\` (message titles); page size ${benchPageSize}.`,
    `"socket initMessage": ours is a signed-in WebSocket per connection sending \`OnConnection\` and waiting for \`initMessage\` in a loop (frames/s, whole ms); bare is an HTTP route answering the same unread counts (chat and messages, without the online users).`,
    '',
    '| call | conns | ours req/s | ours p50 ms | ours p99 ms | bare req/s | bare p50 ms | bare p99 ms | ours/bare |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.call} | ${row.connections} | ${fixed(row.ours.rps)} | ${row.ours.p50} | ${row.ours.p99} | ${fixed(row.bare.rps)} | ${row.bare.p50} | ${row.bare.p99} | ${ratio(row.ours.rps, row.bare.rps)} |`,
    ),
    '',
  ];
  if (seedRows.length)
    lines.push(
      'The same calls on the seed data (a second target: migrated and seeded, no generated data; the dictionary calls on 民族, six entries, and 供热片区, a tree of three areas), ours at 16 connections, each the median of its rounds:',
      '',
      '| call | seed req/s | seed p50 / p99 ms | at scale p50 / p99 ms | p99 at scale / seed |',
      '|---|---:|---:|---:|---:|',
      ...seedRows.map(
        (row) =>
          `| ${row.call} | ${fixed(row.seed.rps)} | ${row.seed.p50} / ${row.seed.p99} | ${row.scale.p50} / ${row.scale.p99} | ${ratio(row.scale.p99, Math.max(row.seed.p99, 1))} |`,
      ),
      '',
    );
  if (sizes.length) lines.push('Response sizes: ' + sizes.join('; ') + '.', '');
  if (setup.length) lines.push('Data generation: ' + setup.join('; ') + '.', '');
  lines.push(notes.length ? 'Notes:' : 'All runs: no non-2xx answers, errors or timeouts; the real and bare answers are the same.');
  for (const note of notes) lines.push(`- ${note}`);

  lines.push('', 'Goals:');
  const ratioRows = rows.filter((row) => row.goal === 'ratio');
  if (ratioRows.length) {
    const below = ratioRows.filter((row) => row.ours.rps < 0.7 * row.bare.rps);
    lines.push(
      `- resource calls at least 70% of bare throughput: ${below.length ? 'not met' : 'met'} (lowest ${Math.min(...ratioRows.map((row) => row.ours.rps / Math.max(row.bare.rps, Number.EPSILON))).toFixed(2)}${below.length ? `; below: ${below.map((row) => `${row.call} c=${row.connections}`).join(', ')}` : ''})`,
    );
  }
  for (const row of rows.filter((candidate) => candidate.goal === 'p99' && candidate.connections === 16)) {
    // No answer completed within the run: autocannon then reports 0 ms.
    const p99 = row.ours.completed ? `${row.ours.p99} ms` : 'no answer within the run';
    lines.push(`- ${row.call}, p99 under 50 ms at 16 connections: ${row.ours.completed && row.ours.p99 < 50 ? 'met' : 'not met'} (${p99})`);
  }
  for (const row of seedRows) {
    const met = row.scale.p99 <= 2 * Math.max(row.seed.p99, 1);
    lines.push(
      `- ${row.call}, p99 at scale at most twice the seed data's: ${met ? 'met' : 'not met'} (${row.scale.p99} / ${row.seed.p99} ms)`,
    );
  }
  lines.push('', `Load average (1 / 5 / 15 min): ${load}. Total time ${Math.round(elapsedMs / 1000)} s.`, '');
  return lines.join('\n');
}

/** The run with the median throughput (the lower middle one of an even count). */
function medianRun(runs: RunStats[]): RunStats {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const kilobytes = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${(bytes / 1000).toFixed(1)} kB`);

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
