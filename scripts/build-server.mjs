// Compiles the server for production (`npm run build:server`, and `npm start` through
// scripts/ensure-build.mjs): esbuild bundles server/main.ts with what it imports of ours (server/,
// api/, schemas/) into dist-server/main.js, ES modules for Node, with source maps. Packages stay
// outside the bundle (`packages: 'external'`): Node loads them from node_modules at run time, as under
// tsx. The `import()`s the server makes on purpose (the PostgreSQL driver, the PGlite one, the
// PostgreSQL message bus) stay separate files beside main.js, loaded only when used.
//
// Files the server reads by path at run time are copied beside the bundle: the migrations
// (server/db/migrate.ts finds them at `./migrations/` next to its own module, which is
// server/db/ under tsx and dist-server/ here). Everything else it reads at run time comes from
// packages (createRequire(import.meta.url) walks up to node_modules from either place) or from
// PUBLIC_DIR and DATA_DIR.
//
// docs/serving.md ("The server: compiled JavaScript") says why, with the memory and start-up figures.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutDir = path.join(root, 'dist-server');

/** Bundles the server into `outdir` (default dist-server/), replacing what was there. */
export async function buildServer({ outdir = serverOutDir, quiet = false } = {}) {
  const started = Date.now();
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    // Keeps the lazy `import()`s lazy; every file lands in outdir itself, so `import.meta.url` of any
    // module names a file in outdir (the migrations are looked up next to it).
    splitting: true,
    chunkNames: '[name]-[hash]',
    sourcemap: true,
    // Names in stack traces and in the request log's errors stay as written.
    keepNames: true,
    legalComments: 'none',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
    metafile: true,
  });
  const migrations = path.join(root, 'server', 'db', 'migrations');
  mkdirSync(path.join(outdir, 'migrations'), { recursive: true });
  const sql = readdirSync(migrations).filter((name) => name.endsWith('.sql'));
  for (const name of sql) copyFileSync(path.join(migrations, name), path.join(outdir, 'migrations', name));
  if (!quiet) {
    const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
    const bytes = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
    console.log(
      `server compiled to ${path.relative(root, outdir)}/ in ${Date.now() - started} ms: ` +
        `${outputs.length} files, ${Math.round(bytes / 1024)} KB of JavaScript, ${sql.length} migrations copied`,
    );
  }
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
