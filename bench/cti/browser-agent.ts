/**
 * The one agent of `npm run bench:cti` in Chromium: the real softphone panel of the built front end,
 * signed in, ready on its own queue. Each call the bench places for it is timed from the simulator's
 * ring to the moment the page shows the work order's tab '来电弹屏：{number}' (a MutationObserver in the
 * page notes the wall-clock time the tab appears; the bench notes the time it placed the call).
 */
import { chromium, type Browser, type Page } from '@playwright/test';

export interface BrowserAgent {
  browser: Browser;
  page: Page;
  /** Wall-clock ms at which the tab of `caller` appeared, or null while it has not. */
  tabShownAt(caller: string): Promise<number | null>;
  waitForStatus(text: RegExp): Promise<void>;
  close(): Promise<void>;
}

export async function startBrowserAgent(options: {
  url: string;
  account: string;
  password: string;
  ext: string;
  queue: string;
}): Promise<BrowserAgent> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1600, height: 900 } });
  // The softphone's settings as the settings dialog stores them, and a watcher of the tabs bar.
  await context.addInitScript(
    ({ ext, queue }) => {
      localStorage.setItem('jnpf_usingSoftphone', 'true|Boolean');
      localStorage.setItem('jnpf_telExtnum', `${ext}|String`);
      localStorage.setItem('jnpf_telAcdgroup', `${queue}|String`);
      const shown: Record<string, number> = {};
      (window as unknown as { __tabsShown: Record<string, number> }).__tabsShown = shown;
      new MutationObserver(() => {
        for (const tab of document.querySelectorAll('[data-testid="tab"]')) {
          const match = /来电弹屏：(\d+)/.exec(tab.textContent ?? '');
          if (match && !(match[1]! in shown)) shown[match[1]!] = performance.timeOrigin + performance.now();
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    { ext: options.ext, queue: options.queue },
  );
  const page = await context.newPage();
  await page.goto(`${options.url}/login`);
  await page.getByLabel('账号', { exact: true }).fill(options.account);
  await page.getByLabel('密码', { exact: true }).fill(options.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/home$/);
  const status = page.getByTestId('softphone-status');
  const waitForStatus = async (text: RegExp) => {
    await status.filter({ hasText: text }).waitFor({ timeout: 30_000 });
  };
  await waitForStatus(/^示忙/);
  await page.getByTestId('softphone-resume').click();
  await waitForStatus(/^空闲/);
  return {
    browser,
    page,
    tabShownAt: (caller) =>
      page.evaluate((number) => (window as unknown as { __tabsShown: Record<string, number> }).__tabsShown[number] ?? null, caller),
    waitForStatus,
    close: () => browser.close(),
  };
}
