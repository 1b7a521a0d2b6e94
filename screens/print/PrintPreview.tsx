/**
 * The print preview (spec 002 section 2.7: full screen, download and print): the template filled with
 * each record, one sheet per record. 打印 prints the sheets alone (the print root below, one sheet a
 * page) through the browser's print dialog; 下载 PDF saves them as an A4 PDF. Each writes the print log
 * (`printLog/save`: the template's name, the number of records, its id): a PDF is a printed copy too.
 */
import { useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Box, Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { PrintPage } from '../../api/print-dev';
import { DATE_TIME_FORMAT, formatDate } from '../../engine/format';
import { useBundleTranslation } from '../use-bundle-translation';
import { fillTemplate } from './fill-template';
import { PRINT_NAMESPACE, printBundles } from './i18n';
import type { PrintServices } from './print-services';
import { PRINT_ROOT_ID, printOnlyCss, sheetContentCss } from './print-styles';

export interface PrintPreviewProps {
  pages: readonly PrintPage[];
  services: PrintServices;
  notify(notice: Notice): void;
  onClose(): void;
}

export function PrintPreview({ pages, services, notify, onClose }: PrintPreviewProps) {
  const { t } = useBundleTranslation(PRINT_NAMESPACE, printBundles);
  const [busy, setBusy] = useState(false);
  const sheetsRef = useRef<HTMLDivElement>(null);
  const first = pages[0];
  const title = first?.fullName ?? '';
  // The time printed is when the preview opened: the same on screen, on paper and in the PDF.
  const [openedAt] = useState(() => Date.now());
  const filled = useMemo(() => {
    const system = { printer: services.printer, printTime: formatDate(openedAt, DATE_TIME_FORMAT) };
    return pages.map((page) =>
      fillTemplate({ template: page.printTemplate, data: page.printData, records: page.operatorRecordList, system }),
    );
  }, [pages, services.printer, openedAt]);
  const log = () => first && services.client.log({ printTitle: title, printNum: pages.length, printId: first.id });

  const print = () => {
    window.print();
    void log();
  };
  const pdf = async () => {
    const sheets = [...(sheetsRef.current?.querySelectorAll<HTMLElement>('.print-sheet') ?? [])];
    setBusy(true);
    try {
      const { downloadPdf } = await import('./pdf');
      await downloadPdf(sheets, `${title || 'print'}.pdf`);
      void log();
    } catch {
      notify({ type: 'error', message: t('pdfFailed'), duration: 5000 });
    } finally {
      setBusy(false);
    }
  };

  const sheets = (testId?: string) =>
    filled.map((html, index) => (
      <section key={index} className="print-sheet" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    ));

  return (
    <>
      <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="full" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="print-preview" bg="bg.muted">
              <Dialog.Header bg="bg" borderBottomWidth="1px" py="2">
                <HStack justify="space-between" w="full">
                  <Dialog.Title fontSize="md">{t('previewTitle', { name: title })}</Dialog.Title>
                  <HStack gap="2">
                    <Text fontSize="sm" color="fg.muted">
                      {t('pages', { count: pages.length })}
                    </Text>
                    <Button size="sm" colorPalette="blue" onClick={print} disabled={busy}>
                      {t('print')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => void pdf()} loading={busy}>
                      {t('pdf')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={onClose}>
                      {t('close')}
                    </Button>
                  </HStack>
                </HStack>
              </Dialog.Header>
              <Dialog.Body py="4">
                <Stack
                  ref={sheetsRef}
                  align="center"
                  gap="4"
                  css={{
                    '& .print-sheet': {
                      width: '210mm',
                      minHeight: '120mm',
                      padding: '12mm',
                      background: 'white',
                      color: 'black',
                      boxShadow: 'sm',
                      fontSize: '14px',
                      ...sheetContentCss,
                    },
                  }}
                >
                  {sheets('print-sheet')}
                </Stack>
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {createPortal(
        <Box id={PRINT_ROOT_ID} aria-hidden="true">
          <style>{printOnlyCss}</style>
          {sheets()}
        </Box>,
        document.body,
      )}
    </>
  );
}
