import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { databases, startTestServer, type TestServer } from './harness';

/** Sends one raw HTTP/1.1 request (any request target, even absolute form) and reads the answer. */
function rawRequest(port: number, method: string, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: body.trim() });
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
}

describe.each(databases)('access control on %s', (kind) => {
  let server: TestServer;
  let port: number;
  let admin: string;
  let ruleId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    admin = await server.login('admin');
    ruleId = (await server.call('GET', '/api/system/BillRule?keyword=ChargeBill', admin)).body.data.list[0].id;
  });
  afterAll(async () => server?.close());

  it('declares the access of every route of the OpenAPI document', async () => {
    const declared = server.app.declaredRoutes();
    const paths = server.app.swagger().paths ?? {};
    const documented = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBeGreaterThan(50);
    const accessOf = new Map(declared.map((route) => [`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`, route.access]));
    for (const route of documented) expect(accessOf.get(route), route).toBeDefined();
    expect(declared.filter((route) => route.access === undefined)).toEqual([]);
  });

  it('does not start with a route that declares no access', async () => {
    const app = await buildApp(server.ctx, { logger: false });
    app.get('/api/forgotten', async () => ({ code: 200, msg: '', data: 'secret' }));
    await expect(app.ready()).rejects.toThrow('route GET /api/forgotten does not declare its access');
    await app.close();
  });

  it.each([
    ['GET', 'http://x/api/permission/Users'],
    ['GET', 'http://x:1/api/permission/Users?keyword=1'],
    ['DELETE', 'http://x/api/system/BillRule/:rule'],
    ['GET', 'http://x/api/system/BillRule/BillNumber/ChargeBill'],
    ['PUT', 'http://x/api/permission/Users/:admin/Actions/unlock'],
    ['GET', '//api/permission/Users'],
    ['GET', '/API/permission/Users'],
    ['GET', '/api/./permission/Users'],
    ['GET', '/api/%2e/permission/Users'],
    ['GET', '/api/permission/Users/'],
    ['GET', '/api/permission//Users'],
    ['DELETE', '/api/system/BillRule/:rule/'],
    ['GET', '/api/permission/%55sers'],
  ])('answers %s %s without a token with 602 and changes nothing', async (method, target) => {
    const answer = await rawRequest(port, method, target.replace(':rule', ruleId).replace(':admin', 'admin-id'));
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ code: 602, msg: '身份验证失败，请重新登录', data: null });
    expect((await server.call('GET', `/api/system/BillRule/${ruleId}`, admin)).body.code).toBe(200);
  });

  it('sends the columns a role is not granted to nobody of that role, not even through the search', async () => {
    const auditor = await server.login('auditor01');
    const page = (await server.call('GET', '/api/permission/Users?currentPage=1&pageSize=50', auditor)).body.data;
    expect(page.list.length).toBeGreaterThan(10);
    for (const user of page.list) {
      expect(user).toHaveProperty('account');
      expect(user).toHaveProperty('realName');
      expect(user).not.toHaveProperty('mobilePhone');
      expect(user).not.toHaveProperty('email');
    }
    // 唐敏 (auditor01) has the phone 13820459911: a search on it must not find her for the auditor.
    const byPhone = (token: string) => server.call('GET', '/api/permission/Users?currentPage=1&pageSize=20&keyword=13820459911', token);
    expect((await byPhone(auditor)).body.data.list).toEqual([]);
    const full = (await byPhone(admin)).body.data.list;
    expect(full).toHaveLength(1);
    expect(full[0]).toMatchObject({ account: 'auditor01', mobilePhone: '13820459911' });
  });
});
