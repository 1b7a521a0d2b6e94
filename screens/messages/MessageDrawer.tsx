/**
 * The message drawer the bell opens (spec 000 section 2.7): filters, the list loaded 20 at a time as it
 * scrolls to 200 px from the bottom, and mark-all-read. Opening a row is the caller's (it owns the
 * detail dialog and the open action of each type); `readIds` tell the drawer which rows were read.
 */
import { useCallback, useState } from 'react';
import { Box, CloseButton, Drawer, Portal, Text } from '@chakra-ui/react';
import type { MessageListItem } from '../../api/messages';
import type { MessagesApi } from '../../api/messages-client';
import { toFormatLanguage } from '../../engine/format/language';
import { EmptyState, Toolbar } from '../../engine/page/kit';
import { useBundleTranslation } from '../use-bundle-translation';
import { MESSAGES_NAMESPACE, messagesBundles } from './i18n';
import { defaultMessageFilters, markRowsRead, nearBottom, toMessageQuery, type MessageFilterState } from './message-list-model';
import { MessageFilters } from './MessageFilters';
import { MessageRows } from './MessageRows';
import { ReadAllConfirm } from './ReadAllConfirm';
import { useMessagePages } from './use-message-pages';

export interface MessageDrawerProps {
  open: boolean;
  onClose: () => void;
  api: MessagesApi;
  /** Changes when a new message arrived: the open list loads again. */
  reloadKey: number;
  /** Messages read elsewhere (the detail dialog, a closed notice): their rows show read. */
  readIds: readonly string[];
  onOpenMessage: (item: MessageListItem) => void;
  /** After mark-all-read (the caller refreshes the badge). */
  onAllRead: () => void;
}

export function MessageDrawer({ open, onClose, api, reloadKey, readIds, onOpenMessage, onAllRead }: MessageDrawerProps) {
  const { t, i18n } = useBundleTranslation(MESSAGES_NAMESPACE, messagesBundles);
  const [filters, setFilters] = useState<MessageFilterState>(defaultMessageFilters);
  const [localReload, setLocalReload] = useState(0);
  const { loadMore, items: loaded, loading, hasMore } = useMessagePages(api, filters, reloadKey * 1000 + localReload, open);
  const items = markRowsRead(loaded, readIds);
  const language = toFormatLanguage(i18n.language);

  const readAll = useCallback(async () => {
    await api.readAll(toMessageQuery(filters));
    setLocalReload((n) => n + 1);
    onAllRead();
  }, [api, filters, onAllRead]);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="message-drawer">
            <Drawer.Header>
              <Box w="100%" pe="8">
                <Toolbar
                  start={<Drawer.Title>{t('drawerTitle')}</Drawer.Title>}
                  end={<ReadAllConfirm t={t} onConfirm={readAll} disabled={items.length === 0} />}
                />
              </Box>
            </Drawer.Header>
            <Box px="4" pb="2">
              <MessageFilters value={filters} onChange={setFilters} t={t} />
            </Box>
            <Drawer.Body px="0" data-testid="message-scroll" onScroll={(event) => nearBottom(event.currentTarget) && loadMore()}>
              <MessageRows items={items} language={i18n.language} t={t} onOpen={onOpenMessage} />
              {loading ? (
                <EmptyState language={language} loading compact />
              ) : items.length === 0 ? (
                <EmptyState language={language} text={t('empty')} testId="message-empty" />
              ) : !hasMore ? (
                <Text textAlign="center" color="fg.subtle" fontSize="xs" py="3">
                  {t('noMore')}
                </Text>
              ) : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
