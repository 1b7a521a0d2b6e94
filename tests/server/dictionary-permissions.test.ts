import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUserResult, MenuNode } from '../../api/session';
import { databases, startTestServer, type TestServer } from './harness';

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const denied = { code: 403, msg: '您没有此操作的权限' };

/**
 * Buttons of the dictionary and bill-rule menus: the manager (zhangwei) may add, edit, export and
 * import but not delete; the auditor and plain staff have neither menu. The server refuses a call
 * without the button code whatever the page shows.
 */
describe.each(databases)('dictionary and bill-rule permissions on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  let auditor: string;
  let staff: string;
  let typeId: string;
  let itemId: string;
  let ruleId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, manager, auditor, staff] = (await Promise.all(
      ['admin', 'zhangwei', 'auditor01', 'wangfang'].map((account) => server.login(account)),
    )) as [string, string, string, string];
    typeId = (
      await server.call('POST', '/api/system/DictionaryType', admin, {
        parentId: '-1',
        fullName: '权限测试',
        enCode: 'perm.test',
        isTree: 0,
      })
    ).body.data.id;
    itemId = (
      await server.call('POST', '/api/system/DictionaryData', admin, {
        dictionaryTypeId: typeId,
        parentId: '0',
        fullName: '条目',
        enCode: 'entry',
      })
    ).body.data.id;
    const rules = (await server.call('GET', '/api/system/BillRule?keyword=WorkOrder', admin)).body.data.list;
    ruleId = rules[0].id;
  });
  afterAll(async () => server?.close());

  it("lists the manager's dictionary and bill-rule buttons without btn_remove", async () => {
    const me: CurrentUserResult = (await server.call('GET', '/api/oauth/CurrentUser', manager)).body.data;
    const menus = flatten(me.menuList);
    const buttonsOf = (code: string) => {
      const menu = menus.find((m) => m.enCode === code)!;
      return me.permissionList
        .find((entry) => entry.modelId === menu.id)!
        .button.map((button) => button.enCode)
        .sort();
    };
    expect(buttonsOf('systemData.dictionary')).toEqual(['btn_add', 'btn_download', 'btn_edit', 'btn_upload']);
    expect(buttonsOf('system.billRule')).toEqual(['btn_add', 'btn_download', 'btn_edit', 'btn_enable', 'btn_upload']);
  });

  it('refuses the manager every delete, and allows the other writes', async () => {
    expect((await server.call('DELETE', `/api/system/DictionaryData/${itemId}`, manager)).body).toEqual({ ...denied, data: null });
    expect((await server.call('DELETE', `/api/system/DictionaryType/${typeId}`, manager)).body).toMatchObject(denied);
    expect((await server.call('DELETE', `/api/system/BillRule/${ruleId}`, manager)).body).toMatchObject(denied);
    expect((await server.call('PUT', `/api/system/DictionaryData/${itemId}/Actions/State`, manager)).body.code).toBe(200);
    expect((await server.call('PUT', `/api/system/BillRule/${ruleId}/Actions/State`, manager)).body.code).toBe(200);
    expect((await server.call('PUT', `/api/system/BillRule/${ruleId}/Actions/State`, manager)).body.code).toBe(200);
    expect((await server.call('GET', `/api/system/DictionaryData/${typeId}/Action/Export`, manager)).body.code).toBe(200);
    const added = await server.call('POST', '/api/system/DictionaryData', manager, {
      dictionaryTypeId: typeId,
      parentId: '0',
      fullName: '经理加的',
      enCode: 'byManager',
    });
    expect(added.body.code).toBe(200);
    // Nothing was deleted.
    expect((await server.call('GET', `/api/system/DictionaryData/${itemId}/Info`, admin)).body.code).toBe(200);
  });

  it.each([
    ['POST', '/api/system/DictionaryType', { parentId: '-1', fullName: '不许', enCode: 'nope', isTree: 0 }],
    ['PUT', '/api/system/DictionaryType/:type', { parentId: '-1', fullName: '不许', enCode: 'nope', isTree: 0 }],
    ['DELETE', '/api/system/DictionaryType/:type', undefined],
    ['POST', '/api/system/DictionaryData', { dictionaryTypeId: 'x', parentId: '0', fullName: '不许', enCode: 'nope' }],
    ['PUT', '/api/system/DictionaryData/:item', { dictionaryTypeId: 'x', parentId: '0', fullName: '不许', enCode: 'nope' }],
    ['DELETE', '/api/system/DictionaryData/:item', undefined],
    ['PUT', '/api/system/DictionaryData/:item/Actions/State', undefined],
    ['GET', '/api/system/DictionaryData/:type/Action/Export', undefined],
    ['POST', '/api/system/DictionaryData/Action/Import', undefined],
    ['POST', '/api/system/BillRule', {}],
    ['PUT', '/api/system/BillRule/:rule', {}],
    ['DELETE', '/api/system/BillRule/:rule', undefined],
    ['PUT', '/api/system/BillRule/:rule/Actions/State', undefined],
    ['GET', '/api/system/BillRule/:rule/Action/Export', undefined],
  ] as const)('refuses %s %s to users without the menu, before looking at the body', async (method, path, body) => {
    const url = path.replace(':type', typeId).replace(':item', itemId).replace(':rule', ruleId);
    for (const token of [auditor, staff]) expect((await server.call(method, url, token, body)).body).toMatchObject(denied);
  });

  it('lets every signed-in user read dictionaries and bill rules (generated forms need them)', async () => {
    for (const token of [auditor, staff]) {
      expect((await server.call('GET', '/api/system/DictionaryData/sex/Data/Selector', token)).body.data.list).toHaveLength(2);
      expect((await server.call('GET', '/api/system/DictionaryData/All', token)).body.code).toBe(200);
      expect((await server.call('GET', '/api/system/BillRule/Selector', token)).body.code).toBe(200);
    }
    expect((await server.call('GET', '/api/system/DictionaryType')).body.code).toBe(602);
  });

  it('lets the buttons of a type-4 menu write the entries of its own category, and of no other', async () => {
    // zhaolei (maintenance) has the 供热片区 menu (type 4, category heatingDistrict) with its buttons, not the dictionary menu.
    const maintainer = await server.login('zhaolei');
    const district = (await server.call('GET', '/api/system/DictionaryType/heatingDistrict', maintainer)).body.data;
    const entry = { dictionaryTypeId: district.id, parentId: district.id, fullName: '新片区', enCode: 'newDistrict' };
    const added = await server.call('POST', '/api/system/DictionaryData', maintainer, entry);
    expect(added.body).toMatchObject({ code: 200, msg: '新建成功' });
    const id = added.body.data.id;
    expect((await server.call('PUT', `/api/system/DictionaryData/${id}`, maintainer, { ...entry, fullName: '新片区二' })).body.code).toBe(
      200,
    );
    expect((await server.call('PUT', `/api/system/DictionaryData/${id}/Actions/State`, maintainer)).body.code).toBe(200);
    expect((await server.call('DELETE', `/api/system/DictionaryData/${id}`, maintainer)).body.code).toBe(200);

    expect(
      (await server.call('POST', '/api/system/DictionaryData', maintainer, { ...entry, dictionaryTypeId: typeId, parentId: typeId })).body,
    ).toMatchObject(denied);
    expect((await server.call('PUT', `/api/system/DictionaryData/${itemId}/Actions/State`, maintainer)).body).toMatchObject(denied);
    expect((await server.call('DELETE', `/api/system/DictionaryData/${itemId}`, maintainer)).body).toMatchObject(denied);
    expect((await server.call('DELETE', `/api/system/DictionaryType/${district.id}`, maintainer)).body).toMatchObject(denied);
  });

  it('lets only users of the bill-rule menu draw bill numbers, which consumes them', async () => {
    const counterOf = async () =>
      (await server.db.query<{ output_number: string | null }>(`select output_number from bill_rule where en_code = 'ChargeBill'`))[0]!
        .output_number;
    const before = await counterOf();
    for (const token of [auditor, staff]) {
      expect((await server.call('GET', '/api/system/BillRule/BillNumber/ChargeBill', token)).body).toMatchObject(denied);
    }
    expect(await counterOf()).toBe(before);
    expect((await server.call('GET', '/api/system/BillRule/BillNumber/ChargeBill', manager)).body.data).toMatch(/^SF\d{4}\d{6}$/);
    expect(await counterOf()).not.toBe(before);
  });
});
