/**
 * Persistent bottom-right notices of new messages (spec 000 section 4): they stay until closed; a
 * click opens the message, closing marks it read.
 */
import { useTranslation } from 'react-i18next';
import { Box, CloseButton, Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import type { MessagePushFrame } from '../../api/messages';
import { MESSAGING_NAMESPACE } from './i18n';

export const messageNoticeToaster = createToaster({ placement: 'bottom-end', max: 5 });

export function showMessageNotice(frame: Pick<MessagePushFrame, 'id' | 'title'>, heading: string): void {
  messageNoticeToaster.create({
    type: 'info',
    title: heading,
    description: frame.title,
    duration: Infinity,
    meta: { messageId: frame.id },
  });
}

export interface MessageNoticeToasterProps {
  onOpen: (messageId: string) => void;
  onClosed: (messageId: string) => void;
}

export function MessageNoticeToaster({ onOpen, onClosed }: MessageNoticeToasterProps) {
  const { t } = useTranslation(MESSAGING_NAMESPACE);
  return (
    <Portal>
      <Toaster toaster={messageNoticeToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => {
          const messageId = String((toast.meta as { messageId?: string } | undefined)?.messageId ?? '');
          return (
            <Toast.Root width={{ md: 'xs' }} data-testid="message-notice">
              <Box
                as="button"
                flex="1"
                textAlign="start"
                cursor="pointer"
                onClick={() => {
                  messageNoticeToaster.dismiss(toast.id);
                  onOpen(messageId);
                }}
              >
                <Stack gap="1">
                  {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
                  {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
                </Stack>
              </Box>
              <CloseButton
                size="xs"
                aria-label={t('closeNotice')}
                onClick={() => {
                  messageNoticeToaster.dismiss(toast.id);
                  onClosed(messageId);
                }}
              />
            </Toast.Root>
          );
        }}
      </Toaster>
    </Portal>
  );
}
