/** "Mark all read" with its confirmation (spec 000 section 2.7). */
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { ConfirmDialog } from '../../engine/page/kit/ConfirmDialog';

export interface ReadAllConfirmProps {
  t: (key: string) => string;
  onConfirm: () => Promise<void>;
  disabled?: boolean;
}

export function ReadAllConfirm({ t, onConfirm, disabled }: ReadAllConfirmProps) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The request client already showed the error; the dialog stays for another try.
    }
  };
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} disabled={disabled} data-testid="message-read-all">
        {t('readAll')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('readAllConfirm.title')}
        message={t('readAllConfirm.message')}
        confirmLabel={t('readAllConfirm.confirm')}
        cancelLabel={t('readAllConfirm.cancel')}
        palette="brand"
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
