/** The Contacts tab: every other user, 20 at a time; a click opens the conversation. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ImUser } from '../../api/messages';
import { PeerAvatar } from './PeerAvatar';

export interface ContactListProps {
  items: readonly ImUser[];
  online: readonly string[];
  resolveUrl: (path: string) => string;
  onOpen: (user: ImUser) => void;
}

export function ContactList({ items, online, resolveUrl, onOpen }: ContactListProps) {
  return (
    <Stack gap="0" role="list" data-testid="chat-contacts">
      {items.map((user) => (
        <HStack
          key={user.id}
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
          onClick={() => onOpen(user)}
          data-testid="chat-contact"
          data-account={user.account}
        >
          <PeerAvatar name={user.realName} headIcon={user.headIcon} resolveUrl={resolveUrl} online={online.includes(user.id)} />
          <Box flex="1" minW="0">
            <Text fontSize="sm" fontWeight="semibold" truncate>
              {user.realName}
              <Text as="span" fontWeight="normal" color="fg.muted" ms="1">
                {user.account}
              </Text>
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {user.department}
            </Text>
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}
