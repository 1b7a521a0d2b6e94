/** One message of a conversation: mine on the right, the peer's on the left, with its relative time. */
import { Box, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ChatMessage } from '../../api/messages';
import { DATE_TIME_SECONDS_FORMAT, formatDate } from '../../engine/format/date-format';
import type { FormatLanguage } from '../../engine/format/language';
import { relativeTime } from '../../engine/format/relative-time';
import { imageDisplaySize, parseImageContent } from './chat-model';
import { ChatText } from './ChatText';

export interface ChatBubbleProps {
  message: ChatMessage;
  mine: boolean;
  language: FormatLanguage;
  now: number;
  resolveUrl: (path: string) => string;
  /** Words for content the web client does not play (voice, video). */
  placeholder: (type: 'voice' | 'video') => string;
  /** An image finished loading (the window keeps the newest message in view). */
  onImageLoad?: () => void;
}

function Content({
  message,
  resolveUrl,
  placeholder,
  onImageLoad,
}: Pick<ChatBubbleProps, 'message' | 'resolveUrl' | 'placeholder' | 'onImageLoad'>) {
  if (message.contentType === 'text') return <ChatText text={message.content} />;
  if (message.contentType === 'image') {
    const image = parseImageContent(message.content);
    if (!image) return <Text>{placeholder('video')}</Text>;
    const size = imageDisplaySize(image.width, image.height);
    const src = resolveUrl(image.path);
    return (
      <Link href={src} target="_blank" rel="noopener noreferrer" display="block">
        <chakra.img
          src={src}
          alt={image.name}
          htmlWidth={size.width}
          htmlHeight={size.height}
          w={`${size.width}px`}
          h={`${size.height}px`}
          objectFit="contain"
          onLoad={onImageLoad}
          data-testid="chat-image"
        />
      </Link>
    );
  }
  return <Text color="fg.muted">{placeholder(message.contentType)}</Text>;
}

export function ChatBubble({ message, mine, language, now, resolveUrl, placeholder, onImageLoad }: ChatBubbleProps) {
  return (
    <Stack gap="1" align={mine ? 'flex-end' : 'flex-start'} data-testid="chat-message" data-mine={mine ? 'true' : 'false'}>
      <HStack fontSize="xs" color="fg.subtle">
        <Text title={formatDate(message.sendTime, DATE_TIME_SECONDS_FORMAT)}>{relativeTime(message.sendTime, language, now)}</Text>
      </HStack>
      <Box
        maxW="80%"
        px="3"
        py="2"
        borderRadius="lg"
        fontSize="sm"
        bg={mine ? 'blue.500' : 'bg.muted'}
        color={mine ? 'white' : 'fg'}
        css={mine ? { '& a': { color: 'inherit' } } : undefined}
      >
        <Content message={message} resolveUrl={resolveUrl} placeholder={placeholder} onImageLoad={onImageLoad} />
      </Box>
    </Stack>
  );
}
