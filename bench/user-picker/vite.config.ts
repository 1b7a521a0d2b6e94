/**
 * The user picker benchmark page: `npm run bench:user-picker` builds it into .tmp/dist-bench-user-picker,
 * which the real server then serves as its front end (bench/user-picker/target.ts).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const userPickerPageRoot = fileURLToPath(new URL('.', import.meta.url));
export const userPickerPageOut = fileURLToPath(new URL('../../.tmp/dist-bench-user-picker', import.meta.url));

export default defineConfig({
  root: userPickerPageRoot,
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: userPickerPageOut, emptyOutDir: true, sourcemap: false },
});
