/** `/messageRecord`: the full message list, opening messages in the shell's detail dialog. */
import { useSnapshot } from 'valtio';
import { MessageRecordPage } from '../../screens/messages/MessageRecordPage';
import { messaging } from '../messaging/messaging-store';
import { useMessagesApi } from '../messaging/MessagingHost';
import { notifications } from '../notifications-store';

export function MessageRecordRoute() {
  const api = useMessagesApi();
  const { reloadKey, readIds } = useSnapshot(messaging);
  return (
    <MessageRecordPage
      api={api}
      reloadKey={reloadKey}
      readIds={readIds}
      onOpenMessage={(item) => {
        messaging.detailId = item.id;
      }}
      onAllRead={() =>
        void api.unreadCount().then(
          (total) => (notifications.unreadMessages = total),
          () => undefined,
        )
      }
    />
  );
}
