/**
 * The reference side of `npm run bench:files`: the page's bytes written to disk (bench/files/pattern.ts),
 * `md5sum` over them, and `curl -T` of them to the bare route.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { mib as MIB, patternBlock } from './pattern';

/** The file of `mib` MiB of the seed's pattern in `dir` (written once, then reused). */
export async function patternFile(dir: string, seed: number, mib: number): Promise<string> {
  // .mp4: an extension the upload calls accept for bytes file-type does not recognise (docs/files.md).
  const file = join(dir, `bench-${mib}mib-${seed}.mp4`);
  if (existsSync(file) && statSync(file).size === mib * MIB) return file;
  const block = patternBlock(seed);
  const out = createWriteStream(file);
  for (let n = 0; n < mib; n++) if (!out.write(block)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  return file;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

/** `md5sum file`: the hex and the wall time of the process. */
export async function md5sum(file: string): Promise<{ hex: string; ms: number }> {
  const result = await run('md5sum', [file]);
  if (result.code !== 0) throw new Error(`md5sum failed (${result.code}): ${result.stderr}`);
  return { hex: result.stdout.slice(0, 32), ms: result.ms };
}

/**
 * `curl -T file` (a PUT) to `url`: curl's own total time and byte count. No `Expect: 100-continue`
 * round trip, an octet-stream body.
 */
export async function curlPut(file: string, url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const result = await run('curl', [
    '-sS',
    '-o',
    '/dev/null',
    '-T',
    file,
    '-H',
    'Expect:',
    '-H',
    'Content-Type: application/octet-stream',
    '-w',
    '%{http_code} %{time_total} %{size_upload}',
    url,
  ]);
  if (result.code !== 0) throw new Error(`curl failed (${result.code}): ${result.stderr}`);
  const [status = '0', seconds = 'NaN', bytes = 'NaN'] = result.stdout.trim().split(' ');
  return { status: Number(status), ms: Number(seconds) * 1000, bytes: Number(bytes) };
}
