import { expect, test } from '@playwright/test';
import { ADMIN, AUDITOR, callApi, choose, listPage, openMenu, pickInDialog, rowOf, signIn } from './support';

test.describe('resources served from their definitions', () => {
  test('an administrator creates, edits and deletes a permission group; a group with members cannot be deleted', async ({ page }) => {
    await signIn(page, ADMIN);
    await openMenu(page, '组织权限', '分组管理', /\/permission\/group$/);
    const list = listPage(page, 'permission-group');
    await expect(rowOf(list, '冬季保供值班组')).toBeVisible();

    await list.getByRole('button', { name: '新建' }).click();
    const dialog = page.getByRole('dialog', { name: '新建' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: '请输入分组名称' })).toBeVisible();
    await dialog.getByLabel('分组名称').fill('防汛小组');
    await dialog.getByLabel('分组编码').fill('floodControl');
    await choose(dialog, '分组类型', '工作组');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('新建成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(list, '防汛小组')).toContainText('工作组');

    await rowOf(list, '防汛小组').getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑' });
    await expect(edit.getByLabel('分组编码')).toHaveValue('floodControl');
    await choose(edit, '分组类型', '委员会');
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(rowOf(list, '防汛小组')).toContainText('委员会');

    await rowOf(list, '防汛小组').getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(rowOf(list, '防汛小组')).toHaveCount(0);

    await rowOf(list, '冬季保供值班组').getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('该分组下存在用户，不能删除')).toBeVisible();
    await expect(rowOf(list, '冬季保供值班组')).toBeVisible();
  });

  test('an administrator creates a position under an organisation chosen in the picker, finds it by keyword and sees its name again', async ({ page }) => {
    await signIn(page, ADMIN);
    await openMenu(page, '组织权限', '岗位管理', /\/permission\/position$/);
    const list = listPage(page, 'permission-position');
    await expect(rowOf(list, '会计')).toContainText('财务部');

    await list.getByRole('button', { name: '新建' }).click();
    const dialog = page.getByRole('dialog', { name: '新建' });
    await pickInDialog(page, dialog, '所属组织', '选择组织', '财务部');
    await expect(dialog.getByRole('combobox', { name: '所属组织' })).toHaveText('财务部');
    await dialog.getByLabel('岗位名称').fill('出纳');
    await dialog.getByLabel('岗位编码').fill('cashier');
    await choose(dialog, '岗位类型', '行政岗');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('新建成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    await list.getByLabel('关键词').fill('cashier');
    await list.getByRole('button', { name: '查询' }).click();
    await expect(rowOf(list, '出纳')).toContainText('财务部');
    await expect(list.getByTestId('page-table').locator('tbody tr')).toHaveCount(1);

    // Opened again, the picker names the stored organisation (asked of the server by id), and moves it.
    await rowOf(list, '出纳').getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑' });
    await expect(edit.getByRole('combobox', { name: '所属组织' })).toHaveText('财务部');
    await pickInDialog(page, edit, '所属组织', '选择组织', '信息中心');
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(rowOf(list, '出纳')).toContainText('信息中心');
  });

  test('the auditor reads positions without an add button, and the server refuses the call anyway', async ({ page }) => {
    await signIn(page, AUDITOR);
    await openMenu(page, '组织权限', '岗位管理', /\/permission\/position$/);
    const list = listPage(page, 'permission-position');
    await expect(rowOf(list, '内审专员')).toBeVisible();
    await expect(list.getByRole('button', { name: '新建' })).toHaveCount(0);
    await expect(rowOf(list, '内审专员').getByRole('button', { name: '编辑' })).toHaveCount(0);
    const refused = await page.evaluate(async () => {
      const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
      const response = await fetch('/api/permission/Position', {
        method: 'POST',
        headers: { Authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ organizeId: 'x', fullName: '审计助理', enCode: 'auditAssistant', type: 'office' }),
      });
      return response.json();
    });
    expect(refused).toMatchObject({ code: 403, msg: '您没有此操作的权限' });
    expect(await callApi(page, 'GET', '/api/permission/Position/Selector')).toMatchObject({ code: 200 });
  });
});
