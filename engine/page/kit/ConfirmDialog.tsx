/**
 * The one small confirmation dialog (role alertdialog): a title, a message, a cancel and a confirm button.
 * Engine pages, widgets, screens and the shell all use it (widgets import this file directly, as they do
 * ./switch-look.ts). When `onConfirm` returns a promise, the dialog is busy until it settles: the confirm
 * button spins and cancel is disabled. The dialog never closes itself: the caller's `open` decides. Its
 * content is mounted only while open (Chakra's default lazyMount and unmountOnExit).
 */
import { useState, type ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** A returned promise keeps the dialog busy until it settles; a rejection is left to the caller. */
  onConfirm: () => void | Promise<void>;
  /** The cancel button, Escape and a click outside. */
  onCancel: () => void;
  /** The confirm button's colour palette: red (default) for a deletion, or the brand/kit colour. */
  palette?: string;
  size?: 'xs' | 'sm';
  /** When false, Escape and a click outside do nothing while busy (the cancel button is disabled anyway). */
  dismissWhileBusy?: boolean;
}

function isThenable(value: unknown): value is PromiseLike<void> {
  return typeof (value as PromiseLike<void> | undefined)?.then === 'function';
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  palette = 'red',
  size = 'xs',
  dismissWhileBusy = true,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const result = onConfirm();
    if (!isThenable(result)) return;
    setBusy(true);
    try {
      await result;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && (dismissWhileBusy || !busy) && onCancel()}
      role="alertdialog"
      size={size}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{message}</Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button size="sm" colorPalette={palette} loading={busy} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
