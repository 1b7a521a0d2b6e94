import type { ChildProcess } from 'node:child_process';

/**
 * Polls the server's `/api/health` until it answers, failing at once when the child exits and after
 * `timeoutMs` otherwise (both errors name the log file). Shared by the benches that start servers.
 */
export async function waitForHealth(url: string, child: ChildProcess, logFile: string, timeoutMs: number, pollMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs / 1000} s; see ${logFile}`);
}
