/**
 * 批量导入 (spec 002 sections 2.4, 4.1, 5.1): a 1000 px dialog in three steps: upload the file (with the
 * template), preview and edit its rows, the result. Footer: cancel (step 1), previous (step 2), next
 * (steps 1 and 2), close (step 3, which refreshes the list behind).
 */
import { useCallback, useMemo } from 'react';
import { Box, Button, Dialog, Flex, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { ImportClient } from '../../api/import-client';
import { importDialogWidth, type ImportDownload } from '../../api/imports';
import { toFormatLanguage } from '../../engine/format';
import { saveDownload } from '../../engine/page/download';
import { useConfirm } from '../../engine/page/use-confirm';
import { useBundleTranslation } from '../use-bundle-translation';
import { IMPORT_NAMESPACE, importBundles } from './i18n';
import { PreviewStep } from './PreviewStep';
import { ResultStep } from './ResultStep';
import { UploadStep } from './UploadStep';
import { useImportWizard, type WizardStep, type WizardWarning } from './use-import-wizard';

export interface ImportDialogProps {
  client: ImportClient;
  notify(notice: Notice): void;
  /** The template and the failed rows may be downloaded (the menu grants its download button). */
  canDownload: boolean;
  onClose(): void;
  /** Closing after an import: the list behind shows the new rows. */
  onImported(): void;
}

const steps = ['stepUpload', 'stepPreview', 'stepResult'] as const;

function StepBar({ step, t }: { step: WizardStep; t(key: string): string }) {
  return (
    <HStack gap="2" mb="4" as="ol" aria-label={t('title')}>
      {steps.map((key, index) => (
        <HStack key={key} as="li" flex="1" gap="2" aria-current={index === step ? 'step' : undefined}>
          <Flex
            w="6"
            h="6"
            borderRadius="full"
            align="center"
            justify="center"
            fontSize="xs"
            color={index <= step ? 'white' : 'fg.muted'}
            bg={index <= step ? 'blue.500' : 'bg.muted'}
          >
            {index + 1}
          </Flex>
          <Text fontSize="sm" fontWeight={index === step ? 'semibold' : 'normal'}>
            {t(key)}
          </Text>
          {index < steps.length - 1 && <Box flex="1" h="1px" bg="border.emphasized" />}
        </HStack>
      ))}
    </HStack>
  );
}

export function ImportDialog({ client, notify, canDownload, onClose, onImported }: ImportDialogProps) {
  const { t, i18n } = useBundleTranslation(IMPORT_NAMESPACE, importBundles);
  const say = t as (key: string, values?: Record<string, unknown>) => string;
  const { confirm, element: confirmElement } = useConfirm(toFormatLanguage(i18n.language));
  const warn = useCallback((warning: WizardWarning) => notify({ type: 'warning', message: say(warning), duration: 1500 }), [notify, say]);
  const wizard = useImportWizard(client, warn);
  const { step, file, busy, result } = wizard;

  const download = useCallback(
    (load: () => Promise<ImportDownload>) =>
      wizard.run(async () => {
        const answer = await load();
        saveDownload({ name: answer.name, url: client.resolveUrl(answer.url) });
      }),
    [client, wizard],
  );
  const remove = async () => {
    if (file && (await confirm({ message: say('confirmRemove', { file: file.name }) }))) wizard.remove();
  };
  const close = () => {
    onClose();
    if (result) onImported();
  };
  const headers = useMemo(() => (result?.headerRow?.length ? result.headerRow : wizard.headers), [result, wizard.headers]);

  return (
    <>
      <Dialog.Root
        open
        onOpenChange={(details) => !details.open && close()}
        placement="center"
        scrollBehavior="inside"
        closeOnInteractOutside={false}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content width={`${importDialogWidth}px`} maxW="calc(100vw - 2rem)" data-testid="import-dialog">
              <Dialog.Header>
                <Dialog.Title>{say('title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <Button size="xs" variant="ghost" position="absolute" top="3" insetEnd="3" aria-label={say('dismiss')}>
                  ×
                </Button>
              </Dialog.CloseTrigger>
              <Dialog.Body minH="320px">
                <StepBar step={step} t={say} />
                {step === 0 && (
                  <UploadStep
                    file={file}
                    t={say}
                    onChoose={(chosen) => void wizard.choose(chosen)}
                    onRemove={() => void remove()}
                    onTemplate={canDownload ? () => void download(() => client.template()) : undefined}
                  />
                )}
                {step === 1 && (
                  <PreviewStep
                    headers={wizard.headers}
                    rows={wizard.rows}
                    t={say}
                    onEdit={wizard.editCell}
                    onRemove={wizard.removeRow}
                    onEditChild={wizard.editChildCell}
                    onRemoveChild={wizard.removeChildRow}
                  />
                )}
                {step === 2 && result && (
                  <ResultStep
                    result={result}
                    headers={headers}
                    t={say}
                    busy={busy}
                    onExport={canDownload ? () => void download(() => client.exportFailed(result.failResult)) : undefined}
                  />
                )}
                {busy && step < 2 && (
                  <Flex justify="center" mt="3">
                    <Spinner size="sm" aria-label={say('loading')} />
                  </Flex>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                {step === 0 && (
                  <Button size="sm" variant="outline" onClick={close}>
                    {say('cancel')}
                  </Button>
                )}
                {step === 1 && (
                  <Button size="sm" variant="outline" disabled={busy} onClick={wizard.previous}>
                    {say('previous')}
                  </Button>
                )}
                {step < 2 && (
                  <Button size="sm" colorPalette="blue" loading={busy} onClick={() => void wizard.next()}>
                    {say('next')}
                  </Button>
                )}
                {step === 2 && (
                  <Button size="sm" colorPalette="blue" onClick={close}>
                    {say('close')}
                  </Button>
                )}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {confirmElement}
    </>
  );
}
