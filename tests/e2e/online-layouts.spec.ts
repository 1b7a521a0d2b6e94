/**
 * The tree table (layout 5) and the inline-edit table (layout 4) of generated forms, against the real
 * server: the administrator releases each form through the API, then in the browser opens the tree's
 * rows a level at a time (and searches it), and edits and adds rows in place, a refused save keeping
 * what was typed.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, apiCall, apiSignIn, callApi, openMenu, signIn } from './support';

type MenuNode = { id: string; enCode: string; children?: MenuNode[] };
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

const stationForm = {
  popupType: 'general',
  fields: [
    { __vModel__: 'name', placeholder: '请输入站名', __config__: { jnpfKey: 'input', label: '站名', required: true, span: 24 } },
    { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '供热面积', span: 24 } },
    {
      __vModel__: 'state',
      __config__: { jnpfKey: 'select', label: '运行状态', dataType: 'static', span: 24 },
      __slot__: {
        options: [
          { id: 'heating', fullName: '正常供热' },
          { id: 'stopped', fullName: '停热' },
        ],
      },
    },
    { __vModel__: 'parentId', __config__: { jnpfKey: 'input', label: '上级', span: 24 } },
  ],
};

const stationList = {
  columnList: [
    { prop: 'name', label: '站名' },
    { prop: 'area', label: '供热面积' },
    { prop: 'state', label: '运行状态' },
  ],
  searchList: [{ prop: 'name', label: '站名', searchType: 2 }],
  defaultSidx: 'area',
  sort: 'desc',
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'remove', label: '删除' },
  ],
};

/** Creates the definition and releases it under 供热业务: answers its id. */
async function release(baseURL: string, token: string, name: string, code: string, list: object): Promise<string> {
  const menus = flatten((await apiCall<{ menuList: MenuNode[] }>(baseURL, token, 'GET', '/api/oauth/CurrentUser')).menuList);
  const parentId = menus.find((menu) => menu.enCode === 'heatingBiz')!.id;
  const definition = {
    fullName: name,
    enCode: code,
    category: 'heatingBusiness',
    webType: 2,
    formData: JSON.stringify(stationForm),
    columnData: JSON.stringify(list),
  };
  const { id } = await apiCall<{ id: string }>(baseURL, token, 'POST', '/api/visualdev/Base', definition);
  await apiCall(baseURL, token, 'POST', `/api/visualdev/Base/${id}/Actions/Release`, { pcModuleParentId: parentId, fullName: name });
  return id;
}

async function addStation(baseURL: string, token: string, modelId: string, values: Record<string, unknown>): Promise<string> {
  return (await apiCall<{ id: string }>(baseURL, token, 'POST', `/api/visualdev/OnlineDev/${modelId}`, { data: JSON.stringify(values) }))
    .id;
}

const table = (page: Page) => page.locator('[data-page^="online-"]').getByTestId('page-table');
const rowNamed = (page: Page, text: string): Locator =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.getByText(text, { exact: true }) });
/** The first column's text of every row shown, in order. */
const firstColumn = (page: Page) => table(page).locator('tbody tr td:nth-child(2)');

test('the tree table opens a station’s children as it opens, and a search keeps its matches reachable', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString().slice(-6);
  const token = await apiSignIn(baseURL!, ADMIN);
  const name = `换热站树${suffix}`;
  const modelId = await release(baseURL!, token, name, `stationTree${suffix}`, { ...stationList, type: 5, parentField: 'parentId' });
  const east = await addStation(baseURL!, token, modelId, { name: '城东片区', area: 52000, state: 'heating' });
  const east1 = await addStation(baseURL!, token, modelId, { name: '东一换热站', area: 18000, state: 'heating', parentId: east });
  await addStation(baseURL!, token, modelId, { name: '东一站一号机组', area: 9000, state: 'stopped', parentId: east1 });
  await addStation(baseURL!, token, modelId, { name: '东二换热站', area: 21000, state: 'heating', parentId: east });
  await addStation(baseURL!, token, modelId, { name: '城西片区', area: 38000, state: 'stopped' });

  await signIn(page, ADMIN);
  await openMenu(page, '供热业务', name, /\/model\/stationTree/);
  await expect(firstColumn(page)).toHaveText(['城东片区', '城西片区']);
  await expect(rowNamed(page, '城西片区').getByRole('button', { name: '展开' })).toBeHidden();

  await rowNamed(page, '城东片区').getByRole('button', { name: '展开' }).click();
  await expect(firstColumn(page)).toHaveText(['城东片区', '东二换热站', '东一换热站', '城西片区']);
  await rowNamed(page, '东一换热站').getByRole('button', { name: '展开' }).click();
  await expect(firstColumn(page)).toHaveText(['城东片区', '东二换热站', '东一换热站', '东一站一号机组', '城西片区']);
  await expect(rowNamed(page, '东一站一号机组')).toContainText('停热');
  await rowNamed(page, '城东片区').getByRole('button', { name: '折叠' }).click();
  await expect(firstColumn(page)).toHaveText(['城东片区', '城西片区']);

  const search = page.getByTestId('page-search');
  await search.getByLabel('站名').fill('一');
  await search.getByRole('button', { name: '查询' }).click();
  // 东一换热站's district does not match: the station comes up to the top, its matching unit under it.
  await expect(firstColumn(page)).toHaveText(['东一换热站']);
  await rowNamed(page, '东一换热站').getByRole('button', { name: '展开' }).click();
  await expect(firstColumn(page)).toHaveText(['东一换热站', '东一站一号机组']);
});

test('the inline-edit table edits and adds rows in place, and a refused save keeps what was typed', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString().slice(-6);
  const token = await apiSignIn(baseURL!, ADMIN);
  const name = `换热站编辑${suffix}`;
  const modelId = await release(baseURL!, token, name, `stationEdit${suffix}`, { ...stationList, type: 4 });
  await addStation(baseURL!, token, modelId, { name: '城东片区', area: 52000, state: 'heating' });
  const west = await addStation(baseURL!, token, modelId, { name: '城西片区', area: 38000, state: 'stopped' });

  await signIn(page, ADMIN);
  await openMenu(page, '供热业务', name, /\/model\/stationEdit/);
  await expect(firstColumn(page)).toHaveText(['城东片区', '城西片区']);
  const editing = table(page).locator('tbody tr[data-editing]');

  // 编辑: the row's cells become the fields' editors with the record's values.
  await rowNamed(page, '城东片区').getByRole('button', { name: '编辑' }).click();
  await expect(editing.getByLabel('站名')).toHaveValue('城东片区');
  await editing.getByLabel('站名').fill('');
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(editing.getByRole('alert')).toHaveText('请输入站名');
  await editing.getByLabel('站名').fill('城东新区');
  await editing.getByLabel('供热面积').fill('56000');
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(editing).toHaveCount(0);
  await expect(rowNamed(page, '城东新区')).toContainText('56000');
  await expect(rowNamed(page, '城东新区')).toContainText('正常供热');

  // 新增: an empty row at the top, saved by the create call.
  await page.getByRole('button', { name: '新增' }).click();
  await expect(table(page).locator('tbody tr').first()).toHaveAttribute('data-editing', '');
  await editing.getByLabel('站名').fill('城南片区');
  await editing.getByLabel('供热面积').fill('61000');
  await editing.getByRole('combobox', { name: '运行状态' }).click();
  await page.getByRole('option', { name: '停热' }).click();
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新建成功')).toBeVisible();
  await expect(editing).toHaveCount(0);
  await expect(firstColumn(page)).toHaveText(['城南片区', '城东新区', '城西片区']);
  await expect(rowNamed(page, '城南片区')).toContainText('停热');

  // Someone else deletes 城西片区 while it is being edited: the server refuses the save and the row keeps what was typed.
  await rowNamed(page, '城西片区').getByRole('button', { name: '编辑' }).click();
  await expect(editing.getByLabel('站名')).toHaveValue('城西片区');
  await editing.getByLabel('站名').fill('城西新区');
  // (As the page's session: signing in the browser ended the API's.)
  expect((await callApi(page, 'DELETE', `/api/visualdev/OnlineDev/${modelId}/${west}`)).code).toBe(200);
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('数据不存在')).toBeVisible();
  await expect(editing.getByLabel('站名')).toHaveValue('城西新区');
  await editing.getByRole('button', { name: '取消' }).click();
  await expect(editing).toHaveCount(0);
  await expect(rowNamed(page, '城西片区')).toBeVisible();
});
