/**
 * The code generator of 功能设计 (代码预览 `btn_preview`, 下载代码 `btn_downloadCode`; JNPF 3.4.7's
 * download form and code preview): the options (模块名称, 功能类名, 功能描述, suggested from the
 * definition's code), the stored definition compiled here (the server cannot run the engine), then the
 * generated files listed by folder with the chosen file's text, or their zip downloaded. Opened for a
 * preview, it generates at once.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, CloseButton, Dialog, Field, Flex, HStack, Input, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type { GeneratedFile } from '../../api/visual-dev';
import type { ResourceClient } from '../../api/resource-client';
import { saveDownload } from '../../engine/page/download';
import { KIT_PALETTE } from '../../engine/page/kit';
import { compiledParts, type CompiledParts, type StoredDefinition } from '../online/compiled-parts';
import { useBundleTranslation } from '../use-bundle-translation';
import { codeGeneratorCalls, suggestedNames } from './code-generator-calls';
import { VISUAL_DEV_NAMESPACE, visualDevBundles } from './i18n';

export interface CodeGeneratorDialogProps {
  /** The client of `visualdev/Base`. */
  client: ResourceClient;
  id: string;
  /** Opened by 代码预览: the files are generated at once. */
  previewAtOnce: boolean;
  canPreview: boolean;
  canDownload: boolean;
  onClose(): void;
}

interface Loaded {
  definition: StoredDefinition & { enCode: string };
  /** The compiled parts, or why the form cannot be compiled. */
  parts: CompiledParts | string;
}

function compiled(definition: StoredDefinition): CompiledParts | string {
  try {
    return compiledParts(definition);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function CodeGeneratorDialog({ client, id, previewAtOnce, canPreview, canDownload, onClose }: CodeGeneratorDialogProps) {
  const { t } = useBundleTranslation(VISUAL_DEV_NAMESPACE, visualDevBundles);
  const calls = useMemo(() => codeGeneratorCalls(client), [client]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [options, setOptions] = useState({ module: '', className: '', description: '' });
  const [files, setFiles] = useState<GeneratedFile[] | null>(null);
  const [shown, setShown] = useState(0);
  const [busy, setBusy] = useState(false);

  const body = useCallback((parts: CompiledParts) => ({ ...options, description: options.description.trim(), ...parts }), [options]);
  const preview = useCallback(
    async (state: Loaded, sent = body) => {
      if (typeof state.parts === 'string') return;
      setBusy(true);
      try {
        setFiles(await calls.preview(id, sent(state.parts)));
        setShown(0);
      } catch {
        // The client has said why.
      } finally {
        setBusy(false);
      }
    },
    [calls, id, body],
  );

  useEffect(() => {
    let current = true;
    client.info(id).then(
      (record) => {
        if (!current) return;
        const definition = { ...record, id } as unknown as Loaded['definition'];
        const state = { definition, parts: compiled(definition) };
        const first = { ...suggestedNames(definition.enCode), description: definition.fullName };
        setLoaded(state);
        setOptions(first);
        if (previewAtOnce && canPreview) void preview(state, (parts) => ({ ...first, ...parts }));
      },
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
    // Loaded once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, id]);

  const download = async () => {
    if (!loaded || typeof loaded.parts === 'string') return;
    setBusy(true);
    try {
      saveDownload(await calls.download(id, body(loaded.parts)));
    } catch {
      // The client has said why.
    } finally {
      setBusy(false);
    }
  };

  const option = (name: keyof typeof options, label: string, hint?: string) => (
    <Field.Root key={name} required={name !== 'description'} flex="1" minW="0">
      <Field.Label>{label}</Field.Label>
      <Input size="sm" value={options[name]} onChange={(event) => setOptions({ ...options, [name]: event.target.value })} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
  const folders = [...new Set((files ?? []).map((file) => file.folderName))];
  const current = files?.[shown];

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !busy && onClose()} size="xl" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="visual-dev-code" maxW="min(1100px, 96vw)">
            <Dialog.Header>
              <Dialog.Title>{t('codeTitle', { name: loaded?.definition.fullName ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!loaded ? (
                <Spinner aria-label={t('loading')} />
              ) : (
                <Stack gap="3">
                  {typeof loaded.parts === 'string' && (
                    <Text color="fg.error" fontSize="sm" role="alert">
                      {t('compileFailed', { message: loaded.parts })}
                    </Text>
                  )}
                  <HStack gap="3" align="start">
                    {option('module', t('module'), t('moduleHint'))}
                    {option('className', t('className'), t('classNameHint'))}
                    {option('description', t('description'))}
                  </HStack>
                  {files && (
                    <Flex gap="3" h="60vh" minH="0" borderWidth="1px" borderRadius="md" overflow="hidden">
                      <Box as="nav" aria-label={t('files')} w="220px" flexShrink={0} overflowY="auto" borderRightWidth="1px" p="2">
                        {folders.map((folder) => (
                          <Box key={folder} role="group" aria-label={folder}>
                            <Text fontSize="xs" color="fg.muted" px="2" py="1">
                              {folder}/
                            </Text>
                            {files.map((file, index) =>
                              file.folderName === folder ? (
                                <Button
                                  key={file.fileName}
                                  size="xs"
                                  variant={index === shown ? 'subtle' : 'ghost'}
                                  aria-current={index === shown ? 'true' : undefined}
                                  justifyContent="start"
                                  w="full"
                                  pl="5"
                                  onClick={() => setShown(index)}
                                >
                                  {file.fileName}
                                </Button>
                              ) : null,
                            )}
                          </Box>
                        ))}
                      </Box>
                      <Box
                        as="pre"
                        flex="1"
                        minW="0"
                        overflow="auto"
                        p="3"
                        fontSize="xs"
                        fontFamily="'DejaVu Sans Mono', monospace"
                        data-testid="visual-dev-code-text"
                        aria-label={current?.fileName}
                      >
                        {current?.fileContent}
                      </Box>
                    </Flex>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>
                {t('close')}
              </Button>
              {canPreview && (
                <Button
                  size="sm"
                  variant={canDownload ? 'outline' : 'solid'}
                  colorPalette={KIT_PALETTE}
                  loading={busy && !files}
                  disabled={!loaded || typeof loaded.parts === 'string' || busy}
                  onClick={() => loaded && void preview(loaded)}
                >
                  {t('codePreview')}
                </Button>
              )}
              {canDownload && (
                <Button
                  size="sm"
                  colorPalette={KIT_PALETTE}
                  disabled={!loaded || typeof loaded.parts === 'string' || busy}
                  onClick={() => void download()}
                >
                  {t('downloadCode')}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
