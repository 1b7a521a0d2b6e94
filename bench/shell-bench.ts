/**
 * `npm run bench:shell`: the budgets of issue 3 — the JavaScript the sign-in page needs (at most
 * 250 KB gzip) and the time from submitting the sign-in to /home painted (at most 1.5 s), in Chromium
 * against the real server on a production build. A benchmark, not a test: it prints a markdown
 * report (also written to bench/results/shell.md) and asserts nothing.
 *
 * Environment:
 *   BENCH_SHELL_RUNS  measured sign-ins per variant (default 10)
 *   BENCH_SHELL_PORT  port of the server it starts (default 3401)
 *   CHROMIUM_PATH     the browser (default /usr/bin/chromium)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { startBenchServer, type BenchServer } from './shell/bench-server';
import { allScripts, chunkSize, GZIP_LEVEL, kb, staticLoginScripts, total, type ChunkSize } from './shell/bundle-sizes';
import { isScript, measureSignIn, ADMIN, type SignInTiming } from './shell/sign-in-timing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = '.tmp/dist-bench';
const runs = Number(process.env.BENCH_SHELL_RUNS ?? 10);
const port = Number(process.env.BENCH_SHELL_PORT ?? 3401);
const JS_BUDGET_KB = 250;
const PAINT_BUDGET_MS = 1500;
const contextOptions: BrowserContextOptions = { locale: 'zh-CN', viewport: { width: 1280, height: 720 } };

interface LoginFetch {
  path: string;
  encoding: string;
}

interface Variant {
  name: string;
  timings: SignInTiming[];
}

async function main(): Promise<void> {
  console.log(`building the front end into ${distDir} ...`);
  execFileSync('npx', ['vite', 'build', '--outDir', distDir], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const dist = join(root, distDir);
  const staticSet = staticLoginScripts(dist).map((path) => chunkSize(dist, path));

  let server: BenchServer | undefined;
  let browser: Browser | undefined;
  const stopAll = async () => {
    await browser?.close();
    await server?.stop();
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    console.log('starting the server on a fresh data folder ...');
    server = await startBenchServer({
      root,
      port,
      dataDir: '.tmp/e2e-data-bench',
      publicDir: distDir,
      logFile: join(root, '.tmp/bench-shell-server.log'),
      adminPassword: ADMIN.password,
      demoPassword: 'Demo@2026',
    });
    browser = await chromium.launch({
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
    const fetched = await loginPageScripts(browser, server.url);
    console.log(`measuring ${runs} sign-ins with a fresh context each ...`);
    const cold = await coldRuns(browser, server.url);
    console.log(`measuring ${runs} sign-ins in one reused context ...`);
    const warm = await warmRuns(browser, server.url);
    const report = renderReport({ dist, staticSet, fetched, variants: [cold, warm], chromiumVersion: browser.version() });
    console.log(`\n${report}`);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(join(root, 'bench/results/shell.md'), report);
  } finally {
    await stopAll();
  }
}

/** The .js responses Chromium receives for /login in a fresh context, until the network is idle. */
async function loginPageScripts(browser: Browser, baseUrl: string): Promise<LoginFetch[]> {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const fetched: LoginFetch[] = [];
    page.on('response', (response) => {
      if (isScript(response))
        fetched.push({ path: new URL(response.url()).pathname, encoding: response.headers()['content-encoding'] ?? 'none' });
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('账号').waitFor();
    return fetched;
  } finally {
    await context.close();
  }
}

async function coldRuns(browser: Browser, baseUrl: string): Promise<Variant> {
  const timings: SignInTiming[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(contextOptions);
    try {
      timings.push(await measureSignIn(await context.newPage(), baseUrl));
    } finally {
      await context.close();
    }
  }
  return { name: 'cold: fresh context each run (empty cache, no token)', timings };
}

/** One context, so the HTTP cache stays; storage is cleared between runs so each starts signed out. */
async function warmRuns(browser: Browser, baseUrl: string): Promise<Variant> {
  const context = await browser.newContext(contextOptions);
  const timings: SignInTiming[] = [];
  try {
    for (let run = -1; run < runs; run++) {
      const page = await context.newPage();
      const timing = await measureSignIn(page, baseUrl);
      if (run >= 0) timings.push(timing); // run -1 fills the cache
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await context.clearCookies();
      await page.close();
    }
  } finally {
    await context.close();
  }
  return { name: 'warm: one context reused (HTTP cache kept, storage cleared)', timings };
}

/** Nearest-rank percentile of ascending values (p = 0 gives the minimum, 100 the maximum). */
function percentile(sorted: number[], p: number): number {
  const value = sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
  if (value === undefined) throw new Error('percentile of no values');
  return value;
}

interface ReportInput {
  dist: string;
  staticSet: ChunkSize[];
  fetched: LoginFetch[];
  variants: Variant[];
  chromiumVersion: string;
}

function renderReport({ dist, staticSet, fetched, variants, chromiumVersion }: ReportInput): string {
  const fetchedPaths = [...new Set(fetched.map((entry) => entry.path))];
  const fetchedSet = fetchedPaths.map((path) => chunkSize(dist, path));
  const loginPaths = new Set([...staticSet.map((size) => size.path), ...fetchedPaths]);
  const loginRows = [...staticSet, ...fetchedSet.filter((size) => !staticSet.some((known) => known.path === size.path))];
  const lazy = allScripts(dist)
    .filter((path) => !loginPaths.has(path))
    .map((path) => chunkSize(dist, path))
    .sort((a, b) => b.gzip - a.gzip || b.raw - a.raw);
  const staticTotal = total(staticSet);
  const fetchedTotal = total(fetchedSet);
  const jsVerdict = (gzip: number) => (gzip / 1024 <= JS_BUDGET_KB ? 'met' : 'not met');
  const encodings = [...new Set(fetched.map((entry) => entry.encoding))].join(', ');
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const afterClick = variants[0]?.timings[0]?.scriptsAfterClick ?? [];

  const lines = [
    `# Shell benchmark (${new Date().toISOString()})`,
    '',
    `Node ${process.version}, ${availableParallelism()} cores (${cpu}), Chromium ${chromiumVersion} headless, load average ${loadavg()[0]?.toFixed(1)} at the end (a shared machine: timings vary with it); the real server (\`scripts/e2e-server.mjs\`, fresh PGlite data folder) on 127.0.0.1, production build in \`${distDir}\`.`,
    `Sizes: bytes of the built files; gzip is zlib level ${GZIP_LEVEL} of each file on its own. KB = 1024 bytes.`,
    '',
    `## JavaScript for /login (budget ${JS_BUDGET_KB} KB gzip)`,
    '',
    '"static" = the entry script of index.html and its modulepreload links; "fetched" = every .js response Chromium received loading /login in a fresh context until the network was idle' +
      ` (served with content-encoding: ${encodings || 'none'}).`,
    '',
    '| file | raw KB | gzip KB | static | fetched |',
    '|---|---:|---:|:---:|:---:|',
    ...loginRows.map(
      (size) =>
        `| ${size.path} | ${kb(size.raw)} | ${kb(size.gzip)} | ${staticSet.some((known) => known.path === size.path) ? 'yes' : ''} | ${fetchedPaths.includes(size.path) ? 'yes' : ''} |`,
    ),
    `| **static set** (${staticSet.length} files) | ${kb(staticTotal.raw)} | **${kb(staticTotal.gzip)}** | | |`,
    `| **fetched set** (${fetchedSet.length} files) | ${kb(fetchedTotal.raw)} | **${kb(fetchedTotal.gzip)}** | | |`,
    '',
    `Budget: static set ${kb(staticTotal.gzip)} KB — **${jsVerdict(staticTotal.gzip)}**; fetched set ${kb(fetchedTotal.gzip)} KB — **${jsVerdict(fetchedTotal.gzip)}**.`,
    '',
    `## Sign-in to /home painted (budget ${PAINT_BUDGET_MS / 1000} s)`,
    '',
    'From the click on 登录 (capturing listener, `performance.now()`) to the first frame painted with the home heading visible on /home ' +
      '(found in a `requestAnimationFrame` poll; the time is taken in a task queued from that callback, i.e. after the frame). ' +
      `Signed in as ${ADMIN.account}. ${runs} runs per variant; p95 is nearest-rank (with 10 runs it equals the max). Verdict on p95.`,
    '',
    '| variant | runs | min ms | p50 ms | p95 ms | max ms | login API p50 ms | verdict |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...variants.map((variant) => {
      const sorted = variant.timings.map((timing) => timing.totalMs).sort((a, b) => a - b);
      const api = variant.timings
        .map((timing) => timing.loginApiMs)
        .filter((ms): ms is number => ms !== null)
        .sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      const cells = [percentile(sorted, 0), percentile(sorted, 50), p95, percentile(sorted, 100)].map((ms) => ms.toFixed(0));
      return `| ${variant.name} | ${sorted.length} | ${cells.join(' | ')} | ${api.length ? percentile(api, 50).toFixed(0) : '—'} | **${p95 <= PAINT_BUDGET_MS ? 'met' : 'not met'}** |`;
    }),
    '',
    ...variants.map(
      (variant) => `- ${variant.name}, each run in order (ms): ${variant.timings.map((timing) => timing.totalMs.toFixed(0)).join(', ')}`,
    ),
    `- JavaScript fetched after the click in the first cold run: ${afterClick.length ? afterClick.map((path) => `\`${path}\``).join(', ') : 'none'}`,
    '',
    `## Lazy chunks (every other JS chunk, ${lazy.length} files, by gzip size)`,
    '',
    '| file | raw KB | gzip KB |',
    '|---|---:|---:|',
    ...lazy.map((size) => `| ${size.path} | ${kb(size.raw)} | ${kb(size.gzip)} |`),
    `| **total** | ${kb(total(lazy).raw)} | ${kb(total(lazy).gzip)} |`,
    '',
  ];
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
