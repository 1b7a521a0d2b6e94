/**
 * The simulated call centre: agents (one per extension), their queues, the calls and the callers. It
 * knows nothing of sockets: commands come in as method calls and every change goes out through
 * `emit` as the OLA event frame of the agent or the caller leg (cti-simulator/socket-server.ts sends
 * them to the subscribed connections).
 *
 * An agent's phone is simulated too: it answers when its key OK is pressed (cti-simulator/phones.ts,
 * the handset command of the softphone) or when the control API says so, and a phone that is not
 * registered gets no inbound calls.
 */
import { randomUUID } from 'node:crypto';
import type {
  OlaAgentSnapshot,
  OlaAgentState,
  OlaAgentStateEvent,
  OlaCallDirection,
  OlaCallerStateEvent,
  OlaPrivateData,
  OlaRecording,
} from '../api/cti/ola-protocol';

export interface SimCall {
  id: string;
  direction: OlaCallDirection;
  /** The caller (inbound) or the number dialled (outbound). */
  otherNumber: string;
  dnis: string;
  queue: string;
  agentExt: string | null;
  answered: boolean;
  /** Milliseconds since the epoch. */
  createdAt: number;
  answeredAt: number | null;
  endedAt: number | null;
  consultWith: string | null;
  threeWayWith: string | null;
  /** The recording of the current agent's part. */
  recording: string | null;
  /** Every recording of the call (each agent's part). */
  recordings: string[];
  transferredFrom: string[];
}

export interface SimAgent {
  ext: string;
  agentId: string;
  queue: string;
  state: OlaAgentState;
  oldState: OlaAgentState;
  privateData: OlaPrivateData;
  stateData: string;
  callId: string | null;
  /** When the agent last became ready (longest idle answers first). */
  readySince: number;
  changedAt: number;
}

export interface SimPhone {
  ext: string;
  registered: boolean;
  headset: boolean;
}

export type OutboundMode = 'answer' | 'abandon';

export interface OutboundRule {
  mode: OutboundMode;
  delayMs: number;
}

export type SimEvent = { key: string; frame: OlaAgentStateEvent | OlaCallerStateEvent };

export class SimError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface CallCentreOptions {
  emit: (event: SimEvent) => void;
  /** The hotline number callers dial (`dnis` of inbound calls). */
  hotline?: string;
  outbound?: OutboundRule;
  now?: () => number;
}

const inCall = new Set<OlaAgentState>(['busy', 'held', 'consulting', 'three-way']);
/** The waiting list of calls placed without a queue: any agent takes them. */
const ANY_QUEUE = '*';

export class CallCentre {
  readonly agents = new Map<string, SimAgent>();
  readonly calls = new Map<string, SimCall>();
  readonly phones = new Map<string, SimPhone>();
  /** Inbound calls waiting for a ready agent, by queue, oldest first. */
  readonly waiting = new Map<string, string[]>();
  outbound: OutboundRule;
  /** Rules for single numbers dialled, beside the default. */
  readonly outboundByNumber = new Map<string, OutboundRule>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly now: () => number;
  private readonly hotline: string;

  constructor(private readonly options: CallCentreOptions) {
    this.now = options.now ?? Date.now;
    this.hotline = options.hotline ?? '96123';
    this.outbound = options.outbound ?? { mode: 'answer', delayMs: 1500 };
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  reset(): void {
    this.close();
    this.agents.clear();
    this.calls.clear();
    this.waiting.clear();
    this.outboundByNumber.clear();
    for (const phone of this.phones.values()) Object.assign(phone, { registered: true, headset: false });
  }

  phone(ext: string): SimPhone {
    let phone = this.phones.get(ext);
    if (!phone) this.phones.set(ext, (phone = { ext, registered: true, headset: false }));
    return phone;
  }

  snapshot(ext: string): OlaAgentSnapshot {
    const agent = this.agents.get(ext);
    if (!agent) {
      return {
        agent_extn: ext,
        agent_id: '',
        queue: '',
        state: 'logout',
        old_state: 'logout',
        private_data: '',
        timestamp: this.seconds(),
      };
    }
    const call = agent.callId ? this.calls.get(agent.callId) : undefined;
    return {
      agent_extn: ext,
      agent_id: agent.agentId,
      queue: agent.queue,
      state: agent.state,
      old_state: agent.oldState,
      private_data: agent.privateData,
      timestamp: Math.floor(agent.changedAt / 1000),
      ...(call
        ? {
            call_direction: call.direction,
            call_accept: call.id,
            other_dn: call.otherNumber,
            ani: call.direction === 'outbound' ? ext : call.otherNumber,
            dnis: call.direction === 'outbound' ? call.otherNumber : call.dnis,
            other_answered: call.answered,
          }
        : {}),
    };
  }

  // ── agent commands ──────────────────────────────────────────────────────────────────────────────

  login(ext: string, queue: string, agentId: string): void {
    const existing = this.agents.get(ext);
    // Logging in again (a reconnected or second tab) keeps the agent as it is.
    if (existing && existing.state !== 'logout') {
      existing.agentId = agentId || existing.agentId;
      return;
    }
    const agent: SimAgent = existing ?? {
      ext,
      agentId,
      queue,
      state: 'logout',
      oldState: 'logout',
      privateData: '',
      stateData: '',
      callId: null,
      readySince: 0,
      changedAt: this.now(),
    };
    agent.queue = queue || agent.queue || 'default';
    agent.agentId = agentId || agent.agentId;
    this.agents.set(ext, agent);
    this.phone(ext);
    this.change(agent, 'login', '');
    this.change(agent, 'unready', '');
  }

  logout(ext: string): void {
    const agent = this.loggedIn(ext);
    if (inCall.has(agent.state)) throw new SimError(409, '通话中不能签出');
    this.change(agent, 'logout', '');
  }

  goReady(ext: string): void {
    const agent = this.loggedIn(ext);
    if (inCall.has(agent.state)) throw new SimError(409, '通话中不能置闲');
    if (agent.state !== 'ready') {
      agent.readySince = this.now();
      this.change(agent, 'ready', '');
    }
    this.dispatchWaiting(agent.queue);
  }

  goBreak(ext: string, reason: string): void {
    const agent = this.loggedIn(ext);
    if (inCall.has(agent.state)) throw new SimError(409, '通话中不能示忙');
    agent.stateData = reason;
    this.change(agent, 'unready', '');
  }

  dial(ext: string, dest: string): SimCall {
    const agent = this.loggedIn(ext);
    if (agent.state !== 'unready') throw new SimError(409, '请在示忙状态下外呼');
    if (!dest) throw new SimError(400, '缺少被叫号码');
    const call = this.newCall('outbound', dest, '', agent.queue);
    call.agentExt = ext;
    agent.callId = call.id;
    // The server rings the agent's own phone first (login type onhook), then the number: calling.
    this.change(agent, 'busy', 'calling');
    const rule = this.outboundByNumber.get(dest) ?? this.outbound;
    this.later(rule.delayMs, () => {
      if (agent.callId !== call.id || call.endedAt) return;
      if (rule.mode === 'answer') this.startAnswered(agent, call);
      else {
        this.endCall(call, 'abandoned');
      }
    });
    return call;
  }

  /** The agent's phone goes off hook on a ringing inbound call (key OK, or the control API). */
  answer(ext: string): SimCall {
    const agent = this.loggedIn(ext);
    const call = agent.callId ? this.calls.get(agent.callId) : undefined;
    if (!call || agent.state !== 'busy' || agent.privateData !== 'ring') throw new SimError(409, '没有振铃的来电');
    this.startAnswered(agent, call);
    return call;
  }

  hangupOther(ext: string): void {
    const agent = this.loggedIn(ext);
    const call = agent.callId ? this.calls.get(agent.callId) : undefined;
    if (!call || !inCall.has(agent.state)) throw new SimError(409, '没有通话');
    this.endCall(call, 'agent');
  }

  hold(ext: string): void {
    const agent = this.answeredAgent(ext, 'busy');
    this.change(agent, 'held', 'answered');
    this.callerEvent(ext, this.calls.get(agent.callId!)!, 'held');
  }

  unhold(ext: string): void {
    const agent = this.answeredAgent(ext, 'held');
    this.change(agent, 'busy', 'answered');
    this.callerEvent(ext, this.calls.get(agent.callId!)!, 'answered');
  }

  consult(ext: string, dest: string): void {
    if (!dest) throw new SimError(400, '缺少咨询号码');
    const agent = this.answeredAgent(ext, 'busy');
    this.calls.get(agent.callId!)!.consultWith = dest;
    this.change(agent, 'consulting', 'consulting');
  }

  unconsult(ext: string): void {
    const agent = this.answeredAgent(ext, 'consulting');
    this.calls.get(agent.callId!)!.consultWith = null;
    this.change(agent, 'busy', 'answered');
  }

  /** Three-way: `monitor` with three_way brings `dest` into the call; `unmonitor` lets them go. */
  threeWay(ext: string, dest: string): void {
    if (!dest) throw new SimError(400, '缺少三方号码');
    const agent = this.answeredAgent(ext, 'busy');
    this.calls.get(agent.callId!)!.threeWayWith = dest;
    this.change(agent, 'three-way', 'three_way');
  }

  endThreeWay(ext: string): void {
    const agent = this.answeredAgent(ext, 'three-way');
    this.calls.get(agent.callId!)!.threeWayWith = null;
    this.change(agent, 'busy', 'answered');
  }

  /**
   * The caller goes to `dest`: another agent's extension rings with the same call (and call id), any
   * other number takes the call away. While consulting, `dest` is usually the party consulted.
   */
  transfer(ext: string, dest: string): void {
    if (!dest) throw new SimError(400, '缺少转接号码');
    const agent = this.loggedIn(ext);
    const call = agent.callId ? this.calls.get(agent.callId) : undefined;
    if (!call || !call.answered || (agent.state !== 'busy' && agent.state !== 'consulting')) throw new SimError(409, '没有可转接的通话');
    if (call.direction === 'outbound') throw new SimError(409, '外呼通话不能转接');
    const target = this.agents.get(dest);
    if (target && (target.state !== 'ready' || !this.phone(dest).registered)) throw new SimError(409, `坐席 ${dest} 不可用`);
    this.finishAgentPart(agent, call);
    call.transferredFrom.push(ext);
    call.consultWith = null;
    call.answered = false;
    call.answeredAt = null;
    if (target) this.ring(target, call);
    else this.endCall(call, 'transferred out');
  }

  // ── callers ─────────────────────────────────────────────────────────────────────────────────────

  /**
   * A caller dials the hotline: the longest-ready agent of the queue (of any queue when none is named,
   * or the agent named) rings; with nobody ready the call waits in its queue.
   */
  placeInbound(caller: string, options: { queue?: string; ext?: string; dnis?: string } = {}): { call: SimCall; ext: string | null } {
    if (!caller) throw new SimError(400, '缺少主叫号码');
    const target = options.ext ? this.agents.get(options.ext) : this.longestReady(options.queue);
    const queue = options.queue ?? target?.queue ?? ANY_QUEUE;
    const call = this.newCall('inbound', caller, options.dnis ?? this.hotline, queue);
    if (target && target.state === 'ready' && this.phone(target.ext).registered) {
      this.ring(target, call);
      return { call, ext: target.ext };
    }
    if (options.ext) throw new SimError(409, `坐席 ${options.ext} 不在空闲状态`);
    const list = this.waiting.get(queue) ?? [];
    list.push(call.id);
    this.waiting.set(queue, list);
    return { call, ext: null };
  }

  /** The caller hangs up (abandons while ringing or waiting, or ends the conversation). */
  callerHangup(callId: string): void {
    const call = this.calls.get(callId);
    if (!call || call.endedAt) throw new SimError(404, '通话不存在');
    const list = this.waiting.get(call.queue);
    if (list?.includes(callId)) {
      this.waiting.set(
        call.queue,
        list.filter((id) => id !== callId),
      );
      call.endedAt = this.now();
      return;
    }
    this.endCall(call, 'caller');
  }

  callOfRecording(name: string): SimCall | undefined {
    for (const call of this.calls.values()) if (call.recordings.includes(name)) return call;
    return undefined;
  }

  // ── inside ──────────────────────────────────────────────────────────────────────────────────────

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private newCall(direction: OlaCallDirection, otherNumber: string, dnis: string, queue: string): SimCall {
    const call: SimCall = {
      id: randomUUID(),
      direction,
      otherNumber,
      dnis,
      queue,
      agentExt: null,
      answered: false,
      createdAt: this.now(),
      answeredAt: null,
      endedAt: null,
      consultWith: null,
      threeWayWith: null,
      recording: null,
      recordings: [],
      transferredFrom: [],
    };
    this.calls.set(call.id, call);
    this.trimEndedCalls();
    return call;
  }

  /** Ended calls are kept for their recordings, the newest 5,000. */
  private trimEndedCalls(): void {
    if (this.calls.size <= 6000) return;
    const ended = [...this.calls.values()].filter((call) => call.endedAt !== null).sort((a, b) => a.endedAt! - b.endedAt!);
    for (const call of ended.slice(0, ended.length - 5000)) this.calls.delete(call.id);
  }

  private loggedIn(ext: string): SimAgent {
    const agent = this.agents.get(ext);
    if (!agent || agent.state === 'logout') throw new SimError(409, `坐席 ${ext} 未签入`);
    return agent;
  }

  private answeredAgent(ext: string, state: OlaAgentState): SimAgent {
    const agent = this.loggedIn(ext);
    const call = agent.callId ? this.calls.get(agent.callId) : undefined;
    if (!call || !call.answered || agent.state !== state) throw new SimError(409, '当前状态不能执行此操作');
    return agent;
  }

  private longestReady(queue: string | undefined): SimAgent | undefined {
    let best: SimAgent | undefined;
    for (const agent of this.agents.values()) {
      if ((queue !== undefined && agent.queue !== queue) || agent.state !== 'ready' || !this.phone(agent.ext).registered) continue;
      if (!best || agent.readySince < best.readySince) best = agent;
    }
    return best;
  }

  private dispatchWaiting(queue: string): void {
    for (const key of [queue, ANY_QUEUE]) {
      const list = this.waiting.get(key);
      while (list?.length) {
        const agent = this.longestReady(key === ANY_QUEUE ? undefined : queue);
        if (!agent) return;
        const call = this.calls.get(list.shift()!);
        if (call && !call.endedAt) this.ring(agent, call);
      }
    }
  }

  private ring(agent: SimAgent, call: SimCall): void {
    call.agentExt = agent.ext;
    agent.callId = call.id;
    this.change(agent, 'busy', 'ring');
    this.callerEvent(agent.ext, call, 'ringing');
  }

  /** Both parties talk: the server starts recording and names the file on the answered event. */
  private startAnswered(agent: SimAgent, call: SimCall): void {
    call.answered = true;
    call.answeredAt = this.now();
    call.recording = `${call.id}-${agent.ext}.wav`;
    call.recordings.push(call.recording);
    this.change(agent, 'busy', 'answered', undefined, this.recordingOf(call));
    this.callerEvent(agent.ext, call, 'answered');
  }

  private recordingOf(call: SimCall): OlaRecording | undefined {
    return call.recording
      ? { created_at: new Date(call.answeredAt ?? this.now()).toISOString(), recording_file_name: call.recording }
      : undefined;
  }

  /** The agent's part of a call ends: after-call work, with the recording of an answered part. */
  private finishAgentPart(agent: SimAgent, call: SimCall): void {
    const recording = call.answered ? this.recordingOf(call) : undefined;
    const wasRinging = agent.state === 'busy' && !call.answered;
    agent.callId = null;
    agent.stateData = '';
    // A call that rang and was never answered sends the agent back to ready, like the queue does.
    if (wasRinging && call.direction === 'inbound') {
      agent.readySince = this.now();
      this.change(agent, 'ready', '', call);
    } else {
      this.change(agent, 'acw', '', call, recording);
    }
  }

  private endCall(call: SimCall, _why: string): void {
    if (call.endedAt) return;
    const agent = call.agentExt ? this.agents.get(call.agentExt) : undefined;
    if (agent && agent.callId === call.id) {
      this.callerEvent(agent.ext, call, 'hangup');
      this.finishAgentPart(agent, call);
    }
    call.endedAt = this.now();
    if (agent?.state === 'ready') this.dispatchWaiting(agent.queue);
  }

  private change(agent: SimAgent, state: OlaAgentState, privateData: OlaPrivateData, endedCall?: SimCall, recording?: OlaRecording): void {
    agent.oldState = agent.state;
    agent.state = state;
    agent.privateData = privateData;
    agent.changedAt = this.now();
    const snapshot = this.snapshot(agent.ext);
    const call = endedCall;
    const frame: OlaAgentStateEvent = {
      event_type: 'agent_state',
      ...snapshot,
      this_dn: agent.ext,
      ...(snapshot.call_accept ? { other_accept: snapshot.call_accept } : {}),
      ...(call ? { call_accept: call.id, other_accept: call.id, call_direction: call.direction, other_dn: call.otherNumber } : {}),
      ...(agent.stateData ? { state_data: agent.stateData } : {}),
      ...(recording ? { app_data: recording } : {}),
    };
    this.options.emit({ key: `ola.agent.${agent.ext}`, frame });
  }

  private callerEvent(ext: string, call: SimCall, callerState: string): void {
    this.options.emit({
      key: `ola.caller.${ext}`,
      frame: {
        event_type: 'agent_caller_state',
        agent_extn: ext,
        call_accept: call.id,
        caller_state: callerState,
        other_dn: call.otherNumber,
        timestamp: this.seconds(),
      },
    });
  }
}
