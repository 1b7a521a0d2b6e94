/**
 * The socket of the signed-in user (spec 000 section 4): opened once the user is loaded, closed when
 * the token changes or the session is reset (logout, token reset). Fills the bell and the chat icon,
 * shows new messages and call-centre events, hands chat frames to the chat, and follows the server's
 * `logout` and `refresh`.
 */
import { useEffect, useRef } from 'react';
import type { ClientConfig, Notice } from '../../api';
import { callCentreMethods, type CallCentreFrame, type ChatServerFrame, type MessagePushFrame } from '../../api/messages';
import { createSocketClient, type SocketClient, type SocketClientOptions } from '../../api/socket-client';
import { resetSession } from '../session';
import { applyInitMessage, applyMessagePush, logoutAction } from './messaging-store';

export interface MessageSocketDeps {
  config: Pick<ClientConfig, 'socketBase'>;
  token: string | null;
  /** The user was loaded for this token (the socket waits for it). */
  userLoaded: boolean;
  onMessage: (frame: MessagePushFrame) => void;
  goToLogin: () => void;
  notify: (notice: Notice) => void;
  reload?: () => void;
  createSocket?: SocketClientOptions['createSocket'];
  /** Call-centre and work-order events (incomingcall, XTnewinb, shiftchange, ...). */
  onCallCentre?: (frame: CallCentreFrame) => void;
  /** The chat's frames: initMessage, receiveMessage, sendMessage, messageList, Online, Offline. */
  onChatFrame?: (frame: ChatServerFrame) => void;
  /** The socket the chat sends through; null once it is closed. */
  onSocket?: (client: SocketClient | null) => void;
}

const chatMethods = ['initMessage', 'receiveMessage', 'sendMessage', 'messageList', 'Online', 'Offline'] as const;

export function useMessageSocket(deps: MessageSocketDeps): void {
  // The callbacks change on every render; the socket follows only the token and the address.
  const latest = useRef(deps);
  useEffect(() => {
    latest.current = deps;
  });
  const { token, userLoaded } = deps;
  const socketBase = deps.config.socketBase;

  useEffect(() => {
    if (!token || !userLoaded || !socketBase) return;
    const client: SocketClient = createSocketClient({ socketBase, token, createSocket: latest.current.createSocket });
    const reload = () => (latest.current.reload ?? (() => window.location.reload()))();
    const offs = [
      client.on('initMessage', applyInitMessage),
      client.on('messagePush', (frame) => {
        applyMessagePush(frame);
        latest.current.onMessage(frame);
      }),
      client.on('logout', (frame) => {
        if (logoutAction(frame, token) === 'reload') return reload();
        client.close();
        if (frame.msg) latest.current.notify({ type: 'warning', message: frame.msg, duration: 1500 });
        resetSession();
        latest.current.goToLogin();
      }),
      client.on('refresh', reload),
      // The server refused a frame (a chat message to oneself, a blank text...): say why.
      client.on('error', (frame) => latest.current.notify({ type: 'error', message: frame.msg, duration: 1500 })),
      ...callCentreMethods.map((method) => client.on(method, (frame) => latest.current.onCallCentre?.(frame))),
      ...chatMethods.map((method) => client.on(method, (frame) => latest.current.onChatFrame?.(frame))),
    ];
    latest.current.onSocket?.(client);
    return () => {
      for (const off of offs) off();
      client.close();
      latest.current.onSocket?.(null);
    };
  }, [token, userLoaded, socketBase]);
}
