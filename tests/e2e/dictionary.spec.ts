import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, callApi, MANAGER, signIn } from './support';

async function openFromMenu(page: Page, group: string, item: string) {
  const nav = page.getByTestId('sidebar');
  const entry = nav.getByRole('link', { name: item, exact: true });
  if (!(await entry.isVisible())) await nav.getByRole('button', { name: group, exact: true }).click();
  await entry.click();
}

const mainPage = (page: Page) => page.locator('[data-page="systemData-dictionary"]');
const sideTree = (page: Page) => page.getByTestId('side-tree');
const rowOf = (scope: Locator, name: string) =>
  scope
    .getByTestId('page-table')
    .getByRole('row')
    .filter({ has: scope.page().locator('td:first-child').getByText(name, { exact: true }) });
const names = (scope: Locator) => scope.getByTestId('page-table').locator('tbody tr td:first-child');

async function confirm(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(text)).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
}

async function openCategories(page: Page): Promise<Locator> {
  await sideTree(page).getByTestId('side-tree-menu').click();
  await page.getByRole('menuitem', { name: '分类管理' }).click();
  const drawer = page.getByTestId('drawer-types');
  await expect(drawer).toBeVisible();
  return drawer;
}

async function createCategory(page: Page, drawer: Locator, name: string, code: string, tree: boolean) {
  await drawer.getByRole('button', { name: '新建' }).click();
  const dialog = page.getByRole('dialog', { name: '新建分类' });
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('编码').fill(code);
  if (tree) await dialog.getByRole('switch', { name: '树形' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新建成功').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(drawer, name)).toContainText(tree ? '是' : '否');
}

async function createEntry(page: Page, name: string, code: string, parent?: string) {
  await mainPage(page).getByRole('button', { name: '新建' }).click();
  const dialog = page.getByRole('dialog', { name: '新建字典' });
  await expect(dialog.getByLabel('字典名称')).toBeVisible();
  if (parent) {
    await dialog.getByRole('combobox', { name: '项目上级' }).click();
    const options = dialog.getByRole('tree');
    const branch = options.getByRole('button', { name: '展开' }).first();
    if (await branch.isVisible()) await branch.click();
    await options.getByText(parent, { exact: true }).click();
  }
  await dialog.getByLabel('字典名称').fill(name);
  await dialog.getByLabel('字典编码').fill(code);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(mainPage(page), name)).toBeVisible();
}

test.describe('data dictionary', () => {
  test('an administrator manages categories and entries, states, search, export and import, deletion refusals', async ({
    page,
  }, testInfo) => {
    // A long walk through the screen: more time than one step needs on a loaded machine.
    test.setTimeout(150_000);
    await signIn(page, ADMIN);
    await openFromMenu(page, '数据应用', '数据字典');
    await expect(page).toHaveURL(/\/systemData\/dictionary$/);
    // The first category that holds entries is chosen (系统字典 above it only groups categories).
    await expect(sideTree(page).getByRole('treeitem', { name: '性别' })).toHaveAttribute('aria-selected', 'true');
    await expect(sideTree(page).getByRole('treeitem', { name: '系统字典' })).toHaveAttribute('aria-selected', 'false');
    await expect(names(mainPage(page))).toHaveText(['男', '女']);

    // Categories in the drawer: a validation message, then a tree and a flat category.
    const drawer = await openCategories(page);
    await drawer.getByRole('button', { name: '新建' }).click();
    const typeDialog = page.getByRole('dialog', { name: '新建分类' });
    await typeDialog.getByRole('button', { name: '确定' }).click();
    await expect(typeDialog.getByText('请输入名称')).toBeVisible();
    await typeDialog.getByLabel('编码').fill('.bad');
    await typeDialog.getByLabel('名称').click();
    await expect(typeDialog.getByText('编码只能输入英文、数字和小数点且小数点不能放在首尾')).toBeVisible();
    await typeDialog.getByRole('button', { name: '取消' }).click();
    await createCategory(page, drawer, '测试树形', 'e2e.tree', true);
    await createCategory(page, drawer, '测试平铺', 'e2eFlat', false);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Entries of the tree category: a parent and a child, shown as a tree.
    await sideTree(page).getByRole('treeitem', { name: '测试树形' }).click();
    await expect(mainPage(page).getByText('暂无数据')).toBeVisible();
    await createEntry(page, '一级', 'one');
    await createEntry(page, '二级', 'two', '一级');
    await expect(names(mainPage(page))).toHaveText(['一级', '二级']);
    await mainPage(page).getByRole('button', { name: '折叠全部' }).click();
    await expect(names(mainPage(page))).toHaveText(['一级']);
    await mainPage(page).getByRole('button', { name: '展开全部' }).click();

    // A parent with children is not deleted.
    await rowOf(mainPage(page), '一级').getByRole('button', { name: '删除' }).click();
    await confirm(page, '此操作将永久删除该数据, 是否继续？');
    await expect(page.getByText('该字典存在子级数据，不能删除')).toBeVisible();
    await expect(names(mainPage(page))).toHaveText(['一级', '二级']);

    // Disable with its confirmation: the flag flips when the message closes.
    await rowOf(mainPage(page), '二级').getByRole('switch', { name: '状态' }).click();
    await confirm(page, '您确定要禁用当前数据吗, 是否继续?');
    await expect(page.getByText('更新成功')).toBeVisible();
    await expect(rowOf(mainPage(page), '二级')).toContainText('禁用');
    await expect(rowOf(mainPage(page), '二级').getByRole('switch', { name: '状态' })).toHaveAttribute('aria-checked', 'false');

    // Keyword search (a tree keeps the ancestors of what matches) and reset.
    await mainPage(page).getByLabel('关键词').fill('一级');
    await mainPage(page).getByRole('button', { name: '查询' }).click();
    await expect(names(mainPage(page))).toHaveText(['一级']);
    await mainPage(page).getByRole('button', { name: '重置' }).click();
    await expect(names(mainPage(page))).toHaveText(['一级', '二级']);

    // The flat category: its entries have no parent to choose.
    await sideTree(page).getByRole('treeitem', { name: '测试平铺' }).click();
    await createEntry(page, '甲', 'a');
    await mainPage(page).getByRole('button', { name: '新建' }).click();
    const itemDialog = page.getByRole('dialog', { name: '新建字典' });
    await expect(itemDialog.getByRole('combobox', { name: '项目上级' })).toHaveAttribute('aria-disabled', 'true');
    await itemDialog.getByRole('button', { name: '取消' }).click();

    // Export the flat category, delete it (refused while it has entries), import it back.
    const types = await openCategories(page);
    const download = page.waitForEvent('download');
    await rowOf(types, '测试平铺').getByRole('button', { name: '导出' }).click();
    await confirm(page, '您确定要导出该字典分类, 是否继续?');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.bdd$/);
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    expect(JSON.parse(readFileSync(saved, 'utf8'))).toMatchObject({
      type: { enCode: 'e2eFlat' },
      items: [{ enCode: 'a', fullName: '甲' }],
    });

    await rowOf(types, '测试平铺').getByRole('button', { name: '删除' }).click();
    await confirm(page, '此操作将永久删除该数据, 是否继续？');
    await expect(page.getByText('该分类下存在字典数据，不能删除')).toBeVisible();
    await page.keyboard.press('Escape');
    await rowOf(mainPage(page), '甲').getByRole('button', { name: '删除' }).click();
    await confirm(page, '此操作将永久删除该数据, 是否继续？');
    await expect(mainPage(page).getByText('暂无数据')).toBeVisible();
    const again = await openCategories(page);
    await rowOf(again, '测试平铺').getByRole('button', { name: '删除' }).click();
    await confirm(page, '此操作将永久删除该数据, 是否继续？');
    await expect(rowOf(again, '测试平铺')).toHaveCount(0);

    // A foreign file is refused and changes nothing; the export comes back whole.
    const foreign = testInfo.outputPath('foreign.bdd');
    writeFileSync(foreign, JSON.stringify({ format: 'something-else', version: 1 }));
    let chooser = page.waitForEvent('filechooser');
    await again.getByRole('button', { name: '导入' }).click();
    await (await chooser).setFiles(foreign);
    await expect(page.getByText(/^导入失败/)).toBeVisible();
    await expect(rowOf(again, '测试平铺')).toHaveCount(0);
    chooser = page.waitForEvent('filechooser');
    await again.getByRole('button', { name: '导入' }).click();
    await (await chooser).setFiles(saved);
    await expect(page.getByText('导入成功')).toBeVisible();
    await expect(rowOf(again, '测试平铺')).toBeVisible();
    await page.keyboard.press('Escape');
    await sideTree(page).getByRole('treeitem', { name: '测试平铺' }).click();
    await expect(names(mainPage(page))).toHaveText(['甲']);
  });

  test('a category of 2,130 entries opens a page and a level at a time, and its keyword search pages the matches', async ({
    page,
  }, testInfo) => {
    // 30 areas of 70 stations each, imported as an exported file would bring them.
    const two = (n: number) => String(n).padStart(2, '0');
    const areas = Array.from({ length: 30 }, (_, a) => ({
      id: `a${a + 1}`,
      parentId: '0',
      fullName: `大片区${two(a + 1)}`,
      enCode: `big${a + 1}`,
      sortCode: a + 1,
    }));
    const stations = areas.flatMap((area, a) =>
      Array.from({ length: 70 }, (_, s) => ({
        id: `${area.id}-${s + 1}`,
        parentId: area.id,
        fullName: `大片区${two(a + 1)}站${two(s + 1)}`,
        enCode: `big${a + 1}_${s + 1}`,
        sortCode: s + 1,
      })),
    );
    const file = testInfo.outputPath('large.bdd');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'heating-platform/dictionary',
        version: 1,
        type: { id: 'large', parentId: '-1', fullName: '大字典', enCode: 'e2eLarge', isTree: 1 },
        items: [...areas, ...stations],
      }),
    );
    await signIn(page, ADMIN);
    await openFromMenu(page, '数据应用', '数据字典');
    const types = await openCategories(page);
    const chooser = page.waitForEvent('filechooser');
    await types.getByRole('button', { name: '导入' }).click();
    await (await chooser).setFiles(file);
    await expect(page.getByText('导入成功')).toBeVisible();
    await page.keyboard.press('Escape');

    await sideTree(page).getByRole('treeitem', { name: '大字典' }).click();
    const main = mainPage(page);
    await expect(names(main)).toHaveText(areas.slice(0, 20).map((area) => area.fullName));
    await expect(main.getByText('共 30 条')).toBeVisible();
    await rowOf(main, '大片区02').getByRole('button', { name: '展开' }).click();
    await expect(names(main)).toHaveCount(20 + 70);
    await expect(names(main).nth(2)).toHaveText('大片区02站01');
    await rowOf(main, '大片区02').getByRole('button', { name: '折叠' }).click();
    await expect(names(main)).toHaveCount(20);

    await main.getByLabel('关键词').fill('站07');
    await main.getByRole('button', { name: '查询' }).click();
    await expect(main.getByText('共 30 条')).toBeVisible();
    await expect(names(main).first()).toHaveText(/^大片区\d\d站07$/);
    await expect(names(main)).toHaveCount(20);
  });

  test('a type-4 menu shows the entries of the dictionary its menu names, with the same tools', async ({ page }) => {
    await signIn(page, ADMIN);
    await openFromMenu(page, '供热业务', '供热片区');
    await expect(page).toHaveURL(/\/heatingBiz\/district$/);
    const district = page.locator('[data-page="dictionary-menu-items"]');
    await expect(names(district)).toHaveText([
      '城东片区',
      '东一换热站',
      '东二换热站',
      '东三换热站',
      '城西片区',
      '西一换热站',
      '西二换热站',
      '城北片区',
      '北一换热站',
    ]);
    await district.getByRole('button', { name: '折叠全部' }).click();
    await expect(names(district)).toHaveText(['城东片区', '城西片区', '城北片区']);
    await rowOf(district, '城北片区').getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑字典' });
    await expect(dialog.getByLabel('字典名称')).toHaveValue('城北片区');
    await expect(dialog.getByRole('combobox', { name: '项目上级' })).toContainText('供热片区');
    await dialog.getByRole('button', { name: '取消' }).click();
  });

  test('a user without the delete code sees no delete button and the server refuses the call', async ({ page }) => {
    await signIn(page, MANAGER);
    await openFromMenu(page, '数据应用', '数据字典');
    await sideTree(page).getByRole('treeitem', { name: '性别' }).click();
    await expect(rowOf(mainPage(page), '男')).toBeVisible();
    await expect(rowOf(mainPage(page), '男').getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(mainPage(page).getByRole('button', { name: '删除' })).toHaveCount(0);
    await expect(mainPage(page).getByRole('button', { name: '新建' })).toBeVisible();

    const list = await callApi(page, 'GET', '/api/system/DictionaryData/sex');
    const id = (list.data as { list: { id: string; fullName: string }[] }).list.find((item) => item.fullName === '男')!.id;
    const refused = await callApi(page, 'DELETE', `/api/system/DictionaryData/${id}`);
    expect(refused).toMatchObject({ code: 403, msg: '您没有此操作的权限' });
    await page.reload();
    await sideTree(page).getByRole('treeitem', { name: '性别' }).click();
    await expect(rowOf(mainPage(page), '男')).toBeVisible();
  });
});
