/**
 * 列表设计 as a designer uses it, against the real server: a new function's form pasted, its list
 * designed without JSON — columns picked, one moved by the mouse and one by the keyboard, a search field
 * added, the layout grouped by a field — saved and released; records added, and the menu's page shows
 * those columns in that order, that search and the groups.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, chooseInTree, listPage, openMenu, rowOf, signIn } from './support';

const formData = {
  labelWidth: 100,
  fields: [
    { __vModel__: 'inspector', __config__: { jnpfKey: 'comInput', label: '巡检人', required: true, span: 12 } },
    { __vModel__: 'inspectDate', __config__: { jnpfKey: 'date', label: '巡检日期', span: 12 }, type: 'date', format: 'yyyy-MM-dd' },
    {
      __vModel__: 'result',
      __config__: { jnpfKey: 'select', label: '巡检结果', span: 12, dataType: 'static' },
      __slot__: {
        options: [
          { id: 'ok', fullName: '正常' },
          { id: 'fault', fullName: '异常' },
        ],
      },
      props: { props: { label: 'fullName', value: 'id' } },
    },
    {
      __vModel__: 'station',
      __config__: { jnpfKey: 'select', label: '站点', span: 12, dataType: 'static' },
      __slot__: {
        options: [
          { id: 'east', fullName: '东站' },
          { id: 'west', fullName: '西站' },
        ],
      },
      props: { props: { label: 'fullName', value: 'id' } },
    },
  ],
};

/** The column titles of a table, in order, without the index and the actions. */
async function headers(list: Locator): Promise<string[]> {
  const titles = await list.getByTestId('page-table').locator('thead th').allTextContents();
  return titles.map((title) => title.trim()).filter((title) => title && title !== '序号' && title !== '操作');
}

/** The designer's column rows' labels, in order. */
const designedColumns = (designer: Locator) => designer.getByTestId('list-designer-columns').getByRole('listitem');

/** Drags a row's handle onto another row with the mouse, in small steps as a hand does. */
async function drag(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 6, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 12 });
  await page.mouse.up();
}

/** Calls the server as the signed-in page does (a second sign-in of the administrator would end this one). */
async function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const envelope = await page.evaluate(
    async ({ method, url, body }) => {
      const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
      const headers: Record<string, string> = { Authorization: token, 'jnpf-origin': 'pc' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return (await response.json()) as { code: number; msg: string; data: unknown };
    },
    { method, url, body },
  );
  expect(envelope.code, `${method} ${url}: ${envelope.msg}`).toBe(200);
  return envelope.data as T;
}

test('a designer builds a grouped list without JSON, releases it, and its menu shows those columns, that search and the groups', async ({
  page,
}) => {
  // Two screens, a save, a release and the menu's page: three times the usual limit.
  test.slow();
  await signIn(page, ADMIN);
  await openMenu(page, '在线开发', '功能设计', /\/onlineDev\/webDesign$/);
  const list = listPage(page, 'onlineDev-webDesign');
  await list.getByRole('button', { name: '新建' }).click();
  const editor = page.getByTestId('visual-dev-editor');
  await editor.getByLabel('名称', { exact: true }).fill('设备巡检');
  await editor.getByLabel('编码', { exact: true }).fill('deviceInspection');
  await editor.getByRole('combobox', { name: '分类' }).click();
  await page.getByRole('option', { name: '供热业务', exact: true }).click();
  // The editor opens on 表单设计; the JSON view takes the pasted form.
  await editor.getByRole('button', { name: 'JSON', exact: true }).click();
  await editor.getByLabel('表单配置（formData）').fill(JSON.stringify(formData));

  // 列表设计: pick the four fields as columns.
  await editor.getByRole('button', { name: '列表设计' }).click();
  const designer = editor.getByTestId('list-designer');
  const offered = designer.getByRole('list', { name: '可选列表字段' });
  for (const label of ['巡检人', '巡检日期', '巡检结果', '站点']) await offered.getByRole('checkbox', { name: label }).check();
  await expect(designedColumns(designer)).toHaveText([/巡检人/, /巡检日期/, /巡检结果/, /站点/]);

  // By the mouse: 站点 dragged to the top.
  await drag(page, designer.getByRole('button', { name: '拖动列：站点' }), designedColumns(designer).first());
  await expect(designedColumns(designer)).toHaveText([/站点/, /巡检人/, /巡检日期/, /巡检结果/]);
  // By the keyboard: 巡检结果 up one place (its handle, space, arrow up, space), once the rows have settled.
  await expect
    .poll(() => designedColumns(designer).evaluateAll((rows) => rows.filter((row) => (row as HTMLElement).style.transform).length))
    .toBe(0);
  await designer.getByRole('button', { name: '拖动列：巡检结果' }).focus();
  // Each key waits for what the designer announces of the one before (the sensor listens for arrows from the next task on).
  const announced = designer.getByTestId('list-designer-columns').getByRole('status');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('已拿起 巡检结果');
  await page.keyboard.press('ArrowUp');
  await expect(announced).toHaveText('巡检结果 移到第 3 位');
  await page.keyboard.press('Space');
  await expect(designedColumns(designer)).toHaveText([/站点/, /巡检人/, /巡检结果/, /巡检日期/]);
  await designedColumns(designer).filter({ hasText: '巡检人' }).getByLabel('宽度').fill('140');

  // A search field, and the layout grouped by 站点.
  await designer.getByRole('tab', { name: '查询字段' }).click();
  await designer.getByRole('list', { name: '可选查询字段' }).getByRole('checkbox', { name: '巡检结果' }).check();
  await expect(designer.getByTestId('list-designer-search').getByRole('listitem')).toHaveText([/巡检结果/]);
  await designer.getByRole('tab', { name: '列表属性' }).click();
  const settings = designer.getByTestId('list-designer-settings');
  await settings.getByRole('radio', { name: '分组表格' }).check();
  await expect(designer.getByTestId('list-designer-hints')).toContainText('请选择分组字段');
  await settings.getByLabel('分组字段').selectOption({ label: '站点' });
  await expect(designer.getByTestId('list-designer-hints')).toBeHidden();

  // The live preview follows: the columns in their order, the search, a group per station.
  const preview = designer.getByTestId('list-designer-preview');
  await expect.poll(() => headers(preview)).toEqual(['站点', '巡检人', '巡检结果', '巡检日期']);
  await expect(preview.getByTestId('page-search').getByText('巡检结果')).toBeVisible();
  await expect(preview.getByTestId('page-table').getByText(/东站 \(\d+\)/)).toBeVisible();

  await editor.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新建成功')).toBeVisible();
  await expect(editor).toBeHidden();

  await rowOf(list, '设备巡检').getByRole('button', { name: '发布' }).click();
  const release = page.getByRole('dialog', { name: '发布到菜单' });
  await chooseInTree(release, '上级菜单', '在线开发（智慧供热平台）');
  await release.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('发布成功')).toBeVisible();

  // Records: two at the east station, one at the west.
  const found = await call<{ list: { id: string; fullName: string }[] }>(
    page,
    'GET',
    `/api/visualdev/Base?keyword=${encodeURIComponent('设备巡检')}`,
  );
  const modelId = found.list.find((row) => row.fullName === '设备巡检')!.id;
  for (const record of [
    { inspector: '王工', inspectDate: Date.UTC(2026, 0, 5), result: 'ok', station: 'east' },
    { inspector: '李工', inspectDate: Date.UTC(2026, 0, 6), result: 'fault', station: 'east' },
    { inspector: '赵工', inspectDate: Date.UTC(2026, 0, 7), result: 'fault', station: 'west' },
  ])
    await call(page, 'POST', `/api/visualdev/OnlineDev/${modelId}`, { data: JSON.stringify(record) });

  // The menu's page: the designed columns, the search, the groups.
  await page.reload();
  const nav = page.getByTestId('sidebar');
  const group = nav.getByRole('button', { name: '在线开发', exact: true });
  await expect(group).toBeVisible({ timeout: 30_000 });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await nav.getByRole('link', { name: '设备巡检', exact: true }).click();
  await expect(page).toHaveURL(/\/model\/deviceInspection[a-z0-9]{5}$/);
  const menuList = page.locator('[data-page^="online-"]');
  const table = menuList.getByTestId('page-table');
  await expect(table.getByText('东站 (2)')).toBeVisible();
  await expect(table.getByText('西站 (1)')).toBeVisible();
  expect(await headers(menuList)).toEqual(['站点', '巡检人', '巡检结果', '巡检日期']);
  await expect(table.getByRole('cell', { name: '李工' })).toBeVisible();

  // The search by 巡检结果: 异常 leaves 李工 and 赵工, each under their station.
  const search = menuList.getByTestId('page-search');
  await search.getByRole('combobox', { name: '巡检结果' }).click();
  await page.getByRole('option', { name: '异常', exact: true }).click();
  await search.getByRole('button', { name: '查询' }).click();
  await expect(table.getByText('东站 (1)')).toBeVisible();
  await expect(table.getByRole('cell', { name: '王工' })).toBeHidden();
  await expect(table.getByRole('cell', { name: '赵工' })).toBeVisible();
});
