import { createCanvas } from '@napi-rs/canvas';
import { expect, test, type Page, type Route } from '@playwright/test';
import { ADMIN, listPage, openMenu, signIn } from './support';

/** A 2-chunk text file (chunks are 5,242,880 bytes): lines of plain text, nothing a sniffer takes for markup. */
const LOG_NAME = '换热站#运行日志.txt';
const LOG_SHOWN = '换热站运行日志.txt';
const logBytes = Buffer.from('1号换热站 供水温度 62.5 回水温度 41.0\n'.repeat(160_000));

/** A real 2x2 PNG, so the server's sniffing accepts it and the viewer draws it. */
function pixelPng(): Buffer {
  const canvas = createCanvas(2, 2);
  const context = canvas.getContext('2d');
  context.fillStyle = '#c53030';
  context.fillRect(0, 0, 2, 2);
  return canvas.toBuffer('image/png');
}

async function openNewNotice(page: Page) {
  await signIn(page, ADMIN);
  await openMenu(page, '系统管理', '系统公告', /\/system\/notice$/);
  const list = listPage(page, 'system-notice');
  await list.getByRole('button', { name: '新建' }).click();
  const dialog = page.getByRole('dialog', { name: '新建公告' });
  await expect(dialog.getByLabel('标题')).toBeVisible();
  return dialog;
}

test.describe('file uploads in a generated form', () => {
  test('a two-chunk file is paused with a chunk on its way, resumed, and stored; an image is previewed', async ({ page }) => {
    test.slow();
    expect(logBytes.length).toBeGreaterThan(5_242_880);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const dialog = await openNewNotice(page);

    // Both chunks go at once. The first is held on its way to the (real) server until the upload has been
    // paused, which cancels it; the second is stored before the pause, whatever the machine's speed.
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((held) => {
      let seen = 0;
      void page.route('**/api/file/chunk*', async (route: Route) => {
        if (route.request().method() !== 'POST' || ++seen > 1) return route.continue();
        held();
        await new Promise<void>((release) => (releaseFirst = release));
        // Cancelled by the pause meanwhile: nothing left to continue.
        await route.continue().catch(() => undefined);
      });
    });
    const secondStored = page.waitForResponse(
      (response) => response.url().includes('/api/file/chunk') && response.request().method() === 'POST',
    );

    await dialog.locator('input[type=file]').setInputFiles({ name: LOG_NAME, mimeType: 'text/plain', buffer: logBytes });
    const panel = page.getByTestId('uploader-panel');
    const task = panel.getByRole('listitem', { name: LOG_SHOWN });
    await firstHeld;
    await secondStored;
    await expect(task).toHaveAttribute('data-status', 'uploading');
    await task.getByRole('button', { name: `暂停 ${LOG_SHOWN}` }).click();
    await expect(task).toHaveAttribute('data-status', 'paused');
    releaseFirst();
    await expect(task.getByRole('status')).toHaveText(/^暂停中 \d+%$/);
    const progress = Number(await task.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(progress).toBeGreaterThan(0);
    expect(progress).toBeLessThan(100);
    await page.unroute('**/api/file/chunk*');

    await task.getByRole('button', { name: `继续 ${LOG_SHOWN}` }).click();
    // Stored: the panel folds to its header (covering no dialog button) and opens on demand.
    await expect(panel).toContainText('1/1 已完成');
    await expect(task).toBeHidden();
    await panel.getByRole('button', { name: '展开' }).click();
    await expect(task).toHaveAttribute('data-status', 'success');
    await expect(task.getByRole('status')).toHaveText('上传成功');
    await expect(dialog.getByRole('button', { name: `预览 ${LOG_SHOWN}` })).toBeVisible();

    // The stored file downloads through its signed link with its original name (without '#').
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: `下载 ${LOG_SHOWN}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(LOG_SHOWN);

    // An image opens in the viewer, drawn from the server's bytes, and can be zoomed and rotated.
    await dialog.locator('input[type=file]').setInputFiles({ name: '站点照片.png', mimeType: 'image/png', buffer: pixelPng() });
    await expect(panel).toContainText('2/2 已完成');
    await dialog.getByRole('button', { name: '预览 站点照片.png' }).click();
    const viewer = page.getByRole('dialog', { name: '站点照片.png' });
    const image = viewer.getByRole('img');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(2);
    await viewer.getByRole('button', { name: '放大' }).click();
    await viewer.getByRole('button', { name: '向右旋转' }).click();
    await viewer.getByRole('button', { name: '关闭' }).click();
    await expect(viewer).toBeHidden();
    expect(errors).toEqual([]);
  });
});
