/**
 * 预览 (`btn_preview`, as JNPF 3.4.7's preview of a definition): the stored definition, full screen, as
 * its menu's page shows it (the same screen, ../online/OnlineModelScreen.tsx): a form and list with its
 * buttons, search and columns over an empty list, whose 新增 opens the form; a form-only page; a data
 * view's columns and search. Nothing is read or saved: the preview's client (./preview-client.ts) says
 * 功能预览不支持数据保存. Grants are not applied: a preview shows every button, column and field.
 */
import { useEffect, useMemo, useState } from 'react';
import { Box, CloseButton, Dialog, Portal, Spinner } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { ResourceClient } from '../../api/resource-client';
import type { DataSource } from '../../engine';
import type { StoredDefinition } from '../online/compiled-parts';
import { OnlineModelScreen } from '../online/OnlineModelScreen';
import { useBundleTranslation } from '../use-bundle-translation';
import { VISUAL_DEV_NAMESPACE, visualDevBundles } from './i18n';
import { createPreviewClient } from './preview-client';

export interface PreviewDialogProps {
  /** The client of `visualdev/Base`. */
  client: ResourceClient;
  id: string;
  formSource: DataSource;
  notify(notice: Notice): void;
  onClose(): void;
}

export function PreviewDialog({ client, id, formSource, notify, onClose }: PreviewDialogProps) {
  const { t } = useBundleTranslation(VISUAL_DEV_NAMESPACE, visualDevBundles);
  const [definition, setDefinition] = useState<StoredDefinition | null>(null);
  useEffect(() => {
    let current = true;
    client.info(id).then(
      (record) => current && setDefinition({ ...record, id } as unknown as StoredDefinition),
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [client, id, onClose]);
  const previewClient = useMemo(() => definition && createPreviewClient(definition, notify, t('previewNoSave')), [definition, notify, t]);
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="full" lazyMount>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="visual-dev-preview-page" bg="bg.subtle">
            <Dialog.Header bg="bg" borderBottomWidth="1px" py="2">
              <Dialog.Title fontSize="md">{t('previewTitle', { name: definition?.fullName ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body p="0">
              <Box bg="bg" m="3" borderRadius="md">
                {previewClient ? (
                  <OnlineModelScreen client={previewClient} modelId={id} formSource={formSource} notify={notify} />
                ) : (
                  <Spinner m="6" aria-label={t('loading')} />
                )}
              </Box>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
