import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, listPage, openMenu, rowOf, signIn, type Account } from './support';

/**
 * The receiver: a demo account (one per role, server/demo-accounts.ts) that no other spec signs in or
 * changes (maintainer 赵磊), so its bell holds only what this spec sends.
 */
const RECEIVER: Account = { account: 'zhaolei', password: 'Demo@2026' };
const RECEIVER_NAME = '赵磊';

async function confirm(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(text)).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
}

/** Picks one user in the 接收人 field's picker dialog, found by account. */
async function pickReceiver(page: Page, form: Locator, account: string, name: string) {
  await form.getByRole('combobox', { name: '接收人' }).click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await picker.getByRole('textbox', { name: '搜索' }).fill(account);
  await picker.getByText(`${name}/${account}`, { exact: true }).first().click();
  await expect(picker.getByRole('list', { name: '已选' })).toContainText(name);
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}

/**
 * Attaches a small plain-text file to the 附件 field (the `uploadFz` kind, schemas/notice-form.ts) and waits
 * until the field lists it as stored; answers the names attached, which the receiver's detail then lists.
 */
async function attachFiles(dialog: Locator): Promise<string[]> {
  const name = '停热检修安排.txt';
  await dialog.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from('城东片区 1号至4号换热站 8:00-12:00 停热检修\n'),
  });
  await expect(dialog.getByRole('button', { name: `预览 ${name}` })).toBeVisible();
  return [name];
}

test.describe('system notices', () => {
  test('an administrator writes a notice to one user and releases it; that user reads it from the bell', async ({ page, browser }) => {
    // Two sessions in two browser contexts, each signing in and loading its forms' kinds: a loaded machine can
    // take most of the default minute for that alone.
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const title = `换热站停热检修公告 ${Date.now()}`;

    await signIn(page, ADMIN);
    await openMenu(page, '系统管理', '系统公告', /\/system\/notice$/);
    const list = listPage(page, 'system-notice');
    await expect(list.getByTestId('page-table')).toBeVisible();

    // The dialog is the compiled JNPF definition: the title is required.
    await list.getByRole('button', { name: '新建' }).click();
    const dialog = page.getByRole('dialog', { name: '新建公告' });
    await expect(dialog.getByLabel('标题')).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: '请输入标题' })).toBeVisible();

    await dialog.getByLabel('标题').fill(title);
    await dialog.getByRole('radio', { name: '通知' }).check();
    await pickReceiver(page, dialog, RECEIVER.account, RECEIVER_NAME);
    await dialog.getByLabel('摘要').fill('城东片区换热站停热检修');
    const body = dialog.getByRole('textbox', { name: '正文' });
    await body.click();
    await body.pressSequentially('明日8:00至12:00停热检修，请做好准备。');
    const files = await attachFiles(dialog);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('新建成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = rowOf(list, title);
    await expect(row).toContainText('通知');
    await expect(row).toContainText('草稿');

    // Released after the confirmation: the row is released by the administrator and can no longer be edited.
    await row.getByRole('button', { name: '发布' }).click();
    await confirm(page, '您确定要发布当前公告, 是否继续?');
    await expect(page.getByText('发布成功')).toBeVisible();
    await expect(row).toContainText('已发布');
    await expect(row).toContainText('系统管理员/admin');
    await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: '发布' })).toHaveCount(0);

    // The read view names the receiver and shows the body.
    await row.getByRole('button', { name: '查看' }).click();
    const view = page.getByTestId('notice-view');
    await expect(view.getByRole('heading', { name: title })).toBeVisible();
    await expect(view.getByTestId('notice-view-meta')).toContainText('状态: 已发布');
    await expect(view).toContainText(RECEIVER_NAME);
    await expect(view).toContainText('明日8:00至12:00停热检修');
    await view.getByRole('button', { name: '关闭' }).first().click();
    await expect(view).toBeHidden();

    // The receiver finds it unread in the bell's drawer and reads it.
    const context = await browser.newContext();
    const receiver = await context.newPage();
    try {
      await signIn(receiver, RECEIVER);
      await receiver.getByTestId('message-bell').click();
      const drawer = receiver.getByTestId('message-drawer');
      const message = drawer.getByTestId('message-row').filter({ hasText: title });
      await expect(message).toHaveAttribute('data-unread', 'true');
      await message.click();
      const detail = receiver.getByTestId('message-detail');
      await expect(detail.getByRole('heading', { name: title })).toBeVisible();
      await expect(detail.getByTestId('message-body')).toContainText('明日8:00至12:00停热检修，请做好准备。');
      await expect(detail.getByTestId('message-excerpt')).toHaveText('城东片区换热站停热检修');
      for (const name of files) {
        // The attachment downloads through a signed link asked with the receiver's session.
        const download = receiver.waitForEvent('download');
        await detail.getByRole('link', { name }).click();
        expect((await download).suggestedFilename()).toBe(name);
      }
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
