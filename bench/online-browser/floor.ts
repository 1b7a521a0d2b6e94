/**
 * bench:engine's pages beside the released form: built from bench/engine/ into a folder of this
 * bench's own (so a bench:engine run at the same time keeps its own) and served by vite preview; each
 * load measured by bench:engine's own harness (bench/engine/measure-load.ts), unthrottled, with the
 * same keys into the same places (a text field in the middle of 200 fields; the summed 数量 cell of row
 * 101 of 200). The floor is bare React inputs; the engine page is the engine alone on bench:engine's
 * generated form (no screen, no server, no JNPF compile).
 */
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { build, preview, type PreviewServer } from 'vite';
import { root } from '../http-bench';
import { measureLoad, type LoadResult } from '../engine/measure-load';

const configFile = join(root, 'bench/engine/vite.config.ts');
const outDir = join(root, '.tmp/dist-bench-online-floor');

export type BesidePage = 'floor' | 'engine';
export type BesideCase = 'fields' | 'table';

export interface BesidePages {
  url(page: BesidePage, form: BesideCase): string;
  close(): Promise<void>;
}

export async function serveBesidePages(port: number, fields: number, rows: number): Promise<BesidePages> {
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server: PreviewServer = await preview({
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, host: '127.0.0.1', strictPort: true },
  });
  const base = `http://127.0.0.1:${port}/`;
  return {
    url: (page, form) => `${base}?page=${page}&${form === 'fields' ? `n=${fields}` : `rows=${rows}`}`,
    close: () => server.close(),
  };
}

export const measureBeside = (browser: Browser, url: string): Promise<LoadResult> => measureLoad(browser, url, 1);
