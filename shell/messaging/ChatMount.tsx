/** The chat in the main layout: the navbar's chat icon opens the drawer, which loads on first use. */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { createChatApi } from '../../api/chat-client';
import { notificationHandlers } from '../notifications-store';
import { useServices } from '../services';
import { chat, chatUi } from './chat-state';

const ChatPanels = lazy(() => import('../../screens/chat/ChatPanels').then((m) => ({ default: m.ChatPanels })));

export function ChatMount() {
  const { http, notify } = useServices();
  const api = useMemo(() => createChatApi(http), [http]);
  const { drawerOpen } = useSnapshot(chatUi);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    notificationHandlers.openChat = () => {
      chatUi.drawerOpen = true;
      setUsed(true);
    };
    return () => {
      notificationHandlers.openChat = undefined;
    };
  }, []);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanels
        open={drawerOpen}
        onClose={() => {
          chatUi.drawerOpen = false;
        }}
        store={chat}
        api={api}
        resolveUrl={http.resolveUrl}
        notify={notify}
      />
    </Suspense>
  );
}
