/**
 * The server as production runs it (`npm start`: node on the esbuild bundle of scripts/build-server.mjs,
 * docs/serving.md): every file it reads by path at run time is found beside the bundle or in
 * node_modules, each lazily imported chunk loads, and a fresh start migrates, seeds, signs in and
 * draws a captcha. Runs on PGlite: the bundle is the same for PostgreSQL, whose driver chunk is
 * imported here without connecting.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';

const root = join(import.meta.dirname, '..', '..');

describe('the compiled server', () => {
  let outdir: string;
  let dataDir: string;
  let child: ChildProcess | undefined;
  let base = '';
  let log = '';

  beforeAll(async () => {
    mkdirSync(join(root, '.tmp'), { recursive: true });
    outdir = mkdtempSync(join(root, '.tmp', 'compiled-server-test-'));
    dataDir = mkdtempSync(join(tmpdir(), 'compiled-server-data-'));
    await buildServer({ outdir, quiet: true });
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has every migration beside the bundle', () => {
    const sql = (folder: string) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.sql'))
        .sort();
    expect(sql(join(outdir, 'migrations'))).toEqual(sql(join(root, 'server', 'db', 'migrations')));
  });

  it('loads each lazily imported chunk (the database drivers, the PostgreSQL message bus)', async () => {
    const chunks = readdirSync(outdir).filter((name) => name.endsWith('.js') && name !== 'main.js');
    expect(chunks.some((name) => name.startsWith('postgres-'))).toBe(true);
    // A chunk importing main.js would start a second server when loaded.
    for (const name of chunks) expect(readFileSync(join(outdir, name), 'utf8')).not.toMatch(/from "\.\/main\.js"/);
    for (const name of chunks) await expect(import(pathToFileURL(join(outdir, name)).href)).resolves.toBeTypeOf('object');
  });

  it('starts on a fresh data folder, signs in, answers CurrentUser and draws a captcha, and stops on SIGTERM', async () => {
    const running = spawn(process.execPath, ['--enable-source-maps', join(outdir, 'main.js')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_DIR: join(dataDir, 'no-public'),
        ADMIN_PASSWORD: 'Admin@2026',
        DEMO_PASSWORD: 'Demo@2026',
      },
    });
    child = running;
    running.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: running.stdout! }).on('line', (line) => {
        log += line + '\n';
        const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
        if (listening) resolve(Number(listening[1]));
      });
      running.once('exit', (code) => reject(new Error(`the compiled server exited with ${code}:\n${log}`)));
    });
    base = `http://127.0.0.1:${port}`;

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as any).data).toMatchObject({ status: 'ok', database: 'pglite' });

    const password = createHash('md5').update('Admin@2026', 'utf8').digest('hex');
    const login = await fetch(`${base}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'admin', password, origin: 'password', grant_type: 'password' }).toString(),
    });
    const token = ((await login.json()) as any).data?.token as string;
    expect(token).toMatch(/^bearer /);

    const me = await fetch(`${base}/api/oauth/CurrentUser`, { headers: { authorization: token } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as any).data.userInfo.userAccount).toBe('admin');

    // The captcha's font is found by path in node_modules (createRequire from the bundle's own address).
    const captcha = await fetch(`${base}/api/oauth/ImageCode/4/${Date.now()}`);
    expect(captcha.headers.get('content-type')).toBe('image/png');

    const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
    running.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
