// Builds what `npm start` runs when it is missing or older than any of its sources, otherwise says it
// is up to date:
//  - the front end (`npx vite build`, dist/index.html) from shell/, screens/, engine/, widgets/, api/,
//    schemas/, index.html and vite.config.ts;
//  - the compiled server (scripts/build-server.mjs, dist-server/main.js) from server/, api/, schemas/,
//    tsconfig.json and the build script itself.
// `--web` or `--server` limits it to one of the two.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time (ms) of the files under `target`, 0 when there are none. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** 'missing', 'stale' or 'fresh': `built` against the newest file of `sources`. */
function stateOf(built, sources) {
  if (!existsSync(built)) return 'missing';
  const newestSource = Math.max(...sources.map((p) => newestMtime(path.join(root, p))));
  return statSync(built).mtimeMs >= newestSource ? 'fresh' : 'stale';
}

const only = process.argv.includes('--web') ? 'web' : process.argv.includes('--server') ? 'server' : undefined;

if (only !== 'server') {
  const state = stateOf(path.join(root, 'dist', 'index.html'), [
    'shell',
    'screens',
    'engine',
    'widgets',
    'api',
    'schemas',
    'index.html',
    'vite.config.ts',
  ]);
  if (state === 'fresh') console.log('front end is up to date');
  else {
    console.log(
      state === 'missing'
        ? 'dist/index.html is missing: building the front end'
        : 'sources changed since the last build: building the front end',
    );
    execSync('npx vite build', { cwd: root, stdio: 'inherit' });
  }
}

if (only !== 'web') {
  const state = stateOf(path.join(root, 'dist-server', 'main.js'), [
    'server',
    'api',
    'schemas',
    'tsconfig.json',
    'scripts/build-server.mjs',
  ]);
  if (state === 'fresh') console.log('compiled server is up to date');
  else {
    console.log(
      state === 'missing'
        ? 'dist-server/main.js is missing: compiling the server'
        : 'server sources changed since the last build: compiling the server',
    );
    const { buildServer } = await import('./build-server.mjs');
    await buildServer();
  }
}
