/**
 * Portals and the workbench's shortcuts (issue 16, docs/portal.md) on both databases: who sees which
 * portal (a type-8 menu naming it, or 门户设计), a portal as designed and as the user arranged it, the
 * checks of a layout and of an arrangement, the default portal, and the counted menu openings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalMessages } from '../../api/portal';
import type { CardPlace, PortalLayout } from '../../schemas/portal-layout';
import { seedId } from '../../server/db/ids';
import { dispatchPortalLayout } from '../../server/seed/portals';
import { databases, startTestServer, type TestServer } from './harness';

const path = '/api/visualdev/Portal';
const dashboard = '/api/visualdev/Dashboard';
const portalId = seedId('portal', 'portal-dispatch');
const menuId = (enCode: string) => seedId('module', enCode);
const places = (layout: PortalLayout): Record<string, Omit<CardPlace, 'i'>> =>
  Object.fromEntries(layout.cards.map(({ i, x, y, w, h }) => [i, { x, y, w, h }]));

describe.each(databases)('portals on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let wangfang: string;
  let agent: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    server.call(method, url, token, payload);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    wangfang = await server.login('wangfang'); // 普通员工: 运行分析, so the 调度门户 menu
    agent = await server.login('agent01'); // 客服坐席: no 运行分析
  });
  afterAll(async () => server?.close());

  it('lists the portals a user may see under their categories', async () => {
    const seen = await call('GET', `${path}/Selector`, wangfang);
    expect(seen.status).toBe(200);
    expect(seen.body.data.list).toEqual([
      expect.objectContaining({
        fullName: '运行分析',
        children: [expect.objectContaining({ id: portalId, fullName: '调度门户', enCode: 'portal-dispatch' })],
      }),
    ]);
    expect((await call('GET', `${path}/Selector`, agent)).body.data.list).toEqual([]);
    expect((await call('GET', `${path}/Selector`, admin)).body.data.list).toHaveLength(1);
  });

  it('shows a portal by its code or id to the users of its menus, as designed', async () => {
    const byCode = await call('GET', `${path}/portal-dispatch/auth`, wangfang);
    expect(byCode.status).toBe(200);
    expect(byCode.body.data).toMatchObject({ id: portalId, fullName: '调度门户', customized: 0 });
    expect(byCode.body.data.formData).toEqual(dispatchPortalLayout);
    expect((await call('GET', `${path}/${portalId}/auth`, wangfang)).body.data.enCode).toBe('portal-dispatch');

    const refused = await call('GET', `${path}/portal-dispatch/auth`, agent);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('您没有此操作的权限');
    const missing = await call('GET', `${path}/no-such-portal/auth`, admin);
    expect(missing.body).toMatchObject({ code: 404, msg: portalMessages.notFound });
  });

  it("keeps a user's own arrangement for them alone, and forgets it on request", async () => {
    const moved = dispatchPortalLayout.cards.map(({ i, x, y, w, h }) =>
      i === 'shortcuts' ? { i, x: 0, y: 0, w: 4, h: 4 } : i === 'users' ? { i, x: 4, y: 0, w: 3, h: 2 } : { i, x, y: y + 4, w, h },
    );
    const saved = await call('PUT', `${path}/Custom/Save/portal-dispatch`, wangfang, { formData: JSON.stringify({ cards: moved }) });
    expect(saved.body).toMatchObject({ code: 200, msg: portalMessages.saved });

    const mine = (await call('GET', `${path}/portal-dispatch/auth`, wangfang)).body.data;
    expect(mine.customized).toBe(1);
    expect(places(mine.formData).shortcuts).toEqual({ x: 0, y: 0, w: 4, h: 4 });
    expect(places(mine.formData).users).toEqual({ x: 4, y: 0, w: 3, h: 2 });
    // What each card shows stays the designer's.
    expect(mine.formData.cards.find((card: { i: string }) => card.i === 'shortcuts').menus).toContain('analysis.heatReport');
    // Others still see the portal as designed.
    const theirs = (await call('GET', `${path}/portal-dispatch/auth`, admin)).body.data;
    expect(theirs.customized).toBe(0);
    expect(places(theirs.formData).shortcuts).toEqual({ x: 8, y: 2, w: 4, h: 4 });

    const reset = await call('DELETE', `${path}/Custom/Save/portal-dispatch`, wangfang);
    expect(reset.body).toMatchObject({ code: 200, msg: portalMessages.reset });
    expect((await call('GET', `${path}/portal-dispatch/auth`, wangfang)).body.data.formData).toEqual(dispatchPortalLayout);
  });

  it('refuses arrangements that are not places of the portal’s cards, saying why', async () => {
    const save = (formData: unknown, token = wangfang) => call('PUT', `${path}/Custom/Save/portal-dispatch`, token, { formData });
    expect((await save('{not json')).body).toMatchObject({ code: 400, msg: '门户布局不是有效的 JSON' });
    expect((await save({ cards: [{ i: 'ghost', x: 0, y: 0, w: 2, h: 2 }] })).body.msg).toBe('门户中没有卡片：ghost');
    expect((await save({ cards: [{ i: 'users', x: 10, y: 0, w: 3, h: 2 }] })).body.msg).toBe(
      '第 1 张卡片：位置 x 应为 0 到 11 的整数，且 x + w 不超过 12',
    );
    expect(
      (
        await save({
          cards: [
            { i: 'users', x: 0, y: 0, w: 3, h: 2 },
            { i: 'users', x: 3, y: 0, w: 3, h: 2 },
          ],
        })
      ).body.msg,
    ).toBe('卡片标识重复：users');
    expect((await save({ rows: [] })).body.msg).toBe('门户布局应为 {"cards": [...]}');
    expect((await call('PUT', `${path}/Custom/Save/portal-dispatch`, wangfang, {})).status).toBe(400);
    expect((await save({ cards: [] }, agent)).status).toBe(403);
  });

  it("lays a user's arrangement over the designer's later changes without overlaps", async () => {
    await call('PUT', `${path}/Custom/Save/portal-dispatch`, wangfang, { formData: { cards: [{ i: 'notice', x: 0, y: 0, w: 12, h: 1 }] } });
    const mine = (await call('GET', `${path}/portal-dispatch/auth`, wangfang)).body.data.formData as PortalLayout;
    expect(places(mine).notice).toEqual({ x: 0, y: 0, w: 12, h: 1 });
    // The cards the user did not place keep the designer's places, moved down below the notice.
    expect(places(mine).users).toEqual({ x: 0, y: 1, w: 3, h: 2 });
    await call('DELETE', `${path}/Custom/Save/portal-dispatch`, wangfang);
  });

  it('lets the designers write layouts, checked card by card', async () => {
    const info = (await call('GET', `${path}/${portalId}`, admin)).body.data;
    expect(JSON.parse(info.formData)).toEqual(dispatchPortalLayout);
    const update = (formData: string, token = admin) => call('PUT', `${path}/${portalId}`, token, { ...info, formData });

    const badKind = { cards: [{ i: 'a', x: 0, y: 0, w: 3, h: 2, kind: 'map', title: '地图' }] };
    expect((await update(JSON.stringify(badKind))).body).toMatchObject({
      code: 400,
      msg: '第 1 张卡片：类型 kind 应为 count、list、chart、shortcuts、calendar、text 之一',
    });
    const noInterface = { cards: [{ i: 'a', x: 0, y: 0, w: 3, h: 2, kind: 'count', title: '数', field: 'n' }] };
    expect((await update(JSON.stringify(noInterface))).body.msg).toBe('第 1 张卡片：请选择数据接口（interfaceId）');
    expect((await update('[')).body.msg).toBe('门户布局不是有效的 JSON');
    expect((await update(JSON.stringify(dispatchPortalLayout), wangfang)).status).toBe(403);

    const rearranged = { cards: dispatchPortalLayout.cards.map((card) => (card.i === 'calendar' ? { ...card, title: '值班日历' } : card)) };
    expect((await update(JSON.stringify(rearranged))).body).toMatchObject({ code: 200, msg: '修改成功' });
    const shown = (await call('GET', `${path}/portal-dispatch/auth`, wangfang)).body.data.formData as PortalLayout;
    expect(shown.cards.find((card) => card.i === 'calendar')?.title).toBe('值班日历');
    await update(JSON.stringify(dispatchPortalLayout));
  });

  it('refuses a disabled portal to its users but not to its designers', async () => {
    await call('PUT', `${path}/${portalId}/Actions/State`, admin);
    expect((await call('GET', `${path}/portal-dispatch/auth`, wangfang)).body).toMatchObject({ code: 400, msg: portalMessages.disabled });
    expect((await call('GET', `${path}/portal-dispatch/auth`, admin)).status).toBe(200);
    expect((await call('GET', `${path}/Selector`, wangfang)).body.data.list).toEqual([]);
    await call('PUT', `${path}/${portalId}/Actions/State`, admin);
    expect((await call('GET', `${path}/portal-dispatch/auth`, wangfang)).status).toBe(200);
  });

  it("sets the user's default portal (userInfo.portalId)", async () => {
    const set = await call('PUT', `${path}/portal-dispatch/Actions/SetDefault`, wangfang);
    expect(set.body).toMatchObject({ code: 200, msg: portalMessages.defaultSet });
    expect((await call('GET', '/api/oauth/CurrentUser', wangfang)).body.data.userInfo.portalId).toBe(portalId);
    expect((await call('PUT', `${path}/portal-dispatch/Actions/SetDefault`, agent)).status).toBe(403);
  });

  it("counts a user's menu openings and answers their most used menus they still have", async () => {
    const open = (enCode: string, token = wangfang) => call('POST', `${dashboard}/MenuUse`, token, { menuId: menuId(enCode) });
    for (const enCode of [
      'analysis.heatReport',
      'heatingBiz.customer',
      'analysis.heatReport',
      'analysis.dispatchPortal',
      'analysis.heatReport',
    ]) {
      expect((await open(enCode)).body.code).toBe(200);
    }
    await open('heatingBiz.customer');
    // Not counted: a menu wangfang does not have, a directory, an unknown id.
    await open('permission.user');
    await open('analysis');
    await call('POST', `${dashboard}/MenuUse`, wangfang, { menuId: 'nothing' });

    const common = (await call('GET', `${dashboard}/CommonMenu`, wangfang)).body.data.list;
    expect(common.map((menu: { enCode: string; useCount: number }) => [menu.enCode, menu.useCount])).toEqual([
      ['analysis.heatReport', 3],
      ['heatingBiz.customer', 2],
      ['analysis.dispatchPortal', 1],
    ]);
    expect(common[0]).toMatchObject({ id: menuId('analysis.heatReport'), fullName: '供热量统计报表' });
    // Each user has their own counts.
    expect((await call('GET', `${dashboard}/CommonMenu`, agent)).body.data.list).toEqual([]);
    expect((await call('POST', `${dashboard}/MenuUse`, wangfang, {})).status).toBe(400);
    expect((await server.call('GET', `${dashboard}/CommonMenu`)).status).toBe(401);
  });
});
