/** The figures of `npm run bench:files` and their markdown report (tables, goals and whether each was met). */
import type { ImportFigures } from './import';
import type { PackFigures } from './pack';
import type { ResumeResult } from './page-api';
import type { RssFigures } from './server';

/** One way of reading the File for its MD5 (bench/files/page/md5-variant-worker.ts), timed. */
export interface Md5PlanFigures {
  reader: 'async' | 'sync' | 'stream' | 'parallel';
  readBytes: number;
  ahead: number;
  runs: number[];
  ms: number;
  miBs: number;
  hex: string;
  sameHex?: boolean;
  load: number;
}

export interface Md5Figures {
  bytes: number;
  /** Median of the timed runs of the uploader's `fileMd5` (worker) over the Blob. */
  workerMs: number;
  workerRuns: number[];
  workerMiBs: number;
  /** hash-wasm over the block from memory in a worker of the page: no Blob read. */
  memoryMs: number;
  memoryMiBs: number;
  md5sumMs: number;
  md5sumRuns: number[];
  md5sumMiBs: number;
  sameHex: boolean;
  hex: string;
  load: number;
  /** The read plans compared (absent in runs before they were). */
  plans?: Md5PlanFigures[];
}

export interface UploadRow {
  client: 'ChunkUploader' | 'curl -T';
  mib: number;
  ok: boolean;
  error?: string;
  totalMs: number;
  miBs: number;
  md5Ms?: number;
  chunksMs?: number;
  chunksMiBs?: number;
  mergeWaitMs?: number;
  mergeMs?: number;
  chunkCalls?: number;
  rss: RssFigures;
  load: number;
}

export type ResumeFigures = ResumeResult & {
  mib: number;
  acknowledgedAtKill: number;
  sentAtKill: number;
  statusAfterKill: string;
  noticesAfterKill: string[];
  restartMs: number;
  missingAtRestart: number;
  rssAfterRestart: number;
  load: number;
};

/** One run of `--only=md5,upload` at one size, of the code before a change or after it (bench/files/before-after.ts). */
export interface BeforeAfterRun {
  side: 'before' | 'after';
  date: string;
  mib: number;
  /** Median of the MD5 worker runs, over the MD5 part's file. */
  md5WorkerMs: number;
  md5Mib: number;
  upload: UploadRow;
  curl: UploadRow;
}

export interface BeforeAfter {
  /** What changed, and how the runs were made. */
  note: string;
  runs: BeforeAfterRun[];
}

export interface FilesResults {
  date: string;
  machine: string;
  chromium?: string;
  database: string;
  fileStorage: string;
  parts: string[];
  /** Where the page's File came from: `disk` (the pattern file, by path through the file input) or `memory` (a Blob built in the page). */
  source: string;
  sizeMb: number;
  loadAtStart: number;
  loadAtEnd?: number;
  md5?: Md5Figures;
  upload?: UploadRow[];
  resume?: ResumeFigures;
  pack?: PackFigures & { files: number; fileBytes: number; uploadMs: number; rss: RssFigures; load: number };
  import?: (ImportFigures | { notMeasured: string }) & { load: number };
  /** Runs of the code before and after a change, taking turns on the same machine (kept across bench runs). */
  beforeAfter?: BeforeAfter;
}

interface Goal {
  goal: string;
  measured: string;
  met: boolean | undefined;
}

const s = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? '—' : (ms / 1000).toFixed(2));
const n0 = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(0));
const n1 = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(1));
const yes = (met: boolean | undefined) => (met === undefined ? 'not measured' : met ? '**met**' : '**not met**');

function md5Section(md5: Md5Figures, goals: Goal[]): string[] {
  const ratio = md5.workerMiBs / md5.md5sumMiBs;
  goals.push(
    { goal: 'MD5 in the browser worker ≥ 300 MiB/s', measured: `${n0(md5.workerMiBs)} MiB/s`, met: md5.workerMiBs >= 300 },
    {
      goal: 'MD5 in the browser worker within 2x of md5sum',
      measured: `${ratio.toFixed(2)} of md5sum's rate (${(1 / ratio).toFixed(2)}x its time)`,
      met: ratio >= 0.5,
    },
  );
  return [
    `## 1. MD5 of ${n0(md5.bytes / 1_048_576)} MiB`,
    '',
    '| hashing | time s (median) | runs s | MiB/s |',
    '| --- | ---: | --- | ---: |',
    `| uploader \`fileMd5\` (MD5 worker, hash-wasm, slices of 10,240,000 bytes read from the File, two reads ahead) | ${s(md5.workerMs)} | ${md5.workerRuns.map(s).join(' / ')} | ${n0(md5.workerMiBs)} |`,
    `| \`md5sum\` on the same bytes on disk (in the page cache) | ${s(md5.md5sumMs)} | ${md5.md5sumRuns.map(s).join(' / ')} | ${n0(md5.md5sumMiBs)} |`,
    `| reference: hash-wasm in a page worker fed from memory (no Blob reads) | ${s(md5.memoryMs)} | | ${n0(md5.memoryMiBs)} |`,
    '',
    `All three digests equal: ${md5.sameHex ? 'yes' : '**no**'} (\`${md5.hex}\`). Load average up to ${md5.load}.`,
    '',
    ...plansTable(md5.plans ?? []),
  ];
}

const planName = (plan: Md5PlanFigures) =>
  plan.reader === 'stream'
    ? '`Blob.stream()`, pieces as the browser reads them'
    : plan.reader === 'parallel'
      ? `${plan.ahead} reader worker${plan.ahead > 1 ? 's' : ''} (\`Blob.arrayBuffer()\`, ${(plan.readBytes / 1_000_000).toFixed(2)} MB, 2 ahead each) handing slices to the hashing worker`
      : `${plan.reader === 'sync' ? '`FileReaderSync`' : '`md5Hex`, `Blob.arrayBuffer()`'} reads of ${(plan.readBytes / 1_000_000).toFixed(2)} MB${plan.reader === 'async' ? `, ${plan.ahead} ahead` : ''}`;

function plansTable(plans: Md5PlanFigures[]): string[] {
  if (!plans.length) return [];
  return [
    '### Read plans',
    '',
    "The same File hashed in a fresh worker per run by each way of reading it (the uploader's `md5Hex` with other plans, and two ways it does not use); the plans take turns, so load falls on each alike. The hasher is fed 10,240,000-byte slices in every plan but `stream`.",
    '',
    '| reading | time s (median) | runs s | MiB/s | digest |',
    '| --- | ---: | --- | ---: | --- |',
    ...plans.map(
      (plan) =>
        `| ${planName(plan)} | ${s(plan.ms)} | ${plan.runs.map(s).join(' / ')} | ${n0(plan.miBs)} | ${plan.sameHex === false ? '**differs**' : 'same'} |`,
    ),
    '',
    `Load average up to ${plans[0]!.load}.`,
    '',
  ];
}

function uploadSection(rows: UploadRow[], goals: Goal[]): string[] {
  const ours = rows.filter((row) => row.client === 'ChunkUploader');
  const lines = [
    '## 2. Upload end to end',
    '',
    '| size MiB | client | total s | MiB/s | MD5 s | chunks s (MiB/s) | wait + merge s | chunk calls | server CPU s | server RSS before → max MiB | load |',
    '| ---: | --- | ---: | ---: | ---: | --- | --- | ---: | ---: | --- | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.mib} | ${row.client}${row.ok ? '' : ` (**failed**: ${row.error ?? ''})`} | ${s(row.totalMs)} | ${n0(row.miBs)} | ${s(row.md5Ms)} | ${row.chunksMs === undefined ? '—' : `${s(row.chunksMs)} (${n0(row.chunksMiBs)})`} | ${row.mergeMs === undefined ? '—' : `${s(row.mergeWaitMs)} + ${s(row.mergeMs)}`} | ${row.chunkCalls ?? '—'} | ${row.rss.cpuS === undefined ? '—' : row.rss.cpuS.toFixed(1)} | ${n0(row.rss.before)} → ${n0(row.rss.max)} | ${row.load} |`,
    ),
    '',
  ];
  for (const row of ours) {
    const curl = rows.find((other) => other.client === 'curl -T' && other.mib === row.mib);
    if (!curl) continue;
    const share = row.miBs / curl.miBs;
    lines.push(
      `- ${row.mib} MiB: ChunkUploader at ${(share * 100).toFixed(0)}% of curl's rate (chunks alone: ${(((row.chunksMiBs ?? NaN) / curl.miBs) * 100).toFixed(0)}%).`,
    );
  }
  const largest = ours.at(-1);
  const largestCurl = rows.filter((row) => row.client === 'curl -T').at(-1);
  if (largest && largestCurl) {
    const share = largest.miBs / largestCurl.miBs;
    goals.push({
      goal: `upload of ${largest.mib} MiB with ChunkUploader ≥ 70% of curl -T`,
      measured: `${(share * 100).toFixed(0)}% (${n0(largest.miBs)} against ${n0(largestCurl.miBs)} MiB/s)`,
      met: largest.ok && largestCurl.ok && share >= 0.7,
    });
  }
  const smallest = ours[0];
  if (smallest && largest && smallest !== largest) {
    goals.push({
      goal: `server RSS does not grow with file size (peak at ${largest.mib} MiB within 10% of the peak at ${smallest.mib} MiB)`,
      measured: `peak ${n0(smallest.rss.max)} MiB at ${smallest.mib} MiB, ${n0(largest.rss.max)} MiB at ${largest.mib} MiB (over the RSS as each began: +${n0(smallest.rss.max - smallest.rss.before)} and +${n0(largest.rss.max - largest.rss.before)} MiB)`,
      met: largest.rss.max <= smallest.rss.max * 1.1,
    });
  }
  lines.push(
    '',
    "Total: from `ChunkUploader.add` to the merge's answer (MD5 in the worker, chunk test, the chunks as 5 MiB multipart posts, three on their way at once, each joined by the server as it arrives, the uploader's 300 ms wait, the merge: what is left joined, MD5 and content checked, the joined bytes renamed into place). curl: `curl -T` (PUT, octet-stream) to a bare Fastify route piping the body to a file, curl's own total time. Server CPU: user and system time of the server process meanwhile (/proc). RSS: the server process's VmRSS sampled every 100 ms (the bare route lives in the same process).",
    '',
  );
  return lines;
}

function resumeSection(resume: ResumeFigures, goals: Goal[]): string[] {
  const onlyMissing = resume.ok && resume.sentAfterRestart === resume.missingAtRestart && resume.resentHeld === 0;
  goals.push({
    goal: 'resume after a server kill sends only the missing chunks',
    measured: `${resume.sentAfterRestart} sent after the restart, ${resume.missingAtRestart} missing, ${resume.resentHeld} resent that were held${resume.ok ? '' : `; upload failed: ${resume.error ?? ''}`}`,
    met: onlyMissing,
  });
  return [
    `## 3. Resume after the server is killed (${resume.mib} MiB)`,
    '',
    '| | |',
    '| --- | ---: |',
    `| chunks of the file | ${resume.totalChunks} |`,
    `| chunks answered when the server was killed (SIGKILL) / sent | ${resume.acknowledgedAtKill} / ${resume.sentAtKill} |`,
    `| uploader after the kill | ${resume.statusAfterKill}${resume.noticesAfterKill.length ? ` (${resume.noticesAfterKill.join('; ')})` : ''} |`,
    `| restart over the same data, to READY | ${s(resume.restartMs)} s |`,
    `| chunks the server held at restart (chunk test) | ${resume.heldAtRestart} |`,
    `| chunks missing at restart | ${resume.missingAtRestart} |`,
    `| chunk calls after the restart (answered) | ${resume.sentAfterRestart} (${resume.acknowledgedAfterRestart}) |`,
    `| of them, chunks the server already held | ${resume.resentHeld} |`,
    `| retry to stored file | ${s(resume.ms)} s, ${resume.ok ? 'stored (MD5 checked by the merge)' : `**failed**: ${resume.error ?? ''}`} |`,
    `| server RSS after restart | ${n0(resume.rssAfterRestart)} MiB |`,
    '',
    `The page's uploader is the one that was uploading: after the kill its chunk gets no answer, it tries again, stops in error, and the bench presses "retry" (\`ChunkUploader.retry\`) once the server is back on the same port. Load average up to ${resume.load}.`,
    '',
  ];
}

function packSection(pack: NonNullable<FilesResults['pack']>): string[] {
  return [
    `## 4. Pack download of ${pack.files.toLocaleString('en')} small files`,
    '',
    '| | |',
    '| --- | ---: |',
    `| files stored first (simple upload call, 4 at a time), ${(pack.fileBytes / 1024).toFixed(0)} KiB of text each | ${s(pack.uploadMs)} s (${n0(pack.files / (pack.uploadMs / 1000))} files/s) |`,
    `| PackDownload call (files checked, pack remembered, link signed) | ${n0(pack.prepareMs)} ms |`,
    `| the link: first byte / whole zip | ${n0(pack.firstByteMs)} ms / ${s(pack.downloadMs)} s |`,
    `| zip size, entries in its end record | ${(pack.bytes / 1_048_576).toFixed(2)} MiB, ${pack.entries} |`,
    `| rate | ${n0(pack.files / (pack.downloadMs / 1000))} files/s, ${n1(pack.bytes / 1_048_576 / (pack.downloadMs / 1000))} MiB/s of zip |`,
    `| server RSS before → max (sampled every 50 ms) → after | ${n0(pack.rss.before)} → ${n0(pack.rss.max)} → ${n0(pack.rss.after)} MiB |`,
    '',
    `No goal set by the issue; load average up to ${pack.load}.`,
    '',
  ];
}

function importSection(figures: NonNullable<FilesResults['import']>): string[] {
  if ('notMeasured' in figures) return ['## 5. Import', '', `**Not measured**: ${figures.notMeasured}`, ''];
  return [
    `## 5. Import of ${figures.rows.toLocaleString('en')} users`,
    '',
    '| | |',
    '| --- | ---: |',
    `| spreadsheet | ${figures.rows} rows × ${figures.columns} filled columns (template: ${figures.templateColumns}), ${(figures.workbookBytes / 1024).toFixed(0)} KiB .xlsx |`,
    `| Uploader | ${n0(figures.uploadMs)} ms |`,
    `| ImportPreview (${figures.previewRows} rows back) | ${n0(figures.previewMs)} ms |`,
    `| ImportData | ${n0(figures.importMs)} ms: ${figures.imported} stored, ${figures.failed} refused${figures.firstFailure ? ` (first: ${figures.firstFailure})` : ''} |`,
    '',
    `No goal set by the issue; load average up to ${figures.load}.`,
    '',
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

function beforeAfterSection(comparison: BeforeAfter): string[] {
  const rate = (mib: number, ms: number) => n0(mib / (ms / 1000));
  const row = (run: BeforeAfterRun, label: string) => {
    const { upload, curl } = run;
    return `| ${label} | ${run.mib} | ${run.side} | ${upload.load} | ${s(run.md5WorkerMs)} (${rate(run.md5Mib, run.md5WorkerMs)}) | ${s(upload.totalMs)} (${n0(upload.miBs)}) | ${s(upload.md5Ms)} | ${s(upload.chunksMs)} | ${s(upload.mergeWaitMs)} + ${s(upload.mergeMs)} | ${upload.rss.cpuS === undefined ? '—' : upload.rss.cpuS.toFixed(1)} | ${s(curl.totalMs)} (${n0(curl.miBs)}) | ${((upload.miBs / curl.miBs) * 100).toFixed(0)}% |`;
  };
  const lines = [
    '## Before and after',
    '',
    comparison.note,
    '',
    '| round | MiB | code | load | MD5 part: worker s (MiB/s) | upload s (MiB/s) | its MD5 s | its chunks s | wait + merge s | server CPU s | curl -T s (MiB/s) | upload / curl |',
    '| ---: | ---: | --- | ---: | --- | --- | ---: | ---: | --- | ---: | --- | ---: |',
    ...comparison.runs.map((run, index) => row(run, String(Math.floor(index / 2) + 1))),
    '',
    'Medians of the rounds:',
    '',
    '| MiB | code | rounds | MD5 part: worker s | upload s | its MD5 s | its chunks s | its merge s | upload / curl |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const mib of [...new Set(comparison.runs.map((run) => run.mib))].sort((a, b) => a - b)) {
    for (const side of ['before', 'after'] as const) {
      const runs = comparison.runs.filter((run) => run.side === side && run.mib === mib);
      if (!runs.length) continue;
      const pick = (value: (run: BeforeAfterRun) => number | undefined) => s(median(runs.map((run) => value(run) ?? NaN)));
      lines.push(
        `| ${mib} | ${side} | ${runs.length} | ${pick((run) => run.md5WorkerMs)} | ${pick((run) => run.upload.totalMs)} | ${pick((run) => run.upload.md5Ms)} | ${pick((run) => run.upload.chunksMs)} | ${pick((run) => run.upload.mergeMs)} | ${(median(runs.map((run) => run.upload.miBs / run.curl.miBs)) * 100).toFixed(0)}% |`,
      );
    }
  }
  lines.push('');
  return lines;
}

export function renderReport(results: FilesResults): string {
  const goals: Goal[] = [];
  const sections = [
    ...(results.md5 ? md5Section(results.md5, goals) : []),
    ...(results.upload ? uploadSection(results.upload, goals) : []),
    ...(results.resume ? resumeSection(results.resume, goals) : []),
    ...(results.pack ? packSection(results.pack) : []),
    ...(results.import ? importSection(results.import) : []),
    ...(results.beforeAfter ? beforeAfterSection(results.beforeAfter) : []),
  ];
  return [
    `# Files benchmark (${results.date})`,
    '',
    `${results.machine}, Chromium ${results.chromium ?? '—'} headless, ${results.database}, files stored in ${results.fileStorage === 'folder' ? 'the data folder' : 'the database (file_blob)'}. Parts: ${results.parts.join(', ')}; file size ${results.sizeMb} MiB, ${results.source === 'memory' ? "the page's File a Blob built in its memory" : "the page's File the pattern file on disk, picked through a file input (Chromium reads it from disk, as a person's file)"}. Load average ${results.loadAtStart} at the start, ${results.loadAtEnd ?? '—'} at the end (2 cores shared with other work: the figures move with it). MiB/s = 1,048,576 bytes per second.`,
    '',
    '## Goals (issue 14)',
    '',
    '| goal | measured | |',
    '| --- | --- | --- |',
    ...goals.map((goal) => `| ${goal.goal} | ${goal.measured} | ${yes(goal.met)} |`),
    '',
    ...sections,
    '`npm run bench:files` (bench/files-bench.ts; `--only=md5,upload,resume,pack,import`; BENCH_FILES_MB=64 for a quick run).',
    '',
  ].join('\n');
}
