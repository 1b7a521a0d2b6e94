import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { expect, test, type Page } from '@playwright/test';
import { seedId } from '../../server/db/ids';
import { ADMIN, apiSignIn, openMenu, signIn } from './support';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A call with a JSON body, made from the page with the token it stored. */
async function send(page: Page, method: string, path: string, body?: unknown): Promise<{ code: number; msg: string; data: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
      const response = await fetch(path, {
        method,
        headers: { Authorization: token, 'jnpf-origin': 'pc', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.json();
    },
    { method, path, body },
  );
}

/** The captcha code of the image the form shows (the e2e server names it in a header, TEST_EXPOSE_CAPTCHA). */
async function captchaCode(page: Page): Promise<string> {
  const src = await page.getByRole('img', { name: '验证码图片' }).getAttribute('src');
  const response = await page.request.get(src!);
  return response.headers()['x-captcha-code']!;
}

const changed = ['title', 'mandatoryModificationOfInitialPassword', 'loginIcon', 'logoIcon'] as const;

/** A real 4x4 PNG, so the server's sniffing takes it for the image it says it is. */
function squarePng(colour: string): Buffer {
  const canvas = createCanvas(4, 4);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, 4, 4);
  return canvas.toBuffer('image/png');
}

test.describe('系统配置', () => {
  /** The values this spec changes, as they were: put back after it whatever happens (other specs share the server). */
  let original: Record<string, unknown> | undefined;

  test.afterAll(async ({ baseURL }) => {
    if (!original) return;
    const token = await apiSignIn(baseURL!, ADMIN);
    const response = await fetch(`${baseURL}/api/system/SysConfig`, {
      method: 'PUT',
      headers: { Authorization: token, 'jnpf-origin': 'pc', 'Content-Type': 'application/json' },
      body: JSON.stringify(original),
    });
    expect(((await response.json()) as { code: number }).code).toBe(200);
  });

  test('the administrator renames the system and turns on 强制修改初始密码; a new user must change the password before going on', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, ADMIN);
    const before = (await send(page, 'GET', '/api/system/SysConfig')).data as Record<string, unknown>;
    original ??= Object.fromEntries(changed.map((key) => [key, before[key]]));
    expect(before.mandatoryModificationOfInitialPassword).toBe(0);

    await openMenu(page, '系统管理', '系统配置', /\/system\/sysConfig$/);
    const screen = page.getByTestId('sys-config-screen');
    const title = screen.getByLabel(/系统标题/);
    await expect(title).toHaveValue(String(before.title));
    await expect(screen.getByLabel(/系统版本/)).toHaveAttribute('readonly', '');

    // An empty title is refused by the form before anything is sent.
    await title.fill('');
    await page.getByTestId('sys-config-save').click();
    await expect(screen.getByText('请输入系统标题')).toBeVisible();

    await title.fill('城东智慧供热运营平台');
    await screen.getByRole('tab', { name: '安全设置' }).click();
    const forced = screen.getByRole('switch', { name: /强制修改初始密码/ });
    await expect(forced).toHaveAttribute('aria-checked', 'false');
    await forced.click();
    await expect(forced).toHaveAttribute('aria-checked', 'true');
    await page.getByTestId('sys-config-save').click();
    await expect(page.getByText('保存成功')).toBeVisible();
    expect((await send(page, 'GET', '/api/system/SysConfig')).data).toMatchObject({
      title: '城东智慧供热运营平台',
      mandatoryModificationOfInitialPassword: 1,
    });

    // The sign-in page shows the new title.
    const visitor = await browser.newContext();
    const signInPage = await visitor.newPage();
    await signInPage.goto('/login');
    await expect(signInPage.getByText('城东智慧供热运营平台').first()).toBeVisible();
    await expect(signInPage).toHaveTitle(/城东智慧供热运营平台/);

    // A new user, whose password the administrator sets with 重置密码.
    const account = `first${Date.now().toString(36)}`;
    const created = await send(page, 'POST', '/api/permission/Users', {
      account,
      realName: '新入职员工',
      gender: '1',
      organizeIds: [seedId('organize', 'finance')],
      positionIds: [],
      roleIds: [seedId('role', 'staff')],
      groupIds: [],
      enabledMark: 1,
      sortCode: 0,
    });
    expect(created, created.msg).toMatchObject({ code: 200 });
    const initial = 'Start2026';
    const reset = await send(page, 'POST', `/api/permission/Users/${(created.data as { id: string }).id}/Actions/ResetPassword`, {
      userPassword: md5(initial),
      validatePassword: md5(initial),
    });
    expect(reset, reset.msg).toMatchObject({ code: 200 });

    // The user signs in and is held by the forced password dialog until the password changed.
    await signIn(signInPage, { account, password: initial });
    const dialog = signInPage.getByRole('dialog', { name: '修改密码' });
    await expect(dialog).toBeVisible();
    await signInPage.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('旧密码', { exact: true }).fill(initial);
    await dialog.getByLabel('新密码', { exact: true }).fill('Changed2026');
    await dialog.getByLabel('重复密码', { exact: true }).fill('Changed2026');
    await dialog.getByLabel('验证码', { exact: true }).fill(await captchaCode(signInPage));
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(signInPage.getByRole('status').filter({ hasText: '修改成功' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(signInPage).toHaveURL(/\/home$/);
    await expect(signInPage.locator('[data-layout]')).toBeVisible();

    // Signed in again with the new password, nothing asks any more.
    await signInPage.evaluate(() => localStorage.removeItem('jnpf_token'));
    await signIn(signInPage, { account, password: 'Changed2026' });
    await signInPage.waitForLoadState('networkidle');
    await expect(signInPage.getByRole('dialog', { name: '修改密码' })).toHaveCount(0);
    await visitor.close();

    // The administrator turns the setting off again in the screen.
    await screen.getByRole('tab', { name: '安全设置' }).click();
    await forced.click();
    await expect(forced).toHaveAttribute('aria-checked', 'false');
    await screen.getByRole('tab', { name: '基本设置' }).click();
    await title.fill(String(before.title));
    await page.getByTestId('sys-config-save').click();
    await expect(page.getByText('保存成功').last()).toBeVisible();
    expect((await send(page, 'GET', '/api/system/SysConfig')).data).toMatchObject({
      title: before.title,
      mandatoryModificationOfInitialPassword: 0,
    });
  });

  test('the administrator uploads a sign-in icon and a logo; the sign-in page and the sidebar show them', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, ADMIN);
    const before = (await send(page, 'GET', '/api/system/SysConfig')).data as Record<string, unknown>;
    original ??= Object.fromEntries(changed.map((key) => [key, before[key]]));
    await openMenu(page, '系统管理', '系统配置', /\/system\/sysConfig$/);
    const screen = page.getByTestId('sys-config-screen');
    await screen
      .locator('input[type=file][aria-label="登录图标"]')
      .setInputFiles({ name: '登录.png', mimeType: 'image/png', buffer: squarePng('#2b6cb0') });
    await screen
      .locator('input[type=file][aria-label="系统图标"]')
      .setInputFiles({ name: '标志.png', mimeType: 'image/png', buffer: squarePng('#c53030') });
    await expect(screen.getByRole('button', { name: '预览 登录.png' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '预览 标志.png' })).toBeVisible();
    await page.getByTestId('sys-config-save').click();
    await expect(page.getByText('保存成功')).toBeVisible();
    const saved = (await send(page, 'GET', '/api/system/SysConfig')).data as Record<string, string>;
    expect(saved.loginIcon).toMatch(/^\/api\/file\/Image\/annexpic\/.+\.png$/);
    expect(saved.logoIcon).toMatch(/^\/api\/file\/Image\/annexpic\/.+\.png$/);

    // The sidebar draws the logo at once; a visitor's sign-in page draws the sign-in icon, loaded from the server.
    const mark = page.getByTestId('sidebar').getByTestId('product-mark');
    await expect(mark).toHaveAttribute('src', saved.logoIcon!);
    await expect.poll(() => mark.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(4);
    const visitor = await browser.newContext();
    const signInPage = await visitor.newPage();
    await signInPage.goto('/login');
    const icon = signInPage.getByTestId('login-icon');
    await expect(icon).toHaveAttribute('src', saved.loginIcon!);
    await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(4);
    await visitor.close();
  });
});
