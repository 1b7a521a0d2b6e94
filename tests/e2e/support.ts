/** What the end-to-end specs share: the seeded accounts, signing in, and calls to the real server. */
import { createHash } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { seedId } from '../../server/db/ids';

export interface Account {
  account: string;
  password: string;
}

/** The passwords playwright.config.ts gives the e2e server. */
export const ADMIN: Account = { account: 'admin', password: 'Admin@2026' };
/** A manager: the dictionary and bill rules without btn_remove (seed role `manager`). */
export const MANAGER: Account = { account: 'zhangwei', password: 'Demo@2026' };

/** Signs in on the login page and waits for the home page's layout. */
export async function signIn(page: Page, user: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('账号', { exact: true }).fill(user.account);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('[data-layout]')).toBeVisible();
}

/** Calls the server from the page with the token the page stored, as a user typing the address would. */
export async function callApi(page: Page, method: string, path: string): Promise<{ code: number; msg: string; data: unknown }> {
  return page.evaluate(
    async ({ method, path }) => {
      const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
      const response = await fetch(path, { method, headers: { Authorization: token, 'jnpf-origin': 'pc' } });
      return response.json();
    },
    { method, path },
  );
}

/** Signs in through the API (no browser) and answers the token. */
export async function apiSignIn(baseURL: string, user: Account): Promise<string> {
  const form = new URLSearchParams({
    account: user.account,
    password: createHash('md5').update(user.password).digest('hex'),
    code: '',
    timestamp: '',
    origin: 'password',
    jnpf_ticket: '',
    grant_type: 'password',
  });
  const response = await fetch(`${baseURL}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'jnpf-origin': 'pc' },
    body: form.toString(),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: { token: string } };
  expect(envelope.code, `sign-in of ${user.account}: ${envelope.msg}`).toBe(200);
  return envelope.data.token;
}

/** Calls the server as `token` (from apiSignIn), expecting code 200; answers the envelope's data. */
export async function apiCall<T>(baseURL: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL}${url}`, {
    method,
    headers: { Authorization: token, 'jnpf-origin': 'pc', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${method} ${url}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

export interface NewStaff {
  role: string;
  roleCode: string;
  account: string;
  realName: string;
  password: string;
}

/**
 * A user role and a staff account of 信息中心 holding it, made through the API as the administrator
 * (`token`), the account's password set to `password`; the role is granted nothing yet.
 */
export async function createRoleAndUser(baseURL: string, token: string, staff: NewStaff): Promise<{ roleId: string; userId: string }> {
  const { id: roleId } = await apiCall<{ id: string }>(baseURL, token, 'POST', '/api/permission/Role', {
    fullName: staff.role,
    enCode: staff.roleCode,
    type: 'user',
    globalMark: 1,
  });
  const { id: userId } = await apiCall<{ id: string }>(baseURL, token, 'POST', '/api/permission/Users', {
    account: staff.account,
    realName: staff.realName,
    gender: '1',
    organizeIds: [seedId('organize', 'infoCenter')],
    roleIds: [roleId],
  });
  const password = createHash('md5').update(staff.password).digest('hex');
  await apiCall(baseURL, token, 'POST', `/api/permission/Users/${userId}/Actions/ResetPassword`, {
    userPassword: password,
    validatePassword: password,
  });
  return { roleId, userId };
}

/** Collects the socket frames a page receives. */
export function watchSocketFrames(page: Page): Array<{ method: string; [key: string]: unknown }> {
  const frames: Array<{ method: string }> = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      try {
        frames.push(JSON.parse(String(payload)) as { method: string });
      } catch {
        // not a frame of ours
      }
    });
  });
  return frames;
}

/** An auditor: the organisation menus without buttons (seed role `auditor`). */
export const AUDITOR: Account = { account: 'auditor01', password: 'Demo@2026' };

/** Opens a menu page from the sidebar, unfolding its group when needed. */
export async function openMenu(page: Page, group: string, title: string, address: RegExp): Promise<void> {
  const nav = page.getByTestId('sidebar');
  const entry = nav.getByRole('link', { name: title, exact: true });
  if (!(await entry.isVisible())) await nav.getByRole('button', { name: group, exact: true }).click();
  await entry.click();
  await expect(page).toHaveURL(address);
}

/** The page engine's page with this schema id. */
export const listPage = (page: Page, id: string): Locator => page.locator(`[data-page="${id}"]`);

/** The table row whose first cell is `name`. */
export const rowOf = (list: Locator, name: string): Locator =>
  list
    .getByTestId('page-table')
    .locator('tbody tr')
    .filter({ has: list.page().locator('td:first-child').getByText(name, { exact: true }) });

/** Picks an option of a select field in a dialog. */
export async function choose(dialog: Locator, label: string, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: label }).click();
  await dialog.getByRole('option', { name: option, exact: true }).click();
}

/** Opens every branch of a tree-select's dropdown, then picks the node. */
export async function chooseInTree(dialog: Locator, label: string, node: string): Promise<void> {
  await dialog.getByRole('combobox', { name: label }).click();
  const tree = dialog.getByRole('tree');
  const closed = tree.getByRole('button', { name: '展开' });
  while ((await closed.count()) > 0) await closed.first().click();
  await tree.getByText(node, { exact: true }).click();
}

/**
 * Picks `node` in a picker field's dialog (organisation, department, position, group, address):
 * opens it from the field, finds the node by keyword, chooses it and confirms.
 */
export async function pickInDialog(page: Page, form: Locator, label: string, title: string, node: string): Promise<void> {
  await form.getByRole('combobox', { name: label }).click();
  const picker = page.getByRole('dialog', { name: title });
  await picker.getByRole('textbox', { name: '搜索' }).fill(node);
  await picker.getByRole('tree').getByText(node, { exact: true }).click();
  await expect(picker.getByRole('list', { name: '已选' })).toContainText(node);
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}
