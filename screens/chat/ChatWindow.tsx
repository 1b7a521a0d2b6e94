/**
 * The conversation window (spec 000 sections 2.8 and 4): the newest 30 messages, earlier ones when
 * scrolled to the top, the text box with emoji, the image upload and the history search. It does not
 * block the page: the user can keep working while it is open.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Button, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import type { ChatApi } from '../../api/chat-client';
import type { Notice } from '../../api/http-client';
import { toFormatLanguage } from '../../engine/format/language';
import { useBundleTranslation } from '../use-bundle-translation';
import { hasEarlier } from './chat-model';
import type { ChatStore } from './chat-store';
import { ChatBubble } from './ChatBubble';
import { ChatComposer } from './ChatComposer';
import { ChatHistory } from './ChatHistory';
import { CHAT_NAMESPACE, chatBundles } from './i18n';
import { checkChatImage, readImageSize } from './image-upload';
import { PeerAvatar } from './PeerAvatar';
import { useNow } from './use-now';

export interface ChatWindowProps {
  store: ChatStore;
  api: Pick<ChatApi, 'uploadImage'>;
  resolveUrl: (path: string) => string;
  notify: (notice: Notice) => void;
}

/** Scrolled this close to the top, the window asks for earlier messages. */
const EARLIER_DISTANCE = 40;

export function ChatWindow({ store, api, resolveUrl, notify }: ChatWindowProps) {
  const { t, i18n } = useBundleTranslation(CHAT_NAMESPACE, chatBundles);
  const language = toFormatLanguage(i18n.language);
  const { active, history, me, online } = useSnapshot(store.state);
  const now = useNow();
  const [showHistory, setShowHistory] = useState(false);
  const [uploading, setUploading] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const shape = useRef({ firstId: '', lastId: '', height: 0, top: 0 });
  const messages = active?.messages ?? [];
  const firstId = messages[0]?.id ?? '';
  const lastId = messages.at(-1)?.id ?? '';

  // A new last message scrolls to the bottom; earlier ones put above keep what the user was reading in place.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) {
      shape.current = { firstId: '', lastId: '', height: 0, top: 0 };
      return;
    }
    const before = shape.current;
    if (lastId !== before.lastId) element.scrollTop = element.scrollHeight;
    else if (firstId !== before.firstId) element.scrollTop = element.scrollHeight - (before.height - before.top);
    shape.current = { firstId, lastId, height: element.scrollHeight, top: element.scrollTop };
  }, [firstId, lastId, showHistory, active?.peer.id]);

  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    shape.current = { ...shape.current, height: element.scrollHeight, top: element.scrollTop };
    if (element.scrollTop <= EARLIER_DISTANCE) store.loadEarlier();
  };

  const stayAtBottom = () => {
    const element = list.current;
    if (element && element.scrollHeight - element.scrollTop - element.clientHeight < 240) element.scrollTop = element.scrollHeight;
  };

  const warn = (message: string) => notify({ type: 'error', message, duration: 1500 });

  const sendText = (text: string) => {
    const result = store.sendText(text);
    if (result === 'offline') warn(t('errors.offline'));
    return result === 'sent';
  };

  const sendImage = async (file: File) => {
    const refusal = checkChatImage(file);
    if (refusal) return warn(t(`errors.${refusal}`));
    setUploading(true);
    try {
      const size = await readImageSize(file);
      const uploaded = await api.uploadImage(file, file.name);
      if (store.sendImage({ path: uploaded.url, name: uploaded.name, ...size }) === 'offline') warn(t('errors.offline'));
    } catch {
      // The request client already showed the server's message.
    } finally {
      setUploading(false);
    }
  };

  const close = () => {
    setShowHistory(false);
    store.close();
  };

  return (
    <Dialog.Root
      open={active !== null}
      onOpenChange={(details) => (details.open ? undefined : close())}
      modal={false}
      closeOnInteractOutside={false}
      trapFocus={false}
      preventScroll={false}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Positioner pointerEvents="none">
          <Dialog.Content pointerEvents="auto" h="min(620px, 85vh)" data-testid="chat-window" data-peer={active?.peer.account}>
            <Dialog.Header py="3">
              {active ? (
                <HStack gap="2">
                  <PeerAvatar
                    name={active.peer.realName}
                    headIcon={active.peer.headIcon}
                    resolveUrl={resolveUrl}
                    online={online.includes(active.peer.id)}
                  />
                  <Dialog.Title fontSize="md">
                    {active.peer.realName}
                    <Text as="span" color="fg.muted" fontSize="sm" ms="1">
                      {active.peer.account}
                    </Text>
                  </Dialog.Title>
                </HStack>
              ) : null}
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" minH="0" pb="3" gap="2">
              {showHistory ? (
                <ChatHistory
                  history={history}
                  me={me}
                  language={language}
                  now={now}
                  t={t}
                  resolveUrl={resolveUrl}
                  onSearch={(keyword) => store.searchHistory(keyword)}
                  onMore={() => store.historyMore()}
                  onBack={() => {
                    store.closeHistory();
                    setShowHistory(false);
                  }}
                />
              ) : (
                <>
                  <Stack ref={list} gap="3" flex="1" minH="0" overflowY="auto" pe="1" onScroll={onScroll} data-testid="chat-messages">
                    {active?.loading ? (
                      <HStack justify="center" py="2">
                        <Spinner size="sm" />
                      </HStack>
                    ) : active && hasEarlier(active.messages.length, active.total) ? (
                      <Button size="xs" variant="ghost" alignSelf="center" onClick={() => store.loadEarlier()}>
                        {t('window.earlier')}
                      </Button>
                    ) : null}
                    {messages.map((message) => (
                      <ChatBubble
                        key={message.id}
                        message={message}
                        mine={message.sendUserId === me}
                        language={language}
                        now={now}
                        resolveUrl={resolveUrl}
                        placeholder={(type) => t(`preview.${type}`)}
                        onImageLoad={stayAtBottom}
                      />
                    ))}
                  </Stack>
                  <ChatComposer
                    t={t}
                    uploading={uploading}
                    onSendText={sendText}
                    onPickImage={(file) => void sendImage(file)}
                    onOpenHistory={() => {
                      setShowHistory(true);
                      store.searchHistory('');
                    }}
                  />
                </>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('window.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
