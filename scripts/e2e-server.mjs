// Starts the real server for the end-to-end tests on a fresh data folder:
// removes DATA_DIR (default .tmp/e2e-data), then runs `tsx server/main.ts` with the same environment.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.tmp/e2e-data');
if (!dataDir.startsWith(path.join(root, '.tmp') + path.sep)) {
  console.error(`e2e-server: refusing to delete ${dataDir}: DATA_DIR must be under .tmp/`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });

// Run tsx's CLI with this Node directly, so that signals reach the server without an npx in between.
const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const child = spawn(process.execPath, [tsxCli, 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, TEST_EXPOSE_CAPTCHA: '1' },
});

const forward = (signal) => {
  if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
