// `npm start` after the build check: runs the compiled server (dist-server/main.js) and, unless
// `CTI_URL` names a telephony (OLA) server, the CTI simulator beside it in demo mode (docs/softphone.md):
// the scenario cti-simulator/scenarios/demo.json on `CTI_PORT` (default 5066), `CTI_URL` pointing at it
// and `PHONE_NETWORKS` allowing its simulated desk phones on 127.0.0.1. A simulator already answering on
// that port is used as it is; one that cannot start leaves the platform running without a softphone
// server. `CTI_SIMULATOR=off` starts none. Signals reach both children; when the server ends, so does
// the simulator.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
let simulator = null;

async function simulatorAnswers(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) });
    const body = await response.json();
    return response.ok && body?.status === 'ok';
  } catch {
    return false;
  }
}

async function startSimulator() {
  const port = Number(env.CTI_PORT || 5066);
  if (!(await simulatorAnswers(port))) {
    simulator = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'cti-simulator', 'main.ts')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, CTI_PORT: String(port), CTI_SCENARIO: env.CTI_SCENARIO || path.join(root, 'cti-simulator', 'scenarios', 'demo.json') },
    });
    const exited = new Promise((resolve) => simulator.once('exit', () => resolve(false)));
    let up = false;
    for (let i = 0; i < 60 && !up; i++) {
      up = await Promise.race([simulatorAnswers(port), exited]);
      if (simulator.exitCode !== null) break;
      if (!up) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!up) {
      console.warn(`  CTI simulator did not start on port ${port}: the softphone has no telephony server (set CTI_URL or CTI_PORT)`);
      if (simulator.exitCode === null) simulator.kill('SIGTERM');
      simulator = null;
      return;
    }
  }
  env.CTI_URL = `ws://127.0.0.1:${port}/ola_socket`;
  if (!env.PHONE_NETWORKS) env.PHONE_NETWORKS = '127.0.0.1/32';
}

if (!env.CTI_URL && env.CTI_SIMULATOR !== 'off') await startSimulator();

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist-server', 'main.js')], { cwd: root, stdio: 'inherit', env });

const forward = (signal) => {
  for (const child of [server, simulator]) if (child && child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
server.on('exit', (code, signal) => {
  if (simulator && simulator.exitCode === null) simulator.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
