/**
 * The socket of the signed-in user (spec 000 section 4): opened once the user is loaded, closed when
 * the token changes or the session is reset (logout, token reset). Fills the bell and the chat icon,
 * shows new messages, and follows the server's `logout` and `refresh`.
 */
import { useEffect, useRef } from 'react';
import type { ClientConfig, Notice } from '../../api';
import type { MessagePushFrame } from '../../api/messages';
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
}

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
    ];
    return () => {
      for (const off of offs) off();
      client.close();
    };
  }, [token, userLoaded, socketBase]);
}
