import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/db/ids';
import { USER_SEARCH_COUNT_CAP } from '../../server/resources/hooks/user-selector-routes';
import { databases, demoPassword, startTestServer, type TestServer } from './harness';

/**
 * The user tree's keyword search paged (`Users/Selector/{id}` and `ImUser/Selector/{id}` with
 * currentPage/pageSize), as the general picker's 部门 tab and the approver picker ask it: more than the
 * 200 users the unpaged answer holds, every page up to the last, the keyword bound as a parameter.
 */
describe.each(databases)('user search in pages on %s', (kind) => {
  let server: TestServer;
  let agent: string;
  /** 230 users named 检索n/search_n (n = 001 to 230), beyond the unpaged 200. */
  const MATCHES = 230;
  const name = (n: number) => `检索${String(n).padStart(3, '0')}`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.db.query(
      `insert into users (id, account, real_name, password_hash, organize_id, sort_code)
       select 'search' || n, 'search_' || lpad(n::text, 3, '0'), '检索' || lpad(n::text, 3, '0'), 'no-password', $1, 5000 + n
         from generate_series(1, $2) n`,
      [seedId('organize', 'finance'), MATCHES],
    );
    // A disabled and a deleted match are never offered.
    await server.db.query(
      `insert into users (id, account, real_name, password_hash, sort_code, enabled_mark, delete_mark)
       values ('searchOff', 'search_off', '检索停用', 'x', 1, 0, null), ('searchGone', 'search_gone', '检索删除', 'x', 1, 1, 1)`,
    );
    agent = await server.login('agent01', demoPassword);
  });
  afterAll(async () => server?.close());

  const selector = async (query: string) => {
    const response = await server.call('GET', `/api/permission/Users/Selector/0?${query}`, agent);
    expect(response.status, query).toBe(200);
    return response.body.data;
  };

  it('keeps the unpaged answer for callers that do not page: {list} of at most 200 matches', async () => {
    const data = await selector(`keyword=${encodeURIComponent('检索')}`);
    expect(Object.keys(data)).toEqual(['list']);
    expect(data.list).toHaveLength(200);
    expect(data.list[0]).toMatchObject({ fullName: `${name(1)}/search_001`, type: 'user', isLeaf: true });
  });

  it('pages the matches 20 at a time up to the last page, every match once, in list order', async () => {
    const seen: string[] = [];
    let total = 0;
    for (let page = 1; page <= 20; page++) {
      const data = await selector(`keyword=${encodeURIComponent('检索')}&currentPage=${page}&pageSize=20`);
      expect(data.pagination).toMatchObject({ currentPage: page, pageSize: 20 });
      // A lower bound of what is left, never below what the pages so far hold.
      expect(data.pagination.total).toBeGreaterThanOrEqual(Math.min(MATCHES, seen.length + data.list.length));
      seen.push(...data.list.map((user: { fullName: string }) => user.fullName.split('/')[0]));
      total = data.pagination.total;
      if (seen.length >= total) break;
    }
    expect(seen).toEqual(Array.from({ length: MATCHES }, (_, i) => name(i + 1)));
    // On the last page the total is exact.
    expect(total).toBe(MATCHES);
    const after = await selector(`keyword=${encodeURIComponent('检索')}&currentPage=13&pageSize=20`);
    expect(after).toEqual({ list: [], pagination: { currentPage: 13, pageSize: 20, total: MATCHES } });
  });

  it('counts at most the cap on the first page, the total growing as the pages go on', async () => {
    const first = await selector(`keyword=${encodeURIComponent('检索')}&currentPage=1&pageSize=20`);
    expect(first.pagination.total).toBe(USER_SEARCH_COUNT_CAP);
    const eleventh = await selector(`keyword=${encodeURIComponent('检索')}&currentPage=11&pageSize=20`);
    expect(eleventh.pagination.total).toBe(MATCHES);
  });

  it('matches the account or the name, without the disabled and the deleted', async () => {
    const byAccount = await selector(`keyword=SEARCH_22&currentPage=1&pageSize=50`);
    expect(byAccount.list.map((user: { account: string }) => user.account)).toEqual(
      Array.from({ length: 10 }, (_, i) => `search_${220 + i}`),
    );
    expect(byAccount.pagination.total).toBe(10);
    const all = await selector(`keyword=${encodeURIComponent('检索')}&currentPage=1&pageSize=500`);
    expect(all.list.map((user: { account: string }) => user.account)).not.toEqual(expect.arrayContaining(['search_off']));
    expect(all.list.map((user: { account: string }) => user.account)).not.toEqual(expect.arrayContaining(['search_gone']));
    expect(all.list).toHaveLength(MATCHES);
  });

  it('finds by a keyword of one or two characters, in either case, as by a longer one', async () => {
    const one = await selector(`keyword=${encodeURIComponent('张')}&currentPage=1&pageSize=20`);
    expect(one.list.map((user: { fullName: string }) => user.fullName)).toEqual(['张伟/zhangwei']);
    const two = await selector(`keyword=${encodeURIComponent('检索')}&currentPage=12&pageSize=20`);
    expect(two.list).toHaveLength(10);
    expect(two.pagination.total).toBe(MATCHES);
    const upper = await selector(`keyword=SE&currentPage=1&pageSize=500`);
    expect(upper.list.filter((user: { account: string }) => user.account.startsWith('search_'))).toHaveLength(MATCHES);
    const unpaged = await server.call('GET', `/api/permission/Users/Selector/0?keyword=${encodeURIComponent('伟')}`, agent);
    expect(unpaged.body.data.list.map((user: { fullName: string }) => user.fullName)).toEqual(['张伟/zhangwei']);
    const none = await selector(`keyword=${encodeURIComponent('鑫鑫')}&currentPage=1&pageSize=20`);
    expect(none.pagination.total).toBe(0);
  });

  it('binds the keyword as a parameter: quotes, % and _ are text, not SQL or wildcards', async () => {
    // As wildcards `%` and `sea_ch` would match every one of them.
    for (const keyword of [`检索' or '1'='1`, "'); delete from users; --", '%', '检%索', 'sea_ch']) {
      const data = await selector(`keyword=${encodeURIComponent(keyword)}&currentPage=1&pageSize=20`);
      expect(data, keyword).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
    }
    // `_` is a letter of these accounts: as text it finds them, alone (by the pairs of characters) as in a longer keyword.
    const underscore = await selector(`keyword=_&currentPage=1&pageSize=500`);
    expect(underscore.list.length).toBeGreaterThanOrEqual(MATCHES);
    expect(underscore.list.every((user: { fullName: string }) => user.fullName.includes('_'))).toBe(true);
    const literal = await selector(`keyword=${encodeURIComponent('search_00')}&currentPage=1&pageSize=20`);
    expect(literal.list.map((user: { account: string }) => user.account)).toEqual(Array.from({ length: 9 }, (_, i) => `search_00${i + 1}`));
    const [row] = await server.db.query<{ users: number }>(`select count(*)::int as users from users where id like 'search%'`);
    expect(row?.users).toBe(MATCHES + 2);
  });

  it('pages the chat contacts picker’s search too (ImUser/Selector), and every user without a keyword', async () => {
    const contacts = await server.call('POST', '/api/permission/Users/ImUser/Selector/0', agent, {
      keyword: '检索',
      currentPage: 12,
      pageSize: 20,
    });
    expect(contacts.body.data.list.map((user: { realName: string }) => user.realName)).toEqual(
      Array.from({ length: 10 }, (_, i) => name(221 + i)),
    );
    expect(contacts.body.data.pagination).toEqual({ currentPage: 12, pageSize: 20, total: MATCHES });
    const everyone = await selector('currentPage=1&pageSize=20');
    expect(everyone.list).toHaveLength(20);
    expect(everyone.list.every((node: { type: string }) => node.type === 'user')).toBe(true);
    // Without paging the same call is the top of the tree.
    const top = await selector('');
    expect(top.list.every((node: { type: string }) => node.type === 'company')).toBe(true);
  });

  it('refuses bad paging with a message, and answers only the signed in', async () => {
    const tooBig = await server.call('GET', '/api/permission/Users/Selector/0?keyword=a&pageSize=501', agent);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.msg).toMatch(/pageSize/);
    const zero = await server.call('POST', '/api/permission/Users/ImUser/Selector/0', agent, { currentPage: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.msg).toMatch(/currentPage/);
    const anonymous = await server.call('GET', '/api/permission/Users/Selector/0?keyword=a&currentPage=1');
    expect(anonymous.status).toBe(401);
  });
});
