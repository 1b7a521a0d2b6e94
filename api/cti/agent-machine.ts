/**
 * The softphone's agent state machine (spec 002 section 4.10), pure: `step(state, input)` gives the next
 * state and the effects the softphone carries out (commands to send, work-order calls, notices). The
 * button rules and the status timer's format live here too, so that every rule has one place and one
 * unit test.
 *
 * The OLA states it reads are in api/cti/ola-protocol.ts. Where the spec lists a reply's states only in
 * part (logout, ready, unready, busy answered, busy consulting), a reply naming another state (after a
 * reconnection: ringing, held, after-call work...) is read like the event of that state, so that the
 * panel comes back in the state the server holds.
 */
import type { OlaAgentSnapshot, OlaAgentStateEvent, OlaCallDirection, OlaCommand, OlaArgs, OlaRecording, OlaReply } from './ola-protocol';

export type AgentStatus =
  | 'disconnected'
  | 'unconfigured'
  | 'loggedOut'
  | 'paused'
  | 'idle'
  | 'ringingIn'
  | 'ringingOut'
  | 'onCall'
  | 'held'
  | 'consulting'
  | 'threeWay'
  | 'acw'
  | 'dialling'
  | 'offHook';

export const agentStatuses: readonly AgentStatus[] = [
  'disconnected',
  'unconfigured',
  'loggedOut',
  'paused',
  'idle',
  'ringingIn',
  'ringingOut',
  'onCall',
  'held',
  'consulting',
  'threeWay',
  'acw',
  'dialling',
  'offHook',
];

export interface CallInfo {
  /** `call_accept` (or `other_accept`): the call id, the work order's once-per-call key. */
  callId: string;
  direction: OlaCallDirection | '';
  /** The other party: the caller of an inbound call, the number dialled of an outbound one. */
  number: string;
  dnis: string;
  answered: boolean;
  /** Seconds since the epoch the call began (the server's timestamp). */
  startedAt: number;
  /** The recording's file name once the server records the call (`app_data` of the answered event); '' before. */
  recording: string;
}

export interface AgentState {
  status: AgentStatus;
  authenticated: boolean;
  call: CallInfo | null;
  /** Call ids whose screen-pop this tab already asked for (the server keeps the real once-only rule). */
  popped: readonly string[];
}

/** Keys of the softphone's words (screens/softphone/i18n.ts) for notices the machine raises. */
export type AgentNoticeKey = 'loginFailed' | 'nonInbound' | 'commandFailed';

export type AgentEffect =
  | { kind: 'command'; cmd: OlaCommand; args?: OlaArgs }
  | { kind: 'subscribe' }
  | { kind: 'notice'; key: AgentNoticeKey; level: 'error' | 'warning'; duration: number; text?: string }
  /** Inbound ring: create the call's work order and open it (`calling`). */
  | { kind: 'screenPop'; call: CallInfo }
  /** Inbound answered: look up the call's work order (`calling3`). */
  | { kind: 'findWorkOrder'; call: CallInfo }
  /** Answered: save the call's record after `delay` ms (`jtrecord`). */
  | { kind: 'saveAnswered'; call: CallInfo; delay: number }
  /** The call ended: its hang-up record (`gjrecord`), the recording when the server made one (`record`), outbound info (`outsaveinfo`). */
  | { kind: 'callEnded'; call: CallInfo; recording: OlaRecording | null };

export interface Step {
  state: AgentState;
  effects: AgentEffect[];
}

export type AgentInput =
  | { type: 'unconfigured' }
  | { type: 'socketClosed' }
  | { type: 'auth'; reply: OlaReply }
  | { type: 'reply'; cmd: OlaCommand; reply: OlaReply }
  | { type: 'event'; event: OlaAgentStateEvent }
  /** Local moments before the server reports: the agent dialled, or picked up the handset. */
  | { type: 'dialling' }
  | { type: 'offHook' };

export const initialAgentState: AgentState = { status: 'disconnected', authenticated: false, call: null, popped: [] };

export const ANSWER_RECORD_DELAY = 1000;
export const LOGIN_FAILED_DURATION = 5000;
export const NON_INBOUND_DURATION = 1500;
const POPPED_KEPT = 50;

const idle = (state: AgentState, status: AgentStatus): AgentState => ({ ...state, status, call: null });

function callOf(
  snapshot: Partial<OlaAgentSnapshot> & { other_accept?: string; app_data?: OlaRecording },
  previous: CallInfo | null,
): CallInfo {
  const callId = snapshot.call_accept || snapshot.other_accept || previous?.callId || '';
  const same = previous && previous.callId === callId;
  const direction = snapshot.call_direction ?? (same ? previous.direction : '');
  return {
    callId,
    direction,
    // The caller of an inbound call is `ani`; an outbound call's `ani` is the agent, the number dialled `other_dn`.
    number:
      (direction === 'outbound' ? snapshot.other_dn || snapshot.dnis : snapshot.ani || snapshot.other_dn) || (same ? previous.number : ''),
    dnis: snapshot.dnis || (same ? previous.dnis : ''),
    // An outbound call's own leg answers first (the server rings the agent's phone, then dials out):
    // it is answered when the other party is.
    answered: Boolean(snapshot.other_answered) || (direction !== 'outbound' && snapshot.private_data === 'answered'),
    startedAt: same ? previous.startedAt : (snapshot.timestamp ?? 0),
    recording: snapshot.app_data?.recording_file_name || (same ? previous.recording : ''),
  };
}

/** Busy states: a busy event from one of these is a change within the call. */
const inCall = new Set(['busy', 'held', 'consulting', 'three-way']);

function busyEvent(state: AgentState, event: OlaAgentStateEvent): Step {
  const call = callOf(event, state.call);
  const effects: AgentEffect[] = [];
  if (!inCall.has(event.old_state)) {
    // A call begins (spec: "busy from ready").
    if (event.private_data === 'three_way') return { state: { ...state, status: 'threeWay', call }, effects };
    if (call.direction === 'outbound') return { state: { ...state, status: 'ringingOut', call }, effects };
    let popped = state.popped;
    if (call.direction === 'inbound') {
      if (!popped.includes(call.callId)) {
        effects.push({ kind: 'screenPop', call });
        popped = [...popped, call.callId].slice(-POPPED_KEPT);
      }
    } else {
      effects.push({ kind: 'notice', key: 'nonInbound', level: 'error', duration: NON_INBOUND_DURATION });
    }
    return { state: { ...state, status: 'ringingIn', call, popped }, effects };
  }
  if (event.old_state === 'held' || event.old_state === 'consulting' || event.old_state === 'three-way') {
    return { state: { ...state, status: 'onCall', call: { ...call, answered: true } }, effects };
  }
  // Busy from busy: answered, or still ringing.
  if (call.direction === 'outbound') {
    if (!call.answered) return { state: { ...state, status: 'ringingOut', call }, effects };
    const wasAnswered = state.call?.callId === call.callId && state.call.answered;
    if (!wasAnswered) effects.push({ kind: 'saveAnswered', call, delay: ANSWER_RECORD_DELAY });
    return { state: { ...state, status: 'onCall', call }, effects };
  }
  if (event.private_data !== 'answered') return { state: { ...state, status: 'ringingIn', call }, effects };
  const wasAnswered = state.call?.callId === call.callId && state.call.answered;
  if (!wasAnswered) effects.push({ kind: 'findWorkOrder', call }, { kind: 'saveAnswered', call, delay: ANSWER_RECORD_DELAY });
  return { state: { ...state, status: 'onCall', call }, effects };
}

/** An `agent_state` event of the agent's own extension. */
function onEvent(state: AgentState, event: OlaAgentStateEvent): Step {
  switch (event.state) {
    case 'login':
    case 'unready':
      return { state: idle(state, 'paused'), effects: [] };
    case 'ready':
      return { state: idle(state, 'idle'), effects: [] };
    case 'logout':
      return { state: idle(state, 'loggedOut'), effects: [] };
    case 'acw': {
      const effects: AgentEffect[] = state.call
        ? [
            {
              kind: 'callEnded',
              call: state.call,
              recording: event.app_data ?? (state.call.recording ? { created_at: '', recording_file_name: state.call.recording } : null),
            },
          ]
        : [];
      return { state: idle(state, 'acw'), effects };
    }
    case 'busy':
      return busyEvent(state, event);
    case 'held':
      return { state: { ...state, status: 'held', call: callOf(event, state.call) }, effects: [] };
    case 'consulting':
      return { state: { ...state, status: 'consulting', call: callOf(event, state.call) }, effects: [] };
    case 'three-way':
      return { state: { ...state, status: 'threeWay', call: callOf(event, state.call) }, effects: [] };
    default:
      return { state, effects: [] };
  }
}

/** A reply's state (spec: logout, ready, unready, busy answered, busy consulting; the others as their events). */
function onReplyState(state: AgentState, reply: OlaReply): AgentState {
  const snapshot = reply as OlaAgentSnapshot;
  switch (reply.state) {
    case 'logout':
      return idle(state, 'loggedOut');
    case 'ready':
      return idle(state, 'idle');
    case 'login':
    case 'unready':
      return idle(state, 'paused');
    case 'acw':
      return idle(state, 'acw');
    case 'held':
      return { ...state, status: 'held', call: callOf(snapshot, state.call) };
    case 'consulting':
      return { ...state, status: 'consulting', call: callOf(snapshot, state.call) };
    case 'three-way':
      return { ...state, status: 'threeWay', call: callOf(snapshot, state.call) };
    case 'busy': {
      const call = callOf(snapshot, state.call);
      if (reply.private_data === 'consulting') return { ...state, status: 'consulting', call };
      if (reply.private_data === 'three_way') return { ...state, status: 'threeWay', call };
      if (call.answered) return { ...state, status: 'onCall', call };
      return { ...state, status: call.direction === 'outbound' ? 'ringingOut' : 'ringingIn', call };
    }
    default:
      return state;
  }
}

export function step(state: AgentState, input: AgentInput): Step {
  switch (input.type) {
    case 'unconfigured':
      return { state: { ...idle(state, 'unconfigured'), authenticated: false }, effects: [] };
    case 'socketClosed':
      return { state: { ...state, status: 'disconnected', authenticated: false }, effects: [] };
    case 'auth':
      if (input.reply.code !== 200) {
        return {
          state: { ...idle(state, 'loggedOut'), authenticated: false },
          effects: [{ kind: 'notice', key: 'loginFailed', level: 'error', duration: LOGIN_FAILED_DURATION, text: input.reply.text }],
        };
      }
      return {
        state: {
          ...state,
          status: state.status === 'disconnected' || state.status === 'unconfigured' ? 'loggedOut' : state.status,
          authenticated: true,
        },
        effects: [{ kind: 'command', cmd: 'login' }, { kind: 'subscribe' }, { kind: 'command', cmd: 'get_agent_state' }],
      };
    case 'reply': {
      const { reply } = input;
      if (reply.code !== 200) {
        // The server's state is asked again: a local dialling or off-hook state must not outlive a refusal.
        return {
          state,
          effects: [
            { kind: 'notice', key: 'commandFailed', level: 'error', duration: NON_INBOUND_DURATION, text: reply.text },
            ...(input.cmd === 'get_agent_state' ? [] : [{ kind: 'command', cmd: 'get_agent_state' } as const]),
          ],
        };
      }
      return { state: reply.state ? onReplyState(state, reply) : state, effects: [] };
    }
    case 'event':
      return onEvent(state, input.event);
    case 'dialling':
      return { state: { ...state, status: 'dialling' }, effects: [] };
    case 'offHook':
      // Only a call still ringing: the phone's answered event may have come first.
      return { state: state.status === 'ringingIn' ? { ...state, status: 'offHook' } : state, effects: [] };
  }
}

/** Whether the panel's buttons are enabled, and what the resume/pause button does (spec 002 section 4.10). */
export interface ButtonRules {
  pickUp: boolean;
  hangUp: boolean;
  /** The hold button: hold on a call, unhold when held. */
  hold: 'hold' | 'unhold' | null;
  transfer: boolean;
  /** The consult button: consult on a call, cancel while consulting. */
  consult: 'consult' | 'cancel' | null;
  consultTransfer: boolean;
  threeWay: boolean;
  /** The resume/pause button. */
  resume: ResumeAction | null;
}

export type ResumeAction = 'ready' | 'pause' | 'loginThenReady' | 'reconnect';

export function buttonRules(state: Pick<AgentState, 'status' | 'call'>): ButtonRules {
  const { status, call } = state;
  const onCall = status === 'onCall';
  return {
    pickUp: status === 'ringingIn',
    hangUp: onCall || status === 'held' || status === 'consulting' || status === 'threeWay',
    hold: onCall ? 'hold' : status === 'held' ? 'unhold' : null,
    transfer: onCall && call?.direction !== 'outbound',
    consult: onCall ? 'consult' : status === 'consulting' ? 'cancel' : null,
    consultTransfer: status === 'consulting',
    threeWay: onCall,
    resume: resumeAction(status),
  };
}

export function resumeAction(status: AgentStatus): ResumeAction | null {
  if (status === 'paused' || status === 'acw') return 'ready';
  if (status === 'idle') return 'pause';
  if (status === 'loggedOut') return 'loginThenReady';
  if (status === 'disconnected') return 'reconnect';
  return null;
}

/** Dialling only when paused; after-call work goes to break first; anything else is refused. */
export function dialDecision(status: AgentStatus): 'dial' | 'breakThenDial' | 'refuse' {
  if (status === 'paused') return 'dial';
  if (status === 'acw') return 'breakThenDial';
  return 'refuse';
}

export const DAY_SECONDS = 86_400;

/** The status timer: `(s)`, `(mm:ss)`, `(hh:mm:ss)`, starting again after 24 h. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds)) % DAY_SECONDS;
  const two = (n: number) => String(n).padStart(2, '0');
  if (seconds < 60) return `(${seconds})`;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `(${two(h)}:${two(m)}:${two(s)})` : `(${two(m)}:${two(s)})`;
}
