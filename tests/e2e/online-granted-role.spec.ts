/**
 * A generated form from design to daily use by a role (issue 15, "Tests"): the administrator, as a
 * designer, pastes a repair-order form with a popup select over a data interface, a relation to another
 * released form, a sub-table with totals and a bill number; releases it into the menu; grants it to a
 * role without 删除 and without one column. A user of that role adds, searches, edits, opens the detail
 * with its nested relation, exports, hides a column that stays hidden after signing in again, and
 * deletes in a batch; the server refuses them what was not granted.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import {
  type Account,
  ADMIN,
  apiCall,
  apiSignIn,
  callApi,
  chooseInTree,
  createRoleAndUser,
  listPage,
  openMenu,
  rowOf,
  signIn,
} from './support';

const config = (jnpfKey: string, label: string, extra: object = {}) => ({ jnpfKey, label, span: 24, ...extra });

/** The customers the orders relate to: a small released form of its own, made through the API. */
async function releaseCustomers(baseURL: string, token: string, parentId: string, suffix: string): Promise<string> {
  const form = {
    popupType: 'drawer',
    drawerWidth: '600px',
    fields: [
      { __vModel__: 'name', __config__: config('input', '客户名称') },
      { __vModel__: 'phone', __config__: config('input', '联系电话') },
    ],
  };
  const list = { columnList: [{ prop: 'name', label: '客户名称' }], columnBtnsList: [{ value: 'detail', label: '详情' }] };
  const { id } = await apiCall<{ id: string }>(baseURL, token, 'POST', '/api/visualdev/Base', {
    fullName: `报修客户${suffix}`,
    enCode: `repairCustomer${suffix}`,
    category: 'heatingBusiness',
    webType: 2,
    formData: JSON.stringify(form),
    columnData: JSON.stringify(list),
  });
  await apiCall(baseURL, token, 'POST', `/api/visualdev/Base/${id}/Actions/Release`, {
    pcModuleParentId: parentId,
    fullName: `报修客户${suffix}`,
  });
  for (const [name, phone] of [
    [`王先生${suffix}`, '13800000001'],
    [`李女士${suffix}`, '13800000002'],
  ])
    await apiCall(baseURL, token, 'POST', `/api/visualdev/OnlineDev/${id}`, { data: JSON.stringify({ name, phone }) });
  return id;
}

/** The repair-order form as a designer writes it (JNPF 3.4 JSON). */
function repairForm(customersId: string, stationsInterfaceId: string) {
  return {
    popupType: 'general',
    generalWidth: '900px',
    fields: [
      { __vModel__: 'title', __config__: config('comInput', '报修内容', { required: true }), placeholder: '请输入报修内容' },
      { __vModel__: 'orderNo', __config__: config('billRule', '工单编号', { rule: 'RepairOrder' }), readonly: true },
      {
        __vModel__: 'station',
        __config__: config('popupSelect', '换热站'),
        interfaceId: stationsInterfaceId,
        interfaceName: '换热站列表',
        templateJson: [],
        hasPage: true,
        pageSize: 20,
        columnOptions: [
          { value: 'fullName', label: '换热站' },
          { value: 'district', label: '片区' },
        ],
        propsValue: 'id',
        relationField: 'fullName',
        popupType: 'dialog',
        popupTitle: '选择换热站',
        popupWidth: '800px',
      },
      {
        __vModel__: 'customer',
        __config__: config('relationForm', '报修客户'),
        modelId: customersId,
        relationField: 'name',
        columnOptions: [
          { value: 'name', label: '客户名称' },
          { value: 'phone', label: '联系电话' },
        ],
        hasPage: true,
        pageSize: 20,
        popupType: 'dialog',
        popupTitle: '选择客户',
        popupWidth: '800px',
      },
      { __vModel__: 'remark', __config__: config('textarea', '备注') },
      {
        __vModel__: 'costs',
        __config__: {
          jnpfKey: 'table',
          label: '费用明细',
          showTitle: true,
          children: [
            { __vModel__: 'item', __config__: config('comInput', '费用项目', { required: true }) },
            { __vModel__: 'amount', __config__: config('numInput', '金额'), precision: 2 },
          ],
        },
        actionText: '添加费用',
        showSummary: true,
        summaryField: ['amount'],
      },
    ],
  };
}

const repairList = {
  type: 1,
  columnList: [
    { prop: 'orderNo', label: '工单编号' },
    { prop: 'title', label: '报修内容' },
    { prop: 'station', label: '换热站' },
    { prop: 'customer', label: '报修客户' },
    { prop: 'remark', label: '备注' },
  ],
  searchList: [{ prop: 'title', label: '报修内容', jnpfKey: 'comInput', searchType: 2 }],
  hasPage: true,
  pageSize: 20,
  useBtnPermission: true,
  useColumnPermission: true,
  btnsList: [
    { value: 'add', label: '新增' },
    { value: 'download', label: '导出' },
    { value: 'batchRemove', label: '批量删除' },
  ],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'remove', label: '删除' },
    { value: 'detail', label: '详情' },
  ],
};

type MenuNode = { id: string; enCode: string; fullName: string; children?: MenuNode[] };
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

const orders = (page: Page): Locator => page.locator('[data-page^="online-"]');
const ordersRow = (page: Page, text: string): Locator =>
  orders(page)
    .getByTestId('page-table')
    .locator('tbody tr')
    .filter({ has: page.getByText(text, { exact: true }) });

/** The table's column titles, without the selection, index and action columns. */
async function headers(list: Locator): Promise<string[]> {
  await expect(list.getByTestId('page-table')).toHaveAttribute('aria-busy', 'false');
  const titles = await list.getByTestId('page-table').locator('thead th').allTextContents();
  return titles.filter((title) => title && !['序号', '操作', ''].includes(title));
}

/** Fills the repair form: its content, a station from the interface, a customer, and the cost rows. */
async function fillOrder(page: Page, title: string, station: string, customer: string, costs: Array<[string, string]>) {
  const form = page.getByTestId('online-record');
  await form.getByLabel('报修内容').fill(title);

  await form.getByRole('combobox', { name: '换热站' }).click();
  const stations = page.getByRole('dialog', { name: '选择换热站' });
  await stations.getByRole('textbox', { name: '关键词' }).fill(station);
  await stations.getByRole('button', { name: '查询' }).click();
  await stations.getByRole('radio', { name: `选择 ${station}` }).check();
  await stations.getByRole('button', { name: '确定' }).click();
  await expect(stations).toBeHidden();
  await expect(form.getByRole('combobox', { name: '换热站' })).toHaveText(station);

  await form.getByRole('combobox', { name: '报修客户' }).click();
  const customers = page.getByRole('dialog', { name: '选择客户' });
  await customers.getByRole('textbox', { name: '关键词' }).fill(customer);
  await customers.getByRole('button', { name: '查询' }).click();
  await customers.getByRole('radio', { name: `选择 ${customer}` }).check();
  await customers.getByRole('button', { name: '确定' }).click();
  await expect(customers).toBeHidden();

  const table = form.getByRole('table', { name: '费用明细' });
  for (const [index, [item, amount]] of costs.entries()) {
    await form.getByRole('button', { name: '+ 添加费用' }).click();
    const row = table.getByRole('row').nth(index + 1);
    await row.getByRole('textbox').first().fill(item);
    await row.getByRole('spinbutton').fill(amount);
  }
  return form;
}

async function signInAs(browser: Browser, user: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

test('a designer releases a repair-order form, grants it to a role, and its user works with exactly what was granted', async ({
  page,
  browser,
  baseURL,
}) => {
  // Design, release, grant, then a day's work in two sessions: the longest walk of the suite.
  test.setTimeout(360_000);
  const suffix = Date.now().toString().slice(-6);
  const formName = `维修工单${suffix}`;
  const token = await apiSignIn(baseURL!, ADMIN);
  const menus = flatten((await apiCall<{ menuList: MenuNode[] }>(baseURL!, token, 'GET', '/api/oauth/CurrentUser')).menuList);
  const heatingBiz = menus.find((menu) => menu.enCode === 'heatingBiz')!;
  const customersId = await releaseCustomers(baseURL!, token, heatingBiz.id, suffix);
  const interfaces = await apiCall<{ list: Array<{ id: string; enCode: string }> }>(
    baseURL!,
    token,
    'GET',
    '/api/system/DataInterface?keyword=heatStations&currentPage=1&pageSize=20',
  );
  const stationsId = interfaces.list.find((item) => item.enCode === 'heatStations')!.id;

  // A role and its user, through the API (the users-roles walk covers those screens) and before the administrator
  // signs in on the page, which ends this token (one session per account); the role is granted in 权限授权 below.
  const roleName = `维修员${suffix}`;
  const account = `repair${suffix}`;
  await createRoleAndUser(baseURL!, token, {
    role: roleName,
    roleCode: `repairer${suffix}`,
    account,
    realName: `维修员${suffix}`,
    password: 'Repair2026',
  });

  // The designer pastes the form and the list in 功能设计, saves and releases it under 供热业务.
  await signIn(page, ADMIN);
  await openMenu(page, '在线开发', '功能设计', /\/onlineDev\/webDesign$/);
  const designs = listPage(page, 'onlineDev-webDesign');
  await designs.getByRole('button', { name: '新建' }).click();
  const editor = page.getByTestId('visual-dev-editor');
  await editor.getByLabel('名称', { exact: true }).fill(formName);
  await editor.getByLabel('编码', { exact: true }).fill(`repairOrder${suffix}`);
  await editor.getByRole('combobox', { name: '分类' }).click();
  await page.getByRole('option', { name: '供热业务', exact: true }).click();
  // The editor opens on 表单设计; the JSON view takes the pasted form.
  await editor.getByRole('button', { name: 'JSON', exact: true }).click();
  await editor.getByLabel('表单配置（formData）').fill(JSON.stringify(repairForm(customersId, stationsId)));
  await expect(editor.getByTestId('visual-dev-preview').getByRole('table', { name: '费用明细' })).toBeVisible();
  await editor.getByLabel('列表配置（columnData）').fill(JSON.stringify(repairList));
  await expect(editor.getByTestId('visual-dev-column-data')).toContainText('JSON 有效');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor).toBeHidden();
  await rowOf(designs, formName).getByRole('button', { name: '发布' }).click();
  const release = page.getByRole('dialog', { name: '发布到菜单' });
  await chooseInTree(release, '上级菜单', '供热业务（智慧供热平台）');
  await release.getByRole('button', { name: '确定' }).click();
  await expect(rowOf(designs, formName)).toContainText('已发布');

  await openMenu(page, '组织权限', '角色管理', /\/permission\/role$/);
  const roles = listPage(page, 'permission-role');
  await roles.getByLabel('关键词').fill(roleName);
  await roles.getByRole('button', { name: '查询' }).click();
  await rowOf(roles, roleName).getByRole('button', { name: '权限授权' }).click();
  const grants = page.getByTestId('authorize-dialog');
  await grants.getByRole('textbox', { name: '搜索菜单、按钮、列或字段' }).fill(formName);
  const granted = grants.getByRole('group', { name: formName });
  await granted.getByText(formName, { exact: true }).click();
  await granted.getByTestId('authorize-button').getByText('删除', { exact: true }).click();
  await granted.getByTestId('authorize-column').getByText('备注', { exact: true }).click();
  await grants.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('授权成功')).toBeVisible();
  await expect(grants).toBeHidden();

  // The user: 供热业务 shows the new page, without 删除 and without the 备注 column.
  const user: Account = { account, password: 'Repair2026' };
  let staff = await signInAs(browser, user);
  await openMenu(staff, '供热业务', formName, /\/model\/repairOrder/);
  let list = orders(staff);
  await expect.poll(() => headers(list)).toEqual(['工单编号', '报修内容', '换热站', '报修客户']);
  await expect(list.getByRole('button', { name: '新增' })).toBeVisible();

  // Add two orders: a station from the interface, a customer from the related form, costs with their total.
  await list.getByRole('button', { name: '新增' }).click();
  let form = await fillOrder(staff, '一号楼暖气不热', '东一换热站', `王先生${suffix}`, [
    ['上门检测', '80'],
    ['更换阀门', '120.5'],
  ]);
  await expect(form.getByTestId('table-summary')).toContainText('200.50');
  await form.getByRole('button', { name: '确 定' }).click();
  await expect(form).toBeHidden();
  const first = ordersRow(staff, '一号楼暖气不热');
  await expect(first).toContainText(/WX\d{11}/);
  await expect(first).toContainText('东一换热站');
  await expect(first.getByRole('button', { name: `王先生${suffix}` })).toBeVisible();

  await list.getByRole('button', { name: '新增' }).click();
  form = await fillOrder(staff, '二号楼管道漏水', '西一换热站', `李女士${suffix}`, [['管道维修', '300']]);
  await form.getByRole('button', { name: '确 定' }).click();
  await expect(form).toBeHidden();
  await expect(ordersRow(staff, '二号楼管道漏水')).toBeVisible();

  // Search by the content (fuzzy): one row.
  const search = list.getByTestId('page-search');
  await search.getByLabel('报修内容').fill('暖气');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(list.getByTestId('page-table').locator('tbody tr')).toHaveCount(1);
  await expect(first).toBeVisible();

  // Edit the content; the row follows. No 删除 on the row: it was not granted.
  await expect(first.getByRole('button', { name: '删除' })).toHaveCount(0);
  await first.getByRole('button', { name: '编辑' }).click();
  form = staff.getByTestId('online-record');
  await expect(form.getByLabel('报修内容')).toHaveValue('一号楼暖气不热');
  await form.getByLabel('报修内容').fill('一号楼暖气不热，已约上门');
  await form.getByRole('button', { name: '确 定' }).click();
  await expect(form).toBeHidden();
  const edited = ordersRow(staff, '一号楼暖气不热，已约上门');
  await expect(edited).toBeVisible();

  // The detail, its change history, and the related customer's nested detail.
  await edited.getByRole('button', { name: '详情' }).click();
  const detail = staff.getByTestId('online-detail');
  await expect(detail.getByText('东一换热站')).toBeVisible();
  await expect(detail.getByTestId('online-history')).toContainText('报修内容: 一号楼暖气不热 → 一号楼暖气不热，已约上门');
  await detail.getByRole('button', { name: `王先生${suffix}` }).click();
  const nested = staff.locator('[data-testid="online-detail"][data-popup="drawer"]');
  await expect(nested.getByText('13800000001')).toBeVisible();
  await nested.getByRole('button', { name: /^关 ?闭$/ }).click();
  await expect(nested).toBeHidden();
  await detail
    .getByRole('button', { name: /^关 ?闭$/ })
    .first()
    .click();
  await expect(staff.getByTestId('online-detail')).toHaveCount(0);

  // Export every page under no search: the granted columns only, both orders.
  await search.getByRole('button', { name: '重置' }).click();
  await expect(list.getByTestId('page-table').locator('tbody tr')).toHaveCount(2);
  await list.getByRole('button', { name: '导出' }).click();
  const exporting = staff.getByTestId('online-export');
  await expect(exporting.getByRole('checkbox', { name: '备注' })).toHaveCount(0);
  const download = staff.waitForEvent('download');
  await exporting.getByRole('button', { name: '确 定' }).click();
  const file = await (await download).path();
  const sheet = XLSX.read(readFileSync(file!)).Sheets;
  const rows = XLSX.utils.sheet_to_json<string[]>(Object.values(sheet)[0]!, { header: 1 });
  expect(rows[0]).toEqual(['工单编号', '报修内容', '换热站', '报修客户']);
  expect(
    rows
      .slice(1)
      .map((row) => row[1])
      .sort(),
  ).toEqual(['一号楼暖气不热，已约上门', '二号楼管道漏水']);
  expect(rows.slice(1).map((row) => row[3])).toContain(`李女士${suffix}`);

  // Hide 换热站 in 列设置; signed in again, it stays hidden.
  await list.getByRole('button', { name: '列设置' }).click();
  const drawer = staff.getByTestId('column-settings');
  await drawer.getByRole('checkbox', { name: '换热站' }).uncheck();
  await expect.poll(() => headers(list)).toEqual(['工单编号', '报修内容', '报修客户']);
  await staff.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await staff.context().close();
  staff = await signInAs(browser, user);
  await openMenu(staff, '供热业务', formName, /\/model\/repairOrder/);
  list = orders(staff);
  await expect(ordersRow(staff, '二号楼管道漏水')).toBeVisible();
  await expect.poll(() => headers(list)).toEqual(['工单编号', '报修内容', '报修客户']);

  // The server refuses what was not granted, whatever the page shows: one delete, the list of another menu.
  const designsFound = (await callApi(page, 'GET', `/api/visualdev/Base?keyword=${suffix}`)).data as {
    list: Array<{ id: string; fullName: string }>;
  };
  const modelId = designsFound.list.find((item) => item.fullName === formName)!.id;
  const stored = await callApi(staff, 'GET', `/api/visualdev/OnlineDev/${customersId}/Config`);
  expect(stored.code).toBe(200);
  const ids = await staff.evaluate(
    async ({ modelId }) => {
      const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
      const response = await fetch(`/api/visualdev/OnlineDev/${modelId}/List`, {
        method: 'POST',
        headers: { Authorization: token, 'jnpf-origin': 'pc', 'Content-Type': 'application/json' },
        body: JSON.stringify({ currentPage: 1, pageSize: 20 }),
      });
      return ((await response.json()) as { data: { list: Array<{ id: string; remark?: string }> } }).data.list;
    },
    { modelId },
  );
  expect(ids).toHaveLength(2);
  expect(ids.every((row) => !('remark' in row))).toBe(true);
  expect(await callApi(staff, 'DELETE', `/api/visualdev/OnlineDev/${modelId}/${ids[0]!.id}`)).toMatchObject({ code: 403 });
  expect(await callApi(staff, 'GET', '/api/permission/Users')).toMatchObject({ code: 403 });

  // 批量删除: both rows chosen, confirmed, gone.
  await list.getByRole('checkbox', { name: '全选' }).check();
  await list.getByRole('button', { name: '批量删除' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(list.getByText('暂无数据')).toBeVisible();
  await staff.context().close();
});
