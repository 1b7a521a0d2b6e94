/**
 * The create and edit dialog: the JNPF definition of schemas/schedule-form.ts compiled by the engine
 * (participants with the user picker, attachments with the file upload). A change to an occurrence of
 * a repeating schedule first asks which occurrences it reaches (the scope dialog); the server's
 * message shows for 1.5 s, then the dialog closes and the calendar reloads. A refused save keeps
 * what was typed (only the busy state resets).
 */
import '../../widgets';
import { useEffect, useState } from 'react';
import { Box, Button, CloseButton, Dialog, Portal, Spinner } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { ScheduleInput, ScheduleScope } from '../../api/schedule';
import type { ScheduleApi } from '../../api/schedule-client';
import { EngineForm, FormController, type DataSource } from '../../engine';
import { useBundleTranslation } from '../use-bundle-translation';
import { SCHEDULE_NAMESPACE, scheduleBundles } from './i18n';
import { scheduleForm, scheduleFormReady } from './schedule-form';
import { ScopeDialog } from './ScopeDialog';
import { scheduleBody, scheduleValuesOf, type ScheduleValues } from './schedule-values';

export const FORM_DIALOG_WIDTH = '700px';

/** What the dialog edits: a new schedule (its first values), or a stored occurrence. */
export type ScheduleEditTarget = { kind: 'new'; values: ScheduleValues } | { kind: 'edit'; id: string };

export interface ScheduleFormDialogProps {
  api: Pick<ScheduleApi, 'info' | 'create' | 'update'>;
  target: ScheduleEditTarget;
  dataSource: DataSource;
  notify(notice: Notice): void;
  onSaved(): void;
  onClose(): void;
}

export function ScheduleFormDialog({ api, target, dataSource, notify, onSaved, onClose }: ScheduleFormDialogProps) {
  const { t } = useBundleTranslation(SCHEDULE_NAMESPACE, scheduleBundles);
  const [controller, setController] = useState<FormController | null>(null);
  const [repeating, setRepeating] = useState(false);
  const [pending, setPending] = useState<ScheduleInput | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    const values = target.kind === 'new' ? Promise.resolve(target.values) : api.info(target.id).then(scheduleValuesOf);
    Promise.all([values, scheduleFormReady()]).then(
      ([initialValues]) => {
        if (!current) return;
        setRepeating(target.kind === 'edit' && Number(initialValues.repetition) !== 1);
        setController(new FormController(scheduleForm(), { initialValues }));
      },
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
    // The target is what starts a load; the callbacks are the caller's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  const send = async (body: ScheduleInput, scope: ScheduleScope) => {
    setBusy(true);
    try {
      const msg = target.kind === 'new' ? (await api.create(body)).msg : await api.update(target.id, scope, body);
      notify({ type: 'success', message: msg, duration: 1500 });
      onSaved();
    } catch {
      // The request client showed the server's message; what was typed stays.
      setBusy(false);
    }
  };

  const save = () => {
    if (!controller || busy) return;
    const result = controller.submit();
    if (!result.valid) return notify({ type: 'warning', message: t('invalid'), duration: 1500 });
    const body = scheduleBody(result.values);
    if (repeating) setPending(body);
    else void send(body, 3);
  };

  return (
    <>
      <Dialog.Root
        open
        onOpenChange={(details) => !details.open && !busy && onClose()}
        placement="center"
        scrollBehavior="inside"
        closeOnInteractOutside={false}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxW={`min(${FORM_DIALOG_WIDTH}, 95vw)`} data-testid="schedule-form">
              <Dialog.Header>
                <Dialog.Title>{t(target.kind === 'new' ? 'addTitle' : 'editTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {controller ? (
                  <EngineForm form={scheduleForm()} controller={controller} dataSource={dataSource} mode="edit" />
                ) : (
                  <Box textAlign="center" py="6">
                    <Spinner size="sm" aria-label={t('loading')} />
                  </Box>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>
                  {t('cancel')}
                </Button>
                <Button size="sm" colorPalette="blue" onClick={save} loading={busy} disabled={!controller} data-testid="schedule-save">
                  {t('save')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={busy} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {pending ? (
        <ScopeDialog
          purpose="edit"
          notify={notify}
          onCancel={() => setPending(null)}
          onConfirm={async (scope) => {
            await send(pending, scope);
            setPending(null);
          }}
        />
      ) : null}
    </>
  );
}
