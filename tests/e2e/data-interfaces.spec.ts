import { expect, test } from '@playwright/test';
import { ADMIN, listPage, openMenu, rowOf, signIn } from './support';

test.describe('data interfaces', () => {
  test('an administrator creates an SQL interface with a parameter, tests it and sees the run in the call log', async ({ page }) => {
    // A long walk through four dialogs: more than the default minute on a loaded machine.
    test.slow();
    await signIn(page, ADMIN);
    await openMenu(page, '数据应用', '数据接口', /\/systemData\/dataInterface$/);
    const list = listPage(page, 'systemData-dataInterface');
    await expect(rowOf(list, '换热站列表')).toContainText('SQL 查询');
    await expect(rowOf(list, '热价类型')).toContainText('静态数据');

    await list.getByRole('button', { name: '新建' }).click();
    const dialog = page.getByRole('dialog', { name: '新建接口' });
    await dialog.getByLabel('接口名称').fill('按账号查用户');
    await dialog.getByLabel('接口编码').fill('e2eUsersByAccount');
    await dialog.getByLabel('接口分类').fill('端到端');
    await dialog
      .getByLabel('接口内容')
      .fill(`select account, real_name as "realName" from users where account like @prefix || '%' order by account`);
    // A parameter the SQL uses but the list does not declare is refused with its name.
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('SQL 使用了未定义的参数：@prefix，请在参数列表中添加')).toBeVisible();
    await dialog.getByRole('button', { name: '+ 添加参数' }).click();
    const parameter = dialog.getByRole('table', { name: '参数' }).getByRole('row').nth(1);
    await parameter.getByRole('textbox').nth(0).fill('prefix');
    await parameter.getByRole('textbox').nth(1).fill('zhang');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(list, '按账号查用户')).toContainText('e2eUsersByAccount');

    await rowOf(list, '按账号查用户').getByRole('button', { name: '测试接口' }).click();
    const tester = page.getByRole('dialog', { name: '测试接口 - 按账号查用户' });
    const prefix = tester.getByLabel('prefix');
    await expect(prefix).toHaveValue('zhang');
    await prefix.fill('li');
    await tester.getByRole('button', { name: '测试', exact: true }).click();
    const answer = tester.getByRole('table', { name: '返回结果' });
    await expect(tester.getByText('共 4 条')).toBeVisible();
    await expect(answer.getByRole('row')).toHaveCount(5);
    await expect(answer.getByRole('row').nth(1)).toContainText('liangxue');
    await expect(answer).toContainText('刘洋');
    await tester.getByRole('tab', { name: 'JSON' }).click();
    await expect(tester.getByTestId('data-interface-json')).toContainText('"account": "liqiang"');
    // A value that tries to break out of the string is data: nothing matches it.
    await prefix.fill("x' or '1'='1");
    await tester.getByRole('button', { name: '测试', exact: true }).click();
    await tester.getByRole('tab', { name: '表格' }).click();
    await expect(tester.getByText('共 0 条')).toBeVisible();
    await tester.getByRole('button', { name: '关闭' }).click();
    await expect(tester).toBeHidden();

    await rowOf(list, '按账号查用户').getByRole('button', { name: '调用日志' }).click();
    const log = page.getByRole('dialog', { name: '调用日志 - 按账号查用户' });
    const runs = log.getByTestId('page-table').locator('tbody tr');
    await expect(runs).toHaveCount(2);
    await expect(runs.nth(0)).toContainText('系统管理员/admin');
    await expect(runs.nth(0)).toContainText('Preview');
    await expect(runs.nth(0)).toContainText('成功');
    await expect(runs.nth(0)).toContainText('0 条');
    await expect(runs.nth(1)).toContainText('4 条');
    await log.getByRole('button', { name: '关闭' }).click();

    await rowOf(list, '按账号查用户').getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(rowOf(list, '按账号查用户')).toHaveCount(0);
  });
});
