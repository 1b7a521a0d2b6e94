/**
 * The CTI simulator as a network peer, driven by the softphone's own protocol client over real
 * sockets: authentication, login, ready, an inbound call answered on the phone, hold, transfer to
 * another agent (same call id), after-call work with a recording, outbound answered and abandoned,
 * `GET agents/{ext}`, a dropped socket and the control calls.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createOlaClient, type OlaClient, type OlaSocket } from '../../api/cti/ola-client';
import type { OlaAgentStateEvent, OlaReply } from '../../api/cti/ola-protocol';
import { readScenario } from '../../cti-simulator/scenario';
import { startSimulator, type Simulator } from '../../cti-simulator/simulator';

let simulator: Simulator;

beforeAll(async () => {
  simulator = await startSimulator({
    scenario: readScenario({ auth: [{ username: 'agent01', password: 'pw' }], extensions: ['1001', '1002'], phonePortBase: 0 }),
  });
});
afterAll(async () => simulator.close());

interface Agent {
  client: OlaClient;
  events: OlaAgentStateEvent[];
  opened: number;
  /** Resolves with the first event (from now on) matching. */
  next(match: (event: OlaAgentStateEvent) => boolean): Promise<OlaAgentStateEvent>;
}

const clients: OlaClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function connect(): Promise<Agent> {
  const events: OlaAgentStateEvent[] = [];
  const waiters: { match: (e: OlaAgentStateEvent) => boolean; resolve: (e: OlaAgentStateEvent) => void }[] = [];
  let opened = 0;
  let markOpen: () => void = () => undefined;
  const open = new Promise<void>((resolve) => (markOpen = resolve));
  const agent: Agent = {
    client: createOlaClient({
      url: simulator.url,
      createSocket: (url) => new WebSocket(url) as unknown as OlaSocket,
      onOpen: () => {
        agent.opened = ++opened;
        markOpen();
      },
      onAgentState: (event) => {
        events.push(event);
        for (const waiter of [...waiters]) {
          if (waiter.match(event)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(event);
          }
        }
      },
    }),
    events,
    opened,
    next: (match) => new Promise((resolve) => waiters.push({ match, resolve })),
  };
  clients.push(agent.client);
  await open;
  return agent;
}

async function signIn(ext: string, queue = 'hotline'): Promise<Agent> {
  const agent = await connect();
  expect(await agent.client.request({ action: 'auth', username: 'agent01', password: 'pw' })).toMatchObject({ code: 200 });
  await agent.client.request({ action: 'subscribe', key: `ola.agent.${ext}` });
  await agent.client.request({ action: 'subscribe', key: `ola.caller.${ext}` });
  const login = await agent.client.command('login', { queue, extn: ext, type: 'onhook' });
  expect(login).toMatchObject({ code: 200, state: 'unready' });
  return agent;
}

async function control(path: string, body: unknown = {}): Promise<any> {
  const response = await fetch(`${simulator.httpUrl}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, ...((await response.json()) as object) };
}

const ok = (reply: OlaReply) => expect(reply.code).toBe(200);

describe('CTI simulator', () => {
  afterEach(async () => {
    await control('/control/reset');
  });

  it('refuses a wrong password and commands before authentication', async () => {
    const agent = await connect();
    expect(await agent.client.command('go_ready', { extn: '1001' })).toMatchObject({ code: 403 });
    expect(await agent.client.request({ action: 'auth', username: 'agent01', password: 'nope' })).toMatchObject({
      code: 401,
      text: 'agent01',
    });
    expect(await agent.client.request({ action: 'ping' })).toMatchObject({ code: 200, text: 'pong' });
  });

  it('an inbound call rings the ready agent, is answered on the phone, held, transferred with its call id', async () => {
    const first = await signIn('1001');
    const second = await signIn('1002');
    const ready = first.next((e) => e.state === 'ready');
    ok(await first.client.command('go_ready', { extn: '1001' }));
    expect((await ready).old_state).toBe('unready');
    // The second agent becomes ready later: the first one is the longest ready.
    ok(await second.client.command('go_ready', { extn: '1002' }));

    const ring = first.next((e) => e.state === 'busy' && e.private_data === 'ring');
    const placed = await control('/control/calls', { caller: '13800000001', queue: 'hotline' });
    expect(placed).toMatchObject({ status: 200, ext: '1001', queued: false });
    const ringing = await ring;
    expect(ringing).toMatchObject({
      old_state: 'ready',
      call_direction: 'inbound',
      ani: '13800000001',
      dnis: '96123',
      call_accept: placed.callId,
      other_accept: placed.callId,
    });

    // Key OK on the agent's phone picks up.
    const phonePort = simulator.phones.portOf('1001');
    const answered = first.next((e) => e.private_data === 'answered');
    const key = await fetch(`http://127.0.0.1:${phonePort}/cgi-bin/ConfigManApp.com?key=OK`);
    expect(key.status).toBe(200);
    expect(await answered).toMatchObject({ state: 'busy', old_state: 'busy', other_answered: true });

    ok(await first.client.command('hold', { extn: '1001' }));
    expect(await first.client.command('get_agent_state', { extn: '1001' })).toMatchObject({ state: 'held' });
    ok(await first.client.command('unhold', { extn: '1001' }));

    const acw = first.next((e) => e.state === 'acw');
    const transferred = second.next((e) => e.private_data === 'ring');
    ok(await first.client.command('transfer', { extn: '1001', dest: '1002' }));
    const ended = await acw;
    expect(ended.app_data?.recording_file_name).toMatch(/\.wav$/);
    expect(await transferred).toMatchObject({ call_accept: placed.callId, ani: '13800000001', call_direction: 'inbound' });

    const wav = await fetch(`${simulator.httpUrl}/recordings/${ended.app_data!.recording_file_name}`);
    expect(wav.headers.get('content-type')).toBe('audio/wav');
    expect(
      Buffer.from(await wav.arrayBuffer())
        .subarray(0, 4)
        .toString('ascii'),
    ).toBe('RIFF');

    const state = await fetch(`${simulator.httpUrl}/agents/1002`);
    expect(((await state.json()) as any).data).toMatchObject({ state: 'busy', private_data: 'ring', call_accept: placed.callId });
  });

  it('consults, goes three-way and hangs up into after-call work', async () => {
    const agent = await signIn('1001');
    ok(await agent.client.command('go_ready', { extn: '1001' }));
    const placed = await control('/control/calls', { caller: '13800000002' });
    expect(placed.ext).toBe('1001');
    await control('/control/agents/1001/answer');
    expect(await agent.client.command('consult', { extn: '1001', dest: '8001' })).toMatchObject({
      code: 200,
      state: 'consulting',
      private_data: 'consulting',
    });
    expect(await agent.client.command('unconsult', { extn: '1001' })).toMatchObject({ state: 'busy', private_data: 'answered' });
    expect(await agent.client.command('monitor', { extn: '1001', dest: '8002', three_way: true })).toMatchObject({ state: 'three-way' });
    expect(await agent.client.command('unmonitor', { extn: '1001' })).toMatchObject({ state: 'busy' });
    expect(await agent.client.command('hangup_other', { extn: '1001' })).toMatchObject({ state: 'acw' });
    expect(await agent.client.command('logout', { extn: '1001' })).toMatchObject({ code: 200, state: 'logout' });
  });

  it('dials out only when paused; the other party answers or abandons after the delay', async () => {
    const agent = await signIn('1001');
    ok(await agent.client.command('go_ready', { extn: '1001' }));
    expect(await agent.client.command('dial', { extn: '1001', dest: '13900000000' })).toMatchObject({
      code: 409,
      text: '请在示忙状态下外呼',
    });
    ok(await agent.client.command('go_break', { extn: '1001', reason: 'rest' }));
    await control('/control/outbound', { mode: 'answer', delayMs: 10 });
    const answered = agent.next((e) => e.other_answered === true);
    expect(await agent.client.command('dial', { extn: '1001', dest: '13900000000', gateway: '', otherStr: '' })).toMatchObject({
      state: 'busy',
      private_data: 'calling',
      call_direction: 'outbound',
    });
    expect(await answered).toMatchObject({ call_direction: 'outbound', other_dn: '13900000000' });
    ok(await agent.client.command('hangup_other', { extn: '1001' }));
    ok(await agent.client.command('go_break', { extn: '1001', reason: 'rest' }));

    await control('/control/outbound', { mode: 'abandon', delayMs: 10, number: '13700000000' });
    const abandoned = agent.next((e) => e.state === 'acw');
    ok(await agent.client.command('dial', { extn: '1001', dest: '13700000000' }));
    expect((await abandoned).app_data).toBeUndefined();
  });

  it('queues a call while nobody is ready and rings the first agent to become ready', async () => {
    const agent = await signIn('1001');
    const placed = await control('/control/calls', { caller: '13800000003' });
    expect(placed.queued).toBe(true);
    const ring = agent.next((e) => e.private_data === 'ring');
    ok(await agent.client.command('go_ready', { extn: '1001' }));
    expect((await ring).call_accept).toBe(placed.callId);
    // The caller gives up while ringing: the agent is ready again.
    const back = agent.next((e) => e.state === 'ready');
    await control(`/control/calls/${placed.callId}/hangup`);
    expect((await back).old_state).toBe('busy');
  });

  it('an unregistered phone gets no calls and answers 503; a dropped socket reconnects', async () => {
    const agent = await signIn('1001');
    ok(await agent.client.command('go_ready', { extn: '1001' }));
    await control('/control/phones/1001', { registered: false });
    expect((await fetch(`http://127.0.0.1:${simulator.phones.portOf('1001')}/`)).status).toBe(503);
    expect((await control('/control/calls', { caller: '13800000004' })).queued).toBe(true);
    await control('/control/phones/1001', { registered: true });

    const before = agent.opened;
    expect((await control('/control/drop', { ext: '1001' })).dropped).toBe(1);
    // The client comes back on its own (1 s wait) and the agent is still logged in and ready.
    await expect.poll(() => agent.opened, { timeout: 10_000 }).toBe(before + 1);
    ok(await agent.client.request({ action: 'auth', username: 'agent01', password: 'pw' }));
    expect(await agent.client.command('get_agent_state', { extn: '1001' })).toMatchObject({ state: 'ready' });
  });

  it('answers control mistakes with their code', async () => {
    expect(await control('/control/calls', {})).toMatchObject({ status: 400 });
    expect(await control('/control/calls/none/hangup')).toMatchObject({ status: 404 });
    expect(await control('/control/agents/1009/answer')).toMatchObject({ status: 409 });
    expect(await control('/control/outbound', { mode: 'ring' })).toMatchObject({ status: 400 });
    const bad = await fetch(`${simulator.httpUrl}/control/calls`, { method: 'POST', body: 'not json' });
    expect(bad.status).toBe(400);
    expect((await fetch(`${simulator.httpUrl}/agents/1009`)).status).toBe(404);
  });
});
