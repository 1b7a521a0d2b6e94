/**
 * The home workbench, portals and data reports (issue 16, docs/portal.md) in Chromium against the real
 * server: a user arranges a card of 调度门户 by keyboard (the drag handle: space, an arrow, space), saves
 * the arrangement and finds it so after signing in again, the workbench then lists the menus they
 * opened; 供热量统计报表 is filtered, shows its totals and chart, and exports a spreadsheet.
 */
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { expect, test, type Page } from '@playwright/test';
import { openMenu, signIn, type Account } from './support';

/** 普通员工: 运行分析 (the portal and the report), no design menus. */
const STAFF: Account = { account: 'wangfang', password: 'Demo@2026' };

/** The portal's cards in reading order, by their ids. */
async function cardOrder(page: Page): Promise<string[]> {
  const cards = page.getByTestId('portal-card');
  return cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-card') ?? ''));
}

async function openPortal(page: Page) {
  await openMenu(page, '运行分析', '调度门户', /\/analysis\/dispatchPortal$/);
  await expect(page.getByRole('heading', { name: '调度门户', level: 1 })).toBeVisible();
  await expect(page.getByTestId('portal-card')).toHaveCount(10);
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出系统' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('the home page shows the workbench cards, today’s schedules and the last sign-in', async ({ page }) => {
  await signIn(page, STAFF);
  // A schedule of today (日程安排's own call), which the workbench lists once the page is opened again.
  const created = await page.evaluate(async () => {
    const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
    const response = await fetch('/api/system/Schedule', {
      method: 'POST',
      headers: { Authorization: token, 'jnpf-origin': 'pc', 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: '工作台测试日程', startDay: Date.now(), allDay: 1 }),
    });
    return (await response.json()) as { code: number; msg: string };
  });
  expect(created.code, created.msg).toBe(200);
  await page.reload();
  const workbench = page.getByTestId('workbench');
  await expect(workbench.getByRole('region', { name: '今日日程' })).toContainText('工作台测试日程');
  await expect(workbench.getByRole('heading', { name: '欢迎，王芳' })).toBeVisible();
  for (const title of ['未读消息', '通知公告', '今日日程', '待办工单', '常用功能']) {
    await expect(workbench.getByRole('region', { name: title })).toBeVisible();
  }
  await expect(workbench.getByRole('region', { name: '待办工单' })).toContainText('暂无待办工单');
  await expect(workbench.getByTestId('last-login')).toHaveText(/上次登录：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}|这是您第一次登录/);
});

test('a user arranges a portal card and finds it so after signing in again', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, STAFF);
  await openPortal(page);
  const designed = await cardOrder(page);
  expect(designed.slice(4, 6)).toEqual(['stations', 'shortcuts']);
  // The cards draw what their interfaces answer: a figure, a chart.
  await expect(page.getByRole('region', { name: '部门', exact: true }).getByTestId('count-value')).toHaveText(/^\d+个$/);
  await expect(page.getByRole('region', { name: '各片区换热站' }).getByRole('img', { name: '各片区换热站' })).toContainText('城东片区');

  // 快捷入口 moved before 各片区换热站: its handle, space, arrow left, space.
  await page.getByRole('button', { name: '调整布局' }).click();
  const handle = page.getByRole('button', { name: '拖动卡片：快捷入口' });
  await handle.focus();
  await page.keyboard.press('Space');
  // Each key once the one before has taken effect: picked up (the handle is pressed), then moved (announced).
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('status').filter({ hasText: '卡片 快捷入口 移到第 5 位' })).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect.poll(() => cardOrder(page)).toEqual([...designed.slice(0, 4), 'shortcuts', 'stations', ...designed.slice(6)]);
  // And 日历 made half the width.
  await page.getByRole('combobox', { name: '日历 的大小' }).selectOption({ label: '宽 6 列 · 高 4 行' });
  await page.getByRole('button', { name: '保存布局' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '调整布局' })).toBeVisible();

  await signOut(page);
  await signIn(page, STAFF);
  // Opened menus count: the workbench offers the portal among the user's most used.
  await expect(page.getByRole('region', { name: '常用功能' }).getByRole('button', { name: '调度门户' })).toBeVisible();
  await openPortal(page);
  const kept = await cardOrder(page);
  expect(kept.slice(4, 6)).toEqual(['shortcuts', 'stations']);
  const shortcuts = await page.locator('[data-card="shortcuts"]').boundingBox();
  const stations = await page.locator('[data-card="stations"]').boundingBox();
  expect(shortcuts!.x).toBeLessThan(stations!.x);
  const calendar = await page.locator('[data-card="calendar"]').boundingBox();
  const grid = await page.getByTestId('portal-grid').boundingBox();
  expect(calendar!.width).toBeGreaterThan(grid!.width * 0.45);

  // 恢复默认 brings back the designer's arrangement.
  await page.getByRole('button', { name: '调整布局' }).click();
  await page.getByRole('button', { name: '恢复默认' }).click();
  await expect(page.getByText('已恢复默认布局')).toBeVisible();
  await expect.poll(() => cardOrder(page)).toEqual(designed);
});

test('a data report is filtered, totalled, drawn and exported', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, STAFF);
  await openMenu(page, '运行分析', '供热量统计报表', /\/analysis\/heatReport$/);
  const report = page.getByTestId('report-screen');
  await expect(report.getByRole('heading', { name: '供热量统计报表' })).toBeVisible();
  const table = report.getByRole('table', { name: '供热量统计报表' });
  const totals = report.getByTestId('report-totals');
  await expect(totals).toBeVisible();
  const households = async () => Number(((await totals.locator('td').nth(1).textContent()) ?? '').replaceAll(',', ''));
  const all = await households();
  expect(all).toBeGreaterThan(0);
  await expect(report.getByRole('img', { name: '供热量统计报表图表' })).toBeVisible();

  await report.getByRole('combobox', { name: '收费类型' }).selectOption({ label: '低保户' });
  await report.getByRole('button', { name: '查询' }).click();
  await expect.poll(households).toBeLessThan(all);
  const lowIncome = await households();
  expect(lowIncome).toBeGreaterThan(0);
  await expect(table.locator('tbody tr').first()).toBeVisible();

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^供热量统计报表_\d{14}\.xlsx$/);
  const book = XLSX.read(readFileSync(await file.path()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  expect(rows[0]).toEqual(['所在区', '户数', '供热户数', '供热面积（㎡）', '已缴金额（元）']);
  // The last row is the totals: the households of the filtered run.
  expect(rows.at(-1)?.[1]).toBe(lowIncome);
});
