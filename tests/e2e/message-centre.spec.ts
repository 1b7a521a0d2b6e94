import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, listPage, openMenu, rowOf, signIn, watchSocketFrames, type Account } from './support';

/** A maintainer no other spec signs in or sends to (徐明), so the bell holds only what this spec sends. */
const RECEIVER: Account = { account: 'xuming', password: 'Demo@2026' };
const RECEIVER_NAME = '徐明';

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

test.describe('message centre', () => {
  test('an administrator makes a template with a parameter, binds it in a send configuration, test-sends it to a user who sees it arrive, and follows its read state in 消息记录', async ({
    page,
    browser,
  }) => {
    // Two sessions in two browser contexts, each signing in and loading its forms' kinds.
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const stamp = Date.now();
    const templateName = `停热提醒 ${stamp}`;
    const configName = `停热通知 ${stamp}`;
    const sentTitle = `城西二站停热提醒 ${stamp}`;

    // The receiver is signed in first: the message reaches their socket live.
    const context = await browser.newContext();
    const receiver = await context.newPage();
    const frames = watchSocketFrames(receiver);
    try {
      await signIn(receiver, RECEIVER);
      await expect.poll(() => frames.some((f) => f.method === 'initMessage'), { message: 'the socket said initMessage' }).toBe(true);

      // 消息模板: a template whose title and content use {station}; the dialog previews them filled.
      await signIn(page, ADMIN);
      await openMenu(page, '消息中心', '消息模板', /\/msgCenter\/msgTemplate$/);
      const templates = listPage(page, 'msgCenter-msgTemplate');
      await expect(templates.getByTestId('page-table')).toBeVisible();
      await templates.getByRole('button', { name: '新建' }).click();
      const templateDialog = page.getByRole('dialog', { name: '新建模板' });
      await templateDialog.getByLabel('模板名称').fill(templateName);
      await templateDialog.getByLabel('模板编码').fill(`stop${stamp}`);
      await templateDialog.getByLabel('消息标题').fill(`{station}停热提醒 ${stamp}`);
      await templateDialog.getByLabel('消息内容').fill('{station}将于明日8:00停热，请做好准备。');
      const preview = templateDialog.getByLabel('预览');
      await expect(preview).toHaveValue(/未在参数列表中定义/);
      await templateDialog.getByRole('button', { name: '+ 添加参数' }).click();
      await templateDialog.getByPlaceholder('参数名').fill('station');
      await templateDialog.getByPlaceholder('参数说明').fill('换热站');
      await templateDialog.getByPlaceholder('默认值（预览时使用）').fill('城东一站');
      await expect(preview).toHaveValue(`标题：城东一站停热提醒 ${stamp}\n内容：城东一站将于明日8:00停热，请做好准备。`);
      await templateDialog.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('新建成功')).toBeVisible();
      await expect(templateDialog).toBeHidden();
      await expect(rowOf(templates, templateName)).toContainText('系统');

      // 发送配置: the template on the in-platform channel.
      await openMenu(page, '消息中心', '发送配置', /\/msgCenter\/sendConfig$/);
      const configs = listPage(page, 'msgCenter-sendConfig');
      await expect(configs.getByTestId('page-table')).toBeVisible();
      await configs.getByRole('button', { name: '新建' }).click();
      const configDialog = page.getByRole('dialog', { name: '新建配置' });
      await configDialog.getByLabel('配置名称').fill(configName);
      await configDialog.getByLabel('配置编码').fill(`stopHeating${stamp}`);
      // The dialog starts with one row on the in-platform channel; its selects (cells have no label of
      // their own) are the channel, then the template.
      const pair = configDialog.getByRole('table', { name: '发送模板' });
      await expect(pair.getByRole('combobox').nth(0)).toHaveText('站内信');
      await pair.getByRole('combobox').nth(1).click();
      await configDialog.getByRole('option', { name: templateName, exact: true }).click();
      await configDialog.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('新建成功')).toBeVisible();
      await expect(configDialog).toBeHidden();
      const configRow = rowOf(configs, configName);
      await expect(configRow).toContainText('站内信');

      // 测试发送 to the receiver, the parameter filled in.
      await configRow.getByRole('button', { name: '测试发送' }).click();
      const testDialog = page.getByRole('dialog', { name: '测试发送' });
      await expect(testDialog.getByPlaceholder('参数值')).toHaveValue('城东一站');
      await pickReceiver(page, testDialog, RECEIVER.account, RECEIVER_NAME);
      await testDialog.getByPlaceholder('参数值').fill('城西二站');
      await testDialog.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('发送成功')).toBeVisible();
      await expect(testDialog).toBeHidden();

      // The receiver sees it arrive: the persistent notice with the filled title.
      const arrived = receiver.getByTestId('message-notice').filter({ hasText: sentTitle });
      await expect(arrived).toBeVisible();

      // 消息记录 finds it, unread by its one receiver.
      await openMenu(page, '消息中心', '消息记录', /\/msgCenter\/msgMonitor$/);
      const monitor = listPage(page, 'msgCenter-msgMonitor');
      await monitor.getByRole('textbox', { name: '关键词' }).fill(sentTitle);
      await monitor.getByRole('button', { name: '查询' }).click();
      const record = rowOf(monitor, sentTitle);
      await expect(record).toContainText('站内信');
      await expect(record).toContainText(RECEIVER_NAME);
      await expect(record).toContainText('0/1');
      await expect(record).toContainText(templateName);

      // The receiver reads it from the bell.
      await receiver.getByTestId('message-bell').click();
      const message = receiver.getByTestId('message-drawer').getByTestId('message-row').filter({ hasText: sentTitle });
      await expect(message).toHaveAttribute('data-unread', 'true');
      await message.click();
      const detail = receiver.getByTestId('message-detail');
      await expect(detail.getByTestId('message-body')).toContainText('城西二站将于明日8:00停热，请做好准备。');

      // The record's read state follows: 1/1, and its detail names who read it.
      await monitor.getByRole('button', { name: '查询' }).click();
      await expect(record).toContainText('1/1');
      await record.getByRole('button', { name: '详情' }).click();
      const recordDetail = page.getByTestId('message-monitor-detail');
      await expect(recordDetail.getByTestId('monitor-detail-content')).toHaveText('城西二站将于明日8:00停热，请做好准备。');
      const receiverRow = recordDetail.locator('[data-page="msgCenter-msgMonitor-receivers"] tbody tr').filter({ hasText: RECEIVER_NAME });
      await expect(receiverRow).toContainText('已读');
      await recordDetail.getByRole('button', { name: '关闭' }).first().click();
      await expect(recordDetail).toBeHidden();
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
