// Builds the front end (`npx vite build`) when dist/index.html is missing or older than any of its
// sources; otherwise says it is up to date.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDirs = ['shell', 'screens', 'engine', 'widgets', 'api', 'schemas'];
const sourceFiles = ['index.html', 'vite.config.ts'];
const built = path.join(root, 'dist', 'index.html');

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

const newestSource = Math.max(...[...sourceDirs, ...sourceFiles].map((p) => newestMtime(path.join(root, p))));
const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;

if (builtAt > 0 && builtAt >= newestSource) {
  console.log('front end is up to date');
} else {
  console.log(builtAt === 0 ? 'dist/index.html is missing: building the front end' : 'sources changed since the last build: building the front end');
  execSync('npx vite build', { cwd: root, stdio: 'inherit' });
}
