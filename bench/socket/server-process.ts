/**
 * A server under test: `server/main.ts` in its own Node process (tsx loaded in-process with
 * `--import tsx`, so the child's pid is the server itself and /proc/<pid>/status is its memory).
 * Its request log and errors go to a log file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { benchAdminPassword, benchDemoPassword } from './bench-database';
import { waitForHealth } from '../wait-for-health';

export interface ServerProcess {
  url: string;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  root: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  logFile: string;
  logLevel: string;
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = openSync(options.logFile, 'w');
  // BENCH_CPU_PROF_DIR: each server writes a V8 CPU profile there when it stops (open in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(options.root, 'server', 'main.ts')], {
    cwd: options.root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl ?? '',
      DATA_DIR: options.dataDir,
      // No front end: the benchmark talks to the API and the socket only.
      PUBLIC_DIR: join(options.dataDir, 'no-public'),
      ADMIN_PASSWORD: benchAdminPassword,
      DEMO_PASSWORD: benchDemoPassword,
      LOG_LEVEL: options.logLevel,
    },
  });
  closeSync(log);
  if (child.pid === undefined) throw new Error('the server process did not start');
  const url = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = { url, pid: child.pid, logFile: options.logFile, stop: () => stopChild(child) };
  try {
    await waitForHealth(url, child, options.logFile, 120_000, 200);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** SIGTERM (main.ts closes the app and the database), SIGKILL after 15 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** VmRSS and VmHWM (the kernel's peak resident set) of a process, in MiB. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

/** CPU time (user + system) a process has used so far, in seconds (Linux counts in 1/100 s ticks). */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export interface CpuSeconds {
  /** Per server process. */
  servers: number[];
  /** The benchmark process (the clients). */
  clients: number;
}

/** Starts counting CPU time; the function answers what was used since. */
export function cpuMeter(pids: number[]): () => CpuSeconds {
  const servers = pids.map(cpuSecondsOf);
  const clients = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(clients);
    return {
      servers: pids.map((pid, index) => cpuSecondsOf(pid) - servers[index]!),
      clients: (used.user + used.system) / 1e6,
    };
  };
}

/** Samples the resident memory of processes every `everyMs` and keeps the peak of each. */
export class RssSampler {
  readonly peaks: number[];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pids: number[],
    everyMs = 100,
  ) {
    this.peaks = pids.map(() => 0);
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  private sample(): void {
    this.pids.forEach((pid, index) => {
      try {
        this.peaks[index] = Math.max(this.peaks[index]!, memoryOf(pid).rss);
      } catch {
        // the process is gone; its peak stays
      }
    });
  }

  stop(): number[] {
    this.sample();
    clearInterval(this.timer);
    return this.peaks;
  }
}
