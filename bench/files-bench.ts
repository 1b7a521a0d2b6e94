/**
 * `npm run bench:files`: the file calls of issue 14 ("Speed") on loopback, against a real server started
 * from the sources (bench/files/target.ts: the app as `server/main.ts` builds it, PGlite in a folder by
 * default, a PostgreSQL schema with BENCH_DATABASE_URL), with the project's own client code in Chromium
 * (a page built with Vite from bench/files/page/ and served by that server). A benchmark, not a test:
 * it prints tables with the goals and whether each was met, and asserts nothing.
 *
 * Parts (`--only=md5,upload,resume,pack,import`, default all):
 *   md5     the uploader's `fileMd5` (MD5 worker, hash-wasm) over a file of BENCH_FILES_MB MiB (a random
 *           1 MiB block repeated, bench/files/pattern.ts), against `md5sum` over the same bytes on disk.
 *           Goals: ≥ 300 MiB/s, within 2x of md5sum. The page's File is the pattern file the harness
 *           wrote, put into a file input by path (`setInputFiles`: Chromium reads it from disk, as a
 *           person's pick; no byte crosses the wire); BENCH_FILES_SOURCE=memory builds it as a Blob in
 *           the page instead, which Chromium refuses to read past about 500 MiB (its Blob memory limit).
 *   upload  ChunkUploader + createFileApi (the real HTTP client) storing that file end to end (MD5,
 *           chunks, merge), against `curl -T` of the same bytes to a bare Fastify route streaming to a
 *           file; the server's RSS sampled during each. Goals: ≥ 70% of curl; the server's peak RSS does
 *           not grow with the file (the largest size's peak within 10% of the smallest's).
 *   resume  an upload, the server killed (SIGKILL) at half its chunks, started again on the same data,
 *           the upload retried: the chunks sent after the restart against the ones missing.
 *   pack    BENCH_FILES_PACK_FILES small files stored through the simple upload call, then one pack
 *           download of all of them: time, bytes, zip entries, server RSS.
 *   import  users import of BENCH_FILES_IMPORT_ROWS rows x 20 columns: ImportPreview and ImportData
 *           (reported as not measured when the calls are missing or fail).
 *
 * Environment:
 *   BENCH_FILES_MB          size of the MD5 and largest upload file, MiB (default 1024; 64 is the quick mode)
 *   BENCH_FILES_SOURCE      disk (default) | memory: where the page's File comes from (see md5 above)
 *   BENCH_FILES_UPLOAD_MB   comma list of upload sizes, MiB (default 256 and BENCH_FILES_MB; MB/4 and MB below 512)
 *   BENCH_FILES_RESUME_MB   size of the resumed file, MiB (default the smaller of 256 and BENCH_FILES_MB)
 *   BENCH_FILES_MD5_ROUNDS  timed MD5 runs on each side, median reported (default 3)
 *   BENCH_FILES_MD5_PLANS   rounds of the MD5 read plans table (each plan once per round, median; default 1, 0 skips it)
 *   BENCH_FILES_CHUNKS_IN_FLIGHT  chunks of the file on their way at once (the uploader's `chunksInFlight`; default its own, 3)
 *   BENCH_FILES_PACK_FILES  files in the pack (default 1000); BENCH_FILES_PACK_KB their size (default 8)
 *   BENCH_FILES_IMPORT_ROWS rows imported (default 1000)
 *   BENCH_FILES_PORT        the server's port (default 3371; fixed, so the page keeps its origin across the restart)
 *   BENCH_DATABASE_URL      PostgreSQL (a fresh schema, dropped at the end); unset: PGlite in a folder
 *   BENCH_FILE_STORAGE      folder | database (default the server's: database on PostgreSQL, else folder)
 *   BENCH_LOG_LEVEL         the server's log level (default info, as in production; its stdout is discarded)
 *   BENCH_FILES_KEEP        1 keeps the work folder (.tmp/bench-files/run-<pid>: data, files, pattern files)
 *   CHROMIUM_PATH           the browser (default /usr/bin/chromium)
 *
 * A run of every part writes bench/results/files.md and files.json (and .tmp/bench-files.*), keeping the
 * "Before and after" runs files.json held (bench/files/before-after.ts); a run narrowed by --only writes
 * .tmp/bench-files.* only. `--report` only writes bench/results/files.md again
 * from bench/results/files.json.
 */
import { mkdirSync, readFileSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import { dropPostgresSchema } from '../server/db/postgres';
import { positiveInteger, postgresUnavailable, progress, redact, root, sleep, writeReport, type Target } from './http-bench';
import { curlPut, md5sum, patternFile } from './files/disk';
import { measureImport } from './files/import';
import { packDownload, uploadSmallFiles } from './files/pack';
import type { FileSource, Md5Variant, ResumeResult, ResumeState, UploadResult } from './files/page-api';
import { mib as MIB, seeds } from './files/pattern';
import { renderReport, type FilesResults, type Md5PlanFigures, type ResumeFigures, type UploadRow } from './files/report';
import { killServer, rssOf, signInAdmin, startServer, stopServer, withRss, type ServerSetup } from './files/server';

const PARTS = ['md5', 'upload', 'resume', 'pack', 'import'] as const;
type Part = (typeof PARTS)[number];

const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const parts = new Set<Part>(
  onlyArg
    ? onlyArg
        .slice('--only='.length)
        .split(',')
        .map((name) => {
          const part = name.trim() as Part;
          if (!PARTS.includes(part)) throw new Error(`--only: unknown part "${name}" (parts: ${PARTS.join(', ')})`);
          return part;
        })
    : PARTS,
);
const sizeMb = positiveInteger(process.env.BENCH_FILES_MB, 1024);
const uploadSizes = [
  ...new Set(
    (process.env.BENCH_FILES_UPLOAD_MB
      ? process.env.BENCH_FILES_UPLOAD_MB.split(',')
      : [sizeMb >= 512 ? '256' : String(Math.max(1, sizeMb / 4)), String(sizeMb)]
    ).map((text) => positiveInteger(text.trim(), NaN)),
  ),
].sort((a, b) => a - b);
const resumeMb = positiveInteger(process.env.BENCH_FILES_RESUME_MB, Math.min(256, sizeMb));
const md5Rounds = positiveInteger(process.env.BENCH_FILES_MD5_ROUNDS, 3);
const md5PlanRounds = process.env.BENCH_FILES_MD5_PLANS === '0' ? 0 : positiveInteger(process.env.BENCH_FILES_MD5_PLANS, 1);
const chunksInFlight = process.env.BENCH_FILES_CHUNKS_IN_FLIGHT ? positiveInteger(process.env.BENCH_FILES_CHUNKS_IN_FLIGHT, 3) : undefined;
const packFiles = positiveInteger(process.env.BENCH_FILES_PACK_FILES, 1000);
const packKb = positiveInteger(process.env.BENCH_FILES_PACK_KB, 8);
const importRows = positiveInteger(process.env.BENCH_FILES_IMPORT_ROWS, 1000);
const port = positiveInteger(process.env.BENCH_FILES_PORT, 3371);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const fileStorage = process.env.BENCH_FILE_STORAGE ?? '';
const sourceKind = process.env.BENCH_FILES_SOURCE ?? 'disk';
if (sourceKind !== 'disk' && sourceKind !== 'memory') throw new Error(`BENCH_FILES_SOURCE: disk or memory, not "${sourceKind}"`);
if (fileStorage && fileStorage !== 'folder' && fileStorage !== 'database')
  throw new Error(`BENCH_FILE_STORAGE: folder or database, not "${fileStorage}"`);

const configFile = join(root, 'bench/files/vite.config.ts');
const publicDir = join(root, '.tmp/dist-bench-files');
const workDir = join(root, '.tmp/bench-files', `run-${process.pid}`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
const load = () => Math.round((loadavg()[0] ?? NaN) * 10) / 10;
const rate = (bytes: number, ms: number) => bytes / MIB / (ms / 1000);

/** The "Before and after" runs (bench/files/before-after.ts) kept in bench/results/files.json, if any. */
function keptBeforeAfter(): FilesResults['beforeAfter'] {
  try {
    return (JSON.parse(readFileSync(join(root, 'bench/results/files.json'), 'utf8')) as FilesResults).beforeAfter;
  } catch {
    return undefined;
  }
}

/** `--report`: bench/results/files.md written again from files.json (after a change of the report's wording). */
function reportAgain(): void {
  const results = JSON.parse(readFileSync(join(root, 'bench/results/files.json'), 'utf8')) as FilesResults;
  writeReport(renderReport(results), 'bench/results/files.md');
}

async function main(): Promise<void> {
  if (process.argv.includes('--report')) return reportAgain();
  const kind = databaseUrl ? 'postgres' : 'pglite';
  if (kind === 'postgres') {
    const problem = await postgresUnavailable(databaseUrl);
    if (problem) throw new Error(`BENCH_DATABASE_URL ${redact(databaseUrl)} does not answer: ${problem}`);
  }
  const setup: ServerSetup = {
    kind,
    databaseUrl,
    schema: `bench_files_${process.pid}_${Date.now().toString(36)}`,
    dataDir: join(workDir, 'data'),
    publicDir,
    port,
    fileStorage,
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  };
  mkdirSync(setup.dataDir, { recursive: true });
  const results: FilesResults = {
    date: new Date().toISOString(),
    machine: `Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'})`,
    database: kind === 'postgres' ? `PostgreSQL (${redact(databaseUrl)}, a fresh schema)` : 'PGlite in a folder',
    fileStorage: fileStorage || (kind === 'postgres' ? 'database' : 'folder'),
    parts: [...parts],
    source: sourceKind,
    sizeMb,
    loadAtStart: load(),
  };

  progress(`building the bench page into ${publicDir} ...`);
  await build({ configFile });

  let target: Target | undefined;
  let browser: Browser | undefined;
  try {
    progress(`starting the server (${results.database}, files in ${results.fileStorage}) ...`);
    target = await startServer(setup);
    const token = await signInAdmin(target.ours);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    results.chromium = browser.version();
    const page = await openPage(browser, target.ours, token);

    if (parts.has('md5')) results.md5 = await md5Part(page);
    if (parts.has('upload')) results.upload = await uploadPart(page, target);
    if (parts.has('resume')) {
      await page.evaluate(() => window.filesBench!.forget());
      const resumed = await resumePart(page, target, setup);
      target = resumed.target;
      results.resume = resumed.figures;
    }
    await page.evaluate(() => window.filesBench!.forget());
    if (parts.has('pack')) {
      progress(`pack: storing ${packFiles} files of ${packKb} KiB through the simple upload call ...`);
      const loadBefore = load();
      const stored = await uploadSmallFiles(target.ours, token, packFiles, packKb * 1024);
      progress(`pack: stored in ${(stored.ms / 1000).toFixed(1)} s; packing ...`);
      const pid = target.child.pid!;
      const { value, rss } = await withRss(pid, () => packDownload(target!.ours, token, stored.files), 50);
      results.pack = { files: packFiles, fileBytes: packKb * 1024, uploadMs: stored.ms, ...value, rss, load: Math.max(loadBefore, load()) };
      progress(
        `pack: ${(value.bytes / MIB).toFixed(1)} MiB zip, ${value.entries} entries, in ${(value.downloadMs / 1000).toFixed(2)} s; RSS ${rss.before.toFixed(0)} → max ${rss.max.toFixed(0)} MiB`,
      );
    }
    if (parts.has('import')) {
      progress(`import: ${importRows} users ...`);
      const loadBefore = load();
      const figures = await measureImport(target.ours, token, importRows);
      results.import = { ...figures, load: Math.max(loadBefore, load()) };
      progress(
        'notMeasured' in figures
          ? `import: not measured: ${figures.notMeasured}`
          : `import: preview ${figures.previewMs.toFixed(0)} ms, import ${figures.importMs.toFixed(0)} ms (${figures.imported} stored, ${figures.failed} refused)`,
      );
    }
  } finally {
    await browser?.close().catch(() => undefined);
    if (target) await stopServer(target);
    if (kind === 'postgres')
      await dropPostgresSchema(databaseUrl, setup.schema).catch((error: unknown) =>
        progress(`could not drop ${setup.schema}: ${String(error)}`),
      );
    if (process.env.BENCH_FILES_KEEP === '1') progress(`kept ${workDir}`);
    else {
      rmSync(workDir, { recursive: true, force: true });
      try {
        rmdirSync(dirname(workDir)); // when no other run is using it
      } catch {
        // another run's folder is there
      }
    }
  }

  results.loadAtEnd = load();
  const everything = PARTS.every((part) => parts.has(part));
  if (everything) results.beforeAfter = keptBeforeAfter();
  const report = renderReport(results);
  console.log(`\n${report}`);
  const files = everything ? ['bench/results/files.md', '.tmp/bench-files.md'] : ['.tmp/bench-files.md'];
  writeReport(report, ...files);
  writeReport(`${JSON.stringify(results, null, 2)}\n`, ...files.map((file) => file.replace(/\.md$/, '.json')));
}

async function openPage(browser: Browser, base: string, token: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => progress(`  [page] error: ${error.message}`));
  page.on('console', (message) => {
    // Refused connections are expected while the resume part has the server down.
    if (message.text().startsWith('Failed to load resource: net::')) return;
    if (message.type() === 'error' || message.type() === 'warning') progress(`  [page] ${message.type()}: ${message.text()}`);
  });
  await page.goto(`${base}/`);
  await page.waitForFunction(() => window.filesBench !== undefined, null, { timeout: 60_000 });
  await page.evaluate((value) => window.filesBench!.setToken(value), token);
  return page;
}

/**
 * The File of `mib` MiB of the seed's pattern for the page: the pattern file on disk put into the page's
 * file input (Chromium gets its path), or the page's own Blob (BENCH_FILES_SOURCE=memory).
 */
async function fileSource(page: Page, seed: number, mib: number): Promise<FileSource> {
  if (sourceKind === 'memory') return { kind: 'memory', seed, mib, name: `bench-${mib}mib-${seed}.mp4` };
  await page.setInputFiles('#file', await patternFile(workDir, seed, mib));
  return { kind: 'input' };
}

async function md5Part(page: Page): Promise<FilesResults['md5']> {
  progress(`md5: ${sizeMb} MiB in the page's MD5 worker, ${md5Rounds} runs ...`);
  const loadBefore = load();
  const file = await patternFile(workDir, seeds.upload, sizeMb);
  const source = await fileSource(page, seeds.upload, sizeMb);
  const browser = await page.evaluate(([from, rounds]) => window.filesBench!.md5(from, rounds), [source, md5Rounds] as const);
  progress(
    `md5: worker ${browser.ms.map((ms) => ms.toFixed(0)).join(' / ')} ms (Blob built in ${browser.blobMs.toFixed(0)} ms, warm-up ${browser.warmMs.toFixed(0)} ms)`,
  );
  const memory = await page.evaluate(([seed, mib]) => window.filesBench!.hashOnly(seed, mib), [seeds.upload, sizeMb] as const);
  progress(`md5: hash-wasm from memory ${memory.ms.toFixed(0)} ms`);
  await md5sum(file); // the file is in the page cache from its writing; one run unmeasured all the same
  const sums: { hex: string; ms: number }[] = [];
  for (let round = 0; round < md5Rounds; round++) sums.push(await md5sum(file));
  progress(`md5: md5sum ${sums.map((sum) => sum.ms.toFixed(0)).join(' / ')} ms`);
  const bytes = sizeMb * MIB;
  const plans = md5PlanRounds ? await md5Plans(page, source, bytes) : [];
  const workerMs = median(browser.ms);
  const md5sumMs = median(sums.map((sum) => sum.ms));
  return {
    plans: plans.map((plan) => ({ ...plan, sameHex: plan.hex === sums[0]!.hex })),
    bytes,
    workerMs,
    workerRuns: browser.ms,
    workerMiBs: rate(bytes, workerMs),
    memoryMs: memory.ms,
    memoryMiBs: rate(bytes, memory.ms),
    md5sumMs,
    md5sumRuns: sums.map((sum) => sum.ms),
    md5sumMiBs: rate(bytes, md5sumMs),
    sameHex: browser.hex === sums[0]!.hex && memory.hex === browser.hex,
    hex: browser.hex,
    load: Math.max(loadBefore, load()),
  };
}

/** Ways of reading the File for its MD5: the uploader's md5Hex with other read sizes and depths, FileReaderSync, Blob.stream(). */
const md5Variants: Md5Variant[] = [
  { reader: 'async', readBytes: 10_240_000, ahead: 0 },
  { reader: 'async', readBytes: 10_240_000, ahead: 1 },
  { reader: 'async', readBytes: 10_240_000, ahead: 2 },
  { reader: 'async', readBytes: 10_240_000, ahead: 4 },
  { reader: 'async', readBytes: 20_480_000, ahead: 1 },
  { reader: 'async', readBytes: 40_960_000, ahead: 0 },
  { reader: 'async', readBytes: 40_960_000, ahead: 1 },
  { reader: 'sync', readBytes: 10_240_000, ahead: 0 },
  { reader: 'sync', readBytes: 40_960_000, ahead: 0 },
  { reader: 'stream', readBytes: 0, ahead: 0 },
  { reader: 'parallel', readBytes: 10_240_000, ahead: 2 },
];

async function md5Plans(page: Page, source: FileSource, bytes: number): Promise<Md5PlanFigures[]> {
  progress(`md5: ${md5Variants.length} read plans, ${md5PlanRounds} round(s) ...`);
  const loadBefore = load();
  const results = await page.evaluate(([from, variants, rounds]) => window.filesBench!.md5Variants(from, variants, rounds), [
    source,
    md5Variants,
    md5PlanRounds,
  ] as const);
  const planLoad = Math.max(loadBefore, load());
  return results.map((result) => {
    const ms = median(result.ms);
    progress(`md5: plan ${JSON.stringify(result.variant)} ${result.ms.map((run) => run.toFixed(0)).join(' / ')} ms`);
    return { ...result.variant, runs: result.ms, ms, miBs: rate(bytes, ms), hex: result.hex, load: planLoad };
  });
}

async function uploadPart(page: Page, target: Target): Promise<UploadRow[]> {
  const rows: UploadRow[] = [];
  const pid = target.child.pid!;
  for (const mib of uploadSizes) {
    const bytes = mib * MIB;
    progress(`upload: ${mib} MiB with ChunkUploader in Chromium ...`);
    let loadBefore = load();
    const source = await fileSource(page, seeds.upload, mib);
    const ours = await withRss(pid, () =>
      page.evaluate(([from, inFlight]) => window.filesBench!.upload(from, inFlight), [source, chunksInFlight] as const),
    );
    const result: UploadResult = ours.value;
    if (!result.ok) progress(`upload: ${mib} MiB failed: ${result.error}`);
    progress(
      `upload: ${mib} MiB ours ${(result.totalMs / 1000).toFixed(1)} s (MD5 ${(result.md5Ms / 1000).toFixed(1)}, chunks ${(result.chunksMs / 1000).toFixed(1)}, merge ${(result.mergeMs / 1000).toFixed(1)}), RSS ${ours.rss.before.toFixed(0)} → max ${ours.rss.max.toFixed(0)} MiB`,
    );
    rows.push({
      client: 'ChunkUploader',
      mib,
      ok: result.ok,
      ...(result.error ? { error: result.error } : {}),
      totalMs: result.totalMs,
      miBs: rate(bytes, result.totalMs),
      md5Ms: result.md5Ms,
      chunksMs: result.chunksMs,
      chunksMiBs: rate(bytes, result.chunksMs),
      mergeWaitMs: result.mergeWaitMs,
      mergeMs: result.mergeMs,
      chunkCalls: result.chunkCalls,
      rss: ours.rss,
      load: Math.max(loadBefore, load()),
    });

    const file = await patternFile(workDir, seeds.upload, mib);
    progress(`upload: ${mib} MiB with curl -T to the bare route ...`);
    loadBefore = load();
    const name = `curl-${mib}.bin`;
    const curl = await withRss(pid, () => curlPut(file, `${target.bare}/bare/upload/${name}`));
    const written = join(workDir, 'data', 'bare', name);
    const ok = curl.value.status === 200 && curl.value.bytes === bytes && statSync(written).size === bytes;
    rmSync(written, { force: true });
    progress(
      `upload: ${mib} MiB curl ${(curl.value.ms / 1000).toFixed(1)} s, RSS ${curl.rss.before.toFixed(0)} → max ${curl.rss.max.toFixed(0)} MiB`,
    );
    rows.push({
      client: 'curl -T',
      mib,
      ok,
      ...(ok ? {} : { error: `HTTP ${curl.value.status}, ${curl.value.bytes} bytes sent` }),
      totalMs: curl.value.ms,
      miBs: rate(bytes, curl.value.ms),
      rss: curl.rss,
      load: Math.max(loadBefore, load()),
    });
    if (mib !== sizeMb) rmSync(file, { force: true });
  }
  return rows;
}

async function resumePart(page: Page, running: Target, setup: ServerSetup): Promise<{ target: Target; figures: ResumeFigures }> {
  progress(`resume: ${resumeMb} MiB, the server killed at half its chunks ...`);
  const loadBefore = load();
  const source = await fileSource(page, seeds.resume, resumeMb);
  const total = await page.evaluate((from) => window.filesBench!.startResumable(from), source);
  const half = Math.ceil(total / 2);
  await page.waitForFunction(
    (count) => {
      const state = window.filesBench!.resumeState();
      return state.acknowledged >= count || state.status === 'error' || state.status === 'success' || state.status === 'dropped';
    },
    half,
    { polling: 5, timeout: 0 },
  );
  const atKill: ResumeState = await page.evaluate(() => window.filesBench!.resumeState());
  await killServer(running);
  progress(`resume: killed with ${atKill.acknowledged} of ${total} chunks answered (${atKill.attempts} sent), status ${atKill.status}`);
  // The uploader tries the chunk on its way again, gets no answer, and stops in error (上传失败).
  await page.waitForFunction(() => ['error', 'success', 'dropped'].includes(window.filesBench!.resumeState().status), null, {
    timeout: 120_000,
  });
  const stopped: ResumeState = await page.evaluate(() => window.filesBench!.resumeState());
  const restartStarted = Date.now();
  const target = await startServer(setup);
  const restartMs = Date.now() - restartStarted;
  progress(`resume: restarted in ${(restartMs / 1000).toFixed(1)} s; retrying the upload ...`);
  await sleep(100);
  const result: ResumeResult = await page.evaluate(() => window.filesBench!.retryResumable());
  progress(
    `resume: ${result.ok ? 'stored' : `failed (${result.error})`}; held at restart ${result.heldAtRestart}, sent after ${result.sentAfterRestart} (${result.resentHeld} of them already held)`,
  );
  return {
    target,
    figures: {
      mib: resumeMb,
      acknowledgedAtKill: atKill.acknowledged,
      sentAtKill: atKill.attempts,
      statusAfterKill: stopped.status,
      noticesAfterKill: stopped.notices,
      restartMs,
      ...result,
      missingAtRestart: total - result.heldAtRestart,
      load: Math.max(loadBefore, load()),
      rssAfterRestart: rssOf(target.child.pid!),
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
