/**
 * The read view of a schedule (600 px; spec 002 section 2.7): type, urgency, title, content, start and
 * end, creator, participants and attachments. The dialog type is 1 for the schedule's creator, who
 * may delete it (and edit it) from here, 2 for a participant; the delete button shows only for type 1.
 * A failed load closes the dialog (the request client showed why).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, CloseButton, Dialog, Grid, Portal, Spinner, Text } from '@chakra-ui/react';
import type { ScheduleDetail } from '../../api/schedule';
import type { ScheduleApi } from '../../api/schedule-client';
import { formatDate } from '../../engine/format/date-format';
import { useBundleTranslation } from '../use-bundle-translation';
import { SCHEDULE_NAMESPACE, scheduleBundles } from './i18n';

export const VIEW_DIALOG_WIDTH = '600px';

export interface ScheduleViewDialogProps {
  api: Pick<ScheduleApi, 'detail'>;
  groupId: string;
  id: string;
  userId: string | undefined;
  /** The page's buttons the caller holds. */
  canEdit: boolean;
  canRemove: boolean;
  onEdit(detail: ScheduleDetail): void;
  onRemove(detail: ScheduleDetail): void;
  onClose(): void;
}

/** 1 when the viewer created the schedule (delete offered), 2 otherwise. */
export const viewDialogType = (detail: Pick<ScheduleDetail, 'creatorId'>, userId: string | undefined): 1 | 2 =>
  userId !== undefined && detail.creatorId === userId ? 1 : 2;

function when(detail: ScheduleDetail, end: boolean): string {
  const format = detail.allDay === 1 ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm';
  return formatDate(end ? detail.endDay : detail.startDay, format);
}

export function ScheduleViewDialog({ api, groupId, id, userId, canEdit, canRemove, onEdit, onRemove, onClose }: ScheduleViewDialogProps) {
  const { t } = useBundleTranslation(SCHEDULE_NAMESPACE, scheduleBundles);
  const [detail, setDetail] = useState<ScheduleDetail | null>(null);
  useEffect(() => {
    let current = true;
    api.detail(groupId, id).then(
      (answer) => current && setDetail(answer),
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
    // onClose is the caller's callback: a new occurrence is what starts a new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, groupId, id]);

  const type = detail ? viewDialogType(detail, userId) : 2;
  const row = (label: string, value: ReactNode) => (
    <>
      <Text color="fg.muted" textAlign="end">
        {label}
      </Text>
      <Box whiteSpace="pre-wrap" wordBreak="break-word">
        {value || t('none')}
      </Box>
    </>
  );

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={`min(${VIEW_DIALOG_WIDTH}, 95vw)`} data-testid="schedule-view" data-type={type}>
            <Dialog.Header>
              <Dialog.Title>{t('viewTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!detail ? (
                <Spinner size="sm" aria-label={t('loading')} />
              ) : (
                <Grid templateColumns="90px 1fr" columnGap="3" rowGap="2" fontSize="sm">
                  {row(t('type'), detail.category)}
                  {row(t('urgent'), detail.urgent)}
                  {row(t('title'), detail.title)}
                  {row(t('content'), detail.content)}
                  {row(t('startTime'), when(detail, false))}
                  {row(t('endTime'), when(detail, true))}
                  {row(t('creator'), detail.creatorUserId)}
                  {row(t('participants'), detail.toUserIds.split(',').filter(Boolean).join('、'))}
                  {row(t('files'), detail.files.map((file) => file.name).join('、'))}
                </Grid>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {detail && type === 1 && canRemove ? (
                <Button size="sm" colorPalette="red" variant="outline" onClick={() => onRemove(detail)}>
                  {t('remove')}
                </Button>
              ) : null}
              {detail && type === 1 && canEdit ? (
                <Button size="sm" variant="outline" onClick={() => onEdit(detail)}>
                  {t('edit')}
                </Button>
              ) : null}
              <Button size="sm" colorPalette="blue" onClick={onClose}>
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
