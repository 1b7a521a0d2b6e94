/**
 * Print templates and printing (issue 16, spec 001 sections 2 and 7, spec 002 sections 2.7 and 2.8):
 * the administrator designs a template for 热用户档案 in 打印模板 (fields of the form, a loop over the
 * payments sub-table, an amount in capitals, who printed), the form offers it (printId, printIds),
 * then a customer record is printed from its detail viewer and two from the list's 批量打印. The print
 * dialog itself cannot be driven headless: the page's window.print is replaced by a counter before
 * the app loads; the preview, the PDF and the print log are the real ones.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, openMenu, signIn } from './support';

/** Calls the server from the page, with the session the page signed in with (one sign-in at a time), expecting code 200. */
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

type MenuNode = { id: string; enCode: string; children?: MenuNode[] };
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/** A customer of 热用户档案 with two payments. */
const customer = (name: string) => ({
  customerName: name,
  mobilePhone: '13800138000',
  address: ['130000', '130100', '130102'],
  detailAddress: '幸福小区1号楼1单元101',
  heatingArea: 96.5,
  stationName: 'east01',
  tariff: 'residential',
  heatState: 'heating',
  chargeState: 'paid',
  payments: [
    { season: '2024-2025', payDate: Date.UTC(2024, 10, 10, 4), amount: 2123, payMethod: 'wechat' },
    { season: '2025-2026', payDate: Date.UTC(2025, 10, 10, 4), amount: 12412.5, payMethod: 'cash' },
  ],
});

const printsCounted = () => (window as unknown as { __printed: number }).__printed;

async function designTemplate(page: Page, name: string, code: string): Promise<void> {
  await openMenu(page, '系统管理', '打印模板', /\/system\/printDev$/);
  await page.getByTestId('print-dev-screen').getByRole('button', { name: '新建' }).click();
  const editor = page.getByTestId('print-template-editor');
  await editor.getByLabel('模板名称').fill(name);
  await editor.getByLabel('模板编码').fill(code);
  await editor.getByLabel('模板分类').fill('缴费');
  await editor.getByRole('combobox', { name: '功能表单' }).selectOption({ label: '热用户档案' });
  const fields = editor.getByTestId('print-field-panel');
  const main = fields.getByRole('group', { name: '主表' });
  await expect(main.getByRole('button', { name: '用户名称', exact: true })).toBeVisible();

  const body = editor.getByTestId('print-template-body');
  await body.click();
  await page.keyboard.type('用户名称：');
  await main.getByRole('button', { name: '用户名称', exact: true }).click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('面积大写：');
  await fields.getByRole('combobox', { name: '插入方式' }).selectOption('amountChinese');
  await main.getByRole('button', { name: '供热面积(㎡)', exact: true }).click();
  await fields.getByRole('combobox', { name: '插入方式' }).selectOption('plain');
  await page.keyboard.press('Enter');
  await page.keyboard.type('缴费记录：');
  await page.keyboard.press('Enter');
  await fields.getByRole('group', { name: '缴费记录' }).getByRole('button', { name: '插入子表表格' }).click();
  await page.keyboard.type('打印人：');
  await fields.getByRole('group', { name: '系统字段' }).getByRole('button', { name: '打印人' }).click();

  await expect(body).toContainText('用户名称：{customerName}');
  await expect(body).toContainText('面积大写：大写金额({heatingArea})');
  await expect(body.locator('tr').nth(1)).toContainText('{payments.season}');
  await expect(body.locator('th').first()).toHaveText('供暖季');
  await expect(body).toContainText('打印人：{systemPrinter}');

  await editor.getByRole('button', { name: '保 存' }).click();
  await expect(page.getByText('新建成功')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('print-dev-screen').getByText(name, { exact: true })).toBeVisible();
}

test('the administrator designs a print template for 热用户档案 and prints customers from the detail and the list', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => {
    const counted = window as unknown as { __printed: number };
    counted.__printed = 0;
    window.print = () => {
      counted.__printed += 1;
    };
  });
  const suffix = Date.now().toString().slice(-6);
  const templateName = `热用户缴费单${suffix}`;

  await signIn(page, ADMIN);
  await designTemplate(page, templateName, `heatPayBill${suffix}`);
  const templates = await call<{ list: { id: string }[] }>(page, 'GET', `/api/system/printDev?keyword=heatPayBill${suffix}`);
  const templateId = templates.list[0]!.id;

  // 热用户档案 offers the template on its detail (hasPrintBtn, printId) and its list (批量打印, printIds); put back afterwards.
  const definitions = await call<{ list: { id: string; fullName: string }[] }>(page, 'GET', '/api/visualdev/Base?keyword=热用户档案');
  const definitionId = definitions.list.find((row) => row.fullName === '热用户档案')!.id;
  const original = await call<Record<string, unknown>>(page, 'GET', `/api/visualdev/Base/${definitionId}`);
  const menus = flatten((await call<{ menuList: MenuNode[] }>(page, 'GET', '/api/oauth/CurrentUser')).menuList);
  const parentId = menus.find((menu) => menu.enCode === 'heatingBiz')!.id;
  const saveAndRelease = async (record: Record<string, unknown>) => {
    // What 功能设计's editor sends: the dialog's fields, empty ones left out.
    const fields = [
      'fullName',
      'enCode',
      'category',
      'webType',
      'sortCode',
      'description',
      'formData',
      'columnData',
      'appColumnData',
      'tablesData',
      'dbLinkId',
      'enabledMark',
    ];
    const body = Object.fromEntries(
      fields.map((key) => [key, record[key]]).filter(([, value]) => value !== null && value !== undefined && value !== ''),
    );
    await call(page, 'PUT', `/api/visualdev/Base/${definitionId}`, body);
    await call(page, 'POST', `/api/visualdev/Base/${definitionId}/Actions/Release`, {
      pcModuleParentId: parentId,
      fullName: '热用户档案',
    });
  };
  const formData = JSON.parse(String(original.formData)) as Record<string, unknown>;
  const columnData = JSON.parse(String(original.columnData)) as { btnsList: object[] } & Record<string, unknown>;
  await saveAndRelease({
    ...original,
    formData: JSON.stringify({ ...formData, hasPrintBtn: true, printId: templateId }),
    columnData: JSON.stringify({
      ...columnData,
      btnsList: [...columnData.btnsList, { value: 'batchPrint', icon: 'el-icon-printer', label: '批量打印' }],
      printIds: [templateId],
    }),
  });

  const modelBase = `/api/visualdev/OnlineDev/${definitionId}`;
  const created: string[] = [];
  try {
    for (const name of [`打印甲${suffix}`, `打印乙${suffix}`])
      created.push((await call<{ id: string }>(page, 'POST', modelBase, { data: JSON.stringify(customer(name)) })).id);

    await page.reload();
    await openMenu(page, '供热业务', '热用户档案', /\/heatingBiz\/customer$/);
    const list = page.locator('[data-page^="online-"]');
    const search = list.getByTestId('page-search');
    await search.getByLabel('用户名称').fill(suffix);
    await search.getByRole('button', { name: '查询' }).click();
    const rows = list.getByTestId('page-table').locator('tbody tr');
    await expect(rows).toHaveCount(2);

    // The detail's 打 印: one template, so the preview opens at once with the record filled in.
    const first = rows.filter({ hasText: `打印甲${suffix}` });
    await first.getByRole('button', { name: '详情' }).click();
    const detail = page.getByTestId('online-detail');
    await expect(detail.getByLabel('用户名称')).toHaveText(`打印甲${suffix}`);
    await detail.getByRole('button', { name: '打 印' }).click();
    const preview = page.getByTestId('print-preview');
    await expect(preview).toBeVisible();
    const sheets = preview.getByTestId('print-sheet');
    await expect(sheets).toHaveCount(1);
    await expect(sheets).toContainText(`用户名称：打印甲${suffix}`);
    await expect(sheets).toContainText('面积大写：玖拾陆元伍角');
    await expect(sheets).toContainText('打印人：系统管理员/admin');
    const cells = sheets.locator('tr').nth(2).locator('td');
    await expect(sheets.locator('tr')).toHaveCount(3);
    await expect(sheets.locator('tr').nth(1)).toContainText('2024-2025');
    await expect(sheets.locator('tr').nth(1)).toContainText('2024-11-10');
    await expect(sheets.locator('tr').nth(1)).toContainText('微信');
    await expect(cells.nth(0)).toHaveText('2025-2026');
    await expect(cells.nth(2)).toHaveText('12412.5');

    // 打 印 prints the sheets (the page's print) and logs the print.
    const logged = page.waitForResponse((response) => response.url().includes('/api/system/printLog/save'));
    await preview.getByRole('button', { name: '打 印' }).click();
    expect((await (await logged).json()).code).toBe(200);
    expect(await page.evaluate(printsCounted)).toBe(1);

    // 下载 PDF: an A4 PDF named after the template.
    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: '下载 PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${templateName}.pdf`);
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await preview.getByRole('button', { name: '关 闭' }).click();
    await expect(preview).toBeHidden();
    await detail.getByRole('button', { name: '返回' }).click();

    // 批量打印 of the two rows: one sheet each.
    await list.getByRole('checkbox', { name: '全选' }).check();
    await list.getByRole('button', { name: '批量打印' }).click();
    await expect(sheets).toHaveCount(2);
    await expect(preview).toContainText(`用户名称：打印甲${suffix}`);
    await expect(preview).toContainText(`用户名称：打印乙${suffix}`);
    const batchLogged = page.waitForResponse((response) => response.url().includes('/api/system/printLog/save'));
    await preview.getByRole('button', { name: '打 印' }).click();
    expect((await (await batchLogged).json()).code).toBe(200);
    expect(await page.evaluate(printsCounted)).toBe(2);
    await preview.getByRole('button', { name: '关 闭' }).click();

    // 打印记录 of the template: the three prints (detail, PDF, batch), newest first.
    await openMenu(page, '系统管理', '打印模板', /\/system\/printDev$/);
    const templateRow = page
      .getByTestId('print-dev-screen')
      .getByTestId('page-table')
      .locator('tbody tr')
      .filter({ hasText: templateName });
    await templateRow.getByRole('button', { name: '打印记录' }).click();
    const log = page.getByTestId('print-log');
    const logRows = log.getByTestId('page-table').locator('tbody tr');
    await expect(logRows).toHaveCount(3);
    await expect(logRows.first()).toContainText('系统管理员/admin');
    await expect(logRows.first()).toContainText('2');
  } finally {
    // The seeded form as it was, without the customers printed here.
    if (created.length) await call(page, 'POST', `/api/visualdev/OnlineDev/batchDelete/${definitionId}`, { ids: created });
    await saveAndRelease(original);
  }
});
