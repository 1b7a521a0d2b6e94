/**
 * The messaging host with a fake socket: call-centre events show a persistent notice with a sound
 * (XTnewinb again every 10 s until closed), closing marks the message read, and chat frames make the
 * chat icon blink.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Notice } from '../../../api';
import { AppProviders } from '../../../shell/App';
import { chat } from '../../../shell/messaging/chat-state';
import { i18n } from '../../../shell/i18n';
import { MessagingHost, noticeRepeats } from '../../../shell/messaging/MessagingHost';
import { notifications } from '../../../shell/notifications-store';
import { createServices } from '../../../shell/services';
import { resetSession, session, setToken } from '../../../shell/session';

class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: Array<{ method: string }> = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { method: string });
  }
  close() {
    this.readyState = 3;
  }
  receive(frame: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
}

/** Counts the tones the notice sound starts. */
let tones = 0;
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    return { frequency: { value: 0 }, connect: (node: unknown) => node, start: () => void (tones += 1), stop: () => undefined };
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (node: unknown) => node };
  }
}

const realWebSocket = globalThis.WebSocket;
const realAudio = globalThis.AudioContext;

beforeAll(async () => {
  await i18n.changeLanguage('zh');
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  globalThis.AudioContext = FakeAudioContext as unknown as typeof AudioContext;
});
afterAll(() => {
  globalThis.WebSocket = realWebSocket;
  globalThis.AudioContext = realAudio;
});
afterEach(() => {
  cleanup();
  resetSession();
  vi.useRealTimers();
});

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function start() {
  const requests: string[] = [];
  const notices: Notice[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    const data = url.includes('/ReadInfo/')
      ? { id: 'msg-9', title: 't', type: 7, isRead: '1', bodyText: '', files: [], flowType: null }
      : { list: [], pagination: { currentPage: 1, pageSize: 1, total: 0 } };
    return new Response(JSON.stringify({ code: 200, msg: '', data }), { headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  const services = createServices({
    config: { apiBase: '', socketBase: 'ws://h/api/message/websocket', timeout: 10_000, title: '测试' },
    notify: (notice) => notices.push(notice),
    onSessionEnd: () => undefined,
    fetchImpl,
  });
  setToken('bearer t1');
  session.menuLoaded = true;
  render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <MessagingHost />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { requests, notices };
}

async function connected(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.last?.sent[0]?.method).toBe('OnConnection'));
  return FakeSocket.last!;
}

describe('MessagingHost', () => {
  it('a collaborative work order sounds at once and every 10 s until its notice is closed, which reads its message', async () => {
    const { requests } = start();
    const socket = await connected();
    // Only the repeat's intervals are faked (waitFor polls with real ones: it is used before and after).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    tones = 0;
    socket.receive({ method: 'XTnewinb', title: '协同工单 GD-001 待处理', inbid: 'GD-001', messageid: 'msg-9' });
    const notice = await screen.findByTestId('message-notice');
    expect(within(notice).getByText('协同工单')).toBeTruthy();
    expect(within(notice).getByText('协同工单 GD-001 待处理')).toBeTruthy();
    expect(tones).toBe(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(tones).toBe(2);
    act(() => vi.advanceTimersByTime(10_000));
    expect(tones).toBe(3);

    fireEvent.click(within(notice).getByRole('button', { name: '关闭' }));
    expect(noticeRepeats.running).toBe(0);
    act(() => vi.advanceTimersByTime(60_000));
    expect(tones).toBe(3);
    vi.useRealTimers();
    await waitFor(() => expect(requests.some((url) => url.includes('/api/message/ReadInfo/msg-9'))).toBe(true));
  });

  it('a shift change repeats every 15 s; clicking an event opens its work order and silences it', async () => {
    start();
    const socket = await connected();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    tones = 0;
    socket.receive({ method: 'shiftchange', title: '请交接班' });
    socket.receive({ method: 'incomingcall', title: '来电 13800000000', inbid: 'GD-002' });
    await waitFor(() => expect(screen.getAllByTestId('message-notice')).toHaveLength(2));
    expect(tones).toBe(2);
    act(() => vi.advanceTimersByTime(10_000));
    expect(tones).toBe(2);
    act(() => vi.advanceTimersByTime(5_000));
    expect(tones).toBe(3);

    fireEvent.click(screen.getByText('来电 13800000000'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/subdev/appWorkorder/Form?id=GD-002'));
    fireEvent.click(screen.getByText('请交接班'));
    expect(noticeRepeats.running).toBe(0);
    act(() => vi.advanceTimersByTime(30_000));
    expect(tones).toBe(3);
  });

  it('chat frames reach the chat: a message from a peer makes the chat icon blink', async () => {
    start();
    const socket = await connected();
    socket.receive({ method: 'initMessage', userId: 'me', onlineUsers: [], unreadNums: [], unreadTotalCount: 0 });
    expect(notifications.unreadChats).toBe(0);
    socket.receive({
      method: 'receiveMessage',
      id: 'c1',
      formUserId: 'p1',
      userId: 'me',
      messageType: 'text',
      formMessage: '你好[微笑]',
      dateTime: 1,
      latestDate: 1,
      headIcon: '',
      realName: '张伟',
      account: 'zhangwei',
    });
    await waitFor(() => expect(notifications.unreadChats).toBe(1));
  });

  it('the chat sends through the open socket, and a refused frame is said', async () => {
    const { notices } = start();
    const socket = await connected();
    socket.receive({ method: 'initMessage', userId: 'me', onlineUsers: [], unreadNums: [], unreadTotalCount: 0 });
    act(() => chat.open({ id: 'p1', realName: '张伟', account: 'zhangwei', headIcon: '' }));
    expect(socket.sent.slice(-2).map((frame) => frame.method)).toEqual(['UpdateReadMessage', 'MessageList']);
    socket.receive({ method: 'error', msg: '不能给自己发送消息' });
    expect(notices).toContainEqual(expect.objectContaining({ type: 'error', message: '不能给自己发送消息' }));
    act(() => chat.close());
  });
});
