import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, callApi, MANAGER, signIn } from './support';

async function openBillRules(page: Page) {
  const nav = page.getByTestId('sidebar');
  const entry = nav.getByRole('link', { name: '单据规则', exact: true });
  if (!(await entry.isVisible())) await nav.getByRole('button', { name: '系统管理', exact: true }).click();
  await entry.click();
  await expect(page).toHaveURL(/\/system\/billRule$/);
}

const listPage = (page: Page) => page.locator('[data-page="system-billRule"]');
const rows = (page: Page) => listPage(page).getByTestId('page-table').locator('tbody tr');
const rowOf = (page: Page, name: string) => rows(page).filter({ has: page.locator('td:first-child').getByText(name, { exact: true }) });

async function choose(dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await dialog.getByRole('option', { name: option, exact: true }).click();
}

async function confirm(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(text)).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
}

const pad = (n: number) => String(n).padStart(2, '0');

test.describe('serial-number rules', () => {
  test('an administrator creates a rule, watches the example follow the date format, fetches numbers, disables and deletes it', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await openBillRules(page);
    await expect(rowOf(page, '工单编号')).toBeVisible();
    await expect(listPage(page).getByTestId('pager')).toContainText('共 4 条');

    await listPage(page).getByRole('button', { name: '新建' }).click();
    const dialog = page.getByRole('dialog', { name: '新建' });
    await dialog.getByRole('button', { name: '确定' }).click();
    const problems = dialog.getByRole('alert');
    await expect(problems.filter({ hasText: '请输入业务名称' })).toBeVisible();
    await expect(problems.filter({ hasText: '请选择业务分类' })).toBeVisible();

    await dialog.getByLabel('业务名称').fill('测试单据');
    await dialog.getByLabel('业务编码').fill('E2eBill');
    await choose(dialog, '业务分类', '通用');
    await dialog.getByLabel('流水前缀').fill('E2E');
    await choose(dialog, '流水日期', 'yyyymmdd');
    const digit = dialog.getByLabel('流水位数');
    await digit.fill('0');
    await digit.blur();
    await expect(problems.filter({ hasText: '仅能输入正整数' })).toBeVisible();
    await digit.fill('');
    await digit.pressSequentially('45');
    await expect(digit).toHaveValue('4');
    await dialog.getByLabel('流水起始').fill('1');

    const now = new Date();
    const yyyy = String(now.getFullYear());
    const example = dialog.getByLabel('流水范例');
    await expect(example).toHaveValue(`E2E${yyyy}${pad(now.getMonth() + 1)}${pad(now.getDate())}0001`);
    await choose(dialog, '流水日期', 'yyyy');
    await expect(example).toHaveValue(`E2E${yyyy}0001`);
    await choose(dialog, '流水日期', 'no');
    await expect(example).toHaveValue('E2E0001');
    await choose(dialog, '流水日期', 'yyyymm');
    const month = `E2E${yyyy}${pad(now.getMonth() + 1)}`;
    await expect(example).toHaveValue(`${month}0001`);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('新建成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, '测试单据')).toContainText('E2eBill');

    // Numbers come from the server, one after the other; the list shows the last one.
    expect(await callApi(page, 'GET', '/api/system/BillRule/BillNumber/E2eBill')).toMatchObject({ code: 200, data: `${month}0001` });
    expect(await callApi(page, 'GET', '/api/system/BillRule/BillNumber/E2eBill')).toMatchObject({ code: 200, data: `${month}0002` });
    await listPage(page).getByRole('button', { name: '刷新' }).click();
    await expect(rowOf(page, '测试单据')).toContainText(`${month}0002`);

    // The category tree and the keyword narrow the list.
    await page.getByTestId('side-tree').getByRole('treeitem', { name: '通用' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, '测试单据')).toBeVisible();
    await page.getByTestId('side-tree').getByRole('treeitem', { name: '通用' }).click();
    await expect(rows(page)).toHaveCount(5);
    await listPage(page).getByLabel('关键词').fill('ChargeBill');
    await listPage(page).getByRole('button', { name: '查询' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, '收费单号')).toBeVisible();
    await listPage(page).getByRole('button', { name: '重置' }).click();
    await expect(rows(page)).toHaveCount(5);

    // The dialog of a saved rule shows its example.
    await rowOf(page, '测试单据').getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑' });
    await expect(edit.getByLabel('流水范例')).toHaveValue(`${month}0001`);
    await edit.getByRole('button', { name: '取消' }).click();

    // Disabled: the switch confirms, and the server gives no more numbers.
    await rowOf(page, '测试单据').getByRole('switch', { name: '状态' }).click();
    await confirm(page, '您确定要禁用当前数据吗, 是否继续?');
    await expect(page.getByText('更新成功')).toBeVisible();
    await expect(rowOf(page, '测试单据')).toContainText('禁用');
    const refused = await callApi(page, 'GET', '/api/system/BillRule/BillNumber/E2eBill');
    expect(refused.code).not.toBe(200);
    expect(refused.msg).toBe('单据规则已禁用：E2eBill');

    await rowOf(page, '测试单据').getByRole('button', { name: '删除' }).click();
    await confirm(page, '此操作将永久删除该数据, 是否继续？');
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(rowOf(page, '测试单据')).toHaveCount(0);
  });

  test('a user without the delete code sees no delete button and the server refuses the call', async ({ page }) => {
    await signIn(page, MANAGER);
    await openBillRules(page);
    await expect(rowOf(page, '工单编号').getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(listPage(page).getByRole('button', { name: '删除' })).toHaveCount(0);
    const list = await callApi(page, 'GET', '/api/system/BillRule?keyword=WorkOrder');
    const id = (list.data as { list: { id: string }[] }).list[0]!.id;
    expect(await callApi(page, 'DELETE', `/api/system/BillRule/${id}`)).toMatchObject({ code: 403, msg: '您没有此操作的权限' });
    await listPage(page).getByRole('button', { name: '刷新' }).click();
    await expect(rowOf(page, '工单编号')).toBeVisible();
  });
});
