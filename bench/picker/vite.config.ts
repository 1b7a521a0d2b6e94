/**
 * The picker benchmark pages: `npx vite bench/picker` serves them for watching (React in development
 * mode: slower), `npm run bench:picker` builds them into .tmp/dist-bench-picker and serves that.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const benchPagesRoot = fileURLToPath(new URL('.', import.meta.url));
export const benchPagesOut = fileURLToPath(new URL('../../.tmp/dist-bench-picker', import.meta.url));

export default defineConfig({
  root: benchPagesRoot,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: benchPagesOut, emptyOutDir: true, sourcemap: false },
});
