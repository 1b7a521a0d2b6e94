/**
 * Messaging in the main layout: the socket, the bell's drawer, the message detail and the notices of
 * new messages. The drawer and the detail load on first use.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { createMessagesApi, type MessagesApi } from '../../api/messages-client';
import { notificationHandlers } from '../notifications-store';
import { useServices } from '../services';
import { session } from '../session';
import { MESSAGING_NAMESPACE } from './i18n';
import { MessageNoticeToaster, messageNoticeToaster, showMessageNotice } from './MessageNoticeToaster';
import { messaging, noteMessageRead } from './messaging-store';
import { playNoticeSound } from './notice-sound';
import { useMessageSocket } from './use-message-socket';

const MessageDrawer = lazy(() => import('../../screens/messages/MessageDrawer').then((m) => ({ default: m.MessageDrawer })));
const MessageDetailDialog = lazy(() =>
  import('../../screens/messages/MessageDetailDialog').then((m) => ({ default: m.MessageDetailDialog })),
);

/** Recounts the bell after a message was read. */
function useMarkRead(api: MessagesApi) {
  return useCallback(
    (id: string) =>
      api.unreadCount().then(
        (total) => noteMessageRead(id, total),
        () => noteMessageRead(id, null),
      ),
    [api],
  );
}

export function useMessagesApi(): MessagesApi {
  const { http } = useServices();
  return useMemo(() => createMessagesApi(http), [http]);
}

export function MessagingHost() {
  const { config, http, notify } = useServices();
  const { t } = useTranslation(MESSAGING_NAMESPACE);
  const api = useMessagesApi();
  const navigate = useNavigate();
  const { token, menuLoaded } = useSnapshot(session);
  const snap = useSnapshot(messaging);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const markRead = useMarkRead(api);

  useEffect(() => {
    notificationHandlers.openMessages = () => {
      messaging.drawerOpen = true;
      setDrawerUsed(true);
    };
    return () => {
      notificationHandlers.openMessages = undefined;
      messageNoticeToaster.dismiss();
    };
  }, []);

  useMessageSocket({
    config,
    token,
    userLoaded: menuLoaded,
    notify,
    goToLogin: () => void navigate('/login', { replace: true }),
    onMessage: (frame) => {
      playNoticeSound();
      showMessageNotice(frame, t('newMessage'));
    },
  });

  return (
    <>
      <MessageNoticeToaster
        onOpen={(id) => {
          messaging.detailId = id;
        }}
        onClosed={(id) =>
          void api.readInfo(id).then(
            () => markRead(id),
            () => undefined,
          )
        }
      />
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MessageDrawer
            open={snap.drawerOpen}
            onClose={() => {
              messaging.drawerOpen = false;
            }}
            api={api}
            reloadKey={snap.reloadKey}
            readIds={snap.readIds}
            onOpenMessage={(item) => {
              messaging.detailId = item.id;
            }}
            onAllRead={() => void markRead('')}
          />
        </Suspense>
      ) : null}
      {snap.detailId ? (
        <Suspense fallback={null}>
          <MessageDetailDialog
            messageId={snap.detailId}
            api={api}
            resolveUrl={http.resolveUrl}
            onClose={() => {
              messaging.detailId = null;
            }}
            onRead={(info) => void markRead(info.id)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
