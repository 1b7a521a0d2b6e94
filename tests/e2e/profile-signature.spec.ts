/**
 * The rest of the profile (spec 000 section 7.2) in Chromium against the real server: a signature drawn
 * with the mouse on the pad, kept, made the default and deleted; and the main organisation and position
 * switched by a user who belongs to two organisations (given the second one by the administrator first).
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN, apiSignIn, callApi, signIn } from './support';

const DEMO_PASSWORD = 'Demo@2026';

/** Writes one stroke across the pad, from and to fractions of its width and height. */
async function stroke(page: Page, pad: Locator, points: Array<[number, number]>): Promise<void> {
  const box = (await pad.boundingBox())!;
  const at = ([x, y]: [number, number]) => [box.x + x * box.width, box.y + y * box.height] as const;
  await page.mouse.move(...at(points[0]!));
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(...at(point), { steps: 8 });
  await page.mouse.up();
}

/** How many pixels of a PNG data URL hold ink (are not transparent), read by the page's own canvas. */
function inkedPixels(page: Page, src: string): Promise<number> {
  return page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked++;
    return inked;
  }, src);
}

test.describe('profile: drawn signatures', () => {
  test('draws a signature with the mouse, keeps it, makes another the default and deletes one', async ({ page }) => {
    await signIn(page, { account: 'huangyong', password: DEMO_PASSWORD });
    await page.goto('/profile');
    await page.getByRole('tab', { name: '电子签名' }).click();
    const panel = page.getByTestId('signature-panel');
    await expect(panel.getByText(/暂无签名/)).toBeVisible();

    // An empty pad is refused before any call.
    await panel.getByRole('button', { name: '新建签名' }).click();
    let dialog = page.getByRole('dialog', { name: '新建签名' });
    const save = dialog.getByRole('button', { name: '保存' });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('请先在签名板上书写签名');

    // Two strokes, the second undone: what is kept is the first.
    let pad = dialog.getByTestId('signature-pad');
    await pad.hover();
    await stroke(page, pad, [
      [0.1, 0.6],
      [0.25, 0.3],
      [0.4, 0.7],
      [0.55, 0.35],
      [0.7, 0.65],
    ]);
    await stroke(page, pad, [
      [0.1, 0.85],
      [0.9, 0.85],
    ]);
    const undo = dialog.getByRole('button', { name: '撤销' });
    await expect(undo).toBeEnabled();
    await undo.click();
    const saved = page.waitForResponse((r) => r.url().includes('/api/permission/Users/Current/SignImg') && r.request().method() === 'POST');
    await save.click();
    expect(JSON.parse((await saved).request().postData()!)).toMatchObject({ signImg: expect.stringMatching(/^data:image\/png;base64,/) });
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('status')).toHaveText('保存成功');

    const first = panel.getByRole('listitem', { name: '签名 1' });
    await expect(first.getByText('默认', { exact: true })).toBeVisible();
    const firstSrc = (await first.getByRole('img').getAttribute('src'))!;
    expect(firstSrc).toMatch(/^data:image\/png;base64,/);
    expect(await inkedPixels(page, firstSrc)).toBeGreaterThan(50);

    // A second signature: not the default until chosen.
    await panel.getByRole('button', { name: '新建签名' }).click();
    dialog = page.getByRole('dialog', { name: '新建签名' });
    pad = dialog.getByTestId('signature-pad');
    await expect(dialog.getByRole('button', { name: '保存' })).toBeEnabled();
    await pad.hover();
    await stroke(page, pad, [
      [0.2, 0.2],
      [0.8, 0.8],
    ]);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    const second = panel.getByRole('listitem', { name: '签名 2' });
    await expect(second.getByRole('button', { name: '设为默认' })).toBeVisible();
    const secondSrc = (await second.getByRole('img').getAttribute('src'))!;
    expect(secondSrc).not.toBe(firstSrc);

    await second.getByRole('button', { name: '设为默认' }).click();
    await expect(panel.getByRole('status')).toHaveText('设置成功');
    await expect(second.getByText('默认', { exact: true })).toBeVisible();
    await expect(first.getByRole('button', { name: '设为默认' })).toBeVisible();
    const current = (await callApi(page, 'GET', '/api/oauth/CurrentUser')) as { data: { userInfo: { signImg: string } } };
    expect(current.data.userInfo.signImg).toBe(secondSrc);

    // Deleting asks first; cancelling keeps it.
    await first.getByRole('button', { name: '删除' }).click();
    let confirm = page.getByRole('alertdialog', { name: '提示' });
    await expect(confirm).toContainText('确定删除该签名吗？');
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByRole('listitem')).toHaveCount(2);

    await first.getByRole('button', { name: '删除' }).click();
    confirm = page.getByRole('alertdialog', { name: '提示' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(panel.getByRole('status')).toHaveText('删除成功');
    await expect(panel.getByRole('listitem')).toHaveCount(1);

    await page.reload();
    await page.getByRole('tab', { name: '电子签名' }).click();
    const left = page.getByTestId('signature-panel').getByRole('listitem');
    await expect(left).toHaveCount(1);
    await expect(left.getByText('默认', { exact: true })).toBeVisible();
    expect(await left.getByRole('img').getAttribute('src')).toBe(secondSrc);
  });
});

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, headers: { Authorization: token, 'jnpf-origin': 'pc' }, data: body });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${method} ${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

/** The fields of the user dialog (schemas/resources/user.ts) an update may send back. */
const userFields = [
  'id',
  'enabledMark',
  'sortCode',
  'description',
  'account',
  'realName',
  'gender',
  'organizeIds',
  'positionIds',
  'roleIds',
  'groupIds',
  'managerId',
  'mobilePhone',
  'telePhone',
  'landline',
  'email',
  'birthday',
  'entryDate',
  'nation',
  'nativePlace',
  'certificatesType',
  'certificatesNumber',
  'education',
  'urgentContacts',
  'urgentTelePhone',
  'postalAddress',
];

test.describe('profile: main organisation and position', () => {
  test('a user of two organisations switches the main one and the main position; the profile and the session follow', async ({
    page,
    request,
    baseURL,
  }) => {
    // 宋佳 (财务部, 会计) also joins 信息中心 as 系统运维工程师 — the administrator's own organisation and position.
    const admin = await apiSignIn(baseURL!, ADMIN);
    const [infoCenter] = (await call<Array<{ id: string; fullName: string }>>(
      request,
      admin,
      'GET',
      '/api/permission/Users/Current/getUserOrganizes',
    ))!;
    const [itEngineer] = (await call<Array<{ id: string; fullName: string }>>(
      request,
      admin,
      'GET',
      '/api/permission/Users/Current/getUserPositions',
    ))!;
    expect(infoCenter!.fullName).toBe('信息中心');
    const found = await call<{ list: Array<{ id: string; account: string }> }>(
      request,
      admin,
      'GET',
      '/api/permission/Users?keyword=songjia',
    );
    const userId = found.list.find((row) => row.account === 'songjia')!.id;
    const info = await call<Record<string, unknown>>(request, admin, 'GET', `/api/permission/Users/${userId}`);
    const body = Object.fromEntries(
      userFields.filter((key) => info[key] !== undefined && info[key] !== null).map((key) => [key, info[key]]),
    );
    await call(request, admin, 'PUT', `/api/permission/Users/${userId}`, {
      ...body,
      organizeIds: [...(info.organizeIds as string[]), infoCenter!.id],
      positionIds: [...(info.positionIds as string[]), itEngineer!.id],
    });

    await signIn(page, { account: 'songjia', password: DEMO_PASSWORD });
    await page.goto('/profile');
    await expect(page.getByTestId('profile-organize')).toHaveText('财务部');
    const organize = page.getByLabel('主组织', { exact: true });
    await expect(organize.locator('option')).toHaveText(['财务部', '信息中心']);
    const organizeBefore = await organize.inputValue();

    // Switching calls PUT major and loads the current user again (menu and permissions at once).
    const switched = page.waitForResponse((r) => r.url().includes('/api/permission/Users/Current/major'));
    const reloaded = page.waitForResponse((r) => r.url().includes('/api/oauth/CurrentUser') && r.request().method() === 'GET');
    await organize.selectOption({ label: '信息中心' });
    expect(JSON.parse((await switched).request().postData()!)).toEqual({ majorId: infoCenter!.id, majorType: 'Organize' });
    expect((await (await reloaded).json()).data.userInfo.organizeId).toBe(infoCenter!.id);
    await expect(page.getByRole('status').filter({ hasText: '切换成功' })).toBeVisible();
    await expect(page.getByTestId('profile-organize')).toHaveText('信息中心');
    await expect(page.locator('[data-field="organize"]')).toHaveText('信息中心');
    await expect(organize).toHaveValue(infoCenter!.id);

    const position = page.getByLabel('主岗位', { exact: true });
    await expect(position).toBeEnabled();
    const positionSwitched = page.waitForResponse((r) => r.url().includes('/api/permission/Users/Current/major'));
    await position.selectOption({ value: itEngineer!.id });
    expect(JSON.parse((await positionSwitched).request().postData()!)).toEqual({ majorId: itEngineer!.id, majorType: 'Position' });
    await expect(position).toBeEnabled();
    await expect(position).toHaveValue(itEngineer!.id);

    // Kept on the server: a reload shows the new main ones.
    await page.reload();
    await expect(page.getByTestId('profile-organize')).toHaveText('信息中心');
    await expect(page.getByLabel('主组织', { exact: true })).toHaveValue(infoCenter!.id);
    await expect(page.getByLabel('主岗位', { exact: true })).toHaveValue(itEngineer!.id);
    const current = (await callApi(page, 'GET', '/api/oauth/CurrentUser')) as { data: { userInfo: { organizeId: string } } };
    expect(current.data.userInfo.organizeId).toBe(infoCenter!.id);

    // And back.
    await page.getByLabel('主组织', { exact: true }).selectOption({ value: organizeBefore });
    await expect(page.getByTestId('profile-organize')).toHaveText('财务部');
  });
});
