/** `/messageRecord`: the full message list; a message opens by its type (the detail dialog or its page). */
import { useSnapshot } from 'valtio';
import { MessageRecordPage } from '../../screens/messages/MessageRecordPage';
import { messaging } from '../messaging/messaging-store';
import { useMessagesApi, useOpenMessage } from '../messaging/message-hooks';
import { notifications } from '../notifications-store';

export function MessageRecordRoute() {
  const api = useMessagesApi();
  const openMessage = useOpenMessage();
  const { reloadKey, readIds } = useSnapshot(messaging);
  return (
    <MessageRecordPage
      api={api}
      reloadKey={reloadKey}
      readIds={readIds}
      onOpenMessage={(item) => void openMessage(item)}
      onAllRead={() =>
        void api.unreadCount().then(
          (total) => (notifications.unreadMessages = total),
          () => undefined,
        )
      }
    />
  );
}
