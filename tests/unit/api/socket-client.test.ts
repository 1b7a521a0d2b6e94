import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InitMessageFrame } from '../../../api/messages';
import { backoffDelay, createSocketClient, socketUrl, type SocketLike, type SocketStatus } from '../../../api/socket-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const statuses: SocketStatus[] = [];
  const client = createSocketClient({
    socketBase: 'ws://host/api/message/websocket/',
    token: 'bearer a/b',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onStatus: (s) => statuses.push(s),
  });
  return { client, sockets, statuses, last: () => sockets[sockets.length - 1]! };
}

const initFrame: InitMessageFrame = {
  method: 'initMessage',
  onlineUsers: [],
  unreadNums: [],
  unreadNoticeCount: 1,
  unreadMessageCount: 0,
  unreadSystemMessageCount: 0,
  unreadScheduleCount: 0,
  unreadTotalCount: 1,
  messageDefaultText: 't',
  messageDefaultTime: 1,
  userId: 'u1',
};

describe('socket client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects to the token address and announces itself with OnConnection', () => {
    const { sockets, last } = setup();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://host/api/message/websocket/bearer%20a%2Fb');
    last().open();
    expect(last().sent).toEqual([{ method: 'OnConnection', token: 'bearer a/b', mobileDevice: false }]);
  });

  it('dispatches frames by method and ignores text that is not a frame', () => {
    const { client, last } = setup();
    const inits: InitMessageFrame[] = [];
    const pushes: unknown[] = [];
    client.on('initMessage', (f) => inits.push(f));
    const off = client.on('messagePush', (f) => pushes.push(f));
    last().open();
    last().receive(initFrame);
    last().onmessage?.({ data: 'not json' });
    last().receive({ no: 'method' });
    off();
    last().receive({ method: 'messagePush', id: 'm' });
    expect(inits).toEqual([initFrame]);
    expect(pushes).toEqual([]);
  });

  it('sends frames with the token only while open', () => {
    const { client, last } = setup();
    expect(client.send({ method: 'UpdateReadMessage', formUserId: 'p' })).toBe(false);
    last().open();
    expect(client.send({ method: 'UpdateReadMessage', formUserId: 'p' })).toBe(true);
    expect(last().sent[1]).toEqual({ method: 'UpdateReadMessage', formUserId: 'p', token: 'bearer a/b' });
  });

  it('reconnects after a drop with doubling delays up to 30 s, and resets the delay once connected', () => {
    const { sockets, last, statuses } = setup();
    last().drop();
    expect(statuses.at(-1)).toBe('waiting');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
    expect([0, 1, 2, 5, 6, 20].map((n) => backoffDelay(n))).toEqual([1000, 2000, 4000, 30000, 30000, 30000]);
  });

  it('does not reconnect after close(), a closeSocket frame, or a refused token', () => {
    const first = setup();
    first.last().open();
    first.client.close();
    expect(first.last().closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(first.sockets).toHaveLength(1);
    expect(first.client.status).toBe('closed');

    const second = setup();
    const closes: unknown[] = [];
    second.client.on('closeSocket', (f) => closes.push(f));
    second.last().open();
    second.last().receive({ method: 'closeSocket', msg: 'bye' });
    vi.advanceTimersByTime(60_000);
    expect(closes).toEqual([{ method: 'closeSocket', msg: 'bye' }]);
    expect(second.sockets).toHaveLength(1);

    const third = setup();
    third.last().open();
    third.last().drop(4001);
    vi.advanceTimersByTime(60_000);
    expect(third.sockets).toHaveLength(1);
    expect(third.client.status).toBe('closed');
  });

  it('close() while waiting cancels the pending retry', () => {
    const { client, sockets, last } = setup();
    last().drop();
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(socketUrl('ws://h/x', 't')).toBe('ws://h/x/t');
    expect(socketUrl('/api/message/websocket', 'bearer t', { protocol: 'http:', host: 'heat.example:3000' })).toBe(
      'ws://heat.example:3000/api/message/websocket/bearer%20t',
    );
    expect(socketUrl('/api/message/websocket/', 't', { protocol: 'https:', host: 'heat.example' })).toBe(
      'wss://heat.example/api/message/websocket/t',
    );
  });
});
