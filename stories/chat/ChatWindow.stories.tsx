import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatPanels } from '../../screens/chat/ChatPanels';
import { ChatWindow } from '../../screens/chat/ChatWindow';
import { storyChat, storyChatApi } from './chat-fixtures';

const notify = (notice: { type: string; message: string }) => console.info(notice.type, notice.message);

const meta = {
  title: 'Messaging/ChatWindow',
  component: ChatWindow,
  args: { store: storyChat({ open: true }), api: storyChatApi, resolveUrl: (path: string) => path, notify },
} satisfies Meta<typeof ChatWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A conversation of 41 messages: the newest 30 show, scrolling to the top loads the rest. Text with
 * emoji, an image, markup shown as text. Enter sends; the peer answers a moment later. The clock
 * button searches the history (50 a page).
 */
export const Conversation: Story = {};

/** The drawer: conversations (one unread), contacts 20 a page; a right click on a conversation shows its menu. */
export const Drawer: Story = {
  render: () => (
    <ChatPanels
      open
      onClose={() => undefined}
      store={storyChat({ open: false })}
      api={storyChatApi}
      resolveUrl={(path) => path}
      notify={notify}
    />
  ),
};
