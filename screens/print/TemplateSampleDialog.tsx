/** 预览 in 打印模板: the template as designed, on an A4 sheet, its placeholders showing (no record is read). */
import { useEffect, useState } from 'react';
import { Box, Button, Dialog, Portal, Spinner } from '@chakra-ui/react';
import type { ResourceClient } from '../../api/resource-client';
import { useBundleTranslation } from '../use-bundle-translation';
import { PRINT_NAMESPACE, printBundles } from './i18n';
import { sanitizePrintHtml } from './print-html';
import { sheetContentCss } from './print-styles';

export interface TemplateSampleDialogProps {
  client: ResourceClient;
  id: string;
  onClose(): void;
}

export default function TemplateSampleDialog({ client, id, onClose }: TemplateSampleDialogProps) {
  const { t } = useBundleTranslation(PRINT_NAMESPACE, printBundles);
  const [record, setRecord] = useState<{ fullName: string; html: string } | null>(null);
  useEffect(() => {
    let current = true;
    client.info(id).then(
      (row) => current && setRecord({ fullName: String(row.fullName ?? ''), html: sanitizePrintHtml(String(row.printTemplate ?? '')) }),
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [client, id, onClose]);
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="full" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="print-template-sample" bg="bg.muted">
            <Dialog.Header bg="bg" borderBottomWidth="1px" py="2">
              <Dialog.Title fontSize="md">{t('sampleTitle', { name: record?.fullName ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body py="4">
              {record ? (
                <Box
                  mx="auto"
                  w="210mm"
                  minH="297mm"
                  p="12mm"
                  bg="white"
                  color="black"
                  fontSize="14px"
                  boxShadow="sm"
                  css={sheetContentCss}
                  dangerouslySetInnerHTML={{ __html: record.html }}
                />
              ) : (
                <Spinner aria-label={t('loading')} />
              )}
            </Dialog.Body>
            <Dialog.Footer bg="bg">
              <Button size="sm" variant="outline" onClick={onClose}>
                {t('close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
