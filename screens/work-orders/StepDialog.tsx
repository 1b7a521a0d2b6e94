/**
 * A step of the flow in a dialog: its small JNPF form (schemas/workorder-form.ts) compiled by the engine,
 * checked, then sent. A refused step keeps what was typed (the request client showed the server's
 * message); a step sent closes the dialog.
 */
import '../../widgets';
import { useEffect, useState } from 'react';
import { Box, Button, CloseButton, Dialog, Portal, Spinner } from '@chakra-ui/react';
import type { Notice } from '../../api';
import { EngineForm, FormController, type DataSource } from '../../engine';
import { workOrderForm, workOrderFormReady, type WorkOrderFormName } from './work-order-forms';

export interface StepDialogProps {
  title: string;
  form: WorkOrderFormName;
  dataSource: DataSource;
  words: { cancel: string; confirm: string; invalid: string; loading: string };
  notify(notice: Notice): void;
  /** Sends the step; rejects when the server refused it. */
  onSubmit(values: Record<string, unknown>): Promise<void>;
  onClose(): void;
}

export function StepDialog({ title, form, dataSource, words, notify, onSubmit, onClose }: StepDialogProps) {
  const [controller, setController] = useState<FormController | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    workOrderFormReady(form).then(
      () => current && setController(new FormController(workOrderForm(form))),
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
    // The form is what starts a load; onClose is the caller's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  const send = async () => {
    if (!controller || busy) return;
    const result = controller.submit();
    if (!result.valid) return notify({ type: 'warning', message: words.invalid, duration: 1500 });
    setBusy(true);
    try {
      await onSubmit(result.values);
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !busy && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="min(640px, 95vw)" data-testid={`work-order-step-${form}`}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {controller ? (
                <EngineForm form={workOrderForm(form)} controller={controller} dataSource={dataSource} mode="edit" />
              ) : (
                <Box textAlign="center" py="6">
                  <Spinner size="sm" aria-label={words.loading} />
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>
                {words.cancel}
              </Button>
              <Button
                size="sm"
                colorPalette="blue"
                onClick={() => void send()}
                loading={busy}
                disabled={!controller}
                data-testid="work-order-step-confirm"
              >
                {words.confirm}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
