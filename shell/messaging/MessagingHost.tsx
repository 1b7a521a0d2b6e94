/**
 * Messaging in the main layout: the socket, the bell's drawer, the message detail, the chat, and the
 * notices of new messages and call-centre events. The drawers and the detail load on first use.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { CallCentreFrame } from '../../api/messages';
import { notificationHandlers } from '../notifications-store';
import { useServices } from '../services';
import { defaultFileType } from '../../api/files';
import { downloadFile } from '../../widgets/kit/uploader/download';
import { session } from '../session';
import { callCentreHeadingKey, callCentreTarget, callCentreText } from './call-centre';
import { ChatMount } from './ChatMount';
import { chat } from './chat-state';
import { MESSAGING_NAMESPACE } from './i18n';
import { useMarkRead, useMessagesApi, useOpenMessage } from './message-hooks';
import {
  MessageNoticeToaster,
  messageNoticeToaster,
  showCallCentreNotice,
  showMessageNotice,
  type NoticeSubject,
} from './MessageNoticeToaster';
import { messaging } from './messaging-store';
import { createRepeatingSounds, repeatIntervals } from './notice-repeat';
import { playNoticeSound } from './notice-sound';
import { useMessageSocket } from './use-message-socket';

export { useMessagesApi } from './message-hooks';

const MessageDrawer = lazy(() => import('../../screens/messages/MessageDrawer').then((m) => ({ default: m.MessageDrawer })));
const MessageDetailDialog = lazy(() =>
  import('../../screens/messages/MessageDetailDialog').then((m) => ({ default: m.MessageDetailDialog })),
);

/** Sounds of call-centre notices that repeat until the notice closes (keyed by the notice's id). */
export const noticeRepeats = createRepeatingSounds(playNoticeSound);

export function MessagingHost() {
  const { config, http, notify, files } = useServices();
  const { t } = useTranslation(MESSAGING_NAMESPACE);
  const api = useMessagesApi();
  const navigate = useNavigate();
  const openMessage = useOpenMessage();
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
      // Removed, not dismissed: without the toaster mounted nothing would finish their exit.
      messageNoticeToaster.remove();
      noticeRepeats.stopAll();
    };
  }, []);

  // A session's notices (and their repeating sounds) end with it.
  useEffect(() => {
    if (token) return;
    messageNoticeToaster.dismiss();
    noticeRepeats.stopAll();
  }, [token]);

  const showCallCentre = (frame: CallCentreFrame) => {
    playNoticeSound();
    const id = showCallCentreNotice(frame, t(callCentreHeadingKey(frame.method)), callCentreText(frame));
    const interval = repeatIntervals[frame.method];
    if (interval) noticeRepeats.start(id, interval);
  };

  /** Closing a notice (or clicking it) marks its message read and silences it. */
  const closed = (subject: NoticeSubject, noticeId: string) => {
    noticeRepeats.stop(noticeId);
    const messageId = subject.kind === 'message' ? subject.messageId : subject.frame.messageid;
    if (!messageId) return;
    void api.readInfo(messageId).then(
      () => markRead(messageId),
      () => undefined,
    );
  };

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
    onCallCentre: showCallCentre,
    onChatFrame: chat.handle,
    onSocket: (client) => chat.attach(client),
  });

  return (
    <>
      <MessageNoticeToaster
        onOpen={(subject, noticeId) => {
          if (subject.kind === 'message') {
            noticeRepeats.stop(noticeId);
            void openMessage({ id: subject.messageId, type: subject.messageType });
            return;
          }
          closed(subject, noticeId);
          const target = callCentreTarget(subject.frame);
          if (target) void navigate(target);
        }}
        onClosed={closed}
      />
      <ChatMount />
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
            onOpenMessage={(item) => void openMessage(item)}
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
            download={(file) => void downloadFile(files, defaultFileType, file)}
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
