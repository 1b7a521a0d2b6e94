import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { SocketLike } from '../../../api/socket-client';
import { messaging } from '../../../shell/messaging/messaging-store';
import { useMessageSocket, type MessageSocketDeps } from '../../../shell/messaging/use-message-socket';
import { notifications } from '../../../shell/notifications-store';
import { resetSession, session, setToken } from '../../../shell/session';

afterEach(() => {
  cleanup();
  resetSession();
});

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<{ method: string }> = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as { method: string });
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
}

function setup(overrides: Partial<MessageSocketDeps> = {}) {
  const sockets: FakeSocket[] = [];
  const deps = {
    config: { socketBase: 'ws://h/api/message/websocket' },
    token: 'bearer t1' as string | null,
    userLoaded: true,
    onMessage: vi.fn(),
    goToLogin: vi.fn(),
    notify: vi.fn(),
    reload: vi.fn(),
    createSocket: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    ...overrides,
  };
  const hook = renderHook((props: MessageSocketDeps) => useMessageSocket(props), { initialProps: deps });
  return { deps, sockets, hook };
}

describe('useMessageSocket', () => {
  it('waits for the loaded user, then connects with the token and fills the bell', () => {
    const { deps, sockets, hook } = setup({ userLoaded: false });
    expect(sockets).toHaveLength(0);
    hook.rerender({ ...deps, userLoaded: true });
    expect(sockets[0]!.url).toBe('ws://h/api/message/websocket/bearer%20t1');
    sockets[0]!.open();
    expect(sockets[0]!.sent[0]).toMatchObject({ method: 'OnConnection', token: 'bearer t1', mobileDevice: false });
    sockets[0]!.receive({ method: 'initMessage', unreadTotalCount: 7, unreadNums: [{ sendUserId: 'p', unreadNum: 1 }] });
    expect(notifications).toMatchObject({ unreadMessages: 7, unreadChats: 1 });
    sockets[0]!.receive({ method: 'messagePush', unreadNoticeCount: 1, id: 'm1', title: '停热', messageType: 1 });
    expect(notifications.unreadMessages).toBe(8);
    expect(deps.onMessage).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1', title: '停热' }));
  });

  it('closes the socket when the token goes (logout or token reset)', () => {
    const { deps, sockets, hook } = setup();
    hook.rerender({ ...deps, token: null });
    expect(sockets[0]!.closed).toBe(true);
  });

  it('a logout frame for this session resets it and returns to the sign-in page with the message', () => {
    setToken('bearer t1');
    messaging.drawerOpen = true;
    const { deps, sockets } = setup();
    sockets[0]!.open();
    sockets[0]!.receive({ method: 'logout', msg: '此账号已在其他地方登陆' });
    expect(session.token).toBeNull();
    expect(messaging.drawerOpen).toBe(false);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ message: '此账号已在其他地方登陆' }));
    expect(sockets[0]!.closed).toBe(true);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('a logout frame of another token and a refresh frame reload the page', () => {
    setToken('bearer t1');
    const { deps, sockets } = setup();
    sockets[0]!.open();
    sockets[0]!.receive({ method: 'logout', token: 'bearer older' });
    sockets[0]!.receive({ method: 'refresh' });
    expect(deps.reload).toHaveBeenCalledTimes(2);
    expect(session.token).toBe('bearer t1');
    expect(deps.goToLogin).not.toHaveBeenCalled();
  });
});
