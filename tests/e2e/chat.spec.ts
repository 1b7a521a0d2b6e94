import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSignIn, watchSocketFrames } from './support';

const SENDER = { account: 'wangfang', password: 'Demo@2026' };
const RECEIVER = { account: 'lina01', password: 'Demo@2026' };
const PROBE = { account: 'agent01', password: 'Demo@2026' };

/** A 48 × 32 blue PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAMElEQVR42u3OQQ0AAAgEoEtiZhtrC+eDjQCkel6JkJCQkJCQkJCQkJCQkJCQkNClBQLxDpfjmPpQAAAAAElFTkSuQmCC',
  'base64',
);

let baseURL = '';

async function currentUserCode(token: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/oauth/CurrentUser`, { headers: { Authorization: token, 'jnpf-origin': 'pc' } });
  return ((await response.json()) as { code: number }).code;
}

/** A fresh browser (its own storage) signed in as `user`, with its socket connected. */
async function signedInPage(browser: Browser, user: { account: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const frames = watchSocketFrames(page);
  await page.goto('/login');
  await page.getByLabel('账号').fill(user.account);
  await page.getByLabel('密码').fill(user.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect
    .poll(() => frames.some((f) => f.method === 'initMessage'), { message: `${user.account}'s socket said initMessage` })
    .toBe(true);
  return { context, page, frames, errors };
}

const conversationWith = (page: Page, account: string) =>
  page.getByTestId('chat-drawer').locator(`[data-testid="chat-conversation"][data-account="${account}"]`);

test.describe('chat', () => {
  test.beforeEach(({ baseURL: base }) => {
    baseURL = String(base);
  });

  test('A sends B a text with an emoji and an image; B sees the icon blink, reads them, and the unread count clears', async ({
    browser,
  }) => {
    const a = await signedInPage(browser, SENDER);
    const b = await signedInPage(browser, RECEIVER);
    const stamp = Date.now();
    const text = `换热站巡检完成 ${stamp} `;
    await expect(b.page.getByTestId('chat-button')).toHaveAttribute('data-unread', 'false');

    // A finds B among the contacts (searched by account) and opens the conversation.
    await a.page.getByTestId('chat-button').click();
    const drawer = a.page.getByTestId('chat-drawer');
    await drawer.getByTestId('chat-tab-contacts').click();
    await drawer.getByTestId('chat-search').fill(RECEIVER.account);
    await drawer.locator(`[data-testid="chat-contact"][data-account="${RECEIVER.account}"]`).click();
    const windowA = a.page.getByTestId('chat-window');
    await expect(windowA).toHaveAttribute('data-peer', RECEIVER.account);
    await expect(drawer).toBeHidden();

    // Text with an emoji from the picker, sent with Enter; blank text is not sent.
    const input = windowA.getByTestId('chat-input');
    await input.fill(text);
    await windowA.getByTestId('chat-emoji-button').click();
    const picker = a.page.getByTestId('chat-emoji-picker');
    await expect(picker.getByRole('button')).toHaveCount(120);
    await picker.getByRole('button', { name: '[微笑]' }).click();
    await expect(input).toHaveValue(`${text}[微笑]`);
    await input.press('Enter');
    await expect(input).toHaveValue('');
    const sent = windowA.getByTestId('chat-message');
    await expect(sent).toHaveCount(1);
    await expect(sent.first()).toHaveAttribute('data-mine', 'true');
    await expect(sent.first().getByRole('img', { name: '[微笑]' })).toHaveText('🙂');
    await input.fill('   ');
    await input.press('Enter');
    await expect(input).toHaveValue('   ');

    // Only images: a text file is refused before any upload; then the picture goes.
    await windowA
      .getByTestId('chat-image-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(a.page.getByText('只能上传图片')).toBeVisible();
    await windowA.getByTestId('chat-image-input').setInputFiles({ name: 'station.png', mimeType: 'image/png', buffer: PNG });
    await expect(sent).toHaveCount(2);
    await expect(windowA.getByTestId('chat-image')).toHaveJSProperty('naturalWidth', 48);

    // B: the chat icon blinks; the conversation with A shows two unread, the latest an image.
    const chatButtonB = b.page.getByTestId('chat-button');
    await expect(chatButtonB).toHaveAttribute('data-unread', 'true');
    await expect(chatButtonB).toHaveCSS('animation-iteration-count', 'infinite');
    await chatButtonB.click();
    const fromA = conversationWith(b.page, SENDER.account);
    await expect(fromA.getByTestId('chat-unread')).toHaveText('2');
    await expect(fromA.getByTestId('chat-conversation-latest')).toHaveText('[图片]');

    // B opens it: both messages, the emoji drawn, the text shown as typed; nothing unread any more.
    await fromA.click();
    const windowB = b.page.getByTestId('chat-window');
    const received = windowB.getByTestId('chat-message');
    await expect(received).toHaveCount(2);
    await expect(received.first()).toHaveAttribute('data-mine', 'false');
    await expect(received.first().getByTestId('chat-text')).toHaveText(`${text}🙂`);
    await expect(received.first().getByRole('img', { name: '[微笑]' })).toBeVisible();
    await expect(windowB.getByTestId('chat-image')).toHaveJSProperty('naturalWidth', 48);
    await expect(chatButtonB).toHaveAttribute('data-unread', 'false');
    await expect(chatButtonB).not.toHaveCSS('animation-iteration-count', 'infinite');

    // B answers; A's open window shows it at once and A's icon stays still (it was read on arrival).
    await windowB.getByTestId('chat-input').fill('收到[OK]');
    await windowB.getByTestId('chat-send').click();
    await expect(windowA.getByTestId('chat-message')).toHaveCount(3);
    await expect(windowA.getByTestId('chat-message').last().getByRole('img', { name: '[OK]' })).toBeVisible();
    await expect(a.page.getByTestId('chat-button')).toHaveAttribute('data-unread', 'false');

    // History search finds the text by a keyword.
    await windowA.getByTestId('chat-history-button').click();
    await windowA.getByTestId('chat-history-search').fill(String(stamp));
    await windowA.getByTestId('chat-history-search').press('Enter');
    await expect(windowA.getByTestId('chat-history').getByTestId('chat-message')).toHaveCount(1);

    // Reopened, B's list shows no unread for A; the right-click menu removes the conversation.
    await windowB.getByRole('button', { name: '关闭' }).click();
    await expect(windowB).toBeHidden();
    await chatButtonB.click();
    await expect(fromA).toHaveAttribute('data-unread', '0');
    await expect(fromA.getByTestId('chat-unread')).toHaveCount(0);
    await fromA.click({ button: 'right' });
    await b.page.getByRole('menuitem', { name: '移除会话' }).click();
    await expect(fromA).toHaveCount(0);

    expect([...a.errors, ...b.errors]).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  test('signing in again elsewhere signs the first session out (single sign-in)', async ({ browser }) => {
    // The seeded configuration has single sign-in on: a second sign-in ends the first session (601).
    const first = await apiSignIn(baseURL, PROBE);
    await apiSignIn(baseURL, PROBE);
    expect(await currentUserCode(first)).toBe(601);

    const a = await signedInPage(browser, SENDER);
    // The notice shows for a few seconds: watch for it from before the second sign-in, which may take
    // longer than that on a loaded machine.
    const told = a.page.getByText('此账号已在其他地方登陆').waitFor({ state: 'visible', timeout: 60_000 });
    const again = await signedInPage(browser, SENDER);
    await told;
    await expect(a.page).toHaveURL(/\/login/);
    expect(await a.page.evaluate(() => localStorage.getItem('jnpf_token'))).toBeNull();
    // The later session keeps working.
    await expect(again.page).toHaveURL(/\/home$/);
    await expect(again.page.getByTestId('chat-button')).toBeVisible();
    await a.context.close();
    await again.context.close();
  });
});
