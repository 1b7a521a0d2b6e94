import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysConfigFields, sysConfigProperties } from '../../schemas/sys-config';
import { buildApp } from '../../server/app';
import { md5Hex } from '../../server/auth/passwords';
import { readConfig } from '../../server/config';
import { createContext } from '../../server/context';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { dropPostgresSchema } from '../../server/db/postgres';
import { InProcessBus, InProcessLink, type MessageBus } from '../../server/messages/bus';
import { seed } from '../../server/seed/seed';
import { sysConfigDefaults } from '../../server/sysconfig/defaults';
import { SysConfigStore } from '../../server/sysconfig/sys-config';
import { sysConfigTexts } from '../../server/sysconfig/sys-config-routes';
import { adminPassword, databases, demoPassword, startTestServer, type Envelope, type TestServer } from './harness';

const path = '/api/system/SysConfig';

describe('system configuration keys', () => {
  it('has a default for every key of the schema and a schema entry for every default', () => {
    expect([...sysConfigFields].sort()).toEqual(Object.keys(sysConfigDefaults).sort());
    for (const field of sysConfigFields) {
      const schema = sysConfigProperties[field] as { type: string; enum?: readonly unknown[]; minimum?: number; maximum?: number };
      const value = sysConfigDefaults[field];
      expect(typeof value, field).toBe(schema.type === 'integer' ? 'number' : 'string');
      if (schema.enum) expect(schema.enum, field).toContain(value);
      if (typeof value === 'number' && schema.minimum !== undefined) expect(value, field).toBeGreaterThanOrEqual(schema.minimum);
      if (typeof value === 'number' && schema.maximum !== undefined) expect(value, field).toBeLessThanOrEqual(schema.maximum);
    }
  });

  it('does not keep a read that overlapped a save', async () => {
    let stored = '30';
    const pending: (() => void)[] = [];
    const db = {
      query: async <Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> => {
        if (!sql.startsWith('select')) {
          stored = String((params?.[1] as string[])[0]);
          return [];
        }
        const value = stored;
        await new Promise<void>((resolve) => pending.push(resolve));
        return [{ key: 'tokenTimeout', value }] as Row[];
      },
    };
    const store = new SysConfigStore(db, 60_000);
    const before = store.get();
    await store.set({ tokenTimeout: 45 });
    const after = store.get();
    pending[1]!();
    expect((await after).tokenTimeout).toBe(45);
    pending[0]!(); // the read that began before the save ends last
    expect((await before).tokenTimeout).toBe(30);
    expect((await store.get()).tokenTimeout).toBe(45);
    expect(pending).toHaveLength(2);
  });
});

describe.each(databases)('系统配置 on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    for (const row of await server.db.query<{ id: string; account: string }>(`select id, account from users`)) ids[row.account] = row.id;
  });
  afterAll(async () => server?.close());

  it('answers the whole configuration as typed values', async () => {
    const { status, body } = await server.call('GET', path, admin);
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual([...sysConfigFields].sort());
    expect(body.data).toMatchObject({
      title: '智慧供热平台',
      sysVersion: '3.4.7',
      tokenTimeout: 480,
      singleLogin: 1,
      layoutType: 'classic',
    });
  });

  it('saves what it is given, keeps the rest and the version, and every reader sees it at once', async () => {
    const before = (await server.call('GET', path, admin)).body.data;
    const saved = await server.call('PUT', path, admin, {
      title: '城东供热运营平台',
      tokenTimeout: 600,
      enableVerificationCode: 1,
      verificationCodeNumber: 5,
      sysVersion: '9.9.9',
    });
    expect(saved.body).toEqual({ code: 200, msg: sysConfigTexts.saved, data: null });
    const after = (await server.call('GET', path, admin)).body.data;
    expect(after).toEqual({
      ...before,
      title: '城东供热运营平台',
      tokenTimeout: 600,
      enableVerificationCode: 1,
      verificationCodeNumber: 5,
    });

    // The sign-in page's configuration, its captcha switch and the CurrentUser answer follow.
    const publicConfig = await server.app.inject({ method: 'GET', url: '/config/config.json' });
    expect(publicConfig.json().title).toBe('城东供热运营平台');
    expect((await server.call('GET', '/api/oauth/getConfig/admin')).body.data).toEqual({
      enableVerificationCode: 1,
      verificationCodeNumber: 5,
    });
    expect((await server.call('GET', '/api/oauth/CurrentUser', admin)).body.data.sysConfigInfo.title).toBe('城东供热运营平台');

    // The whole answer saved back unchanged is accepted (a client sends what it read).
    expect((await server.call('PUT', path, admin, after)).body.code).toBe(200);
    await server.call('PUT', path, admin, { title: before.title, tokenTimeout: 480, enableVerificationCode: 0, verificationCodeNumber: 4 });
    expect((await server.call('GET', path, admin)).body.data).toEqual(before);
  });

  it.each([
    [{ colour: 'red' }, '不支持的参数 colour'],
    [{ title: '' }, '系统标题不能为空'],
    [{ title: '长'.repeat(51) }, '系统标题不能超过 50 个字符'],
    [{ tokenTimeout: 1 }, '超时登出(分钟)不能小于 5'],
    [{ tokenTimeout: 50_000 }, '超时登出(分钟)不能大于 43200'],
    [{ tokenTimeout: 'soon' }, '超时登出(分钟)应为整数'],
    [{ passwordErrorsNumber: 2.5 }, '密码错误次数应为整数'],
    [{ lockType: 3 }, '锁定方式只能是 1、2 之一'],
    [{ enableVerificationCode: 2 }, '启用验证码只能是 1（开）或 0（关）'],
    [{ verificationCodeNumber: 9 }, '验证码位数不能大于 8'],
    [{ layoutType: 'grid' }, '默认布局只能是 classic、functional、plain、blend 之一'],
    [{ title: 'a\u0000b' }, '参数 title 不能包含控制字符'],
    [{ loginIcon: 'https://tracker.example/pixel.png' }, '登录图标须为上传的图片'],
    [{ logoIcon: 'javascript:alert(1)' }, '系统图标须为上传的图片'],
    [{ navigationIcon: '/api/file/Image/annexpic/../../secret' }, '导航图标须为上传的图片'],
  ])('refuses %j with a clear message and changes nothing', async (body, message) => {
    const before = (await server.call('GET', path, admin)).body.data;
    const answer = await server.call('PUT', path, admin, { sysName: '改过的名称', ...body });
    expect(answer).toEqual({ status: 400, body: { code: 400, msg: message, data: null } });
    expect((await server.call('GET', path, admin)).body.data).toEqual(before);
  });

  it('keeps the icons as the addresses of uploaded images, and shows the sign-in icon to anyone', async () => {
    const icon = '/api/file/Image/annexpic/20261128_abc123.png';
    expect((await server.call('PUT', path, admin, { loginIcon: icon, logoIcon: icon })).body.code).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/config/config.json' })).json().loginIcon).toBe(icon);
    const info = (await server.call('GET', '/api/oauth/CurrentUser', admin)).body.data.sysConfigInfo;
    expect(info).toMatchObject({ loginIcon: icon, logoIcon: icon, navigationIcon: '' });
    expect((await server.call('PUT', path, admin, { loginIcon: '', logoIcon: '' })).body.code).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/config/config.json' })).json().loginIcon).toBe('');
  });

  it('is refused to a user without the menu, and saving needs btn_edit', async () => {
    const staff = await server.login('wangfang');
    expect((await server.call('GET', path, staff)).status).toBe(403);
    expect((await server.call('PUT', path, staff, { title: 'x' })).status).toBe(403);
    expect((await server.call('GET', `${path}/getAdminList`, staff)).status).toBe(403);

    // A role that may open the menu without its save button.
    const managerRole = (await server.db.query<{ id: string }>(`select id from role where en_code = 'manager'`))[0]!.id;
    const saveButton = `select b.id from module_button b join module m on m.id = b.module_id where m.en_code = 'system.sysConfig' and b.en_code = 'btn_edit'`;
    await server.db.query(`delete from authorize where object_id = $1 and item_type = 'button' and item_id = (${saveButton})`, [
      managerRole,
    ]);
    server.ctx.access.invalidate();
    try {
      const manager = await server.login('zhangwei');
      expect((await server.call('GET', path, manager)).status).toBe(200);
      expect((await server.call('PUT', path, manager, { title: 'x' })).body).toEqual({ code: 403, msg: '您没有此操作的权限', data: null });
    } finally {
      await server.db.query(
        `insert into authorize (item_type, item_id, object_type, object_id) select 'button', (${saveButton}), 'Role', $1`,
        [managerRole],
      );
      server.ctx.access.invalidate();
    }
    expect((await server.call('GET', path, admin)).body.data.title).toBe('智慧供热平台');
  });

  it('leaves out the fields the form grants hide, and refuses changing them', async () => {
    const managerRole = (await server.db.query<{ id: string }>(`select id from role where en_code = 'manager'`))[0]!.id;
    const titleField = `select f.id from module_form f join module m on m.id = f.module_id where m.en_code = 'system.sysConfig' and f.en_code = 'title'`;
    await server.db.query(`delete from authorize where object_id = $1 and item_type = 'form' and item_id = (${titleField})`, [managerRole]);
    server.ctx.access.invalidate();
    try {
      const manager = await server.login('zhangwei');
      const seen = (await server.call('GET', path, manager)).body.data;
      expect(seen).not.toHaveProperty('title');
      expect(seen).toHaveProperty('sysName');
      expect((await server.call('PUT', path, manager, { title: '偷改' })).body).toEqual({
        code: 400,
        msg: '没有权限修改字段：系统标题',
        data: null,
      });
      expect((await server.call('PUT', path, manager, { title: '智慧供热平台', copyright: '版权所有' })).body.code).toBe(200);
      expect((await server.call('GET', path, admin)).body.data).toMatchObject({ title: '智慧供热平台', copyright: '版权所有' });
    } finally {
      await server.db.query(
        `insert into authorize (item_type, item_id, object_type, object_id) select 'form', (${titleField}), 'Role', $1`,
        [managerRole],
      );
      server.ctx.access.invalidate();
      await server.call('PUT', path, admin, { copyright: sysConfigDefaults.copyright });
    }
  });

  it('lists and replaces the administrators, never without the built-in admin', async () => {
    const list = async () => (await server.call('GET', `${path}/getAdminList`, admin)).body.data.list as { id: string; builtIn: boolean }[];
    expect(await list()).toEqual([
      { id: ids.admin, account: 'admin', realName: '系统管理员', fullName: '系统管理员/admin', builtIn: true },
    ]);

    const set = (adminIds: unknown, token = admin) => server.call('PUT', `${path}/setAdminList`, token, { adminIds });
    expect((await set([ids.zhangwei])).body).toEqual({ code: 400, msg: sysConfigTexts.builtInAdmin, data: null });
    expect((await set([ids.admin, 'no-such-user'])).body).toEqual({ code: 400, msg: sysConfigTexts.unknownUsers, data: null });
    expect((await set(undefined)).body.msg).toBe('请选择超级管理员');

    // zhangwei's session sees the change at once on this replica.
    const zhangwei = await server.login('zhangwei');
    expect((await server.call('GET', '/api/oauth/CurrentUser', zhangwei)).body.data.userInfo.isAdministrator).toBe(false);
    expect((await set([ids.admin, ids.zhangwei])).body).toEqual({ code: 200, msg: sysConfigTexts.adminsSaved, data: null });
    expect((await list()).map((row) => row.id)).toEqual([ids.admin, ids.zhangwei]);
    expect((await server.call('GET', '/api/oauth/CurrentUser', zhangwei)).body.data.userInfo.isAdministrator).toBe(true);

    // A manager who holds btn_setAdmin but is no administrator cannot make one.
    const liqiang = await server.login('liqiang');
    expect((await set([ids.admin, ids.liqiang], liqiang)).body).toEqual({ code: 403, msg: sysConfigTexts.onlyAdministrators, data: null });

    expect((await set([ids.admin])).body.code).toBe(200);
    expect(await list()).toHaveLength(1);
    expect((await server.call('GET', '/api/oauth/CurrentUser', zhangwei)).body.data.userInfo.isAdministrator).toBe(false);
  });

  it.each([
    ['POST', `${path}/contacts/testQyWebChatConnect`, sysConfigTexts.weCom],
    ['POST', `${path}/testDingTalkConnect`, sysConfigTexts.dingTalk],
    ['GET', '/api/system/SynThirdInfo/getSynThirdTotal/1', sysConfigTexts.noDirectory],
    ['GET', '/api/system/SynThirdInfo/synAllOrganizeSysToDing?type=1', sysConfigTexts.noDirectory],
    ['GET', '/api/system/SynThirdInfo/synAllUserSysToDing?type=1', sysConfigTexts.noDirectory],
    ['GET', '/api/system/SynThirdInfo/synAllOrganizeSysToQy?type=1', sysConfigTexts.noDirectory],
    ['GET', '/api/system/SynThirdInfo/synAllUserSysToQy', sysConfigTexts.noDirectory],
  ] as const)('%s %s answers at once that no third-party directory is configured', async (method, url, message) => {
    const answer = await server.call(method, url, admin, method === 'POST' ? {} : undefined);
    expect(answer).toEqual({ status: 400, body: { code: 400, msg: message, data: null } });
    const staff = await server.login('wangfang');
    expect((await server.call(method, url, staff, method === 'POST' ? {} : undefined)).status).toBe(403);
  });
});

/** Two server processes on one database; the second keeps its configuration cached for an hour. */
interface Replicas {
  one: FastifyInstance;
  two: FastifyInstance;
  cleanup(): Promise<void>;
}

async function startReplica(db: Database, databaseUrl: string | undefined, bus?: MessageBus, cacheMs?: number): Promise<FastifyInstance> {
  const config = { ...readConfig({}), databaseUrl, publicDir: mkdtempSync(join(tmpdir(), 'heating-public-')), logLevel: 'silent' };
  const ctx = createContext(db, config);
  if (cacheMs) ctx.sysConfig = new SysConfigStore(db, cacheMs);
  const app = await buildApp(ctx, { logger: false, ...(bus ? { bus } : {}) });
  await app.ready();
  return app;
}

async function startReplicas(kind: 'pglite' | 'postgres'): Promise<Replicas> {
  const hour = 3_600_000;
  if (kind === 'pglite') {
    const db = await openDatabase({});
    await migrate(db);
    await seed(db, { adminPassword, demoPassword });
    const link = new InProcessLink();
    const one = await startReplica(db, undefined, new InProcessBus(link));
    const two = await startReplica(db, undefined, new InProcessBus(link), hour);
    return {
      one,
      two,
      async cleanup() {
        await Promise.all([one.close(), two.close()]);
        await db.close();
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_sysconfig_${process.pid}_${Date.now().toString(36)}`;
  const first = await openDatabase({ databaseUrl: url, schema, poolSize: 5 });
  await migrate(first);
  await seed(first, { adminPassword, demoPassword });
  const second = await openDatabase({ databaseUrl: url, schema, poolSize: 5 });
  const one = await startReplica(first, url);
  const two = await startReplica(second, url, undefined, hour);
  return {
    one,
    two,
    async cleanup() {
      await Promise.all([one.close(), two.close()]);
      await first.close();
      await second.close();
      await dropPostgresSchema(url, schema);
    },
  };
}

describe.each(databases)('a saved configuration on another replica of %s', (kind) => {
  let replicas: Replicas;

  beforeAll(async () => {
    replicas = await startReplicas(kind);
  });
  afterAll(async () => replicas?.cleanup());

  const call = async (app: FastifyInstance, method: 'GET' | 'PUT', url: string, token?: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
    return response.json() as Envelope;
  };
  const login = async (app: FastifyInstance, account: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        account,
        password: md5Hex(account === 'admin' ? adminPassword : demoPassword),
        grant_type: 'password',
      }).toString(),
    });
    return (response.json() as Envelope).data.token as string;
  };

  it('is used by the other replica at once, told over the bus (its own cache would keep the old one for an hour)', async () => {
    const { one, two } = replicas;
    const adminOnOne = await login(one, 'admin');
    const managerOnTwo = await login(two, 'zhangwei');
    // The second replica has read (and cached) the configuration.
    expect((await two.inject({ method: 'GET', url: '/config/config.json' })).json().title).toBe('智慧供热平台');
    expect((await call(two, 'GET', '/api/oauth/getConfig/admin')).data.enableVerificationCode).toBe(0);

    expect((await call(one, 'PUT', path, adminOnOne, { title: '第二台也看到', enableVerificationCode: 1 })).code).toBe(200);

    await expect
      .poll(async () => (await two.inject({ method: 'GET', url: '/config/config.json' })).json().title, { timeout: 20_000 })
      .toBe('第二台也看到');
    expect((await call(two, 'GET', '/api/oauth/getConfig/admin')).data.enableVerificationCode).toBe(1);
    expect((await call(two, 'GET', path, managerOnTwo)).data).toMatchObject({ title: '第二台也看到', enableVerificationCode: 1 });
  });
});
