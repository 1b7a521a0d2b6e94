/**
 * Sizes of the built front end's JavaScript: the static set the sign-in page needs (the entry script of
 * index.html plus its modulepreload links) and every other chunk, raw and gzip-compressed with zlib at
 * level 9 (the most a server would send; `gzip -9`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const GZIP_LEVEL = 9;

export interface ChunkSize {
  /** Path as the browser asks for it, e.g. `/assets/index-abc.js`. */
  path: string;
  raw: number;
  gzip: number;
}

export function chunkSize(distDir: string, path: string): ChunkSize {
  const bytes = readFileSync(join(distDir, path));
  return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length };
}

/** The entry script and modulepreload links of the built index.html, in document order. */
export function staticLoginScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const paths: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if ((isEntry || isPreload) && url) paths.push(url);
  }
  if (paths.length === 0) throw new Error(`no module script in ${distDir}/index.html`);
  return paths;
}

/** Every .js file under `assets/`, as browser paths. */
export function allScripts(distDir: string): string[] {
  return readdirSync(join(distDir, 'assets'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/assets/${name.split('\\').join('/')}`);
}

export function total(sizes: ChunkSize[]): { raw: number; gzip: number } {
  return sizes.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
