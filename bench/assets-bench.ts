/**
 * `npm run bench:assets`: bytes transferred for a cold load of the sign-in page, a cold load of an admin
 * page after sign-in and a warm reload of it (issue 19: under 150, 350 and 20 KB), in Chromium against the
 * real server on a production build. A benchmark, not a test: it writes bench/results/assets.md (and the
 * raw run as assets.json) and asserts nothing.
 *
 * The "before" column comes from a kept run: bench/results/assets-before.json (from before static files
 * were pre-compressed and cached) unless BENCH_ASSETS_BEFORE names another (a copy of an assets.json).
 *
 * Environment:
 *   BENCH_ASSETS_PORT   port of the server it starts (default 3402)
 *   BENCH_ASSETS_LABEL  what this run measures, shown in the report (default: the current commit)
 *   BENCH_ASSETS_BEFORE the kept run to compare with (default bench/results/assets-before.json)
 *   BENCH_ASSETS_APPEND 1: keep the sections already in assets.md below the new one (a change's report
 *                       on top of the earlier ones) instead of replacing them
 *   CHROMIUM_PATH       the browser (default /usr/bin/chromium)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { adminPageColdAndWarm, ADMIN, coldSignInPage } from './assets/page-loads';
import { renderReport, type AssetsRun } from './assets/report';
import { startBenchServer, type BenchServer } from './shell/bench-server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = '.tmp/dist-assets-bench';
const port = Number(process.env.BENCH_ASSETS_PORT ?? 3402);
const resultsDir = join(root, 'bench/results');

async function main(): Promise<void> {
  console.log(`building the front end into ${distDir} ...`);
  execFileSync('npx', ['vite', 'build', '--outDir', distDir], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

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
      dataDir: '.tmp/e2e-data-assets-bench',
      publicDir: distDir,
      logFile: join(root, '.tmp/bench-assets-server.log'),
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
    console.log('loading the sign-in page, the admin page and reloading it ...');
    const signIn = await coldSignInPage(browser, server.url);
    const [adminCold, adminWarm] = await adminPageColdAndWarm(browser, server.url);
    const run: AssetsRun = {
      date: new Date().toISOString(),
      label: process.env.BENCH_ASSETS_LABEL ?? `commit ${gitHead()} and the work tree`,
      chromium: browser.version(),
      loads: { signIn, adminCold, adminWarm },
    };
    const beforeFile = process.env.BENCH_ASSETS_BEFORE
      ? join(root, process.env.BENCH_ASSETS_BEFORE)
      : join(resultsDir, 'assets-before.json');
    const before = existsSync(beforeFile) ? (JSON.parse(readFileSync(beforeFile, 'utf8')) as AssetsRun) : undefined;
    const environment =
      `Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Chromium ${run.chromium} headless; ` +
      `the real server (\`scripts/e2e-server.mjs\`, fresh PGlite data folder) on 127.0.0.1 serving a production build in \`${distDir}\`; ` +
      `Chromium sent \`accept-encoding: ${signIn.acceptEncoding}\`.`;
    const report = renderReport(run, before, environment);
    console.log(`\n${report}`);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'assets.json'), `${JSON.stringify(run, null, 1)}\n`);
    const reportFile = join(resultsDir, 'assets.md');
    const earlier = process.env.BENCH_ASSETS_APPEND === '1' && existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
    writeFileSync(reportFile, earlier ? `${report.trimEnd()}\n\n---\n\n${earlier}` : report);
  } finally {
    await stopAll();
  }
}

function gitHead(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
