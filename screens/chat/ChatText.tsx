/** Chat text as typed: plain text nodes (never HTML) with each known `[label]` drawn as its emoji. */
import { chakra } from '@chakra-ui/react';
import { splitChatText } from './emoji';

export function ChatText({ text }: { text: string }) {
  return (
    <chakra.span whiteSpace="pre-wrap" wordBreak="break-word" data-testid="chat-text">
      {splitChatText(text).map((part, index) =>
        part.kind === 'text' ? (
          <chakra.span key={index}>{part.text}</chakra.span>
        ) : (
          <chakra.span key={index} role="img" aria-label={part.emoji.token} title={part.emoji.token} fontSize="1.25em" lineHeight="1">
            {part.emoji.char}
          </chakra.span>
        ),
      )}
    </chakra.span>
  );
}
