import { expect, test } from '@playwright/test';
import { ADMIN, callApi, choose, listPage, openMenu, pickInDialog, rowOf, signIn } from './support';

test.describe('users, roles and their rights', () => {
  test('an administrator creates a role, authorises two menus with some buttons and columns, gives it to a new user, who sees exactly those', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, ADMIN);

    // A role, authorised for 分组管理 (without its delete button) and 岗位管理 (without the type column).
    await openMenu(page, '组织权限', '角色管理', /\/permission\/role$/);
    const roles = listPage(page, 'permission-role');
    await roles.getByRole('button', { name: '新建' }).click();
    const roleDialog = page.getByRole('dialog', { name: '新建角色' });
    await roleDialog.getByLabel('角色名称').fill('巡检员');
    await roleDialog.getByLabel('角色编码').fill('patroller');
    await choose(roleDialog, '角色类型', '业务角色');
    await roleDialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('新建成功')).toBeVisible();
    await expect(roleDialog).toBeHidden();

    await rowOf(roles, '巡检员').getByRole('button', { name: '权限授权' }).click();
    const grants = page.getByTestId('authorize-dialog');
    await grants.getByRole('textbox', { name: '搜索菜单、按钮、列或字段' }).fill('管理');
    const groups = grants.getByTestId('authorize-menu-permission.group');
    await groups.getByText('分组管理', { exact: true }).click();
    await groups.getByTestId('authorize-button').getByText('删除', { exact: true }).click();
    const positions = grants.getByTestId('authorize-menu-permission.position');
    await positions.getByText('岗位管理', { exact: true }).click();
    await positions.getByTestId('authorize-column').getByText('岗位类型', { exact: true }).click();
    await grants.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('授权成功')).toBeVisible();
    await expect(grants).toBeHidden();

    // A user in 信息中心 with that role, and a password set for them.
    await openMenu(page, '组织权限', '用户管理', /\/permission\/user$/);
    const users = listPage(page, 'permission-user');
    await expect(rowOf(users, 'admin')).toBeVisible();
    await users.getByRole('button', { name: '新建' }).click();
    const userDialog = page.getByRole('dialog', { name: '新建用户' });
    await userDialog.getByLabel('账户').fill('patrol01');
    await userDialog.getByLabel('户名').fill('巡检一号');
    await choose(userDialog, '性别', '男');
    await pickInDialog(page, userDialog, '所属组织', '选择组织', '信息中心');
    await pickRole(page, userDialog, '巡检员');
    await userDialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('新建成功')).toBeVisible();
    await expect(userDialog).toBeHidden();

    // The organisation tree on the left narrows the list.
    await users.getByTestId('side-tree').getByRole('treeitem', { name: '信息中心' }).click();
    await expect(rowOf(users, 'patrol01')).toContainText('巡检一号');
    await expect(rowOf(users, 'zhangwei')).toHaveCount(0);

    await rowOf(users, 'patrol01').getByRole('button', { name: '重置密码' }).click();
    const reset = page.getByRole('dialog', { name: '重置密码' });
    await reset.getByLabel('新密码').fill('Patrol2026');
    await reset.getByLabel('确认密码').fill('Patrol2026');
    await reset.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('重置密码成功')).toBeVisible();

    // The new user sees 组织权限 with exactly the two menus, their granted buttons and columns.
    const context = await browser.newContext();
    const patrol = await context.newPage();
    await signIn(patrol, { account: 'patrol01', password: 'Patrol2026' });
    const sidebar = patrol.getByTestId('sidebar');
    await sidebar.getByRole('button', { name: '组织权限', exact: true }).click();
    await expect(sidebar.getByRole('link', { name: '分组管理', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: '岗位管理', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: '用户管理', exact: true })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: '角色管理', exact: true })).toHaveCount(0);

    await openMenu(patrol, '组织权限', '分组管理', /\/permission\/group$/);
    const groupList = listPage(patrol, 'permission-group');
    await expect(rowOf(groupList, '冬季保供值班组')).toBeVisible();
    await expect(groupList.getByRole('button', { name: '新建' })).toBeVisible();
    await expect(rowOf(groupList, '冬季保供值班组').getByRole('button', { name: '删除' })).toHaveCount(0);

    await openMenu(patrol, '组织权限', '岗位管理', /\/permission\/position$/);
    const positionList = listPage(patrol, 'permission-position');
    await expect(rowOf(positionList, '会计')).toBeVisible();
    await expect(positionList.getByRole('columnheader', { name: '岗位名称' })).toBeVisible();
    await expect(positionList.getByRole('columnheader', { name: '岗位类型' })).toHaveCount(0);
    await expect(rowOf(positionList, '会计')).not.toContainText('行政岗');

    // Anything else is refused by the server, whatever the page shows.
    expect(await callApi(patrol, 'GET', '/api/permission/Users')).toMatchObject({ code: 403 });
    expect(await callApi(patrol, 'GET', '/api/permission/Role')).toMatchObject({ code: 403 });
    await context.close();
  });

  test('an administrator ends a user’s session from 在线用户 and the user is back on the sign-in page', async ({ page, browser }) => {
    const context = await browser.newContext();
    const staff = await context.newPage();
    await signIn(staff, { account: 'liangxue', password: 'Demo@2026' });

    await signIn(page, ADMIN);
    await openMenu(page, '系统管理', '在线用户', /\/system\/onlineUser$/);
    const online = listPage(page, 'system-onlineUser');
    await online.getByLabel('关键词').fill('liangxue');
    await online.getByRole('button', { name: '查询' }).click();
    const row = online.getByTestId('page-table').locator('tbody tr').filter({ hasText: 'liangxue' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: '强制下线' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已强制下线')).toBeVisible();

    await expect(staff).toHaveURL(/\/login/);
    await context.close();
  });
});

/** Picks a global role in the role picker of a form field. */
async function pickRole(page: import('@playwright/test').Page, form: import('@playwright/test').Locator, role: string): Promise<void> {
  await form.getByRole('combobox', { name: '角色' }).click();
  const picker = page.getByRole('dialog', { name: '选择角色' });
  await picker.getByRole('tab', { name: '全局' }).click();
  await picker.getByRole('tree').getByText(role, { exact: true }).click();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}
