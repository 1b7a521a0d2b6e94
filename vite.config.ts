/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { leanBundle } from './scripts/lean-bundle.mjs';

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [
    react(),
    // Lean sign-in and admin pages: Chakra's theme without every recipe for the sign-in system, no
    // markdown parser under @rjsf/core (scripts/lean-bundle.mjs; docs/serving.md, "What a page loads").
    leanBundle(),
    // Brotli and gzip copies beside each built text file (`index-abc.js.br`, `.gz`), at the highest
    // levels: compressed once at build, sent by the server as they are (docs/serving.md).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: zlibConstants.Z_BEST_COMPRESSION }),
      ],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React changes less often than our code: its own chunk stays cached across deploys. The other
        // libraries the entry imports statically (Chakra's core, Emotion, i18next…: `$initial`, only what
        // the sign-in page runs, never every component) are one chunk too: split automatically they were a
        // dozen chunks of a few hundred bytes, each a request with its headers. The rest of Chakra and
        // the screens' and field kinds' libraries stay in automatic splitting, loaded with what uses them.
        codeSplitting: {
          groups: [
            // react-router is not in it: the sign-in page does without (shell/main.tsx), it loads with the router.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            { name: 'libs', test: /node_modules[\\/]/, tags: ['$initial'] },
            // Our modules the sign-in page runs, one chunk: the router's chunk shares some of them, which
            // otherwise split them into small chunks of their own, a request each.
            { name: 'shell', test: /^(?!.*node_modules)/, tags: ['$initial'] },
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
    // Both projects share one pool (Vitest refuses different worker counts in one group). Its default,
    // cores - 1, is a single worker on a 2-core machine: every file ran one after another. Server files
    // may run side by side: each has its own database (a fresh PGlite, ~1 GB, or its own PostgreSQL schema).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // One module graph per worker instead of one per file: re-importing React, Chakra and the engine
          // for each of ~90 files cost three quarters of the unit run (docs/testing.md has the figures).
          // Files still get a fresh DOM (cleanup) and must not rely on module state another file left.
          isolate: false,
          // Generous limits: a test waits for visible state, never races the clock (see tests/unit/setup.ts);
          // a 40-field typing test takes 5 s on a quiet machine and over 60 s on a loaded one.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // Generous: a throttle test signs in 30 times and a loaded 2-core machine takes 30 s for it.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file builds its own server on its own database (a fresh PGlite, or its own PostgreSQL
          // schema), so sharing the module graph is safe and saves loading PGlite and Fastify 28 times.
          isolate: false,
        },
      },
    ],
  },
});
