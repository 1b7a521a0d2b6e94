/**
 * The message detail (spec 000 section 2.7): title, time, sender, excerpt, HTML body and attachments.
 * Reading it marks the message read on the server; `onRead` then lets the caller refresh its counts.
 */
import { useEffect, useState } from 'react';
import DOMPurify from 'dompurify';
import { Box, Button, CloseButton, Dialog, HStack, Link, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type { MessageFile, MessageReadInfo } from '../../api/messages';
import type { MessagesApi } from '../../api/messages-client';
import { formatDate } from '../../engine/format/date-format';
import { useBundleTranslation } from '../use-bundle-translation';
import { MESSAGES_NAMESPACE, messagesBundles } from './i18n';

export interface MessageDetailDialogProps {
  messageId: string | null;
  api: Pick<MessagesApi, 'readInfo'>;
  onClose: () => void;
  onRead?: (info: MessageReadInfo) => void;
  resolveUrl?: (path: string) => string;
  /**
   * Downloads an attachment through the file calls (a signed link asked with the session's token); without
   * it the attachments are plain links to their addresses.
   */
  download?: (file: MessageFile) => void;
}

/** The server already keeps an allow-list; the client sanitises again before rendering (defence in depth). */
export function sanitiseBody(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function MessageDetailDialog({ messageId, api, onClose, onRead, resolveUrl = (path) => path, download }: MessageDetailDialogProps) {
  const { t } = useBundleTranslation(MESSAGES_NAMESPACE, messagesBundles);
  const [loaded, setLoaded] = useState<MessageReadInfo | null>(null);
  const info = loaded && loaded.id === messageId ? loaded : null;
  useEffect(() => {
    if (!messageId) return;
    let current = true;
    api.readInfo(messageId).then(
      (answer) => {
        if (!current) return;
        setLoaded(answer);
        onRead?.(answer);
      },
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
    // onRead and onClose are callbacks of the caller: a new message id is what starts a new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messageId, api]);

  return (
    <Dialog.Root
      open={messageId !== null}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="message-detail">
            <Dialog.Header>
              <Dialog.Title>{info?.title ?? ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!info ? (
                <Spinner size="sm" />
              ) : (
                <Stack gap="3">
                  <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
                    <Text>
                      {t('detail.sender')}: {info.releaseUser || t('detail.system')}
                    </Text>
                    <Text>
                      {t('detail.time')}: {formatDate(info.releaseTime)}
                    </Text>
                  </HStack>
                  {info.excerpt ? (
                    <Text fontSize="sm" bg="bg.muted" p="2" borderRadius="sm" data-testid="message-excerpt">
                      {info.excerpt}
                    </Text>
                  ) : null}
                  <Box
                    className="message-body"
                    data-testid="message-body"
                    css={{ '& img': { maxWidth: '100%' } }}
                    dangerouslySetInnerHTML={{ __html: sanitiseBody(info.bodyText) }}
                  />
                  {info.files.length > 0 ? (
                    <Stack gap="1" fontSize="sm">
                      <Text fontWeight="semibold">{t('detail.files')}</Text>
                      {info.files.map((file) => (
                        <Link
                          key={file.fileId || file.url}
                          href={resolveUrl(file.url)}
                          target="_blank"
                          rel="noopener noreferrer"
                          colorPalette="blue"
                          onClick={
                            download
                              ? (event) => {
                                  event.preventDefault();
                                  download(file);
                                }
                              : undefined
                          }
                        >
                          {file.name}
                        </Link>
                      ))}
                    </Stack>
                  ) : null}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                {t('detail.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
