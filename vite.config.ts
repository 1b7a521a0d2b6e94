/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React changes less often than our code: its own chunk stays cached across deploys. Chakra is
        // left to automatic splitting: a forced group would pull every component into the sign-in page.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev:web` proxies the server started by `npm run dev:server`.
    proxy: {
      '/api': { target: `http://127.0.0.1:${serverPort}`, ws: true },
      '/config': `http://127.0.0.1:${serverPort}`,
      '/websocket': { target: `ws://127.0.0.1:${serverPort}`, ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'jsdom', include: ['tests/unit/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file opens its own embedded database (~1 GB resident): keep them one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
