import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { ADMIN, listPage, openMenu, rowOf, signIn } from './support';

type Cells = (string | number)[][];

/** The first sheet of a downloaded workbook, as rows of cells. */
async function cellsOf(download: Download): Promise<Cells> {
  const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' }) as Cells;
}

/** Clicks what starts a download and answers the download. */
async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

test.describe('users import and export', () => {
  test('an administrator fills the template, imports one good and one bad user, exports the failed row and finds the good user', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, ADMIN);
    await openMenu(page, '组织权限', '用户管理', /\/permission\/user$/);
    const users = listPage(page, 'permission-user');
    await users.getByRole('button', { name: '导入', exact: true }).click();
    const wizard = page.getByTestId('import-dialog');
    await expect(wizard.getByText('批量导入')).toBeVisible();

    // The template: the user form's titles.
    const template = await downloadOf(page, () => wizard.getByRole('button', { name: '下载模板' }).click());
    expect(template.suggestedFilename()).toBe('用户信息导入模板.xlsx');
    const [header] = await cellsOf(template);
    expect(header!.slice(0, 4)).toEqual(['账户', '户名', '性别', '所属组织']);

    // Filled in here as a user would: one good row, one whose organisation does not exist.
    const row = (values: Record<string, string>) => header!.map((title) => values[String(title)] ?? '');
    const book = XLSX.utils.book_new();
    const cells = [
      header!,
      row({ 账户: 'importgood01', 户名: '导入测试', 性别: '女', 所属组织: '城东智慧供热有限公司/信息中心', 手机: '13800009999' }),
      row({ 账户: 'importbad01', 户名: '导入失败', 性别: '男', 所属组织: '不存在的部门' }),
    ];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), '用户信息');
    const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
    const mimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await wizard.getByLabel('选择导入文件').setInputFiles({ name: 'users.xlsx', mimeType, buffer });
    await expect(wizard.getByTestId('import-file')).toContainText('users.xlsx');
    await expect(wizard.getByLabel('上传中')).toHaveCount(0);
    await wizard.getByRole('button', { name: '下一步' }).click();
    await expect(wizard.getByTestId('import-preview-row')).toHaveCount(2);
    await expect(wizard.getByLabel('账户 1')).toHaveValue('importgood01');

    await wizard.getByRole('button', { name: '下一步' }).click();
    const result = wizard.getByTestId('import-result');
    await expect(result).toContainText('正常数量 1 条，异常数量 1 条');
    await expect(result.getByRole('columnheader', { name: '错误原因' })).toBeVisible();
    const failed = result.getByTestId('import-failed-row');
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('importbad01');
    await expect(failed).toContainText('所属组织“不存在的部门”不存在');

    const exported = await downloadOf(page, () => result.getByRole('button', { name: '导出异常数据' }).click());
    const failedCells = await cellsOf(exported);
    expect(failedCells[0]).toEqual([...header!, '错误原因']);
    expect(failedCells[1]![0]).toBe('importbad01');
    expect(failedCells[1]![header!.length]).toBe('所属组织“不存在的部门”不存在');

    // Closing refreshes the list: the good user is there, the bad one is not.
    await wizard.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(wizard).toBeHidden();
    await users.getByLabel('关键词').fill('import');
    await users.getByRole('button', { name: '查询' }).click();
    await expect(rowOf(users, 'importgood01')).toContainText('导入测试');
    await expect(rowOf(users, 'importbad01')).toHaveCount(0);

    // 导出: the list under its keyword.
    const list = await downloadOf(page, () => users.getByRole('button', { name: '导出', exact: true }).click());
    const listed = await cellsOf(list);
    expect(listed[0]!.slice(0, 3)).toEqual(['账户', '姓名', '性别']);
    expect(listed.slice(1).map((cell) => cell[0])).toEqual(['importgood01']);
  });
});
