/**
 * The real server for the shell benchmark: `scripts/e2e-server.mjs` (fresh data folder under .tmp/,
 * seeded admin and demo users) serving a given build. Its output goes to a log file so the report
 * stays readable.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { waitForHealth } from '../wait-for-health';

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

export interface BenchServerOptions {
  root: string;
  port: number;
  dataDir: string;
  publicDir: string;
  logFile: string;
  adminPassword: string;
  demoPassword: string;
}

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = openSync(options.logFile, 'w');
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: options.root,
    stdio: ['ignore', log, log],
    // Its own process group, so that a last-resort SIGKILL also reaches the tsx and server processes under it.
    detached: true,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      PUBLIC_DIR: options.publicDir,
      ADMIN_PASSWORD: options.adminPassword,
      DEMO_PASSWORD: options.demoPassword,
    },
  });
  const url = `http://127.0.0.1:${options.port}`;
  const server: BenchServer = { url, stop: () => stopChild(child) };
  try {
    await waitForHealth(url, child, options.logFile, 180_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** SIGTERM (e2e-server.mjs forwards it to the server), SIGKILL to its group if it is still there after 10 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}
