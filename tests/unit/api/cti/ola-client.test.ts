import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOlaClient,
  OlaError,
  reconnectWait,
  REPLY_TIMEOUT,
  SILENCE_LIMIT,
  type OlaSocket,
  type OlaStatus,
} from '../../../../api/cti/ola-client';
import type { OlaAgentStateEvent } from '../../../../api/cti/ola-protocol';
import { createUuidSource, formatUuid, memoryCounterStorage, UUID_MAX, UUID_STORAGE_KEY } from '../../../../api/cti/uuid-source';

class FakeSocket implements OlaSocket {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: OlaSocket['onopen'] = null;
  onmessage: OlaSocket['onmessage'] = null;
  onclose: OlaSocket['onclose'] = null;
  onerror: OlaSocket['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const statuses: OlaStatus[] = [];
  const events: OlaAgentStateEvent[] = [];
  const opened = vi.fn();
  const silence = vi.fn();
  const client = createOlaClient({
    url: 'ws://cti/ola_socket',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onStatus: (s) => statuses.push(s),
    onOpen: opened,
    onAgentState: (e) => events.push(e),
    onSilence: silence,
  });
  return { client, sockets, statuses, events, opened, silence, last: () => sockets[sockets.length - 1]! };
}

const reply = (uuid: unknown, extra: Record<string, unknown> = {}) => ({
  event_type: 'command/reply',
  uuid,
  code: 200,
  text: 'OK',
  ...extra,
});

describe('uuid source', () => {
  it('pads to 12 digits and counts from 1', () => {
    const source = createUuidSource();
    expect(source.next()).toBe('000000000001');
    expect(source.next()).toBe('000000000002');
    expect(formatUuid(2_147_483_647)).toBe('002147483647');
  });

  it('wraps after 2,147,483,647 back to 1', () => {
    const storage = memoryCounterStorage();
    storage.setItem(UUID_STORAGE_KEY, String(UUID_MAX - 2));
    const source = createUuidSource(storage, 100);
    expect([source.next(), source.next(), source.next(), source.next()]).toEqual([
      '002147483646',
      '002147483647',
      '000000000001',
      '000000000002',
    ]);
  });

  it('gives two tabs sharing the storage different uuids', () => {
    const storage = memoryCounterStorage();
    const tabA = createUuidSource(storage, 10);
    const tabB = createUuidSource(storage, 10);
    const seen = new Set<string>();
    for (let i = 0; i < 35; i++) {
      seen.add(tabA.next());
      seen.add(tabB.next());
    }
    expect(seen.size).toBe(70);
  });

  it('starts again at 1 when the stored counter is not a number', () => {
    const storage = memoryCounterStorage();
    storage.setItem(UUID_STORAGE_KEY, 'garbage');
    expect(createUuidSource(storage).next()).toBe('000000000001');
  });
});

describe('OLA client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('matches replies to their requests by uuid, whatever order they come in', async () => {
    const { client, last } = setup();
    last().open();
    const ready = client.command('go_ready');
    const state = client.command('get_agent_state', { extn: '1001' });
    const [first, second] = last().sent;
    expect(first).toMatchObject({ action: 'api', cmd: 'go_ready', args: {} });
    expect(second).toMatchObject({ action: 'api', cmd: 'get_agent_state', args: { extn: '1001' } });
    expect(first!.uuid).not.toBe(second!.uuid);
    last().receive(reply(second!.uuid, { state: 'ready' }));
    last().receive(reply(first!.uuid, { code: 409, text: 'not logged in' }));
    await expect(state).resolves.toMatchObject({ state: 'ready', code: 200 });
    await expect(ready).resolves.toMatchObject({ code: 409, text: 'not logged in' });
  });

  it('ignores replies nobody waits for and frames that are not OLA frames', async () => {
    const { client, last, events } = setup();
    last().open();
    const pending = client.request({ action: 'ping' });
    last().receive(reply('999999999999'));
    last().receive('not json');
    last().receive({ something: 'else' });
    last().receive({ event_type: 'agent_state', state: 'ready', agent_extn: '1001' });
    expect(events).toHaveLength(1);
    last().receive(reply(last().sent[0]!.uuid));
    await expect(pending).resolves.toMatchObject({ code: 200 });
  });

  it('sends a request made while connecting after 1 s', async () => {
    const { client, last } = setup();
    const pending = client.request({ action: 'auth', username: 'a', password: 'p' });
    await vi.advanceTimersByTimeAsync(999);
    last().open();
    expect(last().sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(last().sent[0]).toMatchObject({ action: 'auth', username: 'a' });
    last().receive(reply(last().sent[0]!.uuid));
    await expect(pending).resolves.toMatchObject({ code: 200 });
  });

  it('waits 6 s while the socket is closing and 10 s while it is closed', async () => {
    const { client, last } = setup();
    last().open();
    last().readyState = 2;
    const pending = client.command('hold');
    await vi.advanceTimersByTimeAsync(5999);
    expect(last().sent).toHaveLength(0);
    last().readyState = 3;
    await vi.advanceTimersByTimeAsync(1);
    // Still not open: the next try waits the closed socket's 10 s.
    expect(last().sent).toHaveLength(0);
    last().readyState = 1;
    await vi.advanceTimersByTimeAsync(9999);
    expect(last().sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(last().sent).toHaveLength(1);
    last().receive(reply(last().sent[0]!.uuid));
    await expect(pending).resolves.toMatchObject({ code: 200 });
  });

  it('fails a request that could not be sent after its tries', async () => {
    const { client } = setup();
    const pending = client.command('go_ready');
    const caught = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000 * 3);
    const error = await caught;
    expect(error).toBeInstanceOf(OlaError);
    expect((error as OlaError).kind).toBe('unsent');
  });

  it('fails a sent request when its socket closes, and one whose reply never comes', async () => {
    const { client, last } = setup();
    last().open();
    const lost = client.command('hold').catch((error: unknown) => (error as OlaError).kind);
    last().drop();
    expect(await lost).toBe('closed');
    await vi.advanceTimersByTimeAsync(1000);
    last().open();
    const silent = client.command('hold').catch((error: unknown) => (error as OlaError).kind);
    await vi.advanceTimersByTimeAsync(REPLY_TIMEOUT);
    expect(await silent).toBe('timeout');
  });

  it('reconnects after 1 s, 1.5 s, then every 3.5 s, and starts over once connected', async () => {
    const { sockets, last, statuses, opened } = setup();
    last().open();
    expect(opened).toHaveBeenCalledTimes(1);
    const waits = [1000, 1500, 3500, 3500];
    for (const wait of waits) {
      const count = sockets.length;
      last().drop();
      expect(statuses.at(-1)).toBe('waiting');
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(sockets).toHaveLength(count);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(count + 1);
    }
    last().open();
    expect(opened).toHaveBeenCalledTimes(2);
    const count = sockets.length;
    last().drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(count + 1);
    expect(reconnectWait(0)).toBe(1000);
    expect(reconnectWait(1)).toBe(1500);
    expect(reconnectWait(9)).toBe(3500);
  });

  it('reconnects at once when asked while waiting', async () => {
    const { client, sockets, last } = setup();
    last().open();
    last().drop();
    client.reconnect();
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sockets).toHaveLength(2);
  });

  it('reports 300 s of silence, and each frame starts the count again', async () => {
    const { last, silence } = setup();
    last().open();
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT - 1000);
    last().receive({ event_type: 'agent_state', state: 'ready', agent_extn: '1001' });
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT - 1);
    expect(silence).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(silence).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT);
    expect(silence).toHaveBeenCalledTimes(2);
  });

  it('closes for good: pending requests fail, no reconnection', async () => {
    const { client, sockets, last, statuses } = setup();
    last().open();
    const pending = client.command('hold').catch((error: unknown) => (error as OlaError).kind);
    client.close();
    expect(await pending).toBe('stopped');
    expect(statuses.at(-1)).toBe('closed');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sockets).toHaveLength(1);
    await expect(client.command('hold')).rejects.toBeInstanceOf(OlaError);
  });
});
