import { describe, expect, it } from 'vitest';
import {
  agentStatuses,
  buttonRules,
  dialDecision,
  formatElapsed,
  initialAgentState,
  resumeAction,
  step,
  type AgentState,
  type AgentStatus,
  type CallInfo,
} from '../../../../api/cti/agent-machine';
import type { OlaAgentStateEvent, OlaReply } from '../../../../api/cti/ola-protocol';

const at = (status: AgentStatus, extra: Partial<AgentState> = {}): AgentState => ({
  ...initialAgentState,
  status,
  authenticated: true,
  ...extra,
});

const event = (fields: Partial<OlaAgentStateEvent>): OlaAgentStateEvent => ({
  event_type: 'agent_state',
  agent_extn: '1001',
  agent_id: 'agent01',
  queue: 'hotline',
  this_dn: '1001',
  state: 'ready',
  old_state: 'unready',
  private_data: '',
  timestamp: 1_700_000_000,
  ...fields,
});

const reply = (fields: Partial<OlaReply>): OlaReply => ({
  event_type: 'command/reply',
  uuid: '000000000001',
  code: 200,
  text: 'OK',
  ...fields,
});

const ringIn = event({
  state: 'busy',
  old_state: 'ready',
  private_data: 'ring',
  call_direction: 'inbound',
  call_accept: 'c-1',
  ani: '13800000001',
  dnis: '96000',
});
const call: CallInfo = {
  callId: 'c-1',
  direction: 'inbound',
  number: '13800000001',
  dnis: '96000',
  answered: false,
  startedAt: 1_700_000_000,
  recording: '',
};

describe('agent machine: connection and authentication', () => {
  it('auth success logs in, subscribes and asks the agent state', () => {
    const result = step(initialAgentState, { type: 'auth', reply: reply({}) });
    expect(result.state).toMatchObject({ status: 'loggedOut', authenticated: true });
    expect(result.effects).toEqual([{ kind: 'command', cmd: 'login' }, { kind: 'subscribe' }, { kind: 'command', cmd: 'get_agent_state' }]);
  });

  it('auth failure says "{text} login failed" for 5 s', () => {
    const result = step(initialAgentState, { type: 'auth', reply: reply({ code: 401, text: 'bad password' }) });
    expect(result.state).toMatchObject({ status: 'loggedOut', authenticated: false });
    expect(result.effects).toEqual([{ kind: 'notice', key: 'loginFailed', level: 'error', duration: 5000, text: 'bad password' }]);
  });

  it('a closed socket is not connected; no extension is not configured', () => {
    expect(step(at('onCall', { call }), { type: 'socketClosed' }).state).toMatchObject({ status: 'disconnected', authenticated: false });
    expect(step(at('idle'), { type: 'unconfigured' }).state.status).toBe('unconfigured');
  });
});

describe('agent machine: reply states', () => {
  const cases: [Partial<OlaReply>, AgentStatus][] = [
    [{ state: 'logout' }, 'loggedOut'],
    [{ state: 'ready' }, 'idle'],
    [{ state: 'unready' }, 'paused'],
    [{ state: 'busy', private_data: 'answered', call_accept: 'c-1', call_direction: 'inbound' }, 'onCall'],
    [{ state: 'busy', private_data: 'consulting', call_accept: 'c-1' }, 'consulting'],
    // Restoring after a reconnection: the other states read like their events.
    [{ state: 'login' }, 'paused'],
    [{ state: 'acw' }, 'acw'],
    [{ state: 'held', call_accept: 'c-1' }, 'held'],
    [{ state: 'three-way', call_accept: 'c-1' }, 'threeWay'],
    [{ state: 'busy', private_data: 'ring', call_direction: 'inbound', call_accept: 'c-1' }, 'ringingIn'],
    [{ state: 'busy', private_data: 'calling', call_direction: 'outbound', call_accept: 'c-1' }, 'ringingOut'],
  ];
  it.each(cases)('reply %o goes to %s', (fields, status) => {
    const result = step(at('disconnected'), { type: 'reply', cmd: 'get_agent_state', reply: reply(fields) });
    expect(result.state.status).toBe(status);
    expect(result.effects).toEqual([]);
  });

  it('a reply without a state changes nothing', () => {
    expect(step(at('idle'), { type: 'reply', cmd: 'hold', reply: reply({}) }).state.status).toBe('idle');
  });

  it('a refused command says the server text and asks the state again', () => {
    const result = step(at('dialling'), { type: 'reply', cmd: 'dial', reply: reply({ code: 409, text: '坐席不在示忙状态' }) });
    expect(result.state.status).toBe('dialling');
    expect(result.effects).toEqual([
      { kind: 'notice', key: 'commandFailed', level: 'error', duration: 1500, text: '坐席不在示忙状态' },
      { kind: 'command', cmd: 'get_agent_state' },
    ]);
    expect(step(at('idle'), { type: 'reply', cmd: 'get_agent_state', reply: reply({ code: 404, text: 'x' }) }).effects).toHaveLength(1);
  });
});

describe('agent machine: agent_state events', () => {
  it.each([
    ['login', 'paused'],
    ['unready', 'paused'],
    ['ready', 'idle'],
    ['logout', 'loggedOut'],
    ['acw', 'acw'],
  ] as const)('%s goes to %s', (state, status) => {
    expect(step(at('idle'), { type: 'event', event: event({ state }) }).state.status).toBe(status);
  });

  it('busy from ready, inbound: creates the work order once per call id and rings in', () => {
    const first = step(at('idle'), { type: 'event', event: ringIn });
    expect(first.state.status).toBe('ringingIn');
    expect(first.state.call).toEqual(call);
    expect(first.effects).toEqual([{ kind: 'screenPop', call }]);
    // The same call ringing again (a second event, a re-sent frame) pops nothing.
    const again = step(at('idle', { popped: first.state.popped }), { type: 'event', event: ringIn });
    expect(again.effects).toEqual([]);
  });

  it('the spec’s other_accept names the call when call_accept is missing', () => {
    const result = step(at('idle'), { type: 'event', event: { ...ringIn, call_accept: undefined, other_accept: 'c-9' } });
    expect(result.state.call?.callId).toBe('c-9');
  });

  it('busy from ready without a direction: no work order, an error notice for 1.5 s', () => {
    const result = step(at('idle'), { type: 'event', event: { ...ringIn, call_direction: undefined } });
    expect(result.state.status).toBe('ringingIn');
    expect(result.effects).toEqual([{ kind: 'notice', key: 'nonInbound', level: 'error', duration: 1500 }]);
  });

  it('busy from ready, outbound: rings out and creates nothing', () => {
    const result = step(at('dialling'), {
      type: 'event',
      event: event({
        state: 'busy',
        old_state: 'unready',
        private_data: 'calling',
        call_direction: 'outbound',
        call_accept: 'o-1',
        other_dn: '13900000002',
      }),
    });
    expect(result.state.status).toBe('ringingOut');
    expect(result.state.call).toMatchObject({ number: '13900000002', direction: 'outbound' });
    expect(result.effects).toEqual([]);
  });

  it('busy from ready with three_way private data goes to three-way', () => {
    const result = step(at('idle'), {
      type: 'event',
      event: event({ state: 'busy', old_state: 'ready', private_data: 'three_way', call_accept: 'c-3' }),
    });
    expect(result.state.status).toBe('threeWay');
  });

  it('busy from busy, inbound answered: on call, finds the work order, saves the record after 1 s', () => {
    const ringing = at('ringingIn', { call });
    const answered = event({ ...ringIn, old_state: 'busy', private_data: 'answered' });
    const result = step(ringing, { type: 'event', event: answered });
    const answeredCall = { ...call, answered: true };
    expect(result.state.status).toBe('onCall');
    expect(result.effects).toEqual([
      { kind: 'findWorkOrder', call: answeredCall },
      { kind: 'saveAnswered', call: answeredCall, delay: 1000 },
    ]);
    // Answered again (a repeated event) saves nothing twice.
    expect(step(result.state, { type: 'event', event: answered }).effects).toEqual([]);
  });

  it('busy from busy, inbound still ringing stays ringing', () => {
    const result = step(at('ringingIn', { call }), { type: 'event', event: { ...ringIn, old_state: 'busy' } });
    expect(result.state.status).toBe('ringingIn');
    expect(result.effects).toEqual([]);
  });

  it('busy from busy, outbound: on call once the other party answered (record saved), else ringing out', () => {
    const outCall: CallInfo = {
      callId: 'o-1',
      direction: 'outbound',
      number: '13900000002',
      dnis: '',
      answered: false,
      startedAt: 1,
      recording: '',
    };
    const base = event({ state: 'busy', old_state: 'busy', call_direction: 'outbound', call_accept: 'o-1', other_dn: '13900000002' });
    const stillRinging = step(at('ringingOut', { call: outCall }), {
      type: 'event',
      event: { ...base, private_data: 'answered', other_answered: false },
    });
    expect(stillRinging.state.status).toBe('ringingOut');
    expect(stillRinging.effects).toEqual([]);
    const answered = step(at('ringingOut', { call: outCall }), {
      type: 'event',
      event: { ...base, private_data: 'answered', other_answered: true },
    });
    expect(answered.state.status).toBe('onCall');
    expect(answered.effects).toEqual([{ kind: 'saveAnswered', call: { ...outCall, answered: true }, delay: 1000 }]);
  });

  it('held, unheld, consulting, three-way', () => {
    const onCall = at('onCall', { call: { ...call, answered: true } });
    const held = step(onCall, { type: 'event', event: event({ state: 'held', old_state: 'busy', call_accept: 'c-1' }) });
    expect(held.state.status).toBe('held');
    const unheld = step(held.state, {
      type: 'event',
      event: event({ state: 'busy', old_state: 'held', private_data: 'answered', call_accept: 'c-1' }),
    });
    expect(unheld.state.status).toBe('onCall');
    expect(unheld.effects).toEqual([]);
    expect(step(onCall, { type: 'event', event: event({ state: 'consulting', old_state: 'busy', call_accept: 'c-1' }) }).state.status).toBe(
      'consulting',
    );
    expect(step(onCall, { type: 'event', event: event({ state: 'three-way', old_state: 'busy', call_accept: 'c-1' }) }).state.status).toBe(
      'threeWay',
    );
    const back = step(at('consulting', { call }), {
      type: 'event',
      event: event({ state: 'busy', old_state: 'consulting', private_data: 'answered', call_accept: 'c-1' }),
    });
    expect(back.state.status).toBe('onCall');
  });

  it('after-call work ends the call with its recording', () => {
    const recording = { created_at: '2026-01-01 08:00:00', recording_file_name: 'c-1.wav' };
    const result = step(at('onCall', { call }), { type: 'event', event: event({ state: 'acw', old_state: 'busy', app_data: recording }) });
    expect(result.state).toMatchObject({ status: 'acw', call: null });
    expect(result.effects).toEqual([{ kind: 'callEnded', call, recording }]);
    expect(step(at('idle'), { type: 'event', event: event({ state: 'acw' }) }).effects).toEqual([]);
  });

  it('the recording named when the call is answered is kept for the end of the call', () => {
    const recording = { created_at: '2026-01-01 08:00:00', recording_file_name: 'c-1-1001.wav' };
    const answered = step(at('ringingIn', { call }), {
      type: 'event',
      event: { ...ringIn, old_state: 'busy', private_data: 'answered', app_data: recording },
    });
    expect(answered.effects[1]).toMatchObject({ kind: 'saveAnswered', call: { recording: 'c-1-1001.wav' } });
    const ended = step(answered.state, { type: 'event', event: event({ state: 'acw', old_state: 'busy' }) });
    expect(ended.effects).toEqual([
      {
        kind: 'callEnded',
        call: { ...call, answered: true, recording: 'c-1-1001.wav' },
        recording: { created_at: '', recording_file_name: 'c-1-1001.wav' },
      },
    ]);
  });

  it('local moments: dialling and off hook', () => {
    expect(step(at('paused'), { type: 'dialling' }).state.status).toBe('dialling');
    expect(step(at('ringingIn', { call }), { type: 'offHook' }).state.status).toBe('offHook');
    expect(step(at('onCall', { call }), { type: 'offHook' }).state.status).toBe('onCall');
  });
});

describe('agent machine: button rules', () => {
  const onCallStatuses = new Set<AgentStatus>(['onCall', 'held', 'consulting', 'threeWay']);

  it.each(agentStatuses.map((status) => [status]))('%s', (status) => {
    const rules = buttonRules({ status, call });
    expect(rules.hangUp).toBe(onCallStatuses.has(status));
    expect(rules.hold).toBe(status === 'onCall' ? 'hold' : status === 'held' ? 'unhold' : null);
    expect(rules.transfer).toBe(status === 'onCall');
    expect(rules.consult).toBe(status === 'onCall' ? 'consult' : status === 'consulting' ? 'cancel' : null);
    expect(rules.consultTransfer).toBe(status === 'consulting');
    expect(rules.threeWay).toBe(status === 'onCall');
    expect(rules.pickUp).toBe(status === 'ringingIn');
  });

  it('transfer is disabled on outbound calls', () => {
    expect(buttonRules({ status: 'onCall', call: { ...call, direction: 'outbound' } }).transfer).toBe(false);
    expect(buttonRules({ status: 'onCall', call: { ...call, direction: 'outbound' } }).hold).toBe('hold');
  });

  it('resume/pause: paused or after-call to ready, idle to rest, logged out logs in, not connected reconnects', () => {
    const expected: Partial<Record<AgentStatus, string>> = {
      paused: 'ready',
      acw: 'ready',
      idle: 'pause',
      loggedOut: 'loginThenReady',
      disconnected: 'reconnect',
    };
    for (const status of agentStatuses) expect(resumeAction(status)).toBe(expected[status] ?? null);
  });

  it('dialling only when paused; after-call work breaks first', () => {
    for (const status of agentStatuses) {
      expect(dialDecision(status)).toBe(status === 'paused' ? 'dial' : status === 'acw' ? 'breakThenDial' : 'refuse');
    }
  });
});

describe('status timer', () => {
  it('shows (s), (mm:ss) and (hh:mm:ss), starting again after 24 h', () => {
    expect(formatElapsed(0)).toBe('(0)');
    expect(formatElapsed(59)).toBe('(59)');
    expect(formatElapsed(60)).toBe('(01:00)');
    expect(formatElapsed(3599)).toBe('(59:59)');
    expect(formatElapsed(3600)).toBe('(01:00:00)');
    expect(formatElapsed(86_399)).toBe('(23:59:59)');
    expect(formatElapsed(86_400)).toBe('(0)');
    expect(formatElapsed(86_461)).toBe('(01:01)');
  });
});
