/**
 * The Messages tab: recent conversations, latest first, with the unread count, the latest message and
 * its relative time. A right click offers removing the conversation and deleting its records.
 */
import { Badge, Box, HStack, Menu, Stack, Text } from '@chakra-ui/react';
import type { Snapshot } from 'valtio';
import type { ImReply } from '../../api/messages';
import type { FormatLanguage } from '../../engine/format/language';
import { relativeTime } from '../../engine/format/relative-time';
import { emojiPreview } from './emoji';
import { PeerAvatar } from './PeerAvatar';

export interface ConversationListProps {
  items: readonly Snapshot<ImReply>[];
  unread: Readonly<Record<string, number>>;
  online: readonly string[];
  language: FormatLanguage;
  now: number;
  t: (key: string, options?: Record<string, unknown>) => string;
  resolveUrl: (path: string) => string;
  onOpen: (entry: Snapshot<ImReply>) => void;
  onRemove: (entry: Snapshot<ImReply>) => void;
  onDeleteRecords: (entry: Snapshot<ImReply>) => void;
}

export function latestPreview(entry: Pick<ImReply, 'messageType' | 'latestMessage'>, t: (key: string) => string): string {
  if (entry.messageType === 'text') return emojiPreview(entry.latestMessage);
  if (entry.messageType === '') return '';
  return t(`preview.${entry.messageType}`);
}

export function ConversationList({
  items,
  unread,
  online,
  language,
  now,
  t,
  resolveUrl,
  onOpen,
  onRemove,
  onDeleteRecords,
}: ConversationListProps) {
  return (
    <Stack gap="0" role="list" data-testid="chat-conversations">
      {items.map((entry) => {
        const count = unread[entry.id] ?? 0;
        return (
          <Menu.Root key={entry.id} onSelect={({ value }) => (value === 'remove' ? onRemove(entry) : onDeleteRecords(entry))}>
            <Menu.ContextTrigger asChild>
              <HStack
                role="listitem"
                as="button"
                w="100%"
                textAlign="start"
                gap="3"
                px="3"
                py="2"
                borderBottomWidth="1px"
                cursor="pointer"
                _hover={{ bg: 'bg.muted' }}
                onClick={() => onOpen(entry)}
                data-testid="chat-conversation"
                data-account={entry.account}
                data-unread={count}
              >
                <PeerAvatar name={entry.realName} headIcon={entry.headIcon} resolveUrl={resolveUrl} online={online.includes(entry.id)} />
                <Box flex="1" minW="0">
                  <HStack justify="space-between" gap="2">
                    <Text fontSize="sm" fontWeight="semibold" truncate>
                      {entry.realName}
                    </Text>
                    <Text fontSize="xs" color="fg.subtle" flexShrink={0}>
                      {relativeTime(entry.latestDate, language, now)}
                    </Text>
                  </HStack>
                  <HStack justify="space-between" gap="2">
                    <Text fontSize="xs" color="fg.muted" truncate data-testid="chat-conversation-latest">
                      {latestPreview(entry, t)}
                    </Text>
                    {count > 0 ? (
                      <Badge
                        size="xs"
                        colorPalette="red"
                        variant="solid"
                        borderRadius="full"
                        aria-label={t('unread', { count })}
                        data-testid="chat-unread"
                      >
                        {count > 99 ? '99+' : count}
                      </Badge>
                    ) : null}
                  </HStack>
                </Box>
              </HStack>
            </Menu.ContextTrigger>
            {/* Not portalled: inside the drawer the menu stays within its focus trap (keyboard use works). */}
            <Menu.Positioner>
              <Menu.Content data-testid="chat-conversation-menu">
                <Menu.Item value="remove">{t('menu.remove')}</Menu.Item>
                <Menu.Item value="deleteRecords" color="fg.error">
                  {t('menu.deleteRecords')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Menu.Root>
        );
      })}
    </Stack>
  );
}
