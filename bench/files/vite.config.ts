/**
 * The page of `npm run bench:files`: built into .tmp/dist-bench-files and served by the measured
 * server itself as its front end (same origin as the calls, as the platform's own pages are).
 * The project's uploader code (ChunkUploader, the MD5 worker, createFileApi over the HTTP client) is
 * bundled exactly as the platform's build bundles it: a module worker emitted under assets/.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export const filesPageRoot = fileURLToPath(new URL('./page', import.meta.url));
export const filesPageOut = fileURLToPath(new URL('../../.tmp/dist-bench-files', import.meta.url));

export default defineConfig({
  root: filesPageRoot,
  base: '/',
  logLevel: 'warn',
  build: { outDir: filesPageOut, emptyOutDir: true, sourcemap: false },
});
