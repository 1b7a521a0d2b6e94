/**
 * Entering a scanned code (`useScan`). JNPF scans with the phone's camera in its app; a desktop
 * browser has no such scanner, so the dialog takes the text a handheld scanner types (it ends with
 * Enter, which confirms) or that the user types or pastes. See docs/jnpf-corpus.md.
 */
import { memo, useState } from 'react';
import { Button, Dialog, Input, Portal, Text } from '@chakra-ui/react';
import { useWidgetWords } from '../kit/words';

export interface ScanDialogProps {
  open: boolean;
  onScanned: (text: string) => void;
  onClose: () => void;
}

function ScanDialogImpl({ open, onScanned, onClose }: ScanDialogProps) {
  const w = useWidgetWords();
  const [text, setText] = useState('');
  const confirm = () => {
    const code = text.trim();
    setText('');
    if (code !== '') onScanned(code);
    onClose();
  };
  const cancel = () => {
    setText('');
    onClose();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && cancel()} size="sm" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{w('scanTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {/* Portalled outside the form root, so Chakra components rather than the form's classes. */}
              <Text fontSize="sm" color="fg.muted" mb="2">
                {w('scanHint')}
              </Text>
              <Input
                size="sm"
                aria-label={w('scanResult')}
                autoFocus
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    confirm();
                  }
                }}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={cancel}>
                {w('cancel')}
              </Button>
              <Button size="sm" colorPalette="blue" onClick={confirm}>
                {w('confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export const ScanDialog = memo(ScanDialogImpl);
