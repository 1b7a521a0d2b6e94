import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bvdFormat, releasedMenuButtons, visualDevMessages } from '../../api/visual-dev';
import customerFile from '../../server/seed/visual-dev/heat-customer.json';
import { multipart } from './file-helpers';
import { databases, startTestServer, type Envelope, type TestServer } from './harness';

const base = '/api/visualdev/Base';

/** A small form and list: two fields, two columns. */
const formData = (fields: unknown[] = [inputField('meterNo', '表号'), inputField('ownerName', '户主')]) =>
  JSON.stringify({ labelWidth: 100, fields });
const inputField = (vModel: string, label: string, jnpfKey = 'comInput') => ({
  __vModel__: vModel,
  __config__: { jnpfKey, label, span: 12 },
});
const columnData = (
  props: [string, string][] = [
    ['meterNo', '表号'],
    ['ownerName', '户主'],
  ],
) => JSON.stringify({ type: 1, columnList: props.map(([prop, label]) => ({ prop, label })), useColumnPermission: true });

const body = (change: Record<string, unknown> = {}) => ({
  fullName: '抄表登记',
  enCode: 'meterReading',
  category: 'heatingBusiness',
  webType: 2,
  formData: formData(),
  columnData: columnData(),
  description: '测试',
  sortCode: 5,
  ...change,
});

interface MenuNode {
  id: string;
  fullName: string;
  enCode: string;
  urlAddress: string;
  propertyJson: string;
  children: MenuNode[];
}

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/** 功能设计 (spec 001 section 7 "Visual development"): definitions, their release to a menu, copies and files. */
describe.each(databases)('visual development on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staffRoleId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    staffRoleId = (await server.db.query<{ id: string }>(`select id from role where en_code = 'staff'`))[0]!.id;
    for (const code of ['heatingBiz', 'onlineDev', 'analysis']) {
      ids[code] = (await server.db.query<{ id: string }>('select id from module where en_code = $1', [code]))[0]!.id;
    }
  });
  afterAll(async () => server?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => server.call(method, url, admin, payload);
  const create = async (change: Record<string, unknown> = {}) => {
    const { body: answer } = await call('POST', base, body(change));
    expect(answer, JSON.stringify(answer)).toMatchObject({ code: 200, msg: '新建成功' });
    return answer.data.id as string;
  };
  const menusOf = async (token: string) => flatten((await server.call('GET', '/api/oauth/CurrentUser', token)).body.data.menuList);

  /** Grants the staff role what it has plus these items (the authorise call replaces every grant at once). */
  const grantStaff = async (extra: Partial<Record<'system' | 'module' | 'button' | 'column' | 'form', string[]>>) => {
    const current = (await call('GET', `/api/permission/Authority/Data/${staffRoleId}?objectType=Role`)).body.data.granted;
    const grants = Object.fromEntries(
      Object.entries(current as Record<string, string[]>).map(([type, items]) => [type, [...items, ...(extra[type as 'module'] ?? [])]]),
    );
    const { body: saved } = await call('PUT', `/api/permission/Authority/Data/${staffRoleId}`, { objectType: 'Role', ...grants });
    expect(saved.code, saved.msg).toBe(200);
  };

  it('seeds the two demo forms released to the menus 热用户档案 and 换热站台账', async () => {
    const { body: list } = await call('GET', `${base}?keyword=heat`);
    expect(list.data.list.map((row: { fullName: string }) => row.fullName).sort()).toEqual(['换热站台账', '热用户档案']);
    const customer = list.data.list.find((row: { enCode: string }) => row.enCode === 'heatCustomer');
    expect(customer).toMatchObject({
      state: 1,
      webType: 2,
      category: '供热业务',
      menuName: '热用户档案',
      pcModuleParentId: ids.heatingBiz,
    });
    const info = (await call('GET', `${base}/${customer.id}`)).body.data;
    expect(JSON.parse(info.formData)).toEqual(customerFile.definition.formData);
    expect(info.category).toBe('heatingBusiness');

    const menu = (await menusOf(admin)).find((node) => node.enCode === 'heatingBiz.customer')!;
    expect(JSON.parse(menu.propertyJson)).toMatchObject({ moduleId: customer.id });
    expect(menu.urlAddress).toBe('heatingBiz/customer');
    const fields = (await call('GET', `${base}/${customer.id}/FormDataFields`)).body.data.list;
    expect(fields).toContainEqual({ label: '用户名称', vmodel: 'customerName' });
    expect(fields.map((field: { vmodel: string }) => field.vmodel)).not.toContain('payments');
    const columns = await server.db.query<{ enCode: string }>(
      'select c.en_code as "enCode" from module_column c join module m on m.id = c.module_id where m.en_code = $1 order by c.sort_code',
      ['heatingBiz.customer'],
    );
    expect(columns.map((column) => column.enCode)).toEqual([
      'customerNo',
      'customerName',
      'mobilePhone',
      'address',
      'heatingArea',
      'stationName',
      'chargeState',
    ]);
  });

  it('creates, lists by category and keyword with paging, reads, updates and deletes a definition', async () => {
    const id = await create();
    const info = (await call('GET', `${base}/${id}`)).body.data;
    expect(info).toMatchObject({
      id,
      fullName: '抄表登记',
      enCode: 'meterReading',
      category: 'heatingBusiness',
      webType: 2,
      state: 0,
      sortCode: 5,
    });
    expect(JSON.parse(info.formData).fields).toHaveLength(2);
    expect(JSON.parse(info.tablesData)).toEqual([]);

    const page = (await call('GET', `${base}?category=heatingBusiness&pageSize=2&currentPage=1`)).body.data;
    expect(page.pagination).toMatchObject({ currentPage: 1, pageSize: 2, total: 3 });
    expect(page.list[0]).toMatchObject({ id, fullName: '抄表登记', state: 0, creatorUser: '系统管理员/admin' });
    expect((await call('GET', `${base}?category=general`)).body.data.list).toEqual([]);
    expect((await call('GET', `${base}?keyword=meterRead`)).body.data.list.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await call('GET', `${base}?webType=1`)).body.data.list).toEqual([]);

    const updated = await call('PUT', `${base}/${id}`, body({ fullName: '抄表登记表', webType: 1, columnData: '' }));
    expect(updated.body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await call('GET', `${base}/${id}`)).body.data).toMatchObject({ fullName: '抄表登记表', webType: 1, columnData: null });

    expect((await call('DELETE', `${base}/${id}`)).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call('GET', `${base}/${id}`)).body).toMatchObject({ code: 404, msg: visualDevMessages.notFound });
  });

  it('refuses unusable JSON, naming the field that is wrong', async () => {
    const refused = async (change: Record<string, unknown>) => (await call('POST', base, body(change))).body;
    expect(await refused({ formData: '{"fields": [' })).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^表单配置（formData）不是有效的 JSON/),
    });
    expect((await refused({ formData: '{"labelWidth": 100}' })).msg).toBe('表单配置（formData）缺少字段列表 fields');
    expect((await refused({ formData: formData([inputField('contract', '合同附件', 'location')]) })).msg).toBe(
      '字段“合同附件”（fields[0]）的字段类型 location 不受支持',
    );
    expect((await refused({ formData: formData([{ __vModel__: 'a', __config__: { label: '无类型' } }]) })).msg).toBe(
      '字段“无类型”（fields[0]）缺少字段类型 __config__.jnpfKey',
    );
    expect((await refused({ formData: formData([inputField('a', '甲'), inputField('a', '乙')]) })).msg).toBe(
      '字段“乙”（fields[1]）的 __vModel__ a 重复',
    );
    const badSpan = { __vModel__: 'a', __config__: { jnpfKey: 'comInput', label: '甲', span: 30 } };
    expect((await refused({ formData: formData([badSpan]) })).msg).toBe('字段“甲”（fields[0]）的 __config__.span 不能大于 24');
    expect((await refused({ formData: '' })).msg).toBe(visualDevMessages.formDataRequired);
    expect((await refused({ columnData: '' })).msg).toBe(visualDevMessages.columnDataRequired);
    expect((await refused({ columnData: '{"columnList": [{"label": "表号"}]}' })).msg).toBe(
      '列表配置（columnData）的 columnList 第 1 项“表号”缺少字段 prop',
    );
    expect((await refused({ category: 'sex' })).msg).toBe(visualDevMessages.categoryNotFound);
    expect((await refused({ enCode: 'heatCustomer' })).msg).toBe(visualDevMessages.codeTaken);
    expect((await refused({ enCode: 'a b' })).msg).toBe('编码只能是字母、数字和点，点不能在首尾');
    expect((await refused({ fullName: '' })).msg).toBe('请输入名称');
    // A sub-table's columns are named within its rows; a data view needs no form, but its data interface.
    const table = { __vModel__: 'rows', __config__: { jnpfKey: 'table', label: '明细', children: [inputField('meterNo', '表号')] } };
    const view = await call('POST', base, body({ enCode: 'okTable', formData: formData([inputField('meterNo', '表号'), table]) }));
    expect(view.body.code).toBe(200);
    expect((await call('POST', base, body({ enCode: 'dataView', webType: 4, formData: '' }))).body.msg).toBe(visualDevMessages.interfaceRequired);
    const [tariffs] = await server.db.query<{ id: string }>(`select id from data_interface where en_code = 'tariffTypes'`);
    expect((await call('POST', base, body({ enCode: 'dataView', webType: 4, formData: '', interfaceId: tariffs!.id }))).body.code).toBe(200);
  });

  it('releases to a directory: a type-3 menu with the default buttons and the columns and fields as items, seen at once', async () => {
    const id = await create({ enCode: 'meterRelease', fullName: '抄表发布' });
    expect((await call('GET', `${base}/${id}/FormDataFields`)).body).toMatchObject({ code: 400, msg: visualDevMessages.notReleased });
    expect((await menusOf(admin)).some((node) => node.fullName === '抄表发布')).toBe(false);

    expect((await call('POST', `${base}/${id}/Actions/Release`, { pcModuleParentId: 'nowhere' })).body.msg).toBe(
      visualDevMessages.parentNotFound,
    );
    const page = (await server.db.query<{ id: string }>(`select id from module where en_code = 'system.billRule'`))[0]!.id;
    expect((await call('POST', `${base}/${id}/Actions/Release`, { pcModuleParentId: page })).body.msg).toBe(
      visualDevMessages.parentNotDirectory,
    );
    expect(
      (await call('POST', `${base}/${id}/Actions/Release`, { pcModuleParentId: ids.heatingBiz, fullName: '热用户档案' })).body.msg,
    ).toBe(visualDevMessages.menuNameTaken);

    const released = await call('POST', `${base}/${id}/Actions/Release`, {
      pcModuleParentId: ids.heatingBiz,
      icon: 'icon-ym icon-ym-generator-count',
    });
    expect(released.body).toMatchObject({ code: 200, msg: visualDevMessages.released });
    const { menuId, enCode, urlAddress } = released.body.data;
    expect(enCode).toMatch(/^meterRelease[a-z0-9]{5}$/);
    expect(urlAddress).toBe(`model/${enCode}`);
    const menu = (await menusOf(admin)).find((node) => node.id === menuId)!;
    expect(menu).toMatchObject({
      fullName: '抄表发布',
      enCode,
      urlAddress,
      type: 3,
      parentId: ids.heatingBiz,
      icon: 'icon-ym icon-ym-generator-count',
    });
    expect(JSON.parse(menu.propertyJson)).toEqual({ moduleId: id, isTree: 0, webType: 2 });
    const items = async (table: string) =>
      (
        await server.db.query<{ enCode: string }>(`select en_code as "enCode" from ${table} where module_id = $1 order by sort_code`, [
          menuId,
        ])
      ).map((item) => item.enCode);
    expect(await items('module_button')).toEqual(releasedMenuButtons.map((button) => button.enCode));
    expect(await items('module_column')).toEqual(['meterNo', 'ownerName']);
    expect(await items('module_form')).toEqual(['meterNo', 'ownerName']);
    expect((await call('GET', `${base}/${id}`)).body.data.state).toBe(1);
    expect((await call('GET', `${base}/${id}/FormDataFields`)).body.data.list).toEqual([
      { label: '表号', vmodel: 'meterNo' },
      { label: '户主', vmodel: 'ownerName' },
    ]);
    expect((await call('GET', `${base}/${id}/FieldDataSelect?currentPage=1&pageSize=20`)).body.data).toEqual({
      list: [],
      pagination: { currentPage: 1, pageSize: 20, total: 0 },
    });
    const selector = (await call('GET', `${base}/Selector?isRelease=1&webType=2`)).body.data.list;
    const category = selector.find((node: { fullName: string }) => node.fullName === '供热业务');
    expect(category.children.map((child: { fullName: string }) => child.fullName)).toEqual(
      expect.arrayContaining(['热用户档案', '换热站台账', '抄表发布']),
    );
    ids.released = id;
    ids.releasedMenu = menuId;
  });

  it('lets the authorise call grant a role the released menu and its buttons', async () => {
    const tree = (await call('GET', `/api/permission/Authority/Data/${staffRoleId}?objectType=Role`)).body.data.list;
    const node = flatten(tree).find((item) => item.id === ids.releasedMenu) as MenuNode & { button: { id: string; enCode: string }[] };
    expect(node.button.map((button) => button.enCode)).toEqual(releasedMenuButtons.map((button) => button.enCode));
    const staff = await server.login('wangfang');
    expect((await menusOf(staff)).some((item) => item.id === ids.releasedMenu)).toBe(false);

    const detail = node.button.find((button) => button.enCode === 'btn_detail')!.id;
    await grantStaff({ module: [ids.heatingBiz!, ids.releasedMenu!], button: [detail] });
    const menus = await menusOf(staff);
    expect(menus.some((item) => item.id === ids.releasedMenu)).toBe(true);
    const permissions = (await server.call('GET', '/api/oauth/CurrentUser', staff)).body.data.permissionList;
    const entry = permissions.find((item: { modelId: string }) => item.modelId === ids.releasedMenu);
    expect(entry.button.map((button: { enCode: string }) => button.enCode)).toEqual(['btn_detail']);
  });

  it('keeps edits out of the released copy until the next release, which moves and renames the same menu', async () => {
    const id = ids.released!;
    const edited = body({
      enCode: 'meterRelease',
      fullName: '抄表发布',
      formData: formData([inputField('meterNo', '表号'), inputField('reading', '读数', 'numInput')]),
      columnData: columnData([['reading', '读数']]),
    });
    expect((await call('PUT', `${base}/${id}`, edited)).body.code).toBe(200);
    const released = await server.db.query<{ formData: { fields: { __vModel__: string }[] } }>(
      'select form_data as "formData" from visual_dev_release where id = $1',
      [id],
    );
    expect(released[0]!.formData.fields.map((field) => field.__vModel__)).toEqual(['meterNo', 'ownerName']);
    expect((await call('GET', `${base}/${id}/FormDataFields`)).body.data.list.map((field: { vmodel: string }) => field.vmodel)).toEqual([
      'meterNo',
      'ownerName',
    ]);

    const again = await call('POST', `${base}/${id}/Actions/Release`, { pcModuleParentId: ids.analysis, fullName: '抄表' });
    expect(again.body.data.menuId).toBe(ids.releasedMenu);
    const menu = (await menusOf(admin)).find((node) => node.id === ids.releasedMenu)!;
    expect(menu).toMatchObject({ fullName: '抄表', parentId: ids.analysis });
    expect((await call('GET', `${base}/${id}/FormDataFields`)).body.data.list.map((field: { vmodel: string }) => field.vmodel)).toEqual([
      'meterNo',
      'reading',
    ]);
    const columns = await server.db.query<{ enCode: string }>('select en_code as "enCode" from module_column where module_id = $1', [
      menu.id,
    ]);
    expect(columns.map((column) => column.enCode)).toEqual(['reading']);
    expect(await server.db.query('select 1 from module where property_json ->> $1 = $2', ['moduleId', id])).toHaveLength(1);
  });

  it('copies a definition as a draft named <name>副本<suffix> with a unique code', async () => {
    const copied = await call('POST', `${base}/${ids.released}/Actions/Copy`);
    expect(copied.body).toMatchObject({ code: 200, msg: visualDevMessages.copied });
    const copy = (await call('GET', `${base}/${copied.body.data.id}`)).body.data;
    expect(copy.fullName).toMatch(/^抄表发布副本[a-z0-9]{5}$/);
    expect(copy.enCode).toBe(`meterRelease${copy.fullName.slice(-5)}`);
    expect(copy).toMatchObject({ state: 0, webType: 2, category: 'heatingBusiness' });
    expect(JSON.parse(copy.formData)).toEqual(JSON.parse((await call('GET', `${base}/${ids.released}`)).body.data.formData));
    expect((await call('POST', `${base}/unknown/Actions/Copy`)).body.code).toBe(404);
  });

  it('exports a definition as a .bvd file that imports back as it was', async () => {
    const source = (await call('GET', `${base}/${ids.released}`)).body.data;
    const exported = await call('GET', `${base}/${ids.released}/Actions/Export`);
    expect(exported.body.data.name).toBe('抄表发布.bvd');
    const file = (await server.app.inject({ method: 'GET', url: exported.body.data.url })).body;
    expect(JSON.parse(file)).toMatchObject({ format: bvdFormat, version: 1, definition: { enCode: 'meterRelease', webType: 2 } });

    const upload = async (name: string, content: string | Buffer) => {
      const { payload, contentType } = multipart({}, { name, data: Buffer.from(content) });
      const headers = { 'content-type': contentType, authorization: admin };
      const response = await server.app.inject({ method: 'POST', url: `${base}/Actions/Import`, headers, payload });
      return response.json() as Envelope;
    };
    expect((await upload('抄表发布.bvd', file)).msg).toBe(visualDevMessages.codeTaken);
    expect((await upload('抄表.txt', file)).msg).toBe(visualDevMessages.importWrongFile);
    expect((await upload('抄表.json', '[1, 2]')).msg).toBe(visualDevMessages.importUnreadable);
    const broken = JSON.parse(file);
    broken.definition.enCode = 'brokenImport';
    broken.definition.formData.fields.push(inputField('meterNo', '重复'));
    expect((await upload('broken.bvd', JSON.stringify(broken))).msg).toBe('字段“重复”（fields[2]）的 __vModel__ meterNo 重复');

    expect((await call('DELETE', `${base}/${ids.released}`)).body.code).toBe(200);
    // Its menu went with it, and the grant of it.
    expect((await menusOf(admin)).some((node) => node.id === ids.releasedMenu)).toBe(false);
    const imported = await upload('抄表发布.bvd', file);
    expect(imported).toMatchObject({ code: 200, msg: visualDevMessages.imported });
    const again = (await call('GET', `${base}/${imported.data.id}`)).body.data;
    expect({ ...again, id: undefined, state: undefined }).toEqual({ ...source, id: undefined, state: undefined });
    expect(again.state).toBe(0);
    // The seed's examples import as they are (with a code of their own).
    const example = structuredClone(customerFile);
    example.definition.enCode = 'heatCustomerCopy';
    expect((await upload('heat-customer.json', JSON.stringify(example))).code).toBe(200);
  });

  it('refuses the calls to those without the menu, and each write to those without its button', async () => {
    const staff = await server.login('caoyan');
    expect((await server.call('GET', base, staff)).body.code).toBe(403);
    expect((await server.call('POST', base, staff, body({ enCode: 'byStaff' }))).body.code).toBe(403);
    const [designMenu] = await server.db.query<{ id: string }>(`select id from module where en_code = 'onlineDev.webDesign'`);
    const [add] = await server.db.query<{ id: string }>(`select id from module_button where module_id = $1 and en_code = 'btn_add'`, [
      designMenu!.id,
    ]);
    await grantStaff({ module: [ids.onlineDev!, designMenu!.id], button: [add!.id] });
    expect((await server.call('GET', base, staff)).body.code).toBe(200);
    const created = await server.call('POST', base, staff, body({ enCode: 'byStaff' }));
    expect(created.body.code).toBe(200);
    const id = created.body.data.id as string;
    for (const [method, url, payload] of [
      ['PUT', `${base}/${id}`, body({ enCode: 'byStaff' })],
      ['DELETE', `${base}/${id}`, undefined],
      ['POST', `${base}/${id}/Actions/Copy`, undefined],
      ['POST', `${base}/${id}/Actions/Release`, { pcModuleParentId: ids.heatingBiz }],
      ['GET', `${base}/MenuSelector`, undefined],
    ] as const) {
      expect((await server.call(method, url, staff, payload)).body.code, `${method} ${url}`).toBe(403);
    }
    // The pickers are for every signed-in user.
    expect((await server.call('GET', `${base}/Selector`, staff)).body.code).toBe(200);
  });

  it('offers the systems with their directories as release targets', async () => {
    const systems = (await call('GET', `${base}/MenuSelector`)).body.data.list;
    expect(systems.map((system: { fullName: string }) => system.fullName)).toEqual(['智慧供热平台', '呼叫中心']);
    expect(systems[0]).toMatchObject({ type: 0, disabled: true });
    const directories = flatten(systems[0].children);
    expect(directories.map((node) => node.fullName)).toEqual(expect.arrayContaining(['供热业务', '在线开发']));
    expect(directories.every((node) => (node as unknown as { type: number }).type === 1)).toBe(true);
  });
});
