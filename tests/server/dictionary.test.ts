import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryMessages } from '../../api/dictionary';
import { databases, startTestServer, type TestServer } from './harness';

/** Dictionary categories and entries (spec 001 sections 4, 5 and 7) on both databases. */
describe.each(databases)('dictionaries on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => server.call(method, url, admin, payload);
  const created = async (url: string, payload: object) => {
    const { body } = await call('POST', url, payload);
    expect(body.msg).toBe('新建成功');
    return body.data.id as string;
  };
  const newType = (body: object = {}) =>
    created('/api/system/DictionaryType', {
      parentId: '-1',
      fullName: '测试分类',
      enCode: 'test.type',
      isTree: 0,
      sortCode: 0,
      description: '',
      ...body,
    });
  const newItem = (dictionaryTypeId: string, body: object) =>
    created('/api/system/DictionaryData', {
      dictionaryTypeId,
      parentId: dictionaryTypeId,
      sortCode: 0,
      enabledMark: 1,
      description: '',
      ...body,
    });

  it('answers the seeded category tree with the categories the platform uses', async () => {
    const { body } = await call('GET', '/api/system/DictionaryType');
    expect(body.code).toBe(200);
    const system = body.data.list.find((node: { enCode: string }) => node.enCode === 'sysCategory');
    expect(system).toMatchObject({ parentId: '-1', fullName: '系统字典', hasChildren: true });
    expect(system.children.map((node: { enCode: string }) => node.enCode)).toEqual(
      expect.arrayContaining(['sex', 'businessType', 'PositionType', 'groupType']),
    );
    const business = (await call('GET', '/api/system/DictionaryData/businessType/Data/Selector')).body.data.list;
    expect(business.map((entry: { fullName: string }) => entry.fullName)).toEqual(['工单业务', '客户服务', '收费业务', '设备管理', '通用']);
    const districts = (await call('GET', '/api/system/DictionaryData/heatingDistrict')).body.data.list;
    expect(districts[0]).toMatchObject({ fullName: '城东片区', hasChildren: true });
    expect(districts[0].children.map((entry: { fullName: string }) => entry.fullName)).toEqual(['东一换热站', '东二换热站', '东三换热站']);
  });

  it('creates, reads, updates and deletes a category; the tree switch keeps its stored value on update', async () => {
    const parent = await newType({ fullName: '父分类', enCode: 'parent.type', isTree: 1 });
    const id = await newType({ parentId: parent, fullName: '子分类', enCode: 'child.type', isTree: 1, sortCode: 5, description: '说明' });
    expect((await call('GET', `/api/system/DictionaryType/${id}`)).body.data).toEqual({
      id,
      parentId: parent,
      fullName: '子分类',
      enCode: 'child.type',
      isTree: 1,
      sortCode: 5,
      description: '说明',
    });
    const updated = await call('PUT', `/api/system/DictionaryType/${id}`, {
      parentId: '-1',
      fullName: '改名分类',
      enCode: 'renamed.type',
      isTree: 0,
      sortCode: 6,
    });
    expect(updated.body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await call('GET', `/api/system/DictionaryType/${id}`)).body.data).toMatchObject({
      parentId: '-1',
      fullName: '改名分类',
      isTree: 1,
      sortCode: 6,
    });

    // The parent picker leaves out the category itself and everything under it.
    await call('PUT', `/api/system/DictionaryType/${id}`, { parentId: parent, fullName: '改名分类', enCode: 'renamed.type', isTree: 1 });
    const picker = (await call('GET', `/api/system/DictionaryType/Selector/${parent}`)).body.data.list;
    expect(JSON.stringify(picker)).not.toContain(parent);
    expect(JSON.stringify(picker)).not.toContain(id);
    const moveUnder = await call('PUT', `/api/system/DictionaryType/${parent}`, {
      parentId: id,
      fullName: '父分类',
      enCode: 'parent.type',
      isTree: 1,
    });
    expect(moveUnder.body).toMatchObject({ code: 400, msg: dictionaryMessages.parentIsSelf });

    const deleteParent = await call('DELETE', `/api/system/DictionaryType/${parent}`);
    expect(deleteParent.body).toMatchObject({ code: 400, msg: dictionaryMessages.typeHasChildren });
    expect((await call('DELETE', `/api/system/DictionaryType/${id}`)).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call('DELETE', `/api/system/DictionaryType/${parent}`)).body.code).toBe(200);
    expect((await call('GET', `/api/system/DictionaryType/${id}`)).body).toMatchObject({ code: 404, msg: dictionaryMessages.typeNotFound });
  });

  it('refuses a second category with the same name or code', async () => {
    const id = await newType({ fullName: '唯一分类', enCode: 'unique.type' });
    expect(
      (await call('POST', '/api/system/DictionaryType', { parentId: '-1', fullName: '唯一分类', enCode: 'other.code', isTree: 0 })).body
        .msg,
    ).toBe(dictionaryMessages.typeNameTaken);
    expect(
      (await call('POST', '/api/system/DictionaryType', { parentId: '-1', fullName: '别的分类', enCode: 'unique.type', isTree: 0 })).body
        .msg,
    ).toBe(dictionaryMessages.typeCodeTaken);
    await call('DELETE', `/api/system/DictionaryType/${id}`);
  });

  describe('validation messages of the category dialog (spec 001 section 5)', () => {
    const valid = { parentId: '-1', fullName: '合法名称', enCode: 'valid.code', isTree: 0, sortCode: 0 };
    it.each([
      ['parent empty', { parentId: '' }, '上级菜单不能为空'],
      ['name missing', { fullName: undefined }, '请输入名称'],
      ['name empty', { fullName: '' }, '请输入名称'],
      ['name too long', { fullName: '名'.repeat(51) }, '名称最多为50个字符！'],
      ['name with symbols', { fullName: '名称-1' }, '名称不能含有特殊符号'],
      ['code missing', { enCode: undefined }, '请输入编码'],
      ['code empty', { enCode: '' }, '请输入编码'],
      ['code too long', { enCode: 'a'.repeat(51) }, '编码最多为50个字符！'],
      ['code starting with a dot', { enCode: '.abc' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      ['code ending with a dot', { enCode: 'abc.' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      ['code with other characters', { enCode: 'ab_c' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      ['sort above 999999', { sortCode: 1_000_000 }, '参数 sortCode 不能大于 999999'],
      ['sort below 0', { sortCode: -1 }, '参数 sortCode 不能小于 0'],
    ])('%s', async (_case, change, message) => {
      const { status, body } = await call('POST', '/api/system/DictionaryType', { ...valid, ...change });
      expect(status).toBe(400);
      expect(body.msg).toBe(message);
    });

    it('names the field in English for an English caller', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/system/DictionaryType',
        headers: { authorization: admin, 'accept-language': 'en' },
        payload: { ...valid, fullName: '' },
      });
      expect(response.json().msg).toBe('The field fullName must not be empty');
    });

    it('accepts the limits themselves', async () => {
      const id = await newType({ fullName: '名'.repeat(50), enCode: `a.${'b'.repeat(48)}`, sortCode: 999999 });
      expect((await call('DELETE', `/api/system/DictionaryType/${id}`)).body.code).toBe(200);
    });
  });

  describe('entries', () => {
    let tree: string;
    let flat: string;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      tree = await newType({ fullName: '树形分类', enCode: 'tree.type', isTree: 1 });
      flat = await newType({ fullName: '平铺分类', enCode: 'flat.type', isTree: 0 });
      ids.root = await newItem(tree, { fullName: '一级', enCode: 'level1', sortCode: 1 });
      ids.child = await newItem(tree, { parentId: ids.root, fullName: '二级', enCode: 'level2' });
      ids.grandchild = await newItem(tree, { parentId: ids.child, fullName: '三级', enCode: 'level3' });
      ids.other = await newItem(tree, { fullName: '另一个一级', enCode: 'other1', sortCode: 2 });
      ids.flatA = await newItem(flat, { fullName: '甲', enCode: 'a' });
      ids.flatB = await newItem(flat, { fullName: '乙', enCode: 'b', parentId: '0', enabledMark: 0 });
    });

    it('stores the category id as parent as the top level (0)', async () => {
      expect((await call('GET', `/api/system/DictionaryData/${ids.root}/Info`)).body.data).toEqual({
        id: ids.root,
        dictionaryTypeId: tree,
        parentId: '0',
        fullName: '一级',
        enCode: 'level1',
        sortCode: 1,
        enabledMark: 1,
        description: null,
      });
    });

    it('defaults a missing category parent to the top level', async () => {
      const id = await created('/api/system/DictionaryType', { fullName: '无上级', enCode: 'no.parent', isTree: 0 });
      expect((await call('GET', `/api/system/DictionaryType/${id}`)).body.data.parentId).toBe('-1');
      await call('DELETE', `/api/system/DictionaryType/${id}`);
    });

    it('lists a tree or a flat list, by category id or code, with a keyword that keeps the path', async () => {
      const asTree = (await call('GET', `/api/system/DictionaryData/${tree}?isTree=1`)).body.data.list;
      expect(asTree.map((n: { fullName: string }) => n.fullName)).toEqual(['一级', '另一个一级']);
      expect(asTree[0].children[0]).toMatchObject({ fullName: '二级', hasChildren: true });
      expect(asTree[0].children[0].children[0]).toMatchObject({ fullName: '三级', hasChildren: false, children: [] });

      const asList = (await call('GET', `/api/system/DictionaryData/tree.type?isTree=0`)).body.data.list;
      expect(asList).toHaveLength(4);
      const found = (await call('GET', `/api/system/DictionaryData/${tree}?isTree=1&keyword=三级`)).body.data.list;
      expect(found).toHaveLength(1);
      expect(found[0].children[0].children[0].fullName).toBe('三级');
      const byCode = (await call('GET', `/api/system/DictionaryData/${flat}?keyword=B`)).body.data.list;
      expect(byCode.map((n: { fullName: string }) => n.fullName)).toEqual(['乙']);
    });

    it('answers the entry dialog parent picker: the category as root, without the entry being edited', async () => {
      const picker = (await call('GET', `/api/system/DictionaryData/${tree}/Selector/${ids.child}?isTree=1`)).body.data.list;
      expect(picker).toHaveLength(1);
      expect(picker[0]).toMatchObject({ id: tree, fullName: '树形分类' });
      expect(picker[0].children.map((n: { fullName: string }) => n.fullName)).toEqual(['一级', '另一个一级']);
      expect(picker[0].children[0].children).toEqual([]);
      const flatPicker = (await call('GET', `/api/system/DictionaryData/${flat}/Selector/0?isTree=0`)).body.data.list;
      expect(flatPicker).toEqual([
        { id: flat, parentId: '-1', fullName: '平铺分类', enCode: 'flat.type', hasChildren: false, children: [] },
      ]);
    });

    it('answers enabled entries only to the selectors of generated forms, and every entry in All', async () => {
      expect(
        (await call('GET', `/api/system/DictionaryData/${flat}/Data/Selector`)).body.data.list.map((n: { fullName: string }) => n.fullName),
      ).toEqual(['甲']);
      const all = (await call('GET', '/api/system/DictionaryData/All')).body.data.list;
      const flatEntry = all.find((entry: { id: string }) => entry.id === flat);
      expect(flatEntry).toMatchObject({ fullName: '平铺分类', enCode: 'flat.type', isTree: 0 });
      // Same sort code: the newest first, as the original orders them.
      expect(flatEntry.dictionaryList.map((n: { fullName: string; enabledMark: number }) => [n.fullName, n.enabledMark])).toEqual([
        ['乙', 0],
        ['甲', 1],
      ]);
      expect(all.find((entry: { id: string }) => entry.id === tree).dictionaryList[0].children[0].fullName).toBe('二级');
    });

    it('flips the state on each call; a disabled parent hides its branch from the selector', async () => {
      const first = await call('PUT', `/api/system/DictionaryData/${ids.child}/Actions/State`);
      expect(first.body).toMatchObject({ code: 200, msg: '更新成功', data: { enabledMark: 0 } });
      const options = (await call('GET', `/api/system/DictionaryData/tree.type/Data/Selector`)).body.data.list;
      expect(options[0]).toMatchObject({ fullName: '一级', hasChildren: false, children: [] });
      expect((await call('PUT', `/api/system/DictionaryData/${ids.child}/Actions/State`)).body.data.enabledMark).toBe(1);
      expect((await call('PUT', `/api/system/DictionaryData/404/Actions/State`)).body).toMatchObject({
        code: 404,
        msg: dictionaryMessages.itemNotFound,
      });
    });

    it('updates an entry and refuses to move it under itself or its children', async () => {
      const ok = await call('PUT', `/api/system/DictionaryData/${ids.other}`, {
        dictionaryTypeId: tree,
        parentId: ids.root,
        fullName: '改名',
        enCode: 'renamed',
        sortCode: 3,
        enabledMark: 1,
        description: '新说明',
      });
      expect(ok.body).toMatchObject({ code: 200, msg: '修改成功' });
      expect((await call('GET', `/api/system/DictionaryData/${ids.other}/Info`)).body.data).toMatchObject({
        parentId: ids.root,
        fullName: '改名',
        description: '新说明',
      });
      const loop = await call('PUT', `/api/system/DictionaryData/${ids.root}`, {
        dictionaryTypeId: tree,
        parentId: ids.grandchild,
        fullName: '一级',
        enCode: 'level1',
      });
      expect(loop.body).toMatchObject({ code: 400, msg: dictionaryMessages.parentIsSelf });
      const foreign = await call('PUT', `/api/system/DictionaryData/${ids.root}`, {
        dictionaryTypeId: tree,
        parentId: ids.flatA,
        fullName: '一级',
        enCode: 'level1',
      });
      expect(foreign.body).toMatchObject({ code: 400, msg: dictionaryMessages.parentNotFound });
      const taken = await call('POST', '/api/system/DictionaryData', {
        dictionaryTypeId: tree,
        parentId: tree,
        fullName: '新的',
        enCode: 'level1',
      });
      expect(taken.body).toMatchObject({ code: 400, msg: dictionaryMessages.itemCodeTaken });
      const sameNameElsewhere = await newItem(flat, { fullName: '一级', enCode: 'level1' });
      expect(sameNameElsewhere).toBeTruthy();
    });

    it('refuses to delete an entry with children or a category with entries, and loses nothing', async () => {
      const parent = await call('DELETE', `/api/system/DictionaryData/${ids.child}`);
      expect(parent.body).toMatchObject({ code: 400, msg: dictionaryMessages.itemHasChildren });
      const category = await call('DELETE', `/api/system/DictionaryType/${tree}`);
      expect(category.body).toMatchObject({ code: 400, msg: dictionaryMessages.typeHasItems });
      expect((await call('GET', `/api/system/DictionaryData/${tree}?isTree=0`)).body.data.list).toHaveLength(4);

      expect((await call('DELETE', `/api/system/DictionaryData/${ids.grandchild}`)).body).toMatchObject({ code: 200, msg: '删除成功' });
      expect((await call('DELETE', `/api/system/DictionaryData/${ids.child}`)).body.code).toBe(200);
      expect((await call('GET', `/api/system/DictionaryData/${ids.child}/Info`)).body).toMatchObject({
        code: 404,
        msg: dictionaryMessages.itemNotFound,
      });
    });

    describe('validation messages of the entry dialog (spec 001 section 5)', () => {
      const valid = () => ({ dictionaryTypeId: flat, parentId: flat, fullName: '合法', enCode: 'valid', sortCode: 0, enabledMark: 1 });
      it.each([
        ['parent missing', { parentId: undefined }, '请选择'],
        ['name empty', { fullName: '' }, '请输入名称'],
        ['name too long', { fullName: '名'.repeat(51) }, '字典名称最多为50个字符！'],
        ['code missing', { enCode: undefined }, '请输入编码'],
        ['code too long', { enCode: 'c'.repeat(51) }, '字典编码最多为50个字符！'],
        ['sort not an integer', { sortCode: 1.5 }, '参数 sortCode 的类型应为整数'],
        ['sort above 999999', { sortCode: 1_000_000 }, '参数 sortCode 不能大于 999999'],
        ['state other than 0 or 1', { enabledMark: 2 }, '参数 enabledMark 的值无效，可选值：0、1'],
      ])('%s', async (_case, change, message) => {
        const { status, body } = await call('POST', '/api/system/DictionaryData', { ...valid(), ...change });
        expect(status).toBe(400);
        expect(body.msg).toBe(message);
      });

      it('refuses an unknown category', async () => {
        const { body } = await call('POST', '/api/system/DictionaryData', { ...valid(), dictionaryTypeId: 'nope' });
        expect(body.msg).toBe(dictionaryMessages.typeNotFound);
      });
    });
  });
});
