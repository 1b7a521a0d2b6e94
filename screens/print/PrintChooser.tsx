/**
 * The print-template chooser (spec 001 section 2, spec 002 section 2.7): 400 px, titled 选择打印模板,
 * the templates by name; choosing one prints with it. With exactly one template it is not shown: the
 * print opens directly (./use-print.tsx).
 */
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { PrintOption } from '../../api/print-dev';
import { useBundleTranslation } from '../use-bundle-translation';
import { PRINT_NAMESPACE, printBundles } from './i18n';

export interface PrintChooserProps {
  options: readonly PrintOption[];
  onChoose(option: PrintOption): void;
  onClose(): void;
}

export function PrintChooser({ options, onChoose, onClose }: PrintChooserProps) {
  const { t } = useBundleTranslation(PRINT_NAMESPACE, printBundles);
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="400px" maxW="95vw" data-testid="print-chooser">
            <Dialog.Header>
              <Dialog.Title>{t('chooseTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                {options.map((option) => (
                  <Button key={option.id} variant="outline" justifyContent="flex-start" onClick={() => onChoose(option)}>
                    {option.fullName}
                  </Button>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                {t('cancel')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
