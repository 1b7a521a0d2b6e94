/** 打印记录: who printed a template, when, what and how many records, newest first (`GET printLog?printId=`). */
import { useMemo } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { ResourceClient } from '../../api/resource-client';
import { EnginePage, type PageDataSource } from '../../engine/page';
import { printLogPage } from '../../schemas/pages/print-dev';
import { createDictionaryFormSource } from '../common/dictionary-form-source';
import { useBundleTranslation } from '../use-bundle-translation';
import { PRINT_NAMESPACE, printBundles } from './i18n';
import { printLogRows } from './print-dev-source';

/** The log's search is a text field: its form reads no dictionary. */
const noDictionaries = createDictionaryFormSource({ dataSelector: async () => [] });

export interface PrintLogDialogProps {
  client: ResourceClient;
  template: { id: string; fullName: string };
  notify(notice: Notice): void;
  onClose(): void;
}

export default function PrintLogDialog({ client, template, notify, onClose }: PrintLogDialogProps) {
  const { t } = useBundleTranslation(PRINT_NAMESPACE, printBundles);
  const source = useMemo<PageDataSource>(
    () => ({
      form: noDictionaries,
      list: (_call, query) => printLogRows(client, template.id, query),
      call: () => Promise.reject(new Error('打印记录只读')),
    }),
    [client, template.id],
  );
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" scrollBehavior="inside" lazyMount>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="900px" maxW="calc(100vw - 2rem)" data-testid="print-log">
            <Dialog.Header>
              <Dialog.Title>{t('logTitle', { name: template.fullName })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body minH="360px">
              <EnginePage schema={printLogPage} dataSource={source} notify={notify} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
