/**
 * The OLA v2 frames (spec 002 sections 3.7 and 7.10): the telephony server's WebSocket speaks one JSON
 * object per frame. Every request carries a `uuid`; the server answers each with a `command/reply`
 * frame carrying the same uuid and a `code` (200 success), and pushes `agent_state` and
 * `agent_caller_state` events to the connections subscribed to `ola.agent.{ext}` and `ola.caller.{ext}`.
 * Shared by the browser client (api/cti/ola-client.ts) and the simulator (cti-simulator/).
 */

/** Agent states the server reports (the list). */
export type OlaAgentState = 'login' | 'logout' | 'ready' | 'unready' | 'busy' | 'acw' | 'held' | 'consulting' | 'three-way';

export const olaAgentStates: readonly OlaAgentState[] = [
  'login',
  'logout',
  'ready',
  'unready',
  'busy',
  'acw',
  'held',
  'consulting',
  'three-way',
];

/** What a busy agent's call is doing. */
export type OlaPrivateData = 'ring' | 'calling' | 'answered' | 'consulting' | 'three_way' | '';

/** `internal`: a call between agents (a consultation); it creates no work order. */
export type OlaCallDirection = 'inbound' | 'outbound' | 'internal';

/** The `cmd` of an `{action: 'api'}` request. */
export type OlaCommand =
  | 'login'
  | 'logout'
  | 'go_ready'
  | 'go_break'
  | 'get_agent_state'
  | 'dial'
  | 'hangup_other'
  | 'hold'
  | 'unhold'
  | 'transfer'
  | 'consult'
  | 'unconsult'
  | 'monitor'
  | 'unmonitor';

export const olaCommands: readonly OlaCommand[] = [
  'login',
  'logout',
  'go_ready',
  'go_break',
  'get_agent_state',
  'dial',
  'hangup_other',
  'hold',
  'unhold',
  'transfer',
  'consult',
  'unconsult',
  'monitor',
  'unmonitor',
];

export type OlaArgs = Record<string, string | number | boolean>;

export type OlaRequest =
  | { action: 'auth'; uuid: string; username: string; password: string }
  | { action: 'api'; uuid: string; cmd: OlaCommand; args: OlaArgs }
  | { action: 'subscribe' | 'unsubscribe'; uuid: string; key: string }
  | { action: 'ping'; uuid: string };

/** The agent's state as `get_agent_state` (and `GET agents/{ext}`) report it. */
export interface OlaAgentSnapshot {
  agent_extn: string;
  agent_id: string;
  queue: string;
  state: OlaAgentState;
  old_state: OlaAgentState;
  private_data: OlaPrivateData;
  call_direction?: OlaCallDirection;
  /** The call id of the current call (the work order's once-per-call key). */
  call_accept?: string;
  other_dn?: string;
  ani?: string;
  dnis?: string;
  other_answered?: boolean;
  /** Seconds since the epoch of the last change. */
  timestamp: number;
}

export interface OlaReply extends Partial<OlaAgentSnapshot> {
  event_type: 'command/reply';
  uuid: string;
  /** 200 success; 400 bad request, 401 auth failed, 403 not authenticated, 404 unknown agent, 409 not in this state. */
  code: number;
  text: string;
  cmd?: string;
}

export interface OlaRecording {
  created_at: string;
  recording_file_name: string;
}

export interface OlaAgentStateEvent extends OlaAgentSnapshot {
  event_type: 'agent_state';
  this_dn: string;
  /** The spec's name for the call id (spec 002 section 3.7); the same value as `call_accept`. */
  other_accept?: string;
  state_data?: string;
  /** On the event that ends a recorded call. */
  app_data?: OlaRecording;
}

export interface OlaCallerStateEvent {
  event_type: 'agent_caller_state';
  agent_extn: string;
  call_accept: string;
  /** ringing, answered, held, hangup. */
  caller_state: string;
  other_dn: string;
  timestamp: number;
}

export type OlaServerFrame = OlaReply | OlaAgentStateEvent | OlaCallerStateEvent;

export const agentChannel = (extension: string) => `ola.agent.${extension}`;
export const callerChannel = (extension: string) => `ola.caller.${extension}`;

/** The frame as a server frame, or null when it is not one (not JSON, not an object, no event_type). */
export function parseServerFrame(data: unknown): OlaServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const type = (value as { event_type?: unknown }).event_type;
    return type === 'command/reply' || type === 'agent_state' || type === 'agent_caller_state' ? (value as OlaServerFrame) : null;
  } catch {
    return null;
  }
}
