/** The message calls and actions the shell's messaging parts share: the API, recounting the bell, opening a message. */
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { createMessagesApi, type MessagesApi } from '../../api/messages-client';
import type { MessageType } from '../../api/messages';
import { createWorkOrderMessageApi } from '../../api/work-order-client';
import { useServices } from '../services';
import { messaging, noteMessageRead } from './messaging-store';
import { openMessage } from './open-message';

export function useMessagesApi(): MessagesApi {
  const { http } = useServices();
  return useMemo(() => createMessagesApi(http), [http]);
}

/** Recounts the bell after a message was read (`''` after mark-all-read). */
export function useMarkRead(api: MessagesApi) {
  return useCallback(
    (id: string) =>
      api.unreadCount().then(
        (total) => noteMessageRead(id, total),
        () => noteMessageRead(id, null),
      ),
    [api],
  );
}

/** Opens a message by its type (spec 000 section 4): the detail dialog, or its page. */
export function useOpenMessage(): (message: { id: string; type: MessageType }) => Promise<void> {
  const { http, notify } = useServices();
  const api = useMessagesApi();
  const markRead = useMarkRead(api);
  const navigate = useNavigate();
  return useCallback(
    (message) => {
      const workOrders = createWorkOrderMessageApi(http);
      return openMessage(message, {
        readInfo: api.readInfo,
        savetjqs: workOrders.savetjqs,
        navigate: (path) => {
          messaging.drawerOpen = false;
          void navigate(path);
        },
        showDetail: (id) => {
          messaging.detailId = id;
        },
        onRead: (id) => void markRead(id),
        warn: (msg) => notify({ type: 'warning', message: msg, duration: 1500 }),
      });
    },
    [api, http, markRead, navigate, notify],
  );
}
