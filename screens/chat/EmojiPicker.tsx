/** The emoji picker (codes 100 to 219): a grid of emoji, each labelled by its bracketed token. */
import { useState } from 'react';
import { Button, chakra, IconButton, Popover, Portal, SimpleGrid } from '@chakra-ui/react';
import { emojis, type Emoji } from './emoji';

export interface EmojiPickerProps {
  label: string;
  onPick: (emoji: Emoji) => void;
}

export function EmojiPicker({ label, onPick }: EmojiPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'top-start' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton aria-label={label} title={label} size="xs" variant="ghost" data-testid="chat-emoji-button">
          <chakra.span fontSize="lg" aria-hidden>
            🙂
          </chakra.span>
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="sm" data-testid="chat-emoji-picker">
            <Popover.Body p="2" maxH="56" overflowY="auto">
              <SimpleGrid columns={10} gap="0.5">
                {emojis.map((emoji) => (
                  <Button
                    key={emoji.code}
                    size="xs"
                    variant="ghost"
                    px="0"
                    minW="7"
                    fontSize="lg"
                    aria-label={emoji.token}
                    title={emoji.token}
                    data-code={emoji.code}
                    onClick={() => {
                      onPick(emoji);
                      setOpen(false);
                    }}
                  >
                    {emoji.char}
                  </Button>
                ))}
              </SimpleGrid>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
