/** The chat as the shell mounts it: the drawer and the conversation window, which stays open when the drawer closes. */
import { ChatDrawer, type ChatDrawerProps } from './ChatDrawer';
import { ChatWindow } from './ChatWindow';

export type ChatPanelsProps = ChatDrawerProps;

export function ChatPanels(props: ChatPanelsProps) {
  return (
    <>
      <ChatDrawer {...props} />
      <ChatWindow store={props.store} api={props.api} resolveUrl={props.resolveUrl} notify={props.notify} />
    </>
  );
}
