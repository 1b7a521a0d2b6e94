import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { seedId } from '../../server/db/ids';
import { forgetOnlineModels } from '../../server/online/online-model';
import { databases, demoPassword, startTestServer, type TestServer } from './harness';
import { releaseTestForm } from './online-forms';

const manager = seedId('role', 'manager');
const day = (month: number, date: number) => Date.UTC(2024, month - 1, date);

const formData = {
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '名称' } },
    { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '面积' } },
    {
      __vModel__: 'tariff',
      __config__: { jnpfKey: 'select', label: '价格类型', dataType: 'static' },
      options: [
        { id: 'home', fullName: '居民' },
        { id: 'shop', fullName: '商业' },
      ],
    },
    { __vModel__: 'tags', __config__: { jnpfKey: 'checkbox', label: '标签' } },
    { __vModel__: 'built', __config__: { jnpfKey: 'datePicker', label: '建成日期' } },
    { __vModel__: 'status', __config__: { jnpfKey: 'input', label: '状态' } },
    { __vModel__: 'creator', __config__: { jnpfKey: 'createUser', label: '创建人' } },
  ],
};

const records = [
  { name: '一号楼', area: 100, tariff: 'home', tags: ['a', 'b'], built: day(1, 1), status: 'open' },
  { name: '二号楼', area: 200, tariff: 'shop', tags: ['b'], built: day(6, 1), status: 'open' },
  { name: '三号%楼', area: 300, tariff: '', tags: [], status: 'closed' },
  { name: 'Office', area: 50.5, tariff: 'home', tags: ['c'], status: 'closed' },
];

const queried = { id: 'sq-model', menuId: 'sq-menu', enCode: 'sqTest', fullName: '高级查询档案' };
const ruled = { id: 'rule-model', menuId: 'rule-menu', enCode: 'ruleTest', fullName: '过滤规则档案' };

describe.each(databases)('the advanced query and the list filter rules on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let zhangwei: string;
  const base = (model: { id: string }) => `/api/visualdev/OnlineDev/${model.id}`;
  const list = (token: string, body: object, model = queried) => server.call('POST', `${base(model)}/List`, token, body);
  /** The names the advanced query lists (sorted), or the refusal's message. */
  const names = async (superQuery: unknown, token = admin, model = queried) => {
    const answer = await list(
      token,
      { superQueryJson: typeof superQuery === 'string' ? superQuery : JSON.stringify(superQuery), pageSize: 100 },
      model,
    );
    if (answer.body.code !== 200) return answer.body.msg as string;
    return (answer.body.data.list as { name: string }[]).map((row) => row.name).sort();
  };
  const one = (field: string, symbol: string, fieldValue?: unknown) => ({ matchLogic: 'AND', condition: [{ field, symbol, fieldValue }] });
  const exported = async (token: string, model: { id: string }, body: object) => {
    const answer = await server.call('POST', `${base(model)}/Actions/ExportData`, token, { selectKey: 'name', dataType: '1', ...body });
    expect(answer.body.code).toBe(200);
    const file = await server.app.inject({ method: 'GET', url: answer.body.data.url });
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const cells = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' }) as unknown[][];
    return cells
      .slice(1)
      .map((row) => row[0])
      .sort();
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.ctx;
    await releaseTestForm(db, { ...queried, formData, columnData: { useColumnPermission: true }, authorize: { columns: true } });
    await releaseTestForm(db, {
      ...ruled,
      formData,
      columnData: { ruleList: [{ field: 'status', symbol: '==', fieldValue: 'open' }], btnsList: [{ value: 'download', label: '导出' }] },
    });
    for (const enCode of ['name', 'area'])
      await db.query(`insert into module_column (id, module_id, full_name, en_code) values ($1, $2, $3, $3)`, [
        `sq-column-${enCode}`,
        queried.menuId,
        enCode,
      ]);
    // 部门经理 may open both menus and see the name column, not the area.
    for (const [type, id] of [
      ['module', queried.menuId],
      ['module', ruled.menuId],
      ['column', 'sq-column-name'],
    ])
      await db.query(`insert into authorize (item_type, item_id, object_type, object_id) values ($1, $2, 'Role', $3)`, [type, id, manager]);
    server.ctx.access.invalidate();
    forgetOnlineModels();
    admin = await server.login('admin');
    zhangwei = await server.login('zhangwei', demoPassword);
    for (const model of [queried, ruled])
      for (const record of records) {
        const created = await server.call('POST', base(model), admin, { data: JSON.stringify(record) });
        expect(created.body.code).toBe(200);
      }
    await server.call('POST', base(queried), zhangwei, { data: JSON.stringify({ name: '张伟的楼', area: 10 }) });
  });
  afterAll(async () => server?.close());

  it('compares text as text: equal, not equal, contains with % taken literally, empty', async () => {
    expect(await names(one('name', '==', '一号楼'))).toEqual(['一号楼']);
    expect(await names(one('name', '<>', '一号楼'))).toEqual(['Office', '三号%楼', '二号楼', '张伟的楼']);
    expect(await names(one('name', 'like', '号'))).toEqual(['一号楼', '三号%楼', '二号楼']);
    expect(await names(one('name', 'like', 'office'))).toEqual(['Office']);
    expect(await names(one('name', 'like', '%'))).toEqual(['三号%楼']);
    expect(await names(one('name', 'notLike', '号'))).toEqual(['Office', '张伟的楼']);
    expect(await names(one('status', 'null'))).toEqual(['张伟的楼']);
    expect(await names(one('status', 'notNull'))).toHaveLength(4);
    expect(await names(one('name', '>', 'a'))).toBe('高级查询的条件不正确：名称');
  });

  it('compares numbers as numbers', async () => {
    expect(await names(one('area', '==', 100))).toEqual(['一号楼']);
    expect(await names(one('area', '==', '50.5'))).toEqual(['Office']);
    expect(await names(one('area', '<>', 100))).toEqual(['Office', '三号%楼', '二号楼', '张伟的楼']);
    expect(await names(one('area', '>', 100))).toEqual(['三号%楼', '二号楼']);
    expect(await names(one('area', '<', 100))).toEqual(['Office', '张伟的楼']);
    expect(await names(one('area', '>=', 200))).toEqual(['三号%楼', '二号楼']);
    expect(await names(one('area', '<=', 100))).toEqual(['Office', '一号楼', '张伟的楼']);
    expect(await names(one('area', 'null'))).toEqual([]);
    expect(await names(one('area', '>', 'big'))).toBe('高级查询的值不正确：面积');
    expect(await names(one('area', 'like', '1'))).toBe('高级查询的条件不正确：面积');
  });

  it('compares dates as epoch milliseconds, a date text read as one', async () => {
    expect(await names(one('built', '==', day(1, 1)))).toEqual(['一号楼']);
    expect(await names(one('built', '==', '2024-06-01'))).toEqual(['二号楼']);
    expect(await names(one('built', '>', day(3, 1)))).toEqual(['二号楼']);
    expect(await names(one('built', '<=', day(6, 1)))).toEqual(['一号楼', '二号楼']);
    expect(await names(one('built', '<>', day(1, 1)))).toEqual(['Office', '三号%楼', '二号楼', '张伟的楼']);
    expect(await names(one('built', 'null'))).toEqual(['Office', '三号%楼', '张伟的楼']);
    expect(await names(one('built', 'notNull'))).toEqual(['一号楼', '二号楼']);
  });

  it('compares a select by its stored value, empty text as empty', async () => {
    expect(await names(one('tariff', '==', 'home'))).toEqual(['Office', '一号楼']);
    expect(await names(one('tariff', '<>', 'home'))).toEqual(['三号%楼', '二号楼', '张伟的楼']);
    expect(await names(one('tariff', 'null'))).toEqual(['三号%楼', '张伟的楼']);
    expect(await names(one('tariff', 'notNull'))).toEqual(['Office', '一号楼', '二号楼']);
  });

  it('matches a checkbox by containment, [] as empty, and refuses ordering and contains', async () => {
    expect(await names(one('tags', '==', 'b'))).toEqual(['一号楼', '二号楼']);
    expect(await names(one('tags', '==', ['a', 'b']))).toEqual(['一号楼']);
    expect(await names(one('tags', '<>', 'b'))).toEqual(['Office', '三号%楼', '张伟的楼']);
    expect(await names(one('tags', 'null'))).toEqual(['三号%楼', '张伟的楼']);
    expect(await names(one('tags', 'notNull'))).toEqual(['Office', '一号楼', '二号楼']);
    expect(await names(one('tags', 'like', 'a'))).toBe('高级查询的条件不正确：标签');
    expect(await names(one('tags', '>', 'a'))).toBe('高级查询的条件不正确：标签');
  });

  it('joins by AND or OR, in 3.4.7’s shapes and V3’s groups', async () => {
    const big = { field: 'area', symbol: '>', fieldValue: 150 };
    const shop = { field: 'tariff', symbol: '==', fieldValue: 'shop' };
    expect(await names({ matchLogic: 'AND', condition: [big, shop] })).toEqual(['二号楼']);
    expect(await names({ matchLogic: 'OR', condition: [big, shop] })).toEqual(['三号%楼', '二号楼']);
    expect(await names([big, { field: 'status', symbol: '==', fieldValue: 'closed' }])).toEqual(['三号%楼']);
    const v3 = {
      matchLogic: 'and',
      conditionList: [
        { logic: 'or', groups: [shop, { field: 'tags', symbol: '==', fieldValue: 'c' }] },
        { logic: 'and', groups: [{ field: 'area', symbol: '<', fieldValue: 250 }] },
      ],
    };
    expect(await names(v3)).toEqual(['Office', '二号楼']);
    expect(await names({ ...v3, matchLogic: 'or' })).toEqual(['Office', '一号楼', '二号楼', '张伟的楼']);
    expect(await names({ matchLogic: 'AND', condition: [] })).toHaveLength(5);
  });

  it('refuses bad JSON, unknown shapes and unknown fields with their messages', async () => {
    expect(await names('{not json')).toBe('高级查询条件格式不正确');
    expect(await names({ matchLogic: 'xor', condition: [] })).toBe('高级查询条件格式不正确');
    expect(await names({ matchLogic: 'AND', condition: [{ field: 'name' }] })).toBe('高级查询条件格式不正确');
    expect(await names(one('nope', '==', 1))).toBe('高级查询的字段不存在：nope');
  });

  it('binds every value and names only fields of the form: injection is refused or harmless', async () => {
    expect(await names(one("name' or 1=1 --", '==', 'x'))).toBe("高级查询的字段不存在：name' or 1=1 --");
    expect(await names(one('name', '== 1 or 1=1 --', 'x'))).toBe('高级查询的条件不正确：名称');
    expect(await names(one('name', '==', "' or '1'='1"))).toEqual([]);
    expect(await names(one('name', 'like', "%' or '1'='1"))).toEqual([]);
    expect(await names(one('area', '==', '1); drop table online_record; --'))).toBe('高级查询的值不正确：面积');
    expect(await names(one('tags', '==', ["a'] or true --"]))).toEqual([]);
    expect(await names(one('name', 'notNull'))).toHaveLength(5);
  });

  it('reads @userId as the caller', async () => {
    expect(await names(one('creator', '==', '@userId'), zhangwei)).toEqual(['张伟的楼']);
    expect(await names(one('creator', '==', seedId('user', 'admin')))).toHaveLength(4);
  });

  it('refuses a column the caller is not granted, as a field that does not exist', async () => {
    expect(await names(one('name', '==', '张伟的楼'), zhangwei)).toEqual(['张伟的楼']);
    expect(await names(one('area', '>', 1), zhangwei)).toBe('高级查询的字段不存在：area');
  });

  it('exports under the same advanced query', async () => {
    expect(await exported(admin, queried, { superQueryJson: JSON.stringify(one('area', '>', 150)) })).toEqual(['三号%楼', '二号楼']);
  });

  it('applies the list’s filter rules to everyone, in the list and the export', async () => {
    for (const token of [admin, zhangwei]) {
      const page = (await list(token, { pageSize: 100 }, ruled)).body.data;
      expect(page.list.map((row: { name: string }) => row.name).sort()).toEqual(['一号楼', '二号楼']);
      expect(await exported(token, ruled, {})).toEqual(['一号楼', '二号楼']);
    }
    expect(await names(one('area', '>', 150), admin, ruled)).toEqual(['二号楼']);
  });

  it('reads V3 filter rules, and refuses the list when a rule names no field of the form', async () => {
    const set = (ruleList: unknown) =>
      server.ctx.db.query(`update visual_dev_release set column_data = $1 where id = $2`, [JSON.stringify({ ruleList }), ruled.id]);
    await set({ matchLogic: 'or', conditionList: [{ logic: 'and', groups: [{ field: 'tags', symbol: '==', fieldValue: 'c' }] }] });
    forgetOnlineModels();
    expect(await names({ matchLogic: 'AND', condition: [] }, zhangwei, ruled)).toEqual(['Office']);
    await set([{ field: 'gone', symbol: '==', fieldValue: 'x' }]);
    forgetOnlineModels();
    expect(await names({ matchLogic: 'AND', condition: [] }, zhangwei, ruled)).toBe('过滤规则的字段不存在：gone');
  });
});
