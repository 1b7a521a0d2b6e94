/** The message rows: unread dot, type, title, sender and relative time; a click opens the message. */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { MessageListItem } from '../../api/messages';
import { relativeTime } from '../../engine/format/relative-time';
import { toFormatLanguage } from '../../engine/format/language';

export interface MessageRowsProps {
  items: readonly MessageListItem[];
  language: string;
  t: (key: string) => string;
  onOpen: (item: MessageListItem) => void;
}

export function MessageRows({ items, language, t, onOpen }: MessageRowsProps) {
  const lang = toFormatLanguage(language);
  return (
    <Stack gap="0" role="list" data-testid="message-rows">
      {items.map((item) => {
        const unread = item.isRead !== '1';
        return (
          <Box
            key={item.id}
            role="listitem"
            as="button"
            textAlign="start"
            px="3"
            py="2"
            borderBottomWidth="1px"
            _hover={{ bg: 'bg.muted' }}
            cursor="pointer"
            data-testid="message-row"
            data-unread={unread ? 'true' : 'false'}
            aria-label={`${item.title} ${unread ? t('unread') : t('read')}`}
            onClick={() => onOpen(item)}
          >
            <HStack gap="2" align="center">
              <Box w="2" h="2" borderRadius="full" flexShrink={0} bg={unread ? 'red.500' : 'transparent'} aria-hidden />
              <Badge size="xs" variant="subtle" colorPalette="blue" flexShrink={0}>
                {t(`type.${item.type}`)}
              </Badge>
              <Text flex="1" truncate fontWeight={unread ? 'semibold' : 'normal'} fontSize="sm">
                {item.title}
              </Text>
            </HStack>
            <HStack justify="space-between" ps="4" pt="1" fontSize="xs" color="fg.muted">
              <Text truncate>{item.releaseUser || t('detail.system')}</Text>
              <Text flexShrink={0} title={new Date(item.releaseTime).toLocaleString()}>
                {relativeTime(item.releaseTime, lang)}
              </Text>
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
