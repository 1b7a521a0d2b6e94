/** 调用日志: the runs of one interface, newest first, as the log page (schemas/pages/data-interface.ts). */
import { useMemo } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { EnginePage, type PageDataSource, type PageRow } from '../../../engine/page';
import { dataInterfaceLogPage } from '../../../schemas/pages/data-interface';
import { createDictionaryFormSource } from '../../common/dictionary-form-source';
import type { ExtraDialogProps } from '../../resource/resource-extras';
import { useBundleTranslation } from '../../use-bundle-translation';
import { dataInterfaceCalls } from './data-interface-calls';
import { DATA_INTERFACE_NAMESPACE, dataInterfaceBundles } from './i18n';

/** The log's search is a text field: its form reads no dictionary. */
const noDictionaries = createDictionaryFormSource({ dataSelector: async () => [] });

export default function LogDialog({ open, client, notify, onClose }: ExtraDialogProps) {
  const { t } = useBundleTranslation(DATA_INTERFACE_NAMESPACE, dataInterfaceBundles);
  const id = String(open.row.id);
  const source = useMemo<PageDataSource>(() => {
    const calls = dataInterfaceCalls(client);
    return {
      form: noDictionaries,
      list: async (_call, { keyword, currentPage = 1, pageSize = 20 }) => {
        const page = await calls.log(id, { keyword: typeof keyword === 'string' && keyword ? keyword : undefined, currentPage, pageSize });
        return { list: page.list as unknown as PageRow[], total: page.pagination.total };
      },
      call: () => Promise.reject(new Error('调用日志只读')),
    };
  }, [client, id]);

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" scrollBehavior="inside" lazyMount>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="1000px" maxW="calc(100vw - 2rem)" data-testid="data-interface-log">
            <Dialog.Header>
              <Dialog.Title>{t('logTitle', { name: String(open.row.fullName ?? '') })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body minH="360px">
              <EnginePage schema={dataInterfaceLogPage} dataSource={source} notify={notify} />
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
