/** The socket benchmark's table, goals and method, as Markdown; the same figures go to JSON. */
import type { BroadcastResult, ChatResult } from './measurements';
import type { CpuSeconds } from './server-process';
import { ms, summarise, type Summary } from './stats';

export interface TargetResult {
  target: string;
  /** e.g. "PostgreSQL, 2 replicas". */
  label: string;
  replicas: number;
  clients: number;
  prepareMs: number;
  /** settleMs: after the last initMessage, until the presence news stopped; cpu over both. */
  connect: { latency: Summary; totalMs: number; settleMs: number; failed: number; cpu: CpuSeconds };
  /** Online/Offline frames the clients received while connecting. */
  presenceFrames: number;
  chat: (ChatResult & { cpu: CpuSeconds })[];
  broadcasts: BroadcastResult[];
  /** MiB per server process. */
  memory: { idle: number[]; peak: number[]; hwm: number[] };
  problems: Record<string, number>;
}

export interface RunInfo {
  date: string;
  node: string;
  cores: number;
  cpu: string;
  chatSeconds: number;
  broadcasts: number;
  logLevel: string;
  /** 1-minute load average when the run started and when it ended (other work on the machine skews every figure). */
  load: { start: number; end: number };
  notes: string[];
  elapsedMs: number;
}

export const goals = { chatP99Ms: 50, broadcastMs: 500, rssMiB: 400 } as const;

const cpu = (used: CpuSeconds) => `${used.servers.map((seconds) => seconds.toFixed(1)).join(' + ')} / ${used.clients.toFixed(1)}`;
const mib = (values: number[]) => values.map((value) => Math.round(value)).join(' + ');
const worstBroadcast = (result: TargetResult) => Math.max(...result.broadcasts.map((run) => run.lastMs));
const medianBroadcast = (result: TargetResult) => summarise(result.broadcasts.map((run) => run.lastMs)).p50;

export interface Verdict {
  target: string;
  chat: { p99: number; met: boolean };
  broadcast: { worstMs: number; met: boolean };
  memory: { peakMiB: number; met: boolean };
}

/** The goals judged on the first (nominal) chat rate, the worst broadcast run and the largest process. */
export function verdicts(results: TargetResult[]): Verdict[] {
  return results.map((result) => {
    const chat = result.chat[0];
    const chatP99 = chat && chat.delivered === chat.sent ? chat.latency.p99 : Infinity;
    const worstMs = result.broadcasts.every((run) => run.receivers === run.expected) ? worstBroadcast(result) : Infinity;
    const peakMiB = Math.max(...result.memory.peak);
    return {
      target: result.target,
      chat: { p99: chatP99, met: chatP99 < goals.chatP99Ms },
      broadcast: { worstMs, met: worstMs < goals.broadcastMs },
      memory: { peakMiB, met: peakMiB < goals.rssMiB },
    };
  });
}

export function renderMarkdown(results: TargetResult[], info: RunInfo): string {
  const lines = [
    `# Socket benchmark (${info.date})`,
    '',
    `Node ${info.node}, ${info.cores} cores (${info.cpu}). Clients (the \`ws\` package) in the benchmark process; each server in its own`,
    'process (`node --import tsx server/main.ts`, as `npm start` runs it), all on this machine, over loopback.',
    `Load average (1 min): ${info.load.start.toFixed(2)} at the start, ${info.load.end.toFixed(2)} at the end.`,
    '',
    '## Connect (every client at once) and memory',
    '',
    '| target | clients | connect p50 ms | connect p99 ms | all connected ms | failed | Online frames | settled ms later | CPU s server / clients | RSS idle MiB | RSS peak MiB | VmHWM MiB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.clients} | ${ms(r.connect.latency.p50)} | ${ms(r.connect.latency.p99)} | ${ms(r.connect.totalMs)} | ${r.connect.failed} | ${r.presenceFrames} | ${ms(r.connect.settleMs)} | ${cpu(r.connect.cpu)} | ${mib(r.memory.idle)} | ${mib(r.memory.peak)} | ${mib(r.memory.hwm)} |`,
    ),
    '',
    '## Chat delivery (sender → receiver, text)',
    '',
    '| target | msg/s | sent | delivered | p50 ms | p99 ms | max ms | CPU s server / clients |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap((r) =>
      r.chat.map(
        (c) =>
          `| ${r.label} | ${c.rate} | ${c.sent} | ${c.delivered}${c.misdelivered ? ` (${c.misdelivered} misdelivered)` : ''} | ${ms(c.latency.p50)} | ${ms(c.latency.p99)} | ${ms(c.latency.max)} | ${cpu(c.cpu)} |`,
      ),
    ),
    '',
    '## Notice released to everyone',
    '',
    '| target | runs | release call ms (median) | to last receiver ms (median) | worst run ms | receiver p50 ms | receiver p99 ms | received |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => {
      const releaseCall = summarise(r.broadcasts.map((run) => run.releaseCallMs)).p50;
      const p50 = summarise(r.broadcasts.map((run) => run.latency.p50)).p50;
      const p99 = Math.max(...r.broadcasts.map((run) => run.latency.p99));
      const received = r.broadcasts.map((run) => `${run.receivers}/${run.expected}`).join(', ');
      return `| ${r.label} | ${r.broadcasts.length} | ${ms(releaseCall)} | ${ms(medianBroadcast(r))} | ${ms(worstBroadcast(r))} | ${ms(p50)} | ${ms(p99)} | ${received} |`;
    }),
    '',
    `## Goals: chat p99 < ${goals.chatP99Ms} ms at ${results[0]?.clients ?? 1000} connected, broadcast to all < ${goals.broadcastMs} ms, RSS < ${goals.rssMiB} MiB`,
    '',
  ];
  const byTarget = new Map(results.map((r) => [r.target, r]));
  for (const verdict of verdicts(results)) {
    const result = byTarget.get(verdict.target)!;
    const mark = (met: boolean) => (met ? 'met' : '**not met**');
    lines.push(
      `- ${result.label}: chat p99 ${ms(verdict.chat.p99)} ms at ${result.chat[0]?.rate ?? '?'} msg/s (${mark(verdict.chat.met)}); ` +
        `broadcast worst ${ms(verdict.broadcast.worstMs)} ms (${mark(verdict.broadcast.met)}); ` +
        `peak RSS ${Math.round(verdict.memory.peakMiB)} MiB per process (${mark(verdict.memory.met)})`,
    );
  }
  const problems = results.flatMap((r) => Object.entries(r.problems).map(([text, count]) => `${r.label}: ${text} ×${count}`));
  lines.push('', problems.length ? 'Problems seen by the clients:' : 'No error frames and no socket closed by a server during the runs.');
  for (const problem of problems) lines.push(`- ${problem}`);
  for (const note of info.notes) lines.push(`- ${note}`);
  lines.push('', '## How it is measured', '', ...method(info), '', `Total time ${Math.round(info.elapsedMs / 1000)} s.`, '');
  return lines.join('\n');
}

function method(info: RunInfo): string[] {
  return [
    '- Database: a fresh PostgreSQL database `bench_socket` (created, migrated and seeded for each target, dropped after), or a fresh',
    '  PGlite folder under `.tmp/`. The bench users (`bench0001`…) are inserted directly and each gets a session from the server’s own',
    '  `SessionService.create`, as sign-in makes it: signing 1,000 users in through the API is scrypt-bound (~44/s, about 23 s) and',
    '  is what `npm run bench:server` measures.',
    '- Servers: `server/main.ts` in a child process with `PORT`, `DATABASE_URL` or `DATA_DIR`, request logging at ' +
      `\`${info.logLevel}\` (to a log file under \`.tmp/bench-socket/\`). Two replicas: two such processes on one database, each with`,
    '  its own pool and LISTEN connection; clients 1–500 connect to the first, 501–1,000 to the second.',
    '- Connect: all sockets are opened at once; per client, from `new WebSocket()` to the `initMessage` answering its `OnConnection`.',
    '  Each user coming online is announced to everyone connected (`Online`): n(n−1)/2 frames when the connections are served one',
    '  after another (PGlite serialises them), up to n(n−1) when they overlap (a user registered while others announce themselves).',
    `- Chat: client i is paired with client i+500 (with two replicas the two always sit on different replicas). Texts go out at a steady rate for ${info.chatSeconds} s,`,
    '  round-robin over the pairs, alternating direction; latency is from the `SendMessage` frame being written to the receiver’s',
    '  `receiveMessage` arriving, both clocks in the benchmark process. The server authenticates the frame, reads both users, stores the',
    '  message and conversation rows in one transaction, pushes it locally and (replicas) over NOTIFY. The goal is judged at the',
    '  first rate (by default 100 msg/s: each of 1,000 users sending a message every 10 s); the next ones show the headroom.',
    `- Broadcast: ${info.broadcasts} runs; each creates a notice for everyone as admin over HTTP, then times the release call`,
    '  (`PUT /api/message/{id}/Actions/Release`: a receipt for every enabled user in one transaction, then `messagePush` to every',
    '  connection) until the last connected client has its `messagePush`.',
    '- CPU: user + system seconds of each server process (`/proc/<pid>/stat`) and of the benchmark process over the phase;',
    '  PostgreSQL’s own processes are not counted. 2 cores give at most 2 s per second of wall time to share.',
    '- Memory: `VmRSS` of each server process from `/proc/<pid>/status` before the clients connect (idle) and sampled every 100 ms',
    '  from the first connect until the clients close (peak); `VmHWM` is the kernel’s peak over the process’s whole life.',
    '  On PGlite the database engine runs inside the server process, so its RSS includes the embedded PostgreSQL (about 400 MiB before',
    '  any client connects); the PostgreSQL targets’ figures leave out the PostgreSQL server’s own processes.',
    '- The benchmark process, the servers and PostgreSQL share the same cores, so every figure includes that contention. The clients',
    '  all live in one process, which reads every frame the 1,000 sockets receive: during the connect storm it is busy too.',
  ];
}
