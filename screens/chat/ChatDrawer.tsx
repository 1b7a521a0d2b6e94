/**
 * The chat drawer the navbar's chat icon opens (spec 000 section 2.8): the Messages tab (recent
 * conversations) and the Contacts tab (every other user, 20 a page, the next page at 300 px from the
 * bottom), one keyword box for both, and the right-click menu of a conversation.
 */
import { useEffect, useState } from 'react';
import { Box, CloseButton, Drawer, Input, Portal, Tabs, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import type { ChatApi } from '../../api/chat-client';
import type { Notice } from '../../api/http-client';
import type { ImReply } from '../../api/messages';
import { toFormatLanguage } from '../../engine/format/language';
import { EmptyState } from '../../engine/page/kit';
import { nearBottom } from '../messages/message-list-model';
import { useBundleTranslation } from '../use-bundle-translation';
import { CONTACT_LOAD_DISTANCE, filterConversations, type ChatPeer } from './chat-model';
import type { ChatStore } from './chat-store';
import { ContactList } from './ContactList';
import { ConversationList } from './ConversationList';
import { DeleteRecordsConfirm } from './DeleteRecordsConfirm';
import { CHAT_NAMESPACE, chatBundles } from './i18n';
import { useContactPages } from './use-contact-pages';
import { useNow } from './use-now';

export interface ChatDrawerProps {
  open: boolean;
  onClose: () => void;
  store: ChatStore;
  api: ChatApi;
  resolveUrl: (path: string) => string;
  notify: (notice: Notice) => void;
}

type ChatTab = 'messages' | 'contacts';

/** The keyword after the user stopped typing for `delay` ms (one contacts request per word, not per key). */
function useSettled(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function ChatDrawer({ open, onClose, store, api, resolveUrl, notify }: ChatDrawerProps) {
  const { t, i18n } = useBundleTranslation(CHAT_NAMESPACE, chatBundles);
  const language = toFormatLanguage(i18n.language);
  const { conversations, unread, online } = useSnapshot(store.state);
  const [tab, setTab] = useState<ChatTab>('messages');
  const [keyword, setKeyword] = useState('');
  // The first list shows a spinner; later openings show the last list while the new one loads.
  const [conversationsAnswered, setConversationsAnswered] = useState(false);
  const [deleting, setDeleting] = useState<ChatPeer | null>(null);
  const contactKeyword = useSettled(keyword.trim());
  const contacts = useContactPages(api, contactKeyword, open && tab === 'contacts');
  const now = useNow();

  // Every opening shows the server's list (another tab may have read or removed conversations).
  useEffect(() => {
    if (!open) return;
    let live = true;
    api
      .conversations()
      .then(
        (list) => live && store.setConversations(list),
        () => undefined,
      )
      .finally(() => live && setConversationsAnswered(true));
    return () => {
      live = false;
    };
  }, [open, api, store]);

  const openConversation = (peer: ChatPeer) => {
    store.open({ id: peer.id, realName: peer.realName, account: peer.account, headIcon: peer.headIcon });
    onClose();
  };

  const remove = (entry: Pick<ImReply, 'id'>) =>
    void api.removeConversation(entry.id).then(
      (msg) => {
        store.removed(entry.id);
        if (msg) notify({ type: 'success', message: msg, duration: 1500 });
      },
      () => undefined,
    );

  const deleteRecords = async (peer: ChatPeer) => {
    const msg = await api.deleteRecords(peer.id);
    store.recordsDeleted(peer.id);
    if (msg) notify({ type: 'success', message: msg, duration: 1500 });
  };

  const shownConversations = filterConversations(conversations, keyword);
  const emptyOrLoading = (loading: boolean, empty: boolean) =>
    loading ? (
      <EmptyState language={language} loading compact />
    ) : empty ? (
      <EmptyState language={language} text={t('empty')} testId="chat-empty" />
    ) : null;

  return (
    <Drawer.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="chat-drawer">
            <Drawer.Header pb="2">
              <Drawer.Title>{t('title')}</Drawer.Title>
            </Drawer.Header>
            <Tabs.Root
              value={tab}
              onValueChange={(details) => setTab(details.value as ChatTab)}
              variant="line"
              lazyMount
              display="flex"
              flexDirection="column"
              minH="0"
              flex="1"
            >
              <Box px="4">
                <Input
                  size="sm"
                  value={keyword}
                  placeholder={t('search')}
                  aria-label={t('search')}
                  onChange={(event) => setKeyword(event.target.value)}
                  data-testid="chat-search"
                />
                <Tabs.List mt="2">
                  <Tabs.Trigger value="messages" data-testid="chat-tab-messages">
                    {t('tabs.messages')}
                  </Tabs.Trigger>
                  <Tabs.Trigger value="contacts" data-testid="chat-tab-contacts">
                    {t('tabs.contacts')}
                  </Tabs.Trigger>
                </Tabs.List>
              </Box>
              <Drawer.Body
                px="0"
                pt="0"
                data-testid="chat-scroll"
                onScroll={(event) => tab === 'contacts' && nearBottom(event.currentTarget, CONTACT_LOAD_DISTANCE) && contacts.loadMore()}
              >
                <Tabs.Content value="messages" pt="0">
                  <ConversationList
                    items={shownConversations}
                    unread={unread}
                    online={online}
                    language={language}
                    now={now}
                    t={t}
                    resolveUrl={resolveUrl}
                    onOpen={openConversation}
                    onRemove={remove}
                    onDeleteRecords={(entry) => setDeleting({ ...entry })}
                  />
                  {emptyOrLoading(!conversationsAnswered && conversations.length === 0, shownConversations.length === 0)}
                </Tabs.Content>
                <Tabs.Content value="contacts" pt="0">
                  <ContactList items={contacts.items} online={online} resolveUrl={resolveUrl} onOpen={openConversation} />
                  {emptyOrLoading(contacts.loading, contacts.items.length === 0) ??
                    (contacts.hasMore ? null : (
                      <Text textAlign="center" color="fg.subtle" fontSize="xs" py="3">
                        {t('noMore')}
                      </Text>
                    ))}
                </Tabs.Content>
              </Drawer.Body>
            </Tabs.Root>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      <DeleteRecordsConfirm peer={deleting} t={t} onConfirm={deleteRecords} onClose={() => setDeleting(null)} />
    </Drawer.Root>
  );
}
