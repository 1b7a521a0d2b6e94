// Starts the real server for the end-to-end tests on a fresh data folder: removes DATA_DIR (default
// .tmp/e2e-data), compiles the server as production runs it (scripts/build-server.mjs, into
// .tmp/e2e-server-<PORT>/ so that runs on other ports and `npm start`'s dist-server/ are never
// replaced under a running server; about a second), then runs `node --enable-source-maps main.js`
// with the same environment, as `npm start` does.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const underTmp = (folder) => folder.startsWith(path.join(root, '.tmp') + path.sep);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.tmp/e2e-data');
if (!underTmp(dataDir)) {
  console.error(`e2e-server: refusing to delete ${dataDir}: DATA_DIR must be under .tmp/`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });

const outdir = path.join(root, '.tmp', `e2e-server-${process.env.PORT ?? 'default'}`);
await buildServer({ outdir });

// Node runs the bundle directly, so that signals reach the server without an npm in between.
const child = spawn(process.execPath, ['--enable-source-maps', path.join(outdir, 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, TEST_EXPOSE_CAPTCHA: '1' },
});

const forward = (signal) => {
  if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
