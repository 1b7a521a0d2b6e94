import { expect, test } from '@playwright/test';

const ADMIN = { account: 'admin', password: 'Admin@2026', name: '系统管理员' };

test.describe('sign-in', () => {
  test('a fresh browser is sent to the sign-in page and lands on /home after signing in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)$/);

    await page.getByLabel('账号').fill(ADMIN.account);
    await page.getByLabel('密码').fill(ADMIN.password);
    await page.getByRole('button', { name: '登录' }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(ADMIN.name)).toBeVisible();
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: '退出系统' })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('jnpf_token'));
    expect(stored).toMatch(/^bearer .+\|String$/i);
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('账号').fill(ADMIN.account);
    await page.getByLabel('密码').fill('not-the-password');
    await page.getByRole('button', { name: '登录' }).click();

    await expect(page.getByRole('alert').filter({ hasText: '账户或密码错误' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a stale token ends on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('jnpf_token', 'bearer stale-token|String'));
    await page.goto('/home');

    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel('账号')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jnpf_token'))).toBeNull();
  });

  test('repeated wrong passwords are slowed down: the page says when to try again', async ({ page }) => {
    // An account no other spec signs in with: its counter stays this test's own.
    await page.goto('/login');
    await page.getByLabel('账号', { exact: true }).fill('dengchao');
    let refused: { code: number; msg: string } | undefined;
    // The wait doubles from 1 s after the fifth failure, so a refusal comes within a few attempts
    // however slow the browser is; the loop is bounded all the same.
    for (let attempt = 1; attempt <= 12 && !refused; attempt++) {
      await page.getByLabel('密码', { exact: true }).fill(`wrong-${attempt}`);
      const answer = page.waitForResponse((response) => response.url().includes('/api/oauth/Login'));
      await page.getByRole('button', { name: '登录' }).click();
      const response = await answer;
      const body = (await response.json()) as { code: number; msg: string };
      if (body.code === 429) refused = body;
      else expect(body.msg).toBe('账户或密码错误，请重新输入');
    }
    expect(refused?.msg).toMatch(/^登录尝试过于频繁，请\d+秒后再试$/);
    await expect(page.getByRole('alert').filter({ hasText: refused!.msg })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('the captcha is a PNG picture, and its client id cookie is HttpOnly and SameSite=Strict', async ({ page, context }) => {
    await page.goto('/login');
    const size = await page.evaluate(async () => {
      const image = new Image();
      image.src = `/api/file/ImageCode/${Math.random()}`;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight, scriptSeesCookie: document.cookie.includes('jnpf_captcha_id') };
    });
    expect(size).toEqual({ width: 240, height: 80, scriptSeesCookie: false });
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'jnpf_captcha_id');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });

    const response = await page.request.get('/api/oauth/ImageCode/4/0.5');
    expect(response.headers()['content-type']).toBe('image/png');
    const body = await response.body();
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    // The browser kept its id: the server did not hand out another.
    expect(response.headers()['set-cookie']).toBeUndefined();
  });
});
