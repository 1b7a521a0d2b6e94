/**
 * The three page loads of `bench:assets`, each in Chromium against the real server:
 *
 * - cold sign-in page: a fresh context (empty HTTP cache, no token) opens /login;
 * - cold admin page: a fresh context holding a valid token (signed in through the API, stored where the
 *   front end keeps it) opens the data dictionary page, /systemData/dictionary;
 * - warm reload: the same context reloads that page (HTTP cache kept, as a user pressing F5).
 *
 * A load ends when the page shows what a user came for and no request has started or finished for 500 ms.
 */
import { createHash } from 'node:crypto';
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { attachTransferMeter, type TransferredResource } from './transfer-meter';

export const ADMIN = { account: 'admin', password: 'Admin@2026' };
export const ADMIN_PAGE = '/systemData/dictionary';

const contextOptions: BrowserContextOptions = { locale: 'zh-CN', viewport: { width: 1280, height: 720 } };

export interface PageLoad {
  name: string;
  /** What Chromium sent as `accept-encoding`. */
  acceptEncoding: string;
  resources: TransferredResource[];
}

export async function coldSignInPage(browser: Browser, baseUrl: string): Promise<PageLoad> {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const meter = await attachTransferMeter(context, page);
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await expect(page.getByLabel('账号', { exact: true })).toBeVisible();
    await meter.settled();
    return { name: 'cold sign-in page (/login)', acceptEncoding: meter.acceptEncoding(), resources: meter.resources() };
  } finally {
    await context.close();
  }
}

/** The cold admin page, then a reload of it in the same context. */
export async function adminPageColdAndWarm(browser: Browser, baseUrl: string): Promise<[PageLoad, PageLoad]> {
  const token = await apiSignIn(baseUrl);
  const context = await browser.newContext({
    ...contextOptions,
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: 'jnpf_token', value: `${token}|String` }] }] },
  });
  try {
    const page = await context.newPage();
    const meter = await attachTransferMeter(context, page);
    await page.goto(`${baseUrl}${ADMIN_PAGE}`, { waitUntil: 'networkidle' });
    await dictionaryShown(page);
    await meter.settled();
    const cold = {
      name: `cold admin page (${ADMIN_PAGE}, signed in)`,
      acceptEncoding: meter.acceptEncoding(),
      resources: meter.resources(),
    };

    meter.reset();
    await page.reload({ waitUntil: 'networkidle' });
    await dictionaryShown(page);
    await meter.settled();
    const warm = { name: 'warm reload of the admin page', acceptEncoding: meter.acceptEncoding(), resources: meter.resources() };
    return [cold, warm];
  } finally {
    await context.close();
  }
}

/** The seeded first category (性别) is chosen and its entries are listed. */
async function dictionaryShown(page: Page): Promise<void> {
  const main = page.locator('[data-page="systemData-dictionary"]');
  await expect(main.getByRole('row').filter({ hasText: '女' }).first()).toBeVisible({ timeout: 30_000 });
}

async function apiSignIn(baseUrl: string): Promise<string> {
  const form = new URLSearchParams({
    account: ADMIN.account,
    password: createHash('md5').update(ADMIN.password).digest('hex'),
    code: '',
    timestamp: '',
    origin: 'password',
    jnpf_ticket: '',
    grant_type: 'password',
  });
  const response = await fetch(`${baseUrl}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'jnpf-origin': 'pc' },
    body: form.toString(),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: { token: string } };
  if (envelope.code !== 200) throw new Error(`sign-in of ${ADMIN.account} failed: ${envelope.msg}`);
  return envelope.data.token;
}
