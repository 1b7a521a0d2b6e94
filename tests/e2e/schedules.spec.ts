import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose, MANAGER, openMenu, signIn, watchSocketFrames, type Account } from './support';

/** The participant: a staff account (日程安排 granted) that no other spec signs in, so its bell holds only this spec's reminders. */
const PARTICIPANT: Account = { account: 'caoyan', password: 'Demo@2026' };
const PARTICIPANT_NAME = '曹艳';

// The platform's zone: the calendar and the dialog's date fields show the browser's wall clock.
test.use({ timezoneId: 'Asia/Shanghai' });

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD HH:mm` (or the date alone) on Shanghai's wall clock. */
function wallText(ms: number, withTime = true): string {
  const wall = new Date(ms + 8 * 3_600_000);
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  return withTime ? `${date} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}` : date;
}

const DAY = 86_400_000;
const SHANGHAI = 8 * 3_600_000;
/**
 * A 30-minute schedule not over yet that starts and ends on today's date in Shanghai: in ten minutes,
 * or late in the evening, ending at 23:59, when that would run past midnight (the calendar would draw
 * it as two pieces, one on each day); in the last minute of the day, at 00:10 the next day.
 */
function startWithinToday(now: number): number {
  const minute = Math.floor(now / 60_000) * 60_000;
  const dayStart = Math.floor((now + SHANGHAI) / DAY) * DAY - SHANGHAI;
  const inTenMinutes = minute + 10 * 60_000;
  if (inTenMinutes + 30 * 60_000 < dayStart + DAY) return inTenMinutes;
  const lateEvening = dayStart + DAY - 31 * 60_000;
  if (lateEvening + 30 * 60_000 > now + 60_000) return lateEvening;
  return dayStart + DAY + 10 * 60_000;
}

async function pickParticipant(page: Page, form: Locator) {
  await form.getByRole('combobox', { name: '参与人' }).click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await picker.getByRole('textbox', { name: '搜索' }).fill(PARTICIPANT.account);
  await picker.getByText(`${PARTICIPANT_NAME}/${PARTICIPANT.account}`, { exact: true }).first().click();
  await expect(picker.getByRole('list', { name: '已选' })).toContainText(PARTICIPANT_NAME);
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}

test.describe('schedules', () => {
  test('a weekly schedule reminds its participant live; deleting "this and later" takes the later weeks away', async ({
    page,
    browser,
  }) => {
    // Two sessions, each signing in and loading the calendar and the dialog's kinds.
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const title = `换热站周检 ${Date.now()}`;

    // The participant waits on the home page with the socket open.
    const context = await browser.newContext({ timezoneId: 'Asia/Shanghai' });
    const participant = await context.newPage();
    try {
      const frames = watchSocketFrames(participant);
      await signIn(participant, PARTICIPANT);
      await expect
        .poll(() => frames.some((frame) => frame.method === 'initMessage'), { message: 'the socket said initMessage' })
        .toBe(true);

      await signIn(page, MANAGER);
      await openMenu(page, '协同办公', '日程安排', /\/extend\/schedule$/);
      const calendar = page.getByTestId('schedule-screen');
      await calendar.getByRole('button', { name: '周', exact: true }).click();

      // Starting in ten minutes with the reminder a day ahead: its reminder time has passed, so it goes at once.
      const start = startWithinToday(Date.now());
      await calendar.getByRole('button', { name: '新建日程' }).click();
      const dialog = page.getByTestId('schedule-form');
      await dialog.getByLabel('标题').fill(title);
      await dialog.getByLabel('开始时间').fill(wallText(start));
      await dialog.getByLabel('结束时间').fill(wallText(start + 30 * 60_000));
      await choose(dialog, '提醒', '提前1天');
      await choose(dialog, '重复', '每周');
      await dialog.getByLabel('结束重复').fill(wallText(start + 28 * 86_400_000, false));
      await dialog.getByRole('radio', { name: '重要' }).check();
      await pickParticipant(page, dialog);
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('新建成功')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(calendar.getByText(title)).toBeVisible();

      // The participant gets the reminder live, and opening it shows the schedule's view, without delete.
      const notice = participant.getByTestId('message-notice').filter({ hasText: `日程提醒：${title}` });
      await expect(notice).toBeVisible();
      await notice.click();
      await expect(participant).toHaveURL(/\/extend\/schedule\?id=.+&groupId=.+/);
      const view = participant.getByTestId('schedule-view');
      await expect(view).toContainText(title);
      await expect(view).toContainText('张伟/zhangwei');
      await expect(view).toContainText(`${PARTICIPANT_NAME}/${PARTICIPANT.account}`);
      await expect(view).toHaveAttribute('data-type', '2');
      await expect(view.getByRole('button', { name: '删除' })).toHaveCount(0);

      // The creator deletes the third week's occurrence and those after it.
      const next = calendar.locator('.fc-next-button');
      const previous = calendar.locator('.fc-prev-button');
      await next.click();
      await expect(calendar.getByText(title)).toBeVisible();
      await next.click();
      await calendar.getByText(title).click();
      const own = page.getByTestId('schedule-view');
      await expect(own).toHaveAttribute('data-type', '1');
      await own.getByRole('button', { name: '删除' }).click();
      const scope = page.getByTestId('schedule-scope');
      await scope.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('请选择日程')).toBeVisible();
      await scope.getByLabel('此日程及后续日程').check();
      await scope.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('删除成功')).toBeVisible();
      await expect(own).toBeHidden();
      await expect(calendar.getByText(title)).toHaveCount(0);
      await next.click();
      await expect(calendar.locator('.fc-timegrid')).toBeVisible();
      await expect(calendar.getByText(title)).toHaveCount(0);
      // The earlier weeks keep theirs.
      await previous.click();
      await previous.click();
      await expect(calendar.getByText(title)).toBeVisible();
      await previous.click();
      await expect(calendar.getByText(title)).toBeVisible();
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
