/**
 * Persistent bottom-right notices of new messages and call-centre events (spec 000 section 4): they
 * stay until closed; a click opens the related page, closing marks the message read.
 */
import { useTranslation } from 'react-i18next';
import { Box, CloseButton, Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import type { CallCentreFrame, MessagePushFrame, MessageType } from '../../api/messages';
import { MESSAGING_NAMESPACE } from './i18n';

export const messageNoticeToaster = createToaster({ placement: 'bottom-end', max: 5 });

/** What a notice is about: a message of the list, or a call-centre event. */
export type NoticeSubject =
  { kind: 'message'; messageId: string; messageType: MessageType } | { kind: 'callCentre'; frame: CallCentreFrame };

export function showMessageNotice(frame: Pick<MessagePushFrame, 'id' | 'title' | 'messageType'>, heading: string): string {
  const subject: NoticeSubject = { kind: 'message', messageId: frame.id, messageType: frame.messageType };
  return messageNoticeToaster.create({ type: 'info', title: heading, description: frame.title, duration: Infinity, meta: { subject } });
}

export function showCallCentreNotice(frame: CallCentreFrame, heading: string, text: string): string {
  const subject: NoticeSubject = { kind: 'callCentre', frame };
  return messageNoticeToaster.create({ type: 'warning', title: heading, description: text, duration: Infinity, meta: { subject } });
}

export interface MessageNoticeToasterProps {
  /** The notice was clicked (it is gone already). */
  onOpen: (subject: NoticeSubject, noticeId: string) => void;
  /** The notice was closed with its X. */
  onClosed: (subject: NoticeSubject, noticeId: string) => void;
}

export function MessageNoticeToaster({ onOpen, onClosed }: MessageNoticeToasterProps) {
  const { t } = useTranslation(MESSAGING_NAMESPACE);
  return (
    <Portal>
      <Toaster toaster={messageNoticeToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => {
          const subject = (toast.meta as { subject?: NoticeSubject } | undefined)?.subject;
          const id = toast.id ?? '';
          return (
            <Toast.Root width={{ md: 'xs' }} data-testid="message-notice" data-kind={subject?.kind}>
              <Box
                as="button"
                flex="1"
                textAlign="start"
                cursor="pointer"
                onClick={() => {
                  messageNoticeToaster.dismiss(id);
                  if (subject) onOpen(subject, id);
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
                  messageNoticeToaster.dismiss(id);
                  if (subject) onClosed(subject, id);
                }}
              />
            </Toast.Root>
          );
        }}
      </Toaster>
    </Portal>
  );
}
