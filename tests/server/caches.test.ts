import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CurrentUserCache } from '../../server/permissions/current-user-cache';
import { parseSysConfig, SysConfigStore } from '../../server/sysconfig/sys-config';

const config = parseSysConfig([]);

describe('CurrentUser answer cache', () => {
  it('builds once for concurrent requests of one session and serves JSON and gzip of the same answer', async () => {
    const cache = new CurrentUserCache();
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { userInfo: { userAccount: 'admin' } };
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('token-a', 'user-1', config, build)));
    expect(builds).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0]!.json)).toEqual({ code: 200, msg: '操作成功', data: { userInfo: { userAccount: 'admin' } } });
    expect(gunzipSync(answers[0]!.gzip).toString()).toBe(answers[0]!.json);
  });

  it('builds again after the user changed, after the configuration changed, and for another session', async () => {
    const cache = new CurrentUserCache();
    let builds = 0;
    const build = async () => ({ build: ++builds });
    await cache.get('token-a', 'user-1', config, build);
    await cache.get('token-a', 'user-1', config, build);
    expect(builds).toBe(1);
    cache.forgetUser('user-1');
    await cache.get('token-a', 'user-1', config, build);
    expect(builds).toBe(2);
    await cache.get('token-a', 'user-1', parseSysConfig([{ key: 'title', value: 'x' }]), build);
    expect(builds).toBe(3);
    await cache.get('token-b', 'user-1', config, build);
    expect(builds).toBe(4);
  });

  it('does not keep a failed build', async () => {
    const cache = new CurrentUserCache();
    await expect(cache.get('t', 'u', config, async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(JSON.parse((await cache.get('t', 'u', config, async () => ({ ok: true }))).json).data).toEqual({ ok: true });
  });
});

describe('system configuration store', () => {
  it('reads once for concurrent callers and again after a change', async () => {
    let reads = 0;
    const rows = [{ key: 'tokenTimeout', value: '30' }];
    const db = {
      query: async <Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> => {
        if (sql.startsWith('select')) {
          reads++;
          await new Promise((resolve) => setTimeout(resolve, 10));
          return rows as Row[];
        }
        rows[0] = { key: String(params?.[0]), value: String(params?.[1]) };
        return [];
      },
    };
    const store = new SysConfigStore(db);
    const results = await Promise.all(Array.from({ length: 20 }, () => store.get()));
    expect(reads).toBe(1);
    expect(results.every((result) => result.tokenTimeout === 30)).toBe(true);
    await store.set({ tokenTimeout: 45 });
    expect((await store.get()).tokenTimeout).toBe(45);
    expect(reads).toBe(2);
  });

  it('falls back to the default for a malformed number', () => {
    expect(parseSysConfig([{ key: 'tokenTimeout', value: 'soon' }]).tokenTimeout).toBe(480);
  });
});
