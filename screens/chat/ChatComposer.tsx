/**
 * The text box of the conversation window: Enter sends (Shift+Enter breaks the line, and Enter that
 * confirms an input-method candidate does nothing), blank text is not sent; the emoji picker puts a
 * `[label]` token at the caret; the image button takes one image under 5 MB.
 */
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Box, Button, HStack, IconButton, Stack, Textarea } from '@chakra-ui/react';
import { CHAT_IMAGE_ACCEPT } from './image-upload';
import { insertToken, type Emoji } from './emoji';
import { EmojiPicker } from './EmojiPicker';

export interface ChatComposerProps {
  t: (key: string) => string;
  /** Answers true when the text was sent (the box then empties). */
  onSendText: (text: string) => boolean;
  onPickImage: (file: File) => void;
  onOpenHistory: () => void;
  uploading?: boolean;
}

function ImageIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M4 5h16v14H4zM4 16l5-5l4 4l3-3l4 4M15 9.5a1.5 1.5 0 1 0 0-.01" />
    </svg>
  );
}

function HistoryIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M12 4a8 8 0 1 1-7.4 5M4 4v5h5M12 8v4l3 2" />
    </svg>
  );
}

export function ChatComposer({ t, onSendText, onPickImage, onOpenHistory, uploading }: ChatComposerProps) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const send = () => {
    if (!text.trim()) return;
    if (onSendText(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const addEmoji = (emoji: Emoji) => {
    const element = box.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = insertToken(text, start, end, emoji.token);
    setText(next.text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPickImage(file);
  };

  return (
    <Stack gap="1" borderTopWidth="1px" pt="2">
      <HStack gap="1">
        <EmojiPicker label={t('window.emoji')} onPick={addEmoji} />
        <IconButton
          aria-label={t('window.image')}
          title={t('window.image')}
          size="xs"
          variant="ghost"
          loading={uploading}
          onClick={() => fileInput.current?.click()}
          data-testid="chat-image-button"
        >
          <ImageIcon />
        </IconButton>
        <IconButton
          aria-label={t('window.history')}
          title={t('window.history')}
          size="xs"
          variant="ghost"
          onClick={onOpenHistory}
          data-testid="chat-history-button"
        >
          <HistoryIcon />
        </IconButton>
        <input ref={fileInput} type="file" accept={CHAT_IMAGE_ACCEPT} hidden onChange={onFile} data-testid="chat-image-input" />
      </HStack>
      <Textarea
        ref={box}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('window.placeholder')}
        aria-label={t('window.placeholder')}
        rows={3}
        resize="none"
        size="sm"
        data-testid="chat-input"
      />
      <Box textAlign="end">
        <Button size="xs" colorPalette="blue" onClick={send} disabled={!text.trim()} data-testid="chat-send">
          {t('window.send')}
        </Button>
      </Box>
    </Stack>
  );
}
