import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, choose, listPage, openMenu, pickInDialog, rowOf, signIn } from './support';

// A long flow of two sessions with nested dialogs: each step may wait longer than the default on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe('data rules', () => {
  test('an administrator defines a custom rule on 岗位管理, grants it to a role, and its user sees only the matching positions', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await signIn(page, ADMIN);

    // A role of our own.
    await openMenu(page, '组织权限', '角色管理', /\/permission\/role$/);
    const roles = listPage(page, 'permission-role');
    await roles.getByRole('button', { name: '新建' }).click();
    const roleDialog = page.getByRole('dialog', { name: '新建角色' });
    await roleDialog.getByLabel('角色名称').fill('岗位查阅员');
    await roleDialog.getByLabel('角色编码').fill('postReader');
    await choose(roleDialog, '角色类型', '业务角色');
    await roleDialog.getByRole('button', { name: '确定' }).click();
    // What stays, not the 1.5 s message (a loaded machine may draw it too late to be seen).
    await expect(roleDialog).toBeHidden();
    await expect(rowOf(roles, '岗位查阅员')).toBeVisible();

    // 权限授权 → 岗位管理 → 方案管理: the four fixed rules, and a new custom one.
    const grants = await openGrants(page, roles, '岗位查阅员');
    const positions = grants.getByTestId('authorize-menu-permission.position');
    await positions.getByText('岗位管理', { exact: true }).click();
    const rules = positions.getByTestId('authorize-resource');
    await rules.getByRole('button', { name: '方案管理' }).click();
    const manager = page.getByTestId('scheme-manager-dialog');
    const fixed: [code: string, name: string][] = [
      ['all', '全部数据'],
      ['organizeAndBelow', '本组织及以下'],
      ['organize', '本组织'],
      ['own', '本人'],
    ];
    for (const [code, name] of fixed) await expect(manager.getByTestId(`scheme-${code}`).getByRole('cell').first()).toHaveText(name);

    await manager.getByRole('button', { name: '新建' }).click();
    const form = page.getByTestId('scheme-form-dialog');
    await form.getByLabel('方案名称').fill('财务部岗位');
    await form.getByLabel('方案编码').fill('financePosts');
    await form.getByRole('button', { name: '+ 添加条件' }).click();
    await form.getByRole('combobox', { name: '字段 1' }).selectOption({ label: '所属部门' });
    await expect(form.getByRole('combobox', { name: '运算符 1' })).toHaveValue('==');
    await form.getByRole('textbox', { name: '值 1' }).fill('财务部');
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form).toBeHidden();
    await expect(manager.getByTestId('scheme-financePosts')).toContainText('所属部门 等于 财务部');
    await manager.getByRole('button', { name: '关闭' }).click();
    await expect(manager).toBeHidden();

    // The new rule is offered at once; the role gets it instead of the fixed ones its menu brought.
    for (const name of ['全部数据', '本组织及以下', '本组织', '本人']) await rules.getByText(name, { exact: true }).click();
    await rules.getByText('财务部岗位', { exact: true }).click();
    await grants.getByRole('button', { name: '确定' }).click();
    await expect(grants).toBeHidden();

    // A user with that role.
    await openMenu(page, '组织权限', '用户管理', /\/permission\/user$/);
    const users = listPage(page, 'permission-user');
    await users.getByRole('button', { name: '新建' }).click();
    const userDialog = page.getByRole('dialog', { name: '新建用户' });
    await userDialog.getByLabel('账户').fill('postreader01');
    await userDialog.getByLabel('户名').fill('岗位查阅一号');
    await choose(userDialog, '性别', '女');
    await pickInDialog(page, userDialog, '所属组织', '选择组织', '信息中心');
    await pickRole(page, userDialog, '岗位查阅员');
    await userDialog.getByRole('button', { name: '确定' }).click();
    await expect(userDialog).toBeHidden();
    await users.getByLabel('关键词').fill('postreader01');
    await users.getByRole('button', { name: '查询' }).click();
    await rowOf(users, 'postreader01').getByRole('button', { name: '重置密码' }).click();
    const reset = page.getByRole('dialog', { name: '重置密码' });
    await reset.getByLabel('新密码').fill('Reader2026');
    await reset.getByLabel('确认密码').fill('Reader2026');
    await reset.getByRole('button', { name: '确定' }).click();
    await expect(reset).toBeHidden();

    // The user sees the positions of 财务部 only.
    const context = await browser.newContext();
    const reader = await context.newPage();
    await signIn(reader, { account: 'postreader01', password: 'Reader2026' });
    await openMenu(reader, '组织权限', '岗位管理', /\/permission\/position$/);
    const positionList = listPage(reader, 'permission-position');
    await expect(rowOf(positionList, '会计')).toBeVisible();
    await expect(rowOf(positionList, '内审专员')).toBeVisible();
    await expect(positionList.getByTestId('page-table').locator('tbody tr')).toHaveCount(2);
    await expect(rowOf(positionList, '系统运维工程师')).toHaveCount(0);

    // Deleting the rule (confirmed) takes it from the role: the user sees no position any more.
    await openMenu(page, '组织权限', '角色管理', /\/permission\/role$/);
    const again = await openGrants(page, roles, '岗位查阅员');
    const againRules = again.getByTestId('authorize-menu-permission.position').getByTestId('authorize-resource');
    await againRules.getByRole('button', { name: '方案管理' }).click();
    await manager.getByTestId('scheme-financePosts').getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(manager.getByTestId('scheme-financePosts')).toHaveCount(0);
    await manager.getByRole('button', { name: '关闭' }).click();
    await expect(againRules.getByText('财务部岗位', { exact: true })).toHaveCount(0);
    await again.getByRole('button', { name: '取消' }).click();

    await positionList.getByRole('button', { name: '查询' }).click();
    await expect(positionList.getByText('暂无数据')).toBeVisible();
    await expect(rowOf(positionList, '会计')).toHaveCount(0);
    await context.close();
  });
});

/** Opens 权限授权 of a role and narrows the tree to the position menu. */
async function openGrants(page: Page, roles: Locator, role: string): Promise<Locator> {
  await rowOf(roles, role).getByRole('button', { name: '权限授权' }).click();
  const grants = page.getByTestId('authorize-dialog');
  await grants.getByRole('textbox', { name: '搜索菜单、按钮、列或字段' }).fill('岗位');
  await expect(grants.getByTestId('authorize-menu-permission.position')).toBeVisible();
  return grants;
}

/** Picks a global role in the role picker of a form field. */
async function pickRole(page: Page, form: Locator, role: string): Promise<void> {
  await form.getByRole('combobox', { name: '角色' }).click();
  const picker = page.getByRole('dialog', { name: '选择角色' });
  await picker.getByRole('tab', { name: '全局' }).click();
  await picker.getByRole('tree').getByText(role, { exact: true }).click();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}
