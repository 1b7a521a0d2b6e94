import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, signIn as signInOnPage, type Account } from './support';

const AUDITOR = { account: 'auditor01', password: 'Demo@2026' };
const AGENT = { account: 'agent01', password: 'Demo@2026' };

async function signIn(page: Page, user: Account, { keepLayout = false } = {}) {
  await signInOnPage(page, user);
  const layout = page.locator('[data-layout]');
  // The layout is the user's saved theme: tests that use the sidebar start from the classic one.
  if (!keepLayout && (await layout.getAttribute('data-layout')) !== 'classic') await chooseLayout(page, 'classic');
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出系统' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('提示')).toBeVisible();
  await expect(dialog.getByText('您确定要退出应用程序吗?')).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);
}

const sidebar = (page: Page) => page.getByTestId('sidebar');
const tabs = (page: Page) => page.getByTestId('tags-view').getByTestId('tab');
const tab = (page: Page, title: string) => page.getByTestId('tags-view').getByTestId('tab').filter({ hasText: title });

async function openFromSidebar(page: Page, group: string, item: string) {
  const nav = sidebar(page);
  const entry = nav.getByRole('link', { name: item, exact: true });
  if (!(await entry.isVisible())) await nav.getByRole('button', { name: group, exact: true }).click();
  await entry.click();
}

async function chooseLayout(page: Page, layout: 'classic' | 'functional' | 'plain' | 'blend') {
  await page.getByTestId('settings-button').click();
  const drawer = page.getByTestId('settings-drawer');
  await expect(drawer).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/permission/Users/Current/SystemTheme') && r.request().method() === 'PUT',
  );
  await drawer.locator(`[data-layout-choice="${layout}"]`).click();
  expect((await saved).ok()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** A screenshot kept as a test artifact (in the test's output folder and attached to the report). */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('application shell', () => {
  test('signs in, shows the last-login notice, the navbar slots, and opens menu pages of every kind from the sidebar', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page.getByText('上次登录信息')).toBeVisible();
    await expect(page.getByRole('button', { name: '聊天', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '消息', exact: true })).toBeVisible();
    await expect(page.getByTestId('message-badge')).toHaveCount(0);
    await expect(page).toHaveTitle(/^首页 - /);

    // A type 2 page: its screen, with the menu's title.
    await openFromSidebar(page, '协同办公', '日程安排');
    await expect(page).toHaveURL(/\/extend\/schedule$/);
    await expect(page.getByTestId('schedule-screen')).toBeVisible();
    await expect(page).toHaveTitle(/^日程安排 - /);

    // Type 3 (dynamic model) and 4 (dictionary): the generic screens, one tab each.
    await openFromSidebar(page, '供热业务', '热用户档案');
    await expect(page).toHaveURL(/\/heatingBiz\/customer$/);
    await expect(page.locator('[data-page^="online-"]')).toBeVisible();
    await openFromSidebar(page, '供热业务', '供热片区');
    await expect(page).toHaveURL(/\/heatingBiz\/district$/);

    // Type 7 with _self: the embedded frame with `${dataV}` and the token substituted, showing the
    // platform's own network view (districts and their stations from the dictionary).
    await openFromSidebar(page, '运行分析', '管网GIS');
    await expect(page).toHaveURL(/\/externalLink\?href=/);
    const frame = page.locator('iframe[title="管网GIS"]');
    await expect(frame).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/DataV\/view\/dv-heating-network\?token=bearer%20/);
    const east = page.frameLocator('iframe[title="管网GIS"]').getByRole('listitem', { name: '城东片区' });
    await expect(east.getByText('3 座换热站')).toBeVisible();
    await expect(east.getByText('东一换热站')).toBeVisible();
    await expect(page.getByTestId('external-link')).toHaveAttribute('data-frame-state', 'loaded');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(tab(page, '管网GIS')).toBeVisible();

    // Type 7 with _blank: a link to a new window, not a route.
    await expect(sidebar(page).getByRole('link', { name: '供热政策法规' })).toHaveAttribute('target', '_blank');

    // Type 6: a new window with the platform's own overview, its figures from the server.
    const screenLink = sidebar(page).getByRole('link', { name: '供热运行大屏' });
    await expect(screenLink).toHaveAttribute('href', /\/DataV\/view\/dv-heating-overview\?token=bearer%20/);
    const popup = page.waitForEvent('popup');
    await screenLink.click();
    const overview = await popup;
    await expect(overview.getByRole('heading', { name: '供热运行概览' })).toBeVisible();
    await expect(overview.getByRole('group', { name: '供热片区' }).getByTestId('stat-value')).toHaveText('3');
    await expect(overview.getByRole('group', { name: '换热站' }).getByTestId('stat-value')).toHaveText('6');
    await expect(overview.getByRole('group', { name: '平台用户' }).getByTestId('stat-value')).toHaveText(/^\d+$/);
    await expect(overview).not.toHaveURL(/\/404/);
    await overview.close();

    await expect(tabs(page)).toHaveCount(5);

    // Lock screen from the user menu: the flag is stored and unlocking returns to this page.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '锁定屏幕' }).click();
    await expect(page).toHaveURL(/\/lockScreen$/);
    expect(await page.evaluate(() => localStorage.getItem('jnpf_lock'))).toBe('1|Number');
    await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page).toHaveURL(/\/externalLink\?href=/);
  });

  test('each layout renders, survives a reload, and the choice comes back with the next sign-in', async ({ page }, testInfo) => {
    await signIn(page, ADMIN);
    await expect(page.locator('[data-layout="classic"]')).toBeVisible();
    await attachScreenshot(page, testInfo, 'layout-classic-start');
    for (const layout of ['functional', 'plain', 'blend', 'classic'] as const) {
      await chooseLayout(page, layout);
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      await page.reload();
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      if (layout === 'functional' || layout === 'blend') {
        // Eight first-level entries do not fit in the header at 1280 px: the rest go under 'More ...'.
        await expect(page.getByTestId('top-menu').getByRole('button', { name: '更多...' })).toBeVisible();
      }
      if (layout === 'blend') {
        // A directory under 'More ...' fills the sidebar with its entries.
        await page.getByTestId('top-menu').getByRole('button', { name: '更多...' }).click();
        await page.getByRole('menuitem', { name: '组织权限' }).click();
        await expect(sidebar(page).getByRole('link', { name: '用户管理' })).toBeVisible();
      }
      await attachScreenshot(page, testInfo, `layout-${layout}`);
    }

    // Saved on the server: the next sign-in answers it as the theme.
    await chooseLayout(page, 'functional');
    await signOut(page);
    await signIn(page, ADMIN, { keepLayout: true });
    await expect(page.locator('[data-layout="functional"]')).toBeVisible();
    await chooseLayout(page, 'classic');
  });

  test('the settings drawer switches the sidebar theme and the theme colour, kept over a reload', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.getByTestId('settings-button').click();
    const drawer = page.getByTestId('settings-drawer');
    await drawer.getByRole('button', { name: '亮白模式' }).click();
    await drawer.getByRole('button', { name: '生机' }).click();
    await drawer.getByText('多页签开启模式').click();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toHaveAttribute('data-theme', 'light');
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--jnpf-primary').trim());
    expect(await primary()).toBe('#3eac12');

    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-theme', 'light');
    expect(await primary()).toBe('#3eac12');
    expect(await page.evaluate(() => localStorage.getItem('jnpf_themeClass'))).toBe('green|String');

    await page.getByTestId('settings-button').click();
    await drawer.getByRole('button', { name: '暗黑模式' }).click();
    await drawer.getByRole('button', { name: '经典蓝' }).click();
    await drawer.getByText('多页签开启模式').click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('tags-view')).toBeVisible();
    expect(await primary()).toBe('#1890ff');
  });

  test('tabs: open three, a kept tab keeps its page, refresh re-mounts it, close others keeps home, X and middle click close', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await openFromSidebar(page, '组织权限', '用户管理');
    await openFromSidebar(page, '组织权限', '角色管理');
    await openFromSidebar(page, '组织权限', '岗位管理');
    await expect(tabs(page)).toHaveCount(4);
    await expect(tab(page, '首页')).toHaveAttribute('data-affix', 'true');

    // Mark the role page's DOM; coming back to its tab shows the same (kept-alive) page.
    await tab(page, '角色管理').getByRole('link').click();
    const roleView = page.locator('[data-testid="view"][data-view="/permission/role"]');
    await roleView.evaluate((element) => element.setAttribute('data-marker', 'kept'));
    await tab(page, '岗位管理').getByRole('link').click();
    await expect(roleView).toBeHidden();
    await tab(page, '角色管理').getByRole('link').click();
    await expect(roleView).toHaveAttribute('data-marker', 'kept');

    // Refresh mounts the page anew: the mark is gone.
    await tab(page, '角色管理').click({ button: 'right' });
    const menu = page.getByTestId('tab-menu').filter({ visible: true });
    await expect(menu).toHaveCSS('width', '105px');
    await menu.getByRole('menuitem', { name: '刷新' }).click();
    await expect(roleView).toBeVisible();
    await expect(roleView).not.toHaveAttribute('data-marker', 'kept');

    // Close others: home (pinned) and the chosen tab remain.
    await tab(page, '角色管理').click({ button: 'right' });
    await page.getByTestId('tab-menu').filter({ visible: true }).getByRole('menuitem', { name: '关闭其它' }).click();
    await expect(tabs(page)).toHaveCount(2);
    await expect(tab(page, '首页')).toBeVisible();
    await expect(page).toHaveURL(/\/permission\/role$/);

    // X on the active tab goes to the last remaining tab; a middle click closes too.
    await tab(page, '角色管理').getByRole('button', { name: '关闭 角色管理' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(tabs(page)).toHaveCount(1);
    await openFromSidebar(page, '组织权限', '分组管理');
    await tab(page, '分组管理').click({ button: 'middle' });
    await expect(tabs(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\/home$/);
    await expect(tab(page, '首页').getByRole('button')).toHaveCount(0);
  });

  test('the menu search finds a page by a misspelt name', async ({ page }) => {
    await signIn(page, ADMIN);
    const search = page.getByRole('combobox', { name: '搜索菜单' });
    await search.fill('用护管理');
    await expect(page.getByRole('option').first()).toContainText('用户管理');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/permission\/user$/);
  });

  test('switches the language to English and back, kept over a reload', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.getByTestId('language-menu').click();
    const saved = page.waitForResponse((r) => r.url().includes('/Users/Current/SystemLanguage'));
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(sidebar(page).getByRole('button', { name: 'Organization' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search menu' })).toBeVisible();
    await expect(page).toHaveTitle(/^Home - /);
    await page.reload();
    await expect(sidebar(page).getByRole('button', { name: 'Organization' })).toBeVisible();
    // The page engine's keyword search speaks English too.
    await openFromSidebar(page, 'System Data', 'Dictionary');
    await expect(page.getByRole('main').getByLabel('Keyword')).toHaveAttribute('placeholder', 'Enter a keyword to search');
    await expect(page.getByRole('main').getByText('关键词')).toHaveCount(0);
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await expect(sidebar(page).getByRole('button', { name: '组织权限' })).toBeVisible();
  });

  test('a restricted user does not see the administrator’s menus and is refused their addresses', async ({ page }) => {
    await signIn(page, AUDITOR);
    await expect(sidebar(page).getByRole('button', { name: '组织权限' })).toBeVisible();
    for (const name of ['系统管理', '数据应用', '供热业务', '在线开发']) {
      await expect(sidebar(page).getByRole('button', { name })).toHaveCount(0);
    }
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: '切换系统' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    for (const path of ['/system/sysConfig', '/heatingBiz/customer', '/permission/authorize']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    }
    await page.goto('/permission/user');
    await expect(page).toHaveURL(/\/permission\/user$/);
  });

  test('a user with two systems switches the visible menu', async ({ page }) => {
    await signIn(page, AGENT);
    await expect(sidebar(page).getByRole('button', { name: '协同办公' })).toBeVisible();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '切换系统' }).click();
    await page.getByRole('menuitem', { name: '呼叫中心' }).click();
    await expect(sidebar(page).getByRole('button', { name: '工单管理' })).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: '协同办公' })).toHaveCount(0);
    await page.reload();
    await expect(sidebar(page).getByRole('button', { name: '工单管理' })).toBeVisible();
  });

  test('under 992 px the sidebar closes; the menu button opens it over the page', async ({ page }, testInfo) => {
    await signIn(page, ADMIN);
    await expect(sidebar(page)).toBeVisible();
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(sidebar(page)).toHaveCount(0);
    await attachScreenshot(page, testInfo, 'mobile-closed');
    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar(page)).toBeVisible();
    await attachScreenshot(page, testInfo, 'mobile-open');
    await openFromSidebar(page, '组织权限', '用户管理');
    await expect(page).toHaveURL(/\/permission\/user$/);
    await expect(sidebar(page)).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(sidebar(page)).toBeVisible();
  });
});

test.describe('notices and words', () => {
  test('the first sign-in says so; the next one names the previous time, place and IP; the sign-in log is in Chinese', async ({ page }) => {
    // luobin signs in nowhere else in these tests.
    const firstTimer = { account: 'luobin', password: 'Demo@2026' };
    await signIn(page, firstTimer);
    const notice = page.getByTestId('corner-toast').filter({ hasText: '上次登录信息' });
    await expect(notice).toContainText('这是您第一次登录');
    await expect(notice).not.toContainText('时间：');
    await signOut(page);

    await signIn(page, firstTimer);
    const second = page.getByTestId('corner-toast').filter({ hasText: '上次登录信息' });
    await expect(second).toContainText(/时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(second).toContainText('地点：本机');
    await expect(second).toContainText('IP：127.0.0.1');

    await page.goto('/profile');
    await page.getByRole('tab', { name: '登录日志' }).click();
    const log = page.getByRole('table', { name: '登录日志' });
    await expect(log.getByRole('cell', { name: '登录成功' }).first()).toBeVisible();
    await expect(log.getByText('sign-in', { exact: true })).toHaveCount(0);
  });
});

test.describe('one look', () => {
  test('the menu search shows its magnifier, and the blend layout’s menu button stands out from its header', async ({ page }) => {
    await signIn(page, ADMIN);
    const icon = page.getByTestId('menu-search-icon');
    await expect(icon).toBeVisible();
    // Nothing covers the magnifier: the point at its centre is the icon itself (hit-testing it for a moment:
    // the icon lets clicks through to the box, which does not change what is painted on top).
    const onTop = await icon.evaluate((element) => {
      const svg = element as unknown as SVGElement;
      svg.style.pointerEvents = 'auto';
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      svg.style.pointerEvents = '';
      return hit === element || element.contains(hit);
    });
    expect(onTop).toBe(true);

    await chooseLayout(page, 'blend');
    const toggle = page.getByTestId('sidebar-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const contrast = await toggle.evaluate((button) => {
      const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      // The colour behind the icon: the button's own, else the first ancestor with one.
      let behind = '';
      for (let element: Element | null = button; element && !behind; element = element.parentElement) {
        const bg = getComputedStyle(element).backgroundColor;
        const alpha = rgb(bg)[3];
        if (bg && bg !== 'transparent' && alpha !== 0) behind = bg;
      }
      const [a, b] = [luminance(rgb(getComputedStyle(button.querySelector('svg')!).color)), luminance(rgb(behind))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
    expect(contrast).toBeGreaterThan(4.5);
    await chooseLayout(page, 'classic');
  });

  test('many tabs scroll inside the bar: the active one in view, arrows and the wheel move them', async ({ page }) => {
    // Fifteen pages opened one after another, two of them generated-form screens that load their definitions.
    test.slow();
    await signIn(page, ADMIN);
    const search = page.getByRole('combobox', { name: '搜索菜单' });
    const pages = [
      '用户管理',
      '角色管理',
      '岗位管理',
      '分组管理',
      '部门管理',
      '组织管理',
      '系统配置',
      '系统公告',
      '热用户档案',
      '换热站台账',
      '数据字典',
      '单据规则',
      '数据接口',
      '打印模板',
      '行政区划',
    ];
    for (const title of pages) {
      await search.fill(title);
      await expect(page.getByRole('option').first()).toContainText(title);
      await search.press('Enter');
      await expect(tab(page, title)).toHaveAttribute('data-active', 'true');
    }
    const bar = page.getByTestId('tags-view');
    const strip = page.getByTestId('tabs-strip');
    const viewport = page.viewportSize()!;
    const barBox = (await bar.boundingBox())!;
    expect(barBox.x + barBox.width).toBeLessThanOrEqual(viewport.width);
    const inStrip = async (title: string) => {
      const [s, t] = [(await strip.boundingBox())!, (await tab(page, title).boundingBox())!];
      return t.x >= s.x - 1 && t.x + t.width <= s.x + s.width + 1;
    };
    await expect.poll(() => inStrip('行政区划')).toBe(true);
    expect(await inStrip('首页')).toBe(false);
    await expect(page.getByTestId('tabs-scroll-right')).toBeDisabled();

    // The left arrow, then the wheel, bring the first tabs back.
    await page.getByTestId('tabs-scroll-left').click();
    await expect(page.getByTestId('tabs-scroll-right')).toBeEnabled();
    await strip.hover();
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, -400);
    await expect.poll(() => inStrip('首页')).toBe(true);
    await expect(page.getByTestId('tabs-scroll-left')).toBeDisabled();

    // Choosing a tab out of view scrolls it in.
    await search.fill('用户管理');
    await search.press('Enter');
    await expect.poll(() => inStrip('用户管理')).toBe(true);
  });

  test('switches, pagers and the message record look the same everywhere', async ({ page }) => {
    await signIn(page, ADMIN);
    // The switch of a table (the dictionary's state) and of the settings drawer: one component, one colour.
    await openFromSidebar(page, '数据应用', '数据字典');
    const tableSwitch = page.locator('[data-page="systemData-dictionary"]').getByRole('switch', { name: '状态' }).first();
    await expect(tableSwitch).toHaveAttribute('aria-checked', 'true');
    const onColour = await tableSwitch.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.getByTestId('settings-button').click();
    const drawerSwitch = page.getByTestId('settings-drawer').getByRole('switch', { name: '多页签开启模式' });
    await expect(drawerSwitch).toHaveAttribute('aria-checked', 'true');
    expect(await drawerSwitch.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(onColour);
    await page.keyboard.press('Escape');

    // The message record: across the page, with the page engine's pager (numbers and a jumper).
    await page.goto('/messageRecord');
    const record = page.getByTestId('message-record');
    await expect(record.getByTestId('pager').getByRole('button', { name: '第 1 页' })).toBeVisible();
    await expect(record.getByTestId('pager').getByRole('textbox', { name: '前往' })).toBeVisible();
    const [main, box] = [(await page.getByTestId('app-main').boundingBox())!, (await record.boundingBox())!];
    expect(box.width).toBeGreaterThan(main.width * 0.9);
  });
});
