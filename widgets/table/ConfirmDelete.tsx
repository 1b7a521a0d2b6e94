/** The confirmation before a row is deleted (reference 2.8: '此操作将永久删除该数据, 是否继续?'). */
import { memo } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useWidgetWords } from '../kit/words';

function ConfirmDeleteImpl({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  const w = useWidgetWords();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onCancel()}
      role="alertdialog"
      size="xs"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{w('confirmTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{w('confirmDelete')}</Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onCancel}>
                {w('cancel')}
              </Button>
              <Button size="sm" colorPalette="red" onClick={onConfirm}>
                {w('confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Memoised: typing in a cell re-renders the table, not its (closed) dialog. */
export const ConfirmDelete = memo(ConfirmDeleteImpl);
