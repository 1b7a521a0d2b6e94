/**
 * The softphone without its looks: the OLA client (api/cti/ola-client.ts) driving the agent state
 * machine (api/cti/agent-machine.ts), the machine's effects carried out (commands, the work-order
 * calls, notices), the panel's actions checked against the button rules, and the timers of spec 002
 * section 9.3 that belong to neither: the phone's registration checked every 60 s. The panel renders
 * its snapshot (`subscribe`/`getSnapshot`, for useSyncExternalStore).
 */
import {
  buttonRules,
  dialDecision,
  initialAgentState,
  step,
  type AgentEffect,
  type AgentInput,
  type AgentNoticeKey,
  type AgentState,
  type CallInfo,
} from '../../api/cti/agent-machine';
import { createOlaClient, OlaError, type OlaClient, type OlaSocketFactory, type OlaStatus } from '../../api/cti/ola-client';
import { agentChannel, callerChannel, type OlaArgs, type OlaCommand, type OlaReply } from '../../api/cti/ola-protocol';
import type { UuidSource } from '../../api/cti/uuid-source';
import {
  CALLWAY_INBOUND,
  CALLWAY_OUTBOUND,
  type CallStatusPayload,
  type RecordKind,
  type SoftphoneCalls,
} from '../../api/softphone-client';
import { ctiHttpBase, isConfigured, phoneUrl, type SoftphoneSettings } from './softphone-settings';

export const PHONE_CHECK_INTERVAL = 60_000;
export const OUTBOUND_SAVED_DURATION = 3500;
/** Lines the softphone's log keeps (the settings dialog downloads them). */
export const LOG_LINES = 500;

/** Notices of the softphone, keys of its words (screens/softphone/i18n.ts `notice.*`). */
export type SoftphoneNoticeKey =
  | AgentNoticeKey
  | 'phoneOffline'
  | 'phoneShared'
  | 'notConfigured'
  | 'restoreSocket'
  | 'networkError'
  | 'restorePhone'
  | 'retry'
  | 'dialWhenPaused'
  | 'dialRequired'
  | 'outboundSaved';

export interface SoftphoneNotice {
  key: SoftphoneNoticeKey;
  level: 'success' | 'error' | 'warning' | 'info';
  duration: number;
  /** The server's text, where the notice carries one. */
  text?: string;
}

export interface SoftphoneDeps {
  /** The telephony server's socket (`config.json` ctiServer); none: not configured. */
  ctiServer: string | undefined;
  settings: () => SoftphoneSettings;
  user: { userId: string; account: string };
  calls: SoftphoneCalls;
  createSocket?: OlaSocketFactory;
  uuids?: UuidSource;
  now?: () => number;
}

/** What the softphone asks of the page: notices, and the work order of an inbound call opened in its tab. */
export interface SoftphoneHandlers {
  notify: (notice: SoftphoneNotice) => void;
  /** Opens the work order of a call (the form tab 'incoming call screen-pop: {number}'). */
  openWorkOrder: (id: string, caller: string) => void;
}

export interface SoftphoneSnapshot {
  agent: AgentState;
  /** When the status last changed (ms): the status timer counts from it. */
  changedAt: number;
  connection: OlaStatus | 'idle';
  /** The last registration check: true, false, or null when unknown. */
  phoneRegistered: boolean | null;
  /** The number being consulted (the consult-transfer target). */
  consultTarget: string;
}

export class Softphone {
  private client: OlaClient | null = null;
  private snapshot: SoftphoneSnapshot;
  private readonly listeners = new Set<() => void>();
  private phoneTimer: ReturnType<typeof setInterval> | null = null;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly now: () => number;
  private stopped = true;
  private readonly logLines: string[] = [];
  private handlers: SoftphoneHandlers = { notify: () => undefined, openWorkOrder: () => undefined };

  constructor(private readonly deps: SoftphoneDeps) {
    this.now = deps.now ?? Date.now;
    this.snapshot = { agent: initialAgentState, changedAt: this.now(), connection: 'idle', phoneRegistered: null, consultTarget: '' };
  }

  /** The page's handlers (set again when they change). */
  setHandlers(handlers: SoftphoneHandlers): void {
    this.handlers = handlers;
  }

  // ── store ───────────────────────────────────────────────────────────────────────────────────────

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SoftphoneSnapshot => this.snapshot;

  private update(change: Partial<SoftphoneSnapshot>): void {
    const next = { ...this.snapshot, ...change };
    if (change.agent && change.agent.status !== this.snapshot.agent.status) next.changedAt = this.now();
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }

  /** One line of the softphone's log: what was sent, what came back, which state followed. */
  private log(line: string): void {
    this.logLines.push(`${new Date(this.now()).toISOString()} ${line}`);
    if (this.logLines.length > LOG_LINES) this.logLines.splice(0, this.logLines.length - LOG_LINES);
  }

  /** The log as text (the extension settings' download-log button). */
  logText(): string {
    return this.logLines.join('\n') + '\n';
  }

  private get ext(): string {
    return this.deps.settings().telExtnum;
  }

  // ── life ────────────────────────────────────────────────────────────────────────────────────────

  /** Connects when configured (else the state is 'not configured') and starts the phone check. */
  start(): void {
    this.stopped = false;
    const settings = this.deps.settings();
    if (!this.deps.ctiServer || !isConfigured(settings)) {
      this.apply({ type: 'unconfigured' });
      return;
    }
    this.connect();
    this.phoneTimer = setInterval(() => void this.checkPhone(), PHONE_CHECK_INTERVAL);
  }

  stop(): void {
    this.stopped = true;
    if (this.phoneTimer !== null) clearInterval(this.phoneTimer);
    this.phoneTimer = null;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.client?.close();
    this.client = null;
    this.update({ agent: { ...this.snapshot.agent, status: 'disconnected', authenticated: false }, connection: 'idle' });
  }

  /** New settings: start over with them. */
  restart(): void {
    this.stop();
    this.update({ agent: initialAgentState, phoneRegistered: null });
    this.start();
  }

  private connect(): void {
    this.client?.close();
    this.client = createOlaClient({
      url: this.deps.ctiServer!,
      createSocket: this.deps.createSocket,
      uuids: this.deps.uuids,
      onStatus: (connection) => {
        this.log(`socket ${connection}`);
        this.update({ connection });
      },
      onOpen: () => void this.authenticate(),
      onClose: () => this.apply({ type: 'socketClosed' }),
      onAgentState: (event) => {
        if (event.agent_extn !== this.ext) return;
        this.log(
          `event ${event.state} from ${event.old_state} ${event.private_data} ${event.call_direction ?? ''} ${event.call_accept ?? ''}`,
        );
        this.apply({ type: 'event', event });
      },
      onSilence: () => void this.send('get_agent_state'),
    });
  }

  private async authenticate(): Promise<void> {
    const settings = this.deps.settings();
    const reply = await this.request({
      action: 'auth',
      username: settings.telAccname || this.deps.user.account,
      password: settings.telPwd,
    });
    if (reply) this.apply({ type: 'auth', reply });
  }

  // ── the machine and its effects ─────────────────────────────────────────────────────────────────

  private apply(input: AgentInput): void {
    const result = step(this.snapshot.agent, input);
    if (result.state.status !== this.snapshot.agent.status) this.log(`state ${this.snapshot.agent.status} -> ${result.state.status}`);
    const consultTarget = result.state.status === 'consulting' ? this.snapshot.consultTarget : '';
    this.update({ agent: result.state, consultTarget });
    for (const effect of result.effects) void this.run(effect);
  }

  private async run(effect: AgentEffect): Promise<void> {
    switch (effect.kind) {
      case 'command':
        if ((await this.send(effect.cmd, effect.args))?.code === 200 && effect.cmd === 'login') await this.afterLogin();
        return;
      case 'subscribe':
        await this.request({ action: 'subscribe', key: agentChannel(this.ext) });
        await this.request({ action: 'subscribe', key: callerChannel(this.ext) });
        return;
      case 'notice':
        this.handlers.notify({ key: effect.key, level: effect.level, duration: effect.duration, text: effect.text });
        return;
      case 'screenPop':
        return this.screenPop(effect.call);
      case 'findWorkOrder':
        return this.findWorkOrder(effect.call);
      case 'saveAnswered':
        this.later(
          effect.delay,
          () => void this.saveRecord(effect.call.direction === 'outbound' ? 'record' : 'jtrecord', effect.call, effect.call.recording),
        );
        return;
      case 'callEnded':
        if (effect.recording) await this.saveRecord('gjrecord', effect.call, effect.recording.recording_file_name);
        if (effect.call.direction === 'outbound') await this.saveOutbound(effect.call);
        return;
    }
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private payload(call: CallInfo, status: string): CallStatusPayload {
    const outbound = call.direction === 'outbound';
    return {
      msgtype: '1',
      sendcode: outbound ? this.ext : call.number,
      recvcode: outbound ? call.number : call.dnis,
      callway: outbound ? CALLWAY_OUTBOUND : CALLWAY_INBOUND,
      callid: call.callId,
      status,
      calltime: call.startedAt ? call.startedAt * 1000 : this.now(),
      userid: this.deps.user.userId,
    };
  }

  /** Inbound ring: the call's work order (made once per call id by the server) opens in its tab. */
  private async screenPop(call: CallInfo): Promise<void> {
    try {
      const answer = await this.deps.calls.calling(this.payload(call, 'ring'));
      if (answer.success && answer.oid && answer.oid !== '0') this.handlers.openWorkOrder(answer.oid, call.number);
    } catch {
      // The request client showed the failure.
    }
  }

  /** Answered: the call's work order (made at the ring, maybe by another tab) comes to the front. */
  private async findWorkOrder(call: CallInfo): Promise<void> {
    try {
      const { oid } = await this.deps.calls.calling3(this.payload(call, 'answered'));
      if (oid && oid !== '0') this.handlers.openWorkOrder(oid, call.number);
    } catch {
      // shown by the request client
    }
  }

  private async saveRecord(kind: RecordKind, call: CallInfo, recording: string): Promise<void> {
    if (!recording || !this.deps.ctiServer) return;
    const payload = this.payload(call, 'answered');
    try {
      await this.deps.calls.record(kind, {
        userid: this.deps.user.userId,
        msgtype: '1',
        recordlist: [
          {
            sendcode: payload.sendcode,
            recvcode: payload.recvcode,
            account: this.deps.user.account,
            startTime: payload.calltime,
            callway: payload.callway,
            callid: call.callId,
            filepath: `${ctiHttpBase(this.deps.ctiServer)}/recordings/${recording}`,
          },
        ],
      });
    } catch {
      // shown by the request client
    }
  }

  private async saveOutbound(call: CallInfo): Promise<void> {
    try {
      const { description } = await this.deps.calls.outsaveinfo(this.payload(call, 'hangup'));
      if (description)
        this.handlers.notify({ key: 'outboundSaved', level: 'success', duration: OUTBOUND_SAVED_DURATION, text: description });
    } catch {
      // shown by the request client
    }
  }

  /** After login: the extension becomes the user's landline, a shared extension is warned about, the phone checked. */
  private async afterLogin(): Promise<void> {
    const ext = this.ext;
    try {
      await this.deps.calls.updateline(ext);
      const free = await this.deps.calls.getUNusenum(ext, this.deps.user.userId);
      if (!free) this.handlers.notify({ key: 'phoneShared', level: 'warning', duration: 5000 });
    } catch {
      // shown by the request client
    }
    await this.checkPhone();
  }

  /** The desk phone's registration; an offline phone sends an idle agent to break. */
  private async checkPhone(): Promise<boolean | null> {
    const url = phoneUrl(this.deps.settings());
    if (!url || this.stopped) return null;
    let registered: boolean;
    try {
      registered = await this.deps.calls.phonestate(url);
    } catch {
      return null; // the server cannot tell (no phone networks configured): not a reason to stop the agent
    }
    this.update({ phoneRegistered: registered });
    if (!registered) {
      this.handlers.notify({ key: 'phoneOffline', level: 'error', duration: 5000 });
      if (this.snapshot.agent.status === 'idle') await this.send('go_break', { reason: 'phoneOffline' });
    }
    return registered;
  }

  // ── sending ─────────────────────────────────────────────────────────────────────────────────────

  private async request(body: Parameters<OlaClient['request']>[0]): Promise<OlaReply | null> {
    if (!this.client) return null;
    this.log(`send ${body.action}${'cmd' in body ? ` ${body.cmd}` : ''}${'key' in body ? ` ${body.key}` : ''}`);
    try {
      const reply = await this.client.request(body);
      this.log(`reply ${reply.code} ${reply.text}${reply.state ? ` state ${reply.state}` : ''}`);
      return reply;
    } catch (error) {
      this.log(`failed ${error instanceof Error ? error.message : String(error)}`);
      if (error instanceof OlaError && error.kind === 'unsent')
        this.handlers.notify({ key: 'networkError', level: 'error', duration: 3000 });
      return null;
    }
  }

  /** An OLA command for the agent's extension; its reply goes through the machine. */
  private async send(cmd: OlaCommand, args: OlaArgs = {}): Promise<OlaReply | null> {
    const settings = this.deps.settings();
    const base: OlaArgs =
      cmd === 'login'
        ? { queue: settings.telAcdgroup, extn: settings.telExtnum, type: 'onhook', agent_id: this.deps.user.account }
        : { extn: settings.telExtnum };
    const reply = await this.request({ action: 'api', cmd, args: { ...base, ...args } });
    if (reply) this.apply({ type: 'reply', cmd, reply });
    return reply;
  }

  /** Commands need an open, authenticated socket: otherwise the agent is told to restore it. */
  private ready(): boolean {
    const { agent } = this.snapshot;
    if (agent.status === 'unconfigured') {
      this.handlers.notify({ key: 'notConfigured', level: 'warning', duration: 3000 });
      return false;
    }
    if (this.client?.status !== 'open' || !agent.authenticated) {
      this.handlers.notify({ key: 'restoreSocket', level: 'warning', duration: 3000 });
      return false;
    }
    return true;
  }

  // ── the panel's actions ─────────────────────────────────────────────────────────────────────────

  get rules() {
    return buttonRules(this.snapshot.agent);
  }

  async resume(): Promise<void> {
    const action = this.rules.resume;
    if (this.snapshot.agent.status === 'unconfigured') {
      this.handlers.notify({ key: 'notConfigured', level: 'warning', duration: 3000 });
      return;
    }
    if (action === 'reconnect') {
      if (!this.client) this.connect();
      else this.client.reconnect();
      return;
    }
    if (!action || !this.ready()) return;
    if (action === 'pause') {
      await this.send('go_break', { reason: 'rest' });
      return;
    }
    if (action === 'loginThenReady') {
      const login = await this.send('login');
      if (login?.code !== 200) return;
      await this.afterLogin();
    }
    // Going ready with a phone known to be offline: check again first.
    if (this.snapshot.phoneRegistered === false && (await this.checkPhone()) === false) {
      this.handlers.notify({ key: 'retry', level: 'warning', duration: 3000 });
      return;
    }
    await this.send('go_ready');
  }

  async dial(number: string): Promise<void> {
    if (!this.ready()) return;
    const decision = dialDecision(this.snapshot.agent.status);
    if (decision === 'refuse') {
      this.handlers.notify({ key: 'dialWhenPaused', level: 'warning', duration: 3000 });
      return;
    }
    if (decision === 'breakThenDial') {
      const reply = await this.send('go_break', { reason: 'dial' });
      if (reply?.code !== 200) return;
    }
    this.apply({ type: 'dialling' });
    await this.send('dial', { dest: number, gateway: '', otherStr: '' });
  }

  async pickUp(): Promise<void> {
    if (!this.rules.pickUp || !this.ready()) return;
    const url = phoneUrl(this.deps.settings(), 'OK');
    if (!url) {
      this.handlers.notify({ key: 'restorePhone', level: 'warning', duration: 3000 });
      return;
    }
    try {
      if (await this.deps.calls.jj(url)) this.apply({ type: 'offHook' });
      else this.handlers.notify({ key: 'restorePhone', level: 'warning', duration: 3000 });
    } catch {
      // shown by the request client
    }
  }

  async hangUp(): Promise<void> {
    if (this.rules.hangUp && this.ready()) await this.send('hangup_other');
  }

  async toggleHold(): Promise<void> {
    const hold = this.rules.hold;
    if (hold && this.ready()) await this.send(hold);
  }

  async transfer(dest: string): Promise<void> {
    if (this.rules.transfer && this.ready()) await this.send('transfer', { dest });
  }

  async consult(dest: string): Promise<void> {
    if (this.rules.consult !== 'consult' || !this.ready()) return;
    const reply = await this.send('consult', { dest });
    if (reply?.code === 200) this.update({ consultTarget: dest });
  }

  async cancelConsult(): Promise<void> {
    if (this.rules.consult === 'cancel' && this.ready()) await this.send('unconsult');
  }

  async consultTransfer(): Promise<void> {
    if (this.rules.consultTransfer && this.ready() && this.snapshot.consultTarget)
      await this.send('transfer', { dest: this.snapshot.consultTarget });
  }

  async threeWay(dest: string): Promise<void> {
    if (this.rules.threeWay && this.ready()) await this.send('monitor', { dest, three_way: true });
  }

  /** Refresh: the agent's state again, or a new connection when there is none. */
  async refresh(): Promise<void> {
    if (this.snapshot.agent.status === 'unconfigured') return this.restart();
    if (this.client?.status === 'open' && this.snapshot.agent.authenticated) await this.send('get_agent_state');
    else if (this.client) this.client.reconnect();
    else this.connect();
  }

  async logout(): Promise<void> {
    if (this.ready()) await this.send('logout');
  }

  /** The handset mode on the desk phone (settings' headset switch). */
  async setHeadset(headset: boolean): Promise<void> {
    const url = phoneUrl(this.deps.settings(), headset ? 'HEADSET' : 'SPEAKER');
    if (!url) return;
    try {
      await this.deps.calls.jj(url);
    } catch {
      // shown by the request client
    }
  }
}
