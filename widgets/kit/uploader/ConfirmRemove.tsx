/** The confirmation before a stored file is taken off a field (spec 002 section 5.2: '此操作将永久删除该数据, 是否继续？'). */
import { memo } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { UploadWords } from './words';

function ConfirmRemoveImpl({ open, onConfirm, onCancel, u }: { open: boolean; onConfirm: () => void; onCancel: () => void; u: UploadWords }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onCancel()} role="alertdialog" size="xs" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{u('confirmTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{u('confirmDelete')}</Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onCancel}>
                {u('cancel')}
              </Button>
              <Button size="sm" colorPalette="red" onClick={onConfirm}>
                {u('confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export const ConfirmRemove = memo(ConfirmRemoveImpl);
