/**
 * 列设置 of a generated list (spec 002 section 2.7): a manager opens the seeded 热用户档案, hides a column
 * and moves one by keyboard in the drawer, sees the table follow at once, finds the same columns after
 * signing out and in again, and restores the defaults.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MANAGER, openMenu, signIn } from './support';

const onlineList = (page: Page): Locator => page.locator('[data-page^="online-"]');

/** The table's column titles after the index column, in order. */
async function headers(list: Locator): Promise<string[]> {
  await expect(list.getByTestId('page-table')).toHaveAttribute('aria-busy', 'false');
  const titles = await list.getByTestId('page-table').locator('thead th').allTextContents();
  return titles.filter((title) => title && title !== '序号' && title !== '操作');
}

async function openCustomers(page: Page): Promise<Locator> {
  await openMenu(page, '供热业务', '热用户档案', /\/heatingBiz\/customer$/);
  const list = onlineList(page);
  await expect(list.getByTestId('page-table').locator('tbody tr').first()).toBeVisible();
  return list;
}

test('a user orders and hides the columns of a generated list, and finds them so after signing in again', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, MANAGER);
  let list = await openCustomers(page);
  const defaults = await headers(list);
  expect(defaults.slice(0, 3)).toEqual(['用户编号', '用户名称', '联系电话']);

  await list.getByRole('button', { name: '列设置' }).click();
  const drawer = page.getByTestId('column-settings');
  await expect(drawer.getByRole('heading', { name: '列设置' })).toBeVisible();
  await expect(drawer.getByRole('listitem')).toHaveCount(defaults.length);

  // Hide 联系电话: the table (behind the drawer, so read by its cells' text) drops it at once.
  await drawer.getByRole('checkbox', { name: '联系电话' }).uncheck();
  await expect.poll(() => headers(list)).toEqual(defaults.filter((title) => title !== '联系电话'));

  // Move 用户编号 one place down by keyboard: its handle, space, arrow down, space.
  const handle = drawer.getByRole('button', { name: '拖动排序：用户编号' });
  await handle.focus();
  await page.keyboard.press('Space');
  // Each key once the one before has taken effect: picked up (the handle is pressed), then moved (announced).
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(drawer.getByRole('status').filter({ hasText: '用户编号 移到第 2 位' })).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(drawer.getByRole('listitem').nth(0)).toHaveText('用户名称');
  await expect(drawer.getByRole('listitem').nth(1)).toHaveText('用户编号');
  const changed = ['用户名称', '用户编号', ...defaults.slice(3)];
  expect(defaults[2]).toBe('联系电话');
  await expect.poll(() => headers(list)).toEqual(changed);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Signed out and in again, the list opens with the kept settings.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出系统' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, MANAGER);
  list = await openCustomers(page);
  await expect.poll(() => headers(list)).toEqual(changed);

  // 恢复默认: every column again, in the default order, kept.
  await list.getByRole('button', { name: '列设置' }).click();
  await expect(drawer.getByRole('checkbox', { name: '联系电话' })).not.toBeChecked();
  await drawer.getByRole('button', { name: '恢复默认' }).click();
  await expect(drawer.getByRole('checkbox', { name: '联系电话' })).toBeChecked();
  await expect.poll(() => headers(list)).toEqual(defaults);
  await page.reload();
  list = onlineList(page);
  await expect(list.getByTestId('page-table').locator('tbody tr').first()).toBeVisible();
  await expect.poll(() => headers(list)).toEqual(defaults);
});

test('a resource list offers the same column settings, kept for its menu', async ({ page }) => {
  await signIn(page, MANAGER);
  await openMenu(page, '组织权限', '岗位管理', /\/permission\/position$/);
  const list = page.locator('[data-page="permission-position"]');
  await expect(list.getByTestId('page-table').locator('tbody tr').first()).toBeVisible();
  const defaults = await headers(list);
  expect(defaults).toContain('岗位编码');
  await list.getByRole('button', { name: '列设置' }).click();
  const drawer = page.getByTestId('column-settings');
  await drawer.getByRole('checkbox', { name: '岗位编码' }).uncheck();
  await expect.poll(() => headers(list)).toEqual(defaults.filter((title) => title !== '岗位编码'));
  await page.reload();
  await expect(list.getByTestId('page-table').locator('tbody tr').first()).toBeVisible();
  await expect.poll(() => headers(list)).toEqual(defaults.filter((title) => title !== '岗位编码'));
  await list.getByRole('button', { name: '列设置' }).click();
  await drawer.getByRole('button', { name: '恢复默认' }).click();
  await expect.poll(() => headers(list)).toEqual(defaults);
});
