/**
 * Web types 1 and 4 and the code generator end to end (docs/online-runtime.md "Form only" and "Data
 * views", docs/visual-dev.md "Code generator"): the administrator releases a form-only definition and
 * fills its page twice; releases a data view over the seeded SQL interface of heat-exchange stations and
 * pages and searches it; then on 功能设计 opens 代码预览 of the form and reads its compiled schema, and
 * downloads its code as a zip whose entries are the generated files.
 */
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiCall, apiSignIn, listPage, openMenu, rowOf, signIn } from './support';

/** The entries of a zip (stored or deflated) by name. */
function unzip(zip: Buffer): Map<string, string> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  const entries = new Map<string, string>();
  let at = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    entries.set(name, (method === 8 ? inflateRawSync(raw) : raw).toString('utf8'));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

type MenuNode = { id: string; enCode: string; children?: MenuNode[] };
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/** Creates a definition and releases it under 供热业务: answers its id. */
async function release(baseURL: string, token: string, definition: Record<string, unknown>): Promise<string> {
  const menus = flatten((await apiCall<{ menuList: MenuNode[] }>(baseURL, token, 'GET', '/api/oauth/CurrentUser')).menuList);
  const parentId = menus.find((menu) => menu.enCode === 'heatingBiz')!.id;
  const { id } = await apiCall<{ id: string }>(baseURL, token, 'POST', '/api/visualdev/Base', {
    category: 'heatingBusiness',
    ...definition,
  });
  await apiCall(baseURL, token, 'POST', `/api/visualdev/Base/${id}/Actions/Release`, { pcModuleParentId: parentId });
  return id;
}

const meterForm = {
  fullScreenWidth: '720px',
  fields: [
    { __vModel__: 'meterNo', placeholder: '请输入表号', __config__: { jnpfKey: 'input', label: '表号', required: true, span: 12 } },
    { __vModel__: 'reading', __config__: { jnpfKey: 'inputNumber', label: '本次读数', span: 12 } },
  ],
};

const tableRows = (page: Page) => page.locator('[data-page^="online-"]').getByTestId('page-table').locator('tbody tr');

test('a form-only page is filled twice, a data view is paged and searched, and the form’s code is previewed and downloaded', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString().slice(-6);
  const token = await apiSignIn(baseURL!, ADMIN);
  const formName = `抄表登记${suffix}`;
  const formId = await release(baseURL!, token, {
    fullName: formName,
    enCode: `meterForm${suffix}`,
    webType: 1,
    formData: JSON.stringify(meterForm),
  });
  const interfaces = await apiCall<{ id: string; enCode: string }[]>(baseURL!, token, 'GET', '/api/system/DataInterface/All').then(
    (list) => (Array.isArray(list) ? list : (list as unknown as { list: { id: string; enCode: string }[] }).list),
  );
  const viewName = `换热站一览${suffix}`;
  await release(baseURL!, token, {
    fullName: viewName,
    enCode: `stationView${suffix}`,
    webType: 4,
    interfaceId: interfaces.find((item) => item.enCode === 'heatStations')!.id,
    interfaceParam: JSON.stringify([{ field: 'district', defaultValue: '' }]),
    columnData: JSON.stringify({
      columnList: [
        { prop: 'fullName', label: '换热站' },
        { prop: 'district', label: '片区' },
      ],
      searchList: [{ prop: 'fullName', label: '换热站', searchType: 2 }],
      defaultSidx: 'id',
      sort: 'asc',
      hasPage: true,
      pageSize: 2,
    }),
  });

  // The form alone: 确定 creates, the message shows, the form is empty for the next reading.
  await signIn(page, ADMIN);
  await openMenu(page, '供热业务', formName, /\/model\/meterForm/);
  const formPage = page.getByTestId('online-form-only');
  await expect(formPage.getByText(formName)).toBeVisible();
  const readings: [string, string][] = [
    ['M-1001', '1200'],
    ['M-1002', '860'],
  ];
  for (const [meterNo, reading] of readings) {
    await formPage.getByLabel('表号').fill(meterNo);
    await formPage.getByLabel('本次读数').fill(reading);
    await formPage.getByRole('button', { name: '确 定' }).click();
    await expect(page.getByText('新建成功').first()).toBeVisible();
    await expect(formPage.getByLabel('表号')).toHaveValue('');
  }
  await formPage.getByRole('button', { name: '确 定' }).click();
  await expect(formPage.getByText('请输入表号')).toBeVisible();
  // Asked with the page's session: signing in there ended the one the script opened.
  const stored = await page.evaluate(async (url) => {
    const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: '{}',
    });
    return ((await response.json()) as { data: { list: { meterNo: string; reading: number }[] } }).data;
  }, `/api/visualdev/OnlineDev/${formId}/List`);
  expect(stored.list.map((row) => [row.meterNo, row.reading]).sort()).toEqual([
    ['M-1001', 1200],
    ['M-1002', 860],
  ]);

  // The data view: the six stations the SQL answers, two a page, then a search.
  await openMenu(page, '供热业务', viewName, /\/model\/stationView/);
  const view = page.getByTestId('online-data-view');
  await expect(tableRows(page)).toHaveCount(2);
  await expect(view.getByTestId('pager')).toContainText('共 6 条');
  await expect(tableRows(page).first()).toContainText('东一换热站');
  await view.getByTestId('pager').getByRole('button', { name: '下一页' }).click();
  await expect(tableRows(page).first()).toContainText('东三换热站');
  await expect(view.getByRole('button', { name: '新增' })).toHaveCount(0);
  const search = view.getByTestId('page-search');
  await search.getByLabel('换热站').fill('西');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(view.getByTestId('pager')).toContainText('共 2 条');
  await expect(tableRows(page)).toHaveCount(2);
  await expect(tableRows(page).nth(0)).toContainText('西一换热站城西片区');
  await expect(tableRows(page).nth(1)).toContainText('西二换热站城西片区');

  // 功能设计: 代码预览 of the form shows the compiled schema; 下载代码 downloads the same files.
  await openMenu(page, '在线开发', '功能设计', /\/onlineDev\/webDesign$/);
  const designs = listPage(page, 'onlineDev-webDesign');
  await rowOf(designs, formName).getByRole('button', { name: '代码预览' }).click();
  const code = page.getByTestId('visual-dev-code');
  await expect(code.getByRole('button', { name: `MeterForm${suffix}Screen.tsx` })).toBeVisible();
  await code.getByRole('button', { name: 'form.schema.json' }).click();
  const text = code.getByTestId('visual-dev-code-text');
  await expect(text).toContainText('"type": "object"');
  await expect(text).toContainText('"title": "表号"');
  await expect(code.getByRole('button', { name: 'page.json' })).toHaveCount(0);

  await code.getByLabel('模块名称').fill('meterReading');
  const download = page.waitForEvent('download');
  await code.getByRole('button', { name: '下载代码' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('meterReading.zip');
  const entries = unzip(readFileSync((await file.path())!));
  expect([...entries.keys()].sort()).toEqual(
    ['README.md', `MeterForm${suffix}Screen.tsx`, 'form.schema.json', 'form.ui.json', 'formData.json']
      .map((name) => `meterReading/${name}`)
      .sort(),
  );
  expect(JSON.parse(entries.get('meterReading/form.schema.json')!)).toMatchObject({
    type: 'object',
    properties: { meterNo: { title: '表号' } },
  });
  expect(entries.get(`meterReading/MeterForm${suffix}Screen.tsx`)).toContain(`modelId: '${formId}'`);
});
