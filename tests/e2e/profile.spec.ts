import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn as signInAs } from './support';

const DEMO_PASSWORD = 'Demo@2026';

const signIn = (page: Page, account: string, password: string) => signInAs(page, { account, password });

/**
 * The captcha's code for the image the form shows. Fetching the image's address again makes the
 * server keep a new code under the same key; the e2e server names it in a header
 * (TEST_EXPOSE_CAPTCHA), since a test cannot read the picture.
 */
async function captchaCode(page: Page): Promise<string> {
  const src = await page.getByRole('img', { name: '验证码图片' }).getAttribute('src');
  expect(src).toMatch(/\/api\/oauth\/ImageCode\/4\//);
  const response = await page.request.get(src!);
  expect(await response.text()).not.toContain('<text');
  return response.headers()['x-captcha-code']!;
}

test.describe('profile', () => {
  test("shows the user's account and the sign-in log", async ({ page }) => {
    await signIn(page, ADMIN.account, ADMIN.password);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-account')).toHaveText('admin');
    await expect(page.getByRole('heading', { name: '系统管理员' })).toBeVisible();

    await page.getByRole('tab', { name: '登录日志' }).click();
    const log = page.getByRole('table', { name: '登录日志' });
    await expect(log.getByRole('row').nth(1)).toBeVisible();
    await expect(log.getByRole('row').nth(1)).toContainText('成功');
    await expect(log.getByRole('row').nth(1)).toContainText('本机');
  });

  test('edits the own profile with client checks', async ({ page }) => {
    await signIn(page, 'zhangwei', DEMO_PASSWORD);
    await page.goto('/profile');
    await page.getByRole('button', { name: '编辑' }).click();
    await page.getByLabel('手机', { exact: true }).fill('12345');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('请输入正确的手机号码')).toBeVisible();

    await page.getByLabel('手机', { exact: true }).fill('13912345678');
    await page.getByLabel('个人签名', { exact: true }).fill('供热保障，人人有责');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '修改成功' })).toBeVisible();
    await expect(page.locator('[data-field="mobilePhone"]')).toHaveText('13912345678');

    await page.reload();
    await expect(page.locator('[data-field="signature"]')).toHaveText('供热保障，人人有责');
  });

  test('changes the avatar by uploading an image; it stays after a reload', async ({ page }) => {
    await signIn(page, 'wangfang', DEMO_PASSWORD);
    await page.goto('/profile');
    const file = page.getByTestId('avatar-file');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert').filter({ hasText: '只能上传图片' })).toBeVisible();

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const avatar = page.getByRole('img', { name: '王芳' }).first();
    await expect(avatar).toHaveAttribute('src', /\/api\/file\/Image\/userAvatar\/.+\.png$/);
    await page.reload();
    await expect(page.getByRole('img', { name: '王芳' }).first()).toHaveAttribute('src', /userAvatar/);
  });

  test('changes the own password: client checks, a wrong captcha, then success', async ({ page }) => {
    await signIn(page, 'xiaoling', DEMO_PASSWORD);
    await page.goto('/profile');
    await page.getByRole('tab', { name: '修改密码' }).click();
    const submit = page.getByRole('button', { name: '确定' });

    await submit.click();
    for (const message of ['旧密码不能为空', '新密码不能为空', '重复密码不能为空', '验证码不能为空']) {
      await expect(page.getByText(message)).toBeVisible();
    }

    await page.getByLabel('旧密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('新密码', { exact: true }).fill('Xiao_2026ab');
    await page.getByLabel('重复密码', { exact: true }).fill('Xiao_2026ac');
    await page.getByLabel('验证码', { exact: true }).fill('zzzz');
    await submit.click();
    await expect(page.getByText('两次密码输入不一致')).toBeVisible();

    await page.getByLabel('重复密码', { exact: true }).fill('Xiao_2026ab');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: '验证码错误' })).toBeVisible();

    await page.getByLabel('验证码', { exact: true }).fill(await captchaCode(page));
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: '修改成功，请牢记新密码' })).toBeVisible();

    // The new password signs in; the old one no longer does.
    await page.evaluate(() => localStorage.removeItem('jnpf_token'));
    await page.goto('/login');
    await page.getByLabel('账号', { exact: true }).fill('xiaoling');
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '账户或密码错误' })).toBeVisible();
    await signIn(page, 'xiaoling', 'Xiao_2026ab');
  });
});

test.describe('lock screen', () => {
  test('a locked session stays on /lockScreen across reloads; a wrong password is refused; the right one unlocks', async ({ page }) => {
    await signIn(page, ADMIN.account, ADMIN.password);
    await page.evaluate(() => localStorage.setItem('jnpf_lock', '1|Number'));
    await page.reload();
    await expect(page).toHaveURL(/\/lockScreen$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/lockScreen$/);
    await page.reload();
    await expect(page).toHaveURL(/\/lockScreen$/);
    await expect(page.getByRole('heading', { name: '屏幕已锁定' })).toBeVisible();

    await page.getByLabel('密码', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '账户或密码错误，请重新输入' })).toBeVisible();
    await expect(page).toHaveURL(/\/lockScreen$/);

    await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('jnpf_lock'))).toBeNull();
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('unlocking returns to the page stored when locking', async ({ page }) => {
    await signIn(page, 'zhangwei', DEMO_PASSWORD);
    await page.evaluate(() => {
      localStorage.setItem('jnpf_lockReturn', '/profile|String');
      localStorage.setItem('jnpf_lock', '1|Number');
    });
    await page.reload();
    await expect(page).toHaveURL(/\/lockScreen$/);
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-account')).toHaveText('zhangwei');
  });
});
