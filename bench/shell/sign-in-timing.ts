/**
 * One measured sign-in in Chromium: from the click on the submit button to the first frame painted
 * with the home page's heading on /home, both read from the page's own clock (performance.now()).
 *
 * The page polls once per animation frame; a rAF callback that finds the heading visible means the
 * frame being produced contains it, and a task queued from that callback runs after the frame is
 * painted: that task's time is "painted". The click time is taken by a capturing listener, so
 * Playwright's own actionability checks before the click are not counted.
 */
import type { Page, Response } from '@playwright/test';

export const ADMIN = { account: 'admin', password: 'Admin@2026' };
/** `home.heading` in zh (shell/i18n/zh.ts); the contexts use the zh-CN locale. */
const HOME_HEADING = '首页';

export interface SignInTiming {
  /** Click on 登录 to /home painted with its heading. */
  totalMs: number;
  /** The POST /api/oauth/Login request as the page's resource timing saw it. */
  loginApiMs: number | null;
  /** JavaScript files the browser received after the click (lazy chunks of the layout and home). */
  scriptsAfterClick: string[];
}

interface BenchMarks {
  click?: number;
  painted?: number;
}

type BenchWindow = Window & { __shellBench?: BenchMarks };

export async function measureSignIn(page: Page, baseUrl: string): Promise<SignInTiming> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('账号').fill(ADMIN.account);
  await page.getByLabel('密码').fill(ADMIN.password);
  // Leaving the account field asks for its captcha setting: let that finish so it is not timed.
  await page.waitForLoadState('networkidle');

  await page.evaluate(installMarks(HOME_HEADING));
  const scriptsAfterClick: string[] = [];
  const onResponse = (response: Response) => {
    if (isScript(response)) scriptsAfterClick.push(new URL(response.url()).pathname);
  };
  page.on('response', onResponse);
  try {
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForFunction(() => (window as BenchWindow).__shellBench?.painted !== undefined, null, { timeout: 30_000 });
  } finally {
    page.off('response', onResponse);
  }
  const marks = await page.evaluate(() => {
    const bench = (window as BenchWindow).__shellBench ?? {};
    const login = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/api/oauth/Login') as
      PerformanceResourceTiming | undefined;
    return { click: bench.click, painted: bench.painted, loginApiMs: login ? login.responseEnd - login.startTime : null };
  });
  if (marks.click === undefined || marks.painted === undefined) throw new Error('the click or the paint was not recorded');
  return { totalMs: marks.painted - marks.click, loginApiMs: marks.loginApiMs, scriptsAfterClick };
}

export function isScript(response: Response): boolean {
  return response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');
}

/**
 * Runs in the page. Kept as source text: tsx compiles functions with esbuild's keepNames, whose
 * `__name(...)` wrappers do not exist in the page when Playwright serialises a function.
 */
const installMarks = (homeHeading: string): string => `(() => {
  const bench = {};
  window.__shellBench = bench;
  document.addEventListener('click', (event) => {
    if (bench.click === undefined && event.target instanceof Element && event.target.closest('button[type="submit"]')) {
      bench.click = performance.now();
    }
  }, true);
  const headingVisible = () =>
    location.pathname === '/home' &&
    Array.from(document.querySelectorAll('h1')).some((heading) =>
      heading.textContent.trim() === ${JSON.stringify(homeHeading)} &&
      heading.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }));
  const poll = () => {
    if (bench.click !== undefined && headingVisible()) {
      setTimeout(() => { bench.painted = performance.now(); }, 0);
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})()`;
