import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiSignIn, MANAGER, signIn, watchSocketFrames, type Account } from './support';

let baseURL = '';

/** Calls the server as `token`, expecting code 200. */
async function call<T>(token: string | null, method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'jnpf-origin': 'pc' };
  if (token) headers.Authorization = token;
  let payload: string | undefined;
  if (body instanceof URLSearchParams) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = body.toString();
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${baseURL}${url}`, { method, headers, body: payload });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${method} ${url}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

/** The user's id, read with a sign-in of their own (before the browser signs in: single sign-in keeps the later one). */
async function userIdOf(user: Account): Promise<string> {
  const current = await call<{ userInfo: { userId: string } }>(await apiSignIn(baseURL, user), 'GET', '/api/oauth/CurrentUser');
  return current.userInfo.userId;
}

/** The administrator writes a notice to one user and releases it (other tests' users keep an empty bell). */
async function releaseNotice(adminToken: string, receiverId: string, title: string, bodyText: string): Promise<string> {
  const notice = { title, bodyText, excerpt: `${title} 摘要`, category: 2, toUserIds: [receiverId] };
  const { id } = await call<{ id: string }>(adminToken, 'POST', '/api/message/Notice', notice);
  await call(adminToken, 'PUT', `/api/message/${id}/Actions/Release`);
  return id;
}

async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('message-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

async function expectBadge(page: Page, count: number) {
  if (count === 0) await expect(page.getByTestId('message-badge')).toHaveCount(0);
  else await expect(page.getByTestId('message-badge')).toHaveText(String(count));
}

test.describe('messages', () => {
  test('a released notice reaches the signed-in user live; reading and mark-all-read clear it', async ({ page, baseURL: base }) => {
    baseURL = String(base);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const frames = watchSocketFrames(page);
    const managerId = await userIdOf(MANAGER);
    await signIn(page, MANAGER);
    await expect.poll(() => frames.some((f) => f.method === 'initMessage'), { message: 'the socket said initMessage' }).toBe(true);
    const before = await badgeCount(page);

    const admin = await apiSignIn(baseURL, ADMIN);
    const stamp = Date.now();
    const first = `供热检修通知 ${stamp}`;
    await releaseNotice(
      admin,
      managerId,
      first,
      '<p>明日<b>停热检修</b>，请做好准备。</p><script>window.__noticeScriptRan = true</script>',
    );

    // Live: the bell counts it and a persistent notice shows its title at the bottom right.
    await expectBadge(page, before + 1);
    expect(frames.some((f) => f.method === 'messagePush' && f.title === first)).toBe(true);
    const notice = page.getByTestId('message-notice').filter({ hasText: first });
    await expect(notice).toBeVisible();

    // The drawer lists it unread; opening it shows the body (the script never runs) and reads it.
    await page.getByTestId('message-bell').click();
    const drawer = page.getByTestId('message-drawer');
    await expect(drawer).toBeVisible();
    const row = drawer.getByTestId('message-row').filter({ hasText: first });
    await expect(row).toHaveAttribute('data-unread', 'true');
    await row.click();
    const detail = page.getByTestId('message-detail');
    await expect(detail.getByRole('heading', { name: first })).toBeVisible();
    await expect(detail.getByTestId('message-body')).toContainText('明日停热检修，请做好准备。');
    await expect(detail.getByTestId('message-excerpt')).toHaveText(`${first} 摘要`);
    await expect(detail).toContainText('发送人');
    expect(await page.evaluate(() => (window as { __noticeScriptRan?: boolean }).__noticeScriptRan)).toBeUndefined();
    await expectBadge(page, before);
    await detail.getByRole('button', { name: '关闭' }).first().click();
    await expect(detail).toBeHidden();
    await expect(row).toHaveAttribute('data-unread', 'false');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Closing a notice marks its message read.
    const second = `换热站巡检通知 ${stamp}`;
    await releaseNotice(admin, managerId, second, '<p>巡检</p>');
    await expectBadge(page, before + 1);
    const secondNotice = page.getByTestId('message-notice').filter({ hasText: second });
    await secondNotice.getByRole('button', { name: '关闭' }).click();
    await expect(secondNotice).toBeHidden();
    await expectBadge(page, before);

    // Mark all read, after the confirmation, empties the unread list and the badge.
    const third = `停水通知 ${stamp}`;
    await releaseNotice(admin, managerId, third, '<p>停水</p>');
    await expectBadge(page, before + 1);
    await page.getByTestId('message-bell').click();
    await expect(drawer.getByTestId('message-row').filter({ hasText: third })).toBeVisible();
    await drawer.getByTestId('message-read-all').click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('是否将全部消息设为已读?')).toBeVisible();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(drawer.getByTestId('message-empty')).toHaveText('暂无数据');
    await expectBadge(page, 0);
    await page.keyboard.press('Escape');

    // The full list keeps every message, read or not.
    await page.goto('/messageRecord');
    const record = page.getByTestId('message-record');
    for (const title of [first, second, third]) await expect(record.getByTestId('message-row').filter({ hasText: title })).toBeVisible();
    await record.getByTestId('message-row').filter({ hasText: second }).click();
    await expect(page.getByTestId('message-detail').getByTestId('message-body')).toContainText('巡检');
    expect(errors).toEqual([]);
  });
});
