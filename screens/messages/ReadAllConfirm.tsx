/** "Mark all read" with its confirmation (spec 000 section 2.7). */
import { useState } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';

export interface ReadAllConfirmProps {
  t: (key: string) => string;
  onConfirm: () => Promise<void>;
  disabled?: boolean;
}

export function ReadAllConfirm({ t, onConfirm, disabled }: ReadAllConfirmProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The request client already showed the error; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} disabled={disabled} data-testid="message-read-all">
        {t('readAll')}
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog" size="xs" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('readAllConfirm.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{t('readAllConfirm.message')}</Dialog.Body>
              <Dialog.Footer>
                <Button size="sm" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                  {t('readAllConfirm.cancel')}
                </Button>
                <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void confirm()}>
                  {t('readAllConfirm.confirm')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
