/**
 * Headless agents for `npm run bench:cti`: each one is the softphone's own protocol client
 * (api/cti/ola-client.ts over `ws`) signed in to the simulator and the platform, doing on every
 * inbound ring what the browser softphone does: the screen-pop call `calling` (from two tabs at once,
 * to try the once-per-call rule), then on answering `calling3` and the answered record; after the talk
 * time it hangs up and goes ready again. Latencies are taken at the agent (ring received → work order
 * answered) and from the simulator's ring (the bench notes when it placed each call).
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createOlaClient, type OlaClient, type OlaSocket } from '../../api/cti/ola-client';
import type { OlaAgentStateEvent } from '../../api/cti/ola-protocol';
import { createUuidSource } from '../../api/cti/uuid-source';

export interface FleetOptions {
  platform: string;
  ctiUrl: string;
  /** Milliseconds from answering to hanging up. */
  talkMs: number;
  /** Milliseconds from the screen-pop to answering. */
  answerAfterMs: number;
  /** Parallel screen-pop calls per ring (tabs of the same agent). */
  tabs: number;
  /** Answers the ringing call on the agent's phone (the simulator, in process). */
  answer: (ext: string) => void;
  /** When the bench placed the call (performance.now()), by call id. */
  placedAt: Map<string, number>;
}

export interface FleetStats {
  /** Ring received at the agent → first screen-pop answer (the server's part, over loopback HTTP). */
  agentSide: number[];
  /** Call placed at the simulator → first screen-pop answer. */
  fromRing: number[];
  /** Every screen-pop call's own latency. */
  requests: number[];
  popped: number;
  failures: string[];
}

export const newStats = (): FleetStats => ({ agentSide: [], fromRing: [], requests: [], popped: 0, failures: [] });

interface CallingAnswer {
  code: number;
  msg: string;
  data?: { success?: boolean; oid?: string };
}

export class HeadlessAgent {
  private client: OlaClient | null = null;
  private answered = new Set<string>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    readonly ext: string,
    readonly queue: string,
    private readonly account: string,
    private readonly token: string,
    private readonly options: FleetOptions,
    private readonly stats: FleetStats,
  ) {}

  private post(path: string, body: unknown): Promise<CallingAnswer> {
    return fetch(`${this.options.platform}${path}`, {
      method: 'POST',
      headers: { authorization: this.token, 'content-type': 'application/json', 'jnpf-origin': 'pc' },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<CallingAnswer>);
  }

  async start(): Promise<void> {
    let opened: () => void = () => undefined;
    const open = new Promise<void>((resolve) => (opened = resolve));
    this.client = createOlaClient({
      url: this.options.ctiUrl,
      createSocket: (url) => new WebSocket(url) as unknown as OlaSocket,
      uuids: createUuidSource(),
      onOpen: () => opened(),
      onAgentState: (event) => void this.onEvent(event).catch((error: unknown) => this.stats.failures.push(String(error))),
    });
    await open;
    const client = this.client;
    const expectOk = async (what: string, reply: Promise<{ code: number; text: string }>) => {
      const answer = await reply;
      if (answer.code !== 200) throw new Error(`${this.ext} ${what}: ${answer.code} ${answer.text}`);
    };
    await expectOk('auth', client.request({ action: 'auth', username: this.account, password: '' }));
    await expectOk('subscribe', client.request({ action: 'subscribe', key: `ola.agent.${this.ext}` }));
    await expectOk('login', client.command('login', { queue: this.queue, extn: this.ext, type: 'onhook', agent_id: this.account }));
    await expectOk('ready', client.command('go_ready', { extn: this.ext }));
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.client?.close();
    this.client = null;
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private command(cmd: 'hangup_other' | 'go_ready'): Promise<unknown> {
    return this.client
      ? this.client.command(cmd, { extn: this.ext }).catch((error: unknown) => this.stats.failures.push(`${cmd}: ${String(error)}`))
      : Promise.resolve();
  }

  private payload(event: OlaAgentStateEvent, status: string) {
    return {
      msgtype: '1',
      sendcode: event.ani ?? '',
      recvcode: event.dnis ?? '',
      callway: '呼入',
      callid: event.call_accept ?? '',
      status,
      calltime: Date.now(),
      userid: this.account,
    };
  }

  private async onEvent(event: OlaAgentStateEvent): Promise<void> {
    const callId = event.call_accept ?? '';
    if (event.state === 'busy' && event.private_data === 'ring' && event.call_direction === 'inbound') {
      const received = performance.now();
      let first = Infinity;
      await Promise.all(
        Array.from({ length: this.options.tabs }, async () => {
          const sent = performance.now();
          const answer = await this.post('/api/App/AppWorkorder/calling', this.payload(event, 'ring'));
          const done = performance.now();
          this.stats.requests.push(done - sent);
          if (answer.code === 200 && answer.data?.success) first = Math.min(first, done);
          else this.stats.failures.push(`calling ${callId}: ${answer.code} ${answer.msg}`);
        }),
      );
      if (Number.isFinite(first)) {
        this.stats.popped += 1;
        this.stats.agentSide.push(first - received);
        const placed = this.options.placedAt.get(callId);
        if (placed !== undefined) this.stats.fromRing.push(first - placed);
      }
      this.later(this.options.answerAfterMs, () => this.options.answer(this.ext));
      return;
    }
    if (event.state === 'busy' && event.private_data === 'answered' && !this.answered.has(callId)) {
      this.answered.add(callId);
      await this.post('/api/App/AppWorkorder/calling3', this.payload(event, 'answered'));
      const recording = event.app_data?.recording_file_name;
      if (recording) {
        await this.post('/api/App/AppWorkorder/jtrecord', {
          userid: this.account,
          msgtype: '1',
          recordlist: [
            { callid: callId, filepath: `bench://${recording}`, callway: '呼入', sendcode: event.ani ?? '', recvcode: event.dnis ?? '' },
          ],
        });
      }
      this.later(this.options.talkMs, () => void this.command('hangup_other'));
      return;
    }
    if (event.state === 'acw') {
      this.answered.delete(callId);
      await this.command('go_ready');
    }
  }
}
