/**
 * The read view of a notice: its state, who created and released it and when, and the dialog's form in
 * read mode (receivers' names, the body as sanitised HTML, the attachments as the file kind shows them).
 */
import { useEffect, useState } from 'react';
import { Button, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type { NoticeDetail } from '../../../api/messages';
import type { NoticeApi } from '../../../api/notice-client';
import type { CompiledForm } from '../../../engine';
import { EngineForm } from '../../../engine';
import type { DataSource } from '../../../engine/data-source';
import { formatDate } from '../../../engine/format/date-format';
import { useBundleTranslation } from '../../use-bundle-translation';
import { NOTICE_NAMESPACE, noticeBundles } from './i18n';
import { noticeValues } from './notice-source';

export interface NoticeViewDialogProps {
  noticeId: string;
  api: Pick<NoticeApi, 'info'>;
  /** The compiled notice form (the dialog's), shown in read mode. */
  form: CompiledForm;
  dataSource: DataSource;
  onClose(): void;
}

export function NoticeViewDialog({ noticeId, api, form, dataSource, onClose }: NoticeViewDialogProps) {
  const { t } = useBundleTranslation(NOTICE_NAMESPACE, noticeBundles);
  const [notice, setNotice] = useState<NoticeDetail | null>(null);
  useEffect(() => {
    let current = true;
    api.info(noticeId).then(
      (answer) => current && setNotice(answer),
      // The client already showed why.
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
    // onClose is the caller's callback: a new id is what starts a new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [noticeId, api]);

  const meta = (label: string, value: string) => (
    <Text>
      {label}: {value}
    </Text>
  );

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="lg" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="notice-view" maxW="min(860px, 95vw)">
            <Dialog.Header>
              <Dialog.Title>{notice?.title ?? ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!notice ? (
                <Spinner size="sm" />
              ) : (
                <Stack gap="3">
                  <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap" data-testid="notice-view-meta">
                    {meta(t('category'), t(`categories.${notice.category}`))}
                    {meta(t('state'), t(`states.${notice.enabledMark}`))}
                    {meta(t('creator'), `${notice.creatorUser} ${formatDate(notice.creatorTime)}`)}
                    {meta(t('releaseUser'), notice.releaseUser || t('notReleased'))}
                    {notice.releaseTime !== null ? meta(t('releaseTime'), formatDate(notice.releaseTime)) : null}
                    {meta(t('expirationTime'), notice.expirationTime === null ? t('never') : formatDate(notice.expirationTime))}
                  </HStack>
                  <EngineForm form={form} mode="read" dataSource={dataSource} initialValues={noticeValues(notice)} />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                {t('close')}
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
