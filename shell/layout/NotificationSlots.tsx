/** The chat icon (blinks while chats are unread) and the message bell with its badge (at most 99). */
import { useTranslation } from 'react-i18next';
import { Badge, Box, IconButton } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { badgeText, notificationHandlers, notifications } from '../notifications-store';
import { ShellIcon } from './icons';

export function ChatButton({ color }: { color: string }) {
  const { t } = useTranslation();
  const { unreadChats } = useSnapshot(notifications);
  return (
    <IconButton
      aria-label={t('navbar.chat')}
      title={t('navbar.chat')}
      variant="ghost"
      size="sm"
      color={color}
      data-testid="chat-button"
      data-unread={unreadChats > 0 ? 'true' : 'false'}
      animation={unreadChats > 0 ? 'pulse 1s linear infinite' : undefined}
      onClick={() => notificationHandlers.openChat?.()}
    >
      <ShellIcon name="chat" />
    </IconButton>
  );
}

export function MessageBell({ color }: { color: string }) {
  const { t } = useTranslation();
  const { unreadMessages } = useSnapshot(notifications);
  const text = badgeText(unreadMessages);
  return (
    <Box position="relative">
      <IconButton
        aria-label={t('navbar.notice')}
        title={t('navbar.notice')}
        variant="ghost"
        size="sm"
        color={color}
        data-testid="message-bell"
        onClick={() => notificationHandlers.openMessages?.()}
      >
        <ShellIcon name="bell" />
      </IconButton>
      {text ? (
        <Badge position="absolute" top="-1" right="-2" colorPalette="red" variant="solid" size="xs" borderRadius="full" pointerEvents="none" data-testid="message-badge">
          {text}
        </Badge>
      ) : null}
    </Box>
  );
}
