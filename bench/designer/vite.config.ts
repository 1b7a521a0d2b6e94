/**
 * The designer benchmark's page: `npx vite bench/designer` serves it for watching (React in
 * development mode: slower), `npm run bench:designer` builds it into .tmp/dist-bench-designer and
 * serves that.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const designerPageRoot = fileURLToPath(new URL('.', import.meta.url));
export const designerPageOut = fileURLToPath(new URL('../../.tmp/dist-bench-designer', import.meta.url));

export default defineConfig({
  root: designerPageRoot,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  // BENCH_DESIGNER_MINIFY=0 keeps the functions' names (for a CPU profile).
  build: { outDir: designerPageOut, emptyOutDir: true, sourcemap: false, minify: process.env.BENCH_DESIGNER_MINIFY !== '0' },
});
