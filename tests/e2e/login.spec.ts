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
});
