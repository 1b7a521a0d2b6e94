import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3123);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // Starts the real server on a fresh data folder (scripts/e2e-server.mjs), compiled as `npm start` runs
    // it (node on the esbuild bundle, built afresh by the script, about a second). It serves dist/: build
    // the front end first (`node scripts/ensure-build.mjs`, part of `npm run test:e2e` and `npm test`).
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: `.tmp/e2e-data-${port}`,
      ADMIN_PASSWORD: 'Admin@2026',
      DEMO_PASSWORD: 'Demo@2026',
      // The softphone's telephony server: the CTI simulator tests/e2e/softphone.spec.ts starts on this port
      // (E2E port + 2000), with its desk phones on the ports after it (docs/softphone.md).
      CTI_URL: `ws://127.0.0.1:${port + 2000}/ola_socket`,
      PHONE_NETWORKS: '127.0.0.1/32',
    },
  },
});
