/**
 * The form designer as a designer uses it (issue 18, "Tests"): a new function built without JSON — a
 * row with a text field and a dictionary select (dragged with the mouse, reordered), a tab holding a
 * user picker and a sub-table with a calculated amount and its total (added and moved with the
 * keyboard) — undone and redone, previewed, saved and released; a user granted its menu opens it and
 * submits a record, which the server stores with every value.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedId } from '../../server/db/ids';
import { ADMIN, apiSignIn, chooseInTree, createRoleAndUser, listPage, openMenu, rowOf, signIn, type Account } from './support';

/**
 * Drags `from` onto `to` with the mouse, as a person does: press, move a little, travel, release. `at`:
 * the middle of `to`, its left edge (drop before it), or just above its bottom (the end of a list).
 */
async function drag(page: Page, from: Locator, to: Locator, at: 'middle' | 'start' | 'bottom' = 'middle'): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  await to.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 6, { steps: 4 });
  const x = at === 'start' ? b.x + 6 : b.x + b.width / 2;
  const y = at === 'bottom' ? b.y + b.height - 12 : b.y + b.height / 2;
  await page.mouse.move(x, y, { steps: 20 });
  await expect(page.getByTestId('drop-indicator')).toBeVisible();
  await page.mouse.up();
}

// A designer's screen: the designer fills what the editor's basic fields leave of it.
test.use({ viewport: { width: 1440, height: 900 } });

test('a designer builds a form by dragging and with the keyboard, releases it, and a user submits a record with it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Design, release, grant, then a user's session: a long walk (about half a minute here), three times the usual limit.
  test.setTimeout(180_000);
  const suffix = Date.now().toString().slice(-6);
  const formName = `报修登记${suffix}`;

  // A role and its user, through the API, before the administrator signs in on the page (one session per account).
  const token = await apiSignIn(baseURL!, ADMIN);
  const roleName = `报修员${suffix}`;
  const account = `reporter${suffix}`;
  const { userId } = await createRoleAndUser(baseURL!, token, {
    role: roleName,
    roleCode: `reporter${suffix}`,
    account,
    realName: `报修员${suffix}`,
    password: 'Report2026',
  });

  await signIn(page, ADMIN);
  await openMenu(page, '在线开发', '功能设计', /\/onlineDev\/webDesign$/);
  const designs = listPage(page, 'onlineDev-webDesign');
  await designs.getByRole('button', { name: '新建' }).click();
  const editor = page.getByTestId('visual-dev-editor');
  await editor.getByLabel('名称', { exact: true }).fill(formName);
  await editor.getByLabel('编码', { exact: true }).fill(`repairReport${suffix}`);
  await editor.getByRole('combobox', { name: '分类' }).click();
  await page.getByRole('option', { name: '供热业务', exact: true }).click();
  await editor.getByRole('radio', { name: '纯表单' }).click();

  const designer = editor.getByTestId('form-designer');
  const palette = designer.getByTestId('designer-palette');
  const canvas = designer.getByTestId('designer-canvas');
  const properties = designer.getByTestId('designer-properties');
  const node = (name: string) => canvas.getByRole('group', { name, exact: true });
  const setting = (label: string) => properties.getByLabel(label, { exact: true });
  /** Turns a yes/no setting on by its label, as a person clicks the words beside the box. */
  const turnOn = async (label: string) => {
    await properties.locator('label').getByText(label, { exact: true }).click();
    await expect(setting(label)).toBeChecked();
  };

  // With the mouse: a row onto the empty form, a text field into the row.
  await drag(page, palette.getByRole('button', { name: '添加栅格容器' }), canvas.getByText('从左侧拖入字段，或选中控件后按回车添加'));
  const row = node('栅格容器（栅格容器）');
  await expect(row).toBeVisible();
  await drag(page, palette.getByRole('button', { name: '添加单行输入' }), row.getByText('拖入字段'));
  await setting('标题').fill('报修人');
  await setting('字段名').fill('reporter');
  await setting('表单栅格').fill('12');
  await turnOn('是否必填');
  await expect(node('报修人（单行输入）')).toBeVisible();

  // With the keyboard: a select after it (in the row), from the dictionary 报修类型.
  await palette.getByRole('button', { name: '添加下拉选择' }).focus();
  await page.keyboard.press('Enter');
  await expect(node('下拉选择（下拉选择）')).toBeFocused();
  await setting('标题').fill('报修类型');
  await setting('字段名').fill('repairType');
  await setting('表单栅格').fill('12');
  await setting('数据来源').selectOption('数据字典');
  await setting('数据字典').selectOption('报修类型');
  await expect(row.getByRole('group', { name: '报修类型（下拉选择）' })).toBeVisible();

  // The mouse reorders: the select before the text field, in the row.
  await drag(page, node('报修类型（下拉选择）'), node('报修人（单行输入）'), 'start');
  await expect(row.getByRole('group').nth(0)).toHaveAccessibleName('报修类型（下拉选择）');

  // The keyboard adds a tab after the select, then moves it out of the row (Alt+←).
  await palette.getByRole('button', { name: '添加标签面板' }).press('Enter');
  const tab = node('标签面板（标签面板）');
  await expect(row.getByRole('group', { name: '标签面板（标签面板）' })).toBeVisible();
  await tab.press('Alt+ArrowLeft');
  await expect(row.getByRole('group', { name: '标签面板（标签面板）' })).toHaveCount(0);
  await expect(tab).toBeFocused();

  // A user picker after the tab (a tab takes only panes), moved into its first pane (Alt+→).
  await palette.getByRole('button', { name: '添加用户选择' }).press('Enter');
  const picker = node('用户选择（用户选择）');
  await expect(picker).toBeFocused();
  await picker.press('Alt+ArrowRight');
  await expect(tab.getByRole('group', { name: '用户选择（用户选择）' })).toBeVisible();
  await setting('标题').fill('维修人');
  await setting('字段名').fill('repairer');

  // A sub-table dragged onto the end of the form; two number columns and a calculated amount.
  await drag(page, palette.getByRole('button', { name: '添加设计子表' }), canvas, 'bottom');
  const table = node('设计子表（设计子表）');
  await expect(table).toBeVisible();
  await setting('标题').fill('维修材料');
  await setting('字段名').fill('materials');
  const items = node('维修材料（设计子表）');
  await drag(page, palette.getByRole('button', { name: '添加数字输入' }), items.getByText('拖入子表的列'));
  await setting('标题').fill('数量');
  await setting('字段名').fill('qty');
  await palette.getByRole('button', { name: '添加数字输入' }).press('Enter');
  await setting('标题').fill('单价');
  await setting('字段名').fill('price');
  await palette.getByRole('button', { name: '添加计算公式' }).press('Enter');
  await setting('标题').fill('金额');
  await setting('字段名').fill('amount');
  const formula = properties.locator('[data-setting="expression"]');
  await formula.getByLabel('插入字段').selectOption({ label: '维修材料.数量' });
  await formula.getByRole('button', { name: '输入 ×' }).click();
  await expect(formula.getByRole('alert')).toContainText('计算公式不能以运算符结尾');
  await formula.getByLabel('插入字段').selectOption({ label: '维修材料.单价' });
  await expect(formula.getByRole('alert')).toHaveCount(0);
  await expect(formula.getByTestId('formula')).toHaveText('[维修材料.数量]×[维修材料.单价]');
  await expect(items.getByRole('group')).toHaveCount(3);

  // The table totals its amounts.
  await items.getByText('维修材料', { exact: true }).click();
  await turnOn('合计');
  await properties.locator('[data-setting="summaryField"]').getByText('金额').click();

  // Undo and redo, by the toolbar and by the keys: a deleted column comes back, goes again, and comes back.
  await node('单价（数字输入）').click();
  await page.keyboard.press('Delete');
  await expect(node('单价（数字输入）')).toHaveCount(0);
  await designer.getByRole('button', { name: '撤销' }).click();
  await expect(node('单价（数字输入）')).toBeVisible();
  await page.keyboard.press('Control+Y');
  await expect(node('单价（数字输入）')).toHaveCount(0);
  await designer.getByRole('button', { name: '重做' }).focus();
  await page.keyboard.press('Control+Z');
  await expect(node('单价（数字输入）')).toBeVisible();
  await expect(items.getByRole('group')).toHaveCount(3);

  // The preview shows the form as users will, in edit mode.
  await designer.getByRole('button', { name: '预览' }).click();
  const preview = designer.getByTestId('designer-preview');
  await expect(preview.getByRole('combobox', { name: '报修类型' })).toBeVisible();
  await expect(preview.getByRole('table', { name: '维修材料' })).toBeVisible();

  await editor.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新建成功')).toBeVisible();
  await expect(editor).toBeHidden();
  await rowOf(designs, formName).getByRole('button', { name: '发布' }).click();
  const release = page.getByRole('dialog', { name: '发布到菜单' });
  await chooseInTree(release, '上级菜单', '供热业务（智慧供热平台）');
  await release.getByRole('button', { name: '确定' }).click();
  await expect(rowOf(designs, formName)).toContainText('已发布');

  await openMenu(page, '组织权限', '角色管理', /\/permission\/role$/);
  const roles = listPage(page, 'permission-role');
  await roles.getByLabel('关键词').fill(roleName);
  await roles.getByRole('button', { name: '查询' }).click();
  await rowOf(roles, roleName).getByRole('button', { name: '权限授权' }).click();
  const grants = page.getByTestId('authorize-dialog');
  await grants.getByRole('textbox', { name: '搜索菜单、按钮、列或字段' }).fill(formName);
  await grants.getByRole('group', { name: formName }).getByText(formName, { exact: true }).click();
  await grants.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('授权成功')).toBeVisible();

  // The user opens the form from the menu and submits a record.
  const user: Account = { account, password: 'Report2026' };
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, user);
  await openMenu(staff, '供热业务', formName, /\/model\/repairReport/);
  const form = staff.getByTestId('online-form-only');
  await form.getByRole('button', { name: '确 定' }).click();
  // The designer's 是否必填 holds: 报修人 is refused empty, with its placeholder as the message (reference 2.10).
  await expect(form.getByLabel('报修人')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveText('请输入');
  await form.getByLabel('报修人').fill('王先生');
  await form.getByRole('combobox', { name: '报修类型' }).click();
  await staff.getByRole('option', { name: '漏水', exact: true }).click();
  // 维修人 sits in the tab's first pane, as designed.
  await form.getByRole('tabpanel').getByRole('combobox', { name: '维修人' }).click();
  const users = staff.getByRole('dialog', { name: '选择用户' });
  await users.getByRole('textbox', { name: '搜索' }).fill(account);
  await users.getByText(`报修员${suffix}/${account}`, { exact: true }).first().click();
  await users.getByRole('button', { name: '确定' }).click();
  await expect(users).toBeHidden();
  const materials = form.getByRole('table', { name: '维修材料' });
  await form.getByRole('button', { name: '添加' }).click();
  // The row's columns in the designed order: 数量, 单价, then the calculated 金额.
  const line = materials.getByRole('row').nth(1);
  await line.getByRole('spinbutton').nth(0).fill('3');
  await line.getByRole('spinbutton').nth(1).fill('12.5');
  await expect(line.getByRole('textbox')).toHaveValue('37.50');
  await expect(materials.getByTestId('table-summary')).toContainText('37.50');
  await form.getByRole('button', { name: '确 定' }).click();
  await expect(staff.getByText('新建成功').first()).toBeVisible();

  // Stored with every value: asked as the administrator, whose page session is still open.
  const stored = await page.evaluate(
    async ({ name }) => {
      const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
      const headers = { Authorization: token, 'Content-Type': 'application/json' };
      const found = await (
        await fetch(`/api/visualdev/Base?keyword=${encodeURIComponent(name)}&currentPage=1&pageSize=20`, { headers })
      ).json();
      const id = (found as { data: { list: { id: string }[] } }).data.list[0]!.id;
      const rows = await (await fetch(`/api/visualdev/OnlineDev/${id}/List`, { method: 'POST', headers, body: '{}' })).json();
      return (rows as { data: { list: Record<string, unknown>[] } }).data.list;
    },
    { name: formName },
  );
  expect(stored).toHaveLength(1);
  // The select stores the dictionary entry's id, the picker the user's id; the amount is calculated, not stored.
  expect(stored[0]).toMatchObject({
    reporter: '王先生',
    repairType: seedId('dictionaryData', 'repairType:leak'),
    repairer: userId,
    materials: [{ qty: 3, price: 12.5 }],
  });
});
