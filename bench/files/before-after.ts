/**
 * `tsx bench/files/before-after.ts <note file> <run.json>...`: the "Before and after" section of
 * bench/results/files.md. Each run.json is the .tmp/bench-files.json of one `--only=md5,upload` (or
 * `--only=upload`) run at one upload size, of the code before the change (a copy of the last commit: `git archive HEAD | tar -x -C dir`,
 * node_modules linked) or after it (the working tree), taking turns so that the machine's load falls on
 * both alike; a file whose path holds `before` counts as before. The section is kept in
 * bench/results/files.json (later runs of the bench keep it) and the report written again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, writeReport } from '../http-bench';
import { renderReport, type BeforeAfterRun, type FilesResults } from './report';

const [noteFile, ...runFiles] = process.argv.slice(2);
if (!noteFile || !runFiles.length) throw new Error('usage: before-after.ts <note file> <run.json>...');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

const runs: BeforeAfterRun[] = runFiles.map((file) => {
  const run = JSON.parse(readFileSync(file, 'utf8')) as FilesResults;
  const upload = run.upload?.find((row) => row.client === 'ChunkUploader');
  const curl = run.upload?.find((row) => row.client === 'curl -T' && row.mib === upload?.mib);
  if (!upload || !curl) throw new Error(`${file}: not a run of the upload part`);
  return {
    side: file.includes('before') ? 'before' : 'after',
    date: run.date,
    mib: upload.mib,
    md5WorkerMs: run.md5 ? median(run.md5.workerRuns) : NaN,
    md5Mib: run.md5 ? run.md5.bytes / 1_048_576 : NaN,
    upload,
    curl,
  };
});

const resultsFile = join(root, 'bench/results/files.json');
const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as FilesResults;
results.beforeAfter = { note: readFileSync(noteFile, 'utf8').trim(), runs };
writeReport(`${JSON.stringify(results, null, 2)}\n`, 'bench/results/files.json');
writeReport(renderReport(results), 'bench/results/files.md');
