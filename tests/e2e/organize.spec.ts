import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, AUDITOR, chooseInTree, listPage, openMenu, rowOf, signIn } from './support';

async function removeRow(page: Page, list: Locator, name: string) {
  await rowOf(list, name).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
}

test.describe('organisations, departments and areas', () => {
  test('an administrator builds a company with a department, sees both in the tree, and deletes them child first', async ({ page }) => {
    await signIn(page, ADMIN);
    await openMenu(page, '组织权限', '组织管理', /\/permission\/organize$/);
    const tree = listPage(page, 'permission-organize');
    await expect(rowOf(tree, '城东智慧供热有限公司')).toBeVisible();
    await expect(rowOf(tree, '财务部')).toContainText('部门');

    // A company under the seeded one, its parent picked in the tree-select.
    await tree.getByRole('button', { name: '新建公司', exact: true }).click();
    const company = page.getByRole('dialog', { name: '新建公司' });
    await company.getByRole('button', { name: '确定' }).click();
    await expect(company.getByRole('alert').filter({ hasText: '请输入公司名称' })).toBeVisible();
    await chooseInTree(company, '上级公司', '城东智慧供热有限公司');
    await company.getByLabel('公司名称').fill('城西热力有限公司');
    await company.getByLabel('公司编码').fill('westHeat');
    await company.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('新建成功')).toBeVisible();
    await expect(company).toBeHidden();
    await expect(rowOf(tree, '城西热力有限公司')).toContainText('公司');

    // A department under it, on 部门管理, picking the new company.
    await openMenu(page, '组织权限', '部门管理', /\/permission\/department$/);
    const departments = listPage(page, 'permission-department');
    await expect(rowOf(departments, '财务部')).toBeVisible();
    await departments.getByRole('button', { name: '新建', exact: true }).click();
    const department = page.getByRole('dialog', { name: '新建部门' });
    await chooseInTree(department, '所属组织', '城西热力有限公司');
    await department.getByLabel('部门名称').fill('城西调度部');
    await department.getByLabel('部门编码').fill('westDispatch');
    await department.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('新建成功')).toBeVisible();
    await expect(rowOf(departments, '城西调度部')).toContainText('城西热力有限公司');

    // Both in the tree; the keyword keeps the department with its ancestors.
    await openMenu(page, '组织权限', '组织管理', /\/permission\/organize$/);
    await tree.getByLabel('关键词').fill('westDispatch');
    await tree.getByRole('button', { name: '查询' }).click();
    await expect(rowOf(tree, '城西调度部')).toContainText('部门');
    await expect(tree.getByTestId('page-table').locator('tbody tr')).toHaveCount(3);

    // A department row opens the department dialog.
    await rowOf(tree, '城西调度部').getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑部门' });
    await expect(edit.getByLabel('部门编码')).toHaveValue('westDispatch');
    await edit.getByLabel('部门名称').fill('城西调度中心');
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await tree.getByRole('button', { name: '重置' }).click();
    await expect(rowOf(tree, '城西调度中心')).toBeVisible();

    // The company cannot go while it has the department; child first, then the company.
    await removeRow(page, tree, '城西热力有限公司');
    await expect(page.getByText('该组织下存在子组织，不能删除')).toBeVisible();
    await expect(rowOf(tree, '城西热力有限公司')).toBeVisible();
    await removeRow(page, tree, '城西调度中心');
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(rowOf(tree, '城西调度中心')).toHaveCount(0);
    await removeRow(page, tree, '城西热力有限公司');
    await expect(rowOf(tree, '城西热力有限公司')).toHaveCount(0);
  });

  test('an administrator finds a city under its province in 行政区划', async ({ page }) => {
    await signIn(page, ADMIN);
    await openMenu(page, '系统管理', '行政区划', /\/system\/area$/);
    const areas = listPage(page, 'system-area');
    const provinces = page.getByTestId('side-tree');
    await expect(provinces.getByRole('treeitem', { name: '北京市' })).toHaveAttribute('aria-selected', 'true');
    await provinces.getByRole('treeitem', { name: '广东省' }).click();
    await expect(rowOf(areas, '广州市')).toContainText('440100');
    await expect(rowOf(areas, '天河区')).toHaveCount(0);
    await rowOf(areas, '广州市').getByRole('button', { name: '展开' }).click();
    await expect(rowOf(areas, '天河区')).toContainText('440106');

    // A new area goes under the selected province; its state switches; an area with children stays.
    await areas.getByRole('button', { name: '新建', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新建' });
    await dialog.getByLabel('区域名称').fill('测试新区');
    await dialog.getByLabel('区域编码').fill('449901');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('新建成功')).toBeVisible();
    await expect(rowOf(areas, '测试新区')).toContainText('449901');
    await rowOf(areas, '测试新区').getByRole('switch').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('更新成功')).toBeVisible();
    await expect(rowOf(areas, '测试新区').getByRole('switch')).not.toBeChecked();
    await removeRow(page, areas, '广州市');
    await expect(page.getByText('该区域下存在下级区域，不能删除')).toBeVisible();
    await removeRow(page, areas, '测试新区');
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(rowOf(areas, '测试新区')).toHaveCount(0);

    await areas.getByLabel('关键词').fill('海淀');
    await areas.getByRole('button', { name: '查询' }).click();
    await expect(rowOf(areas, '海淀区')).toContainText('110108');
  });

  test('the auditor reads organisations and departments without a 新建 button', async ({ page }) => {
    await signIn(page, AUDITOR);
    await openMenu(page, '组织权限', '组织管理', /\/permission\/organize$/);
    const tree = listPage(page, 'permission-organize');
    await expect(rowOf(tree, '财务部')).toBeVisible();
    await expect(tree.getByRole('button', { name: /新建/ })).toHaveCount(0);
    await expect(rowOf(tree, '财务部').getByRole('button', { name: '删除' })).toHaveCount(0);

    await openMenu(page, '组织权限', '部门管理', /\/permission\/department$/);
    const departments = listPage(page, 'permission-department');
    await expect(rowOf(departments, '财务部')).toBeVisible();
    await expect(departments.getByRole('button', { name: /新建/ })).toHaveCount(0);

    await expect(rowOf(departments, '财务部').getByRole('button', { name: '编辑' })).toHaveCount(0);
  });
});
