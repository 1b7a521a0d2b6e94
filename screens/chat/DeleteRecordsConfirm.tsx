/** Asks before the chat records with a peer are deleted (they cannot be brought back). */
import { useState } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ChatPeer } from './chat-model';

export interface DeleteRecordsConfirmProps {
  /** The peer whose records would go; null keeps the dialog closed. */
  peer: ChatPeer | null;
  t: (key: string, options?: Record<string, unknown>) => string;
  onConfirm: (peer: ChatPeer) => Promise<void>;
  onClose: () => void;
}

export function DeleteRecordsConfirm({ peer, t, onConfirm, onClose }: DeleteRecordsConfirmProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!peer) return;
    setBusy(true);
    try {
      await onConfirm(peer);
      onClose();
    } catch {
      // The request client already showed the error; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={peer !== null}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      role="alertdialog"
      size="xs"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('deleteConfirm.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('deleteConfirm.message', { name: peer?.realName ?? '' })}</Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>
                {t('deleteConfirm.cancel')}
              </Button>
              <Button size="sm" colorPalette="red" loading={busy} onClick={() => void confirm()}>
                {t('deleteConfirm.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
