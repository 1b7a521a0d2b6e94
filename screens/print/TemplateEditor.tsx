/**
 * The template editor (打印模板 add and edit), full screen: name, code, category, source and the other
 * basics above; the fields of the chosen form or data interface on the left (`POST Fields`); the
 * template as rich text on an A4 sheet, with bold, italic, underline, alignment, size, tables, child
 * table loops, amounts and page breaks (docs/print.md "The template"). Saved versions can be loaded
 * again (`Version/{id}`, `Info/{versionId}`); a save keeps a new one.
 */
import '../../widgets';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Dialog, Flex, HStack, NativeSelect, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { PrintClient } from '../../api/print-client';
import type { PrintFieldGroup, PrintVersionRow } from '../../api/print-dev';
import type { ResourceClient } from '../../api/resource-client';
import {
  EngineForm,
  FormController,
  formKinds,
  formNeedsValidator,
  loadKinds,
  loadRjsf,
  loadValidator,
  type DataSource,
} from '../../engine';
import { DATE_TIME_FORMAT, formatDate } from '../../engine/format';
import { useBundleTranslation } from '../use-bundle-translation';
import { basicFields, basicInfoForm, useSources, useSourceType } from './editor-basics';
import { blankTableHtml, insertAt, loopTableHtml, pageBreakInsert, placeholderOf, rangeIn, type InsertMode } from './editor-insert';
import { FieldPanel } from './FieldPanel';
import { PRINT_NAMESPACE, printBundles } from './i18n';
import { sanitizePrintHtml } from './print-html';
import { sheetContentCss } from './print-styles';

/** How long the saved message shows before the editor closes (as the page engine's dialogs wait). */
const savedToastMs = 1500;

/** A toolbar button that keeps the editing area's selection (it acts on mouse up, without taking the focus). */
function ToolButton({ label, glyph, onRun }: { label: string; glyph: string; onRun(): void }) {
  return (
    <Button size="xs" variant="ghost" aria-label={label} title={label} onMouseDown={(event) => event.preventDefault()} onClick={onRun}>
      {glyph}
    </Button>
  );
}

export interface TemplateEditorProps {
  /** The client of `system/printDev`. */
  client: ResourceClient;
  print: PrintClient;
  formSource: DataSource;
  notify(notice: Notice): void;
  /** The template edited; none for a new one. */
  id?: string;
  onClose(): void;
  onSaved(): void;
}

interface Loaded {
  record: Record<string, unknown>;
  controller: FormController;
}

export default function TemplateEditor({ client, print, formSource, notify, id, onClose, onSaved }: TemplateEditorProps) {
  const { t } = useBundleTranslation(PRINT_NAMESPACE, printBundles);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [formId, setFormId] = useState('');
  const [interfaceId, setInterfaceId] = useState('');
  const [groups, setGroups] = useState<PrintFieldGroup[]>([]);
  const [versions, setVersions] = useState<PrintVersionRow[]>([]);
  const [mode, setMode] = useState<InsertMode>('plain');
  const [saving, setSaving] = useState(false);
  const area = useRef<HTMLDivElement | null>(null);
  const selection = useRef<Range | null>(null);
  const initialBody = useRef('');
  const { forms, interfaces } = useSources(client);
  const type = useSourceType(loaded?.controller);

  useEffect(() => {
    let current = true;
    const form = basicInfoForm();
    const ready = Promise.all([loadKinds(formKinds(form)), loadRjsf(), formNeedsValidator(form) ? loadValidator() : undefined]);
    const record = id ? client.info(id) : Promise.resolve({ type: 1, sortCode: 0, enabledMark: 1 } as Record<string, unknown>);
    Promise.all([record, ready]).then(
      ([values]) => {
        if (!current) return;
        initialBody.current = sanitizePrintHtml(String(values.printTemplate ?? ''));
        setFormId(String(values.formId ?? ''));
        setInterfaceId(String(values.interfaceId ?? ''));
        setLoaded({ record: values, controller: new FormController(form, { initialValues: values }) });
      },
      () => current && onClose(),
    );
    if (id)
      print.versions(id).then(
        (rows) => current && setVersions(rows),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [client, print, id, onClose]);

  // The source's fields, again whenever it changes.
  const sourceId = type === 2 ? interfaceId : formId;
  useEffect(() => {
    let current = true;
    const load = sourceId ? print.fields(type === 2 ? { type, interfaceId: sourceId } : { type, formId: sourceId }) : Promise.resolve([]);
    load.then(
      (list) => current && setGroups(list),
      () => current && setGroups([]),
    );
    return () => {
      current = false;
    };
  }, [print, type, sourceId]);

  // The sheet's content is the editing area's own state: set once it is in the page, read when saving.
  const attachArea = useCallback((element: HTMLDivElement | null) => {
    area.current = element;
    if (element && !element.dataset.ready) {
      element.innerHTML = initialBody.current;
      element.dataset.ready = '1';
    }
  }, []);
  const remember = useCallback(() => {
    if (area.current) selection.current = rangeIn(area.current) ?? selection.current;
  }, []);
  // Where the cursor last was in the sheet (typed, clicked, moved by keys or by an input method): a click
  // in the field panel inserts there.
  useEffect(() => {
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, [remember]);
  const insert = (content: { text: string } | { html: string }) => {
    if (!area.current) return;
    insertAt(area.current, selection.current, content);
    remember();
  };
  const command = (name: string, value?: string) => {
    area.current?.focus();
    if (selection.current) {
      const current = document.getSelection();
      current?.removeAllRanges();
      current?.addRange(selection.current);
    }
    if (typeof document.execCommand === 'function') document.execCommand(name, false, value);
    remember();
  };

  const loadVersion = async (versionId: string) => {
    if (!versionId || !loaded) return;
    try {
      const version = await print.version(versionId);
      loaded.controller.store.set(['type'], version.type);
      setFormId(version.formId ?? '');
      setInterfaceId(version.interfaceId ?? '');
      if (area.current) area.current.innerHTML = sanitizePrintHtml(version.printTemplate);
      notify({ type: 'info', message: t('versionLoaded', { version: version.version }), duration: 3000 });
    } catch {
      // The request client has said why.
    }
  };

  const save = async () => {
    if (!loaded) return;
    const result = loaded.controller.submit();
    if (!result.valid) return;
    if (type === 1 && !formId) return notify({ type: 'error', message: t('chooseForm'), duration: 3000 });
    if (type === 2 && !interfaceId) return notify({ type: 'error', message: t('chooseInterface'), duration: 3000 });
    const values = Object.fromEntries(basicFields.map((name) => [name, result.values[name]]));
    const body = {
      ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '' && value !== null && value !== undefined)),
      type,
      ...(type === 1 ? { formId } : { interfaceId }),
      printTemplate: sanitizePrintHtml(area.current?.innerHTML ?? ''),
    };
    setSaving(true);
    try {
      const answer = id ? await client.update(id, body) : await client.create(body);
      notify({ type: 'success', message: answer.msg, duration: savedToastMs });
      await new Promise((resolve) => setTimeout(resolve, savedToastMs));
      onSaved();
      onClose();
    } catch {
      // The request client has said why.
    } finally {
      setSaving(false);
    }
  };

  const title = id ? t('editTitle', { name: String(loaded?.record.fullName ?? '') }) : t('createTitle');

  const sources = type === 2 ? interfaces : forms;
  const chosen = type === 2 ? interfaceId : formId;
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="full" lazyMount>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="print-template-editor">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3" minH="0">
              {!loaded ? (
                <Spinner aria-label={t('loading')} />
              ) : (
                <>
                  <EngineForm form={basicInfoForm()} controller={loaded.controller} dataSource={formSource} />
                  <HStack gap="4" wrap="wrap">
                    <HStack gap="2">
                      <Text fontSize="sm">{type === 2 ? t('dataInterface') : t('form')}</Text>
                      <NativeSelect.Root size="sm" w="260px">
                        <NativeSelect.Field
                          aria-label={type === 2 ? t('dataInterface') : t('form')}
                          value={chosen}
                          onChange={(event) => (type === 2 ? setInterfaceId : setFormId)(event.target.value)}
                        >
                          <option value="">{type === 2 ? t('chooseInterface') : t('chooseForm')}</option>
                          {chosen && !sources.some((item) => item.id === chosen) && <option value={chosen}>{chosen}</option>}
                          {sources.map((item) => (
                            <option key={item.id} value={item.id}>
                              {item.fullName}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </HStack>
                    {versions.length > 0 && (
                      <NativeSelect.Root size="sm" w="320px">
                        <NativeSelect.Field aria-label={t('versions')} value="" onChange={(event) => void loadVersion(event.target.value)}>
                          <option value="">{t('chooseVersion')}</option>
                          {versions.map((version) => (
                            <option key={version.id} value={version.id}>
                              {t('versionLine', {
                                version: version.version,
                                time: formatDate(version.creatorTime, DATE_TIME_FORMAT),
                                user: version.creatorUser,
                              })}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    )}
                  </HStack>
                  <Flex gap="4" flex="1" minH="0" align="stretch">
                    <FieldPanel
                      groups={groups}
                      mode={mode}
                      onMode={setMode}
                      onField={(table, field) => insert({ text: placeholderOf(table, field, mode) })}
                      onLoop={(group) => insert({ html: loopTableHtml(group) })}
                      onSystem={(name) => insert({ text: `{${name}}` })}
                      words={{
                        fields: t('fields'),
                        fieldsHint: t('fieldsHint'),
                        noFields: t('noFields'),
                        system: t('system'),
                        printer: t('printer'),
                        printTime: t('printTime'),
                        approval: t('approval'),
                        insertLoop: t('insertLoop'),
                        insertAs: t('insertAs'),
                        plain: t('plain'),
                        amountChinese: t('amountChinese'),
                        thousands: t('thousands'),
                      }}
                    />
                    <Stack flex="1" minW="0" gap="2">
                      <HStack gap="1" role="toolbar" aria-label={t('body')} wrap="wrap" borderBottomWidth="1px" pb="1">
                        <ToolButton label={t('bold')} glyph="B" onRun={() => command('bold')} />
                        <ToolButton label={t('italic')} glyph="I" onRun={() => command('italic')} />
                        <ToolButton label={t('underline')} glyph="U" onRun={() => command('underline')} />
                        <ToolButton label={t('alignLeft')} glyph="⇤" onRun={() => command('justifyLeft')} />
                        <ToolButton label={t('alignCenter')} glyph="↔" onRun={() => command('justifyCenter')} />
                        <ToolButton label={t('alignRight')} glyph="⇥" onRun={() => command('justifyRight')} />
                        <NativeSelect.Root size="xs" w="90px">
                          <NativeSelect.Field
                            aria-label={t('fontSize')}
                            value=""
                            onChange={(event) => command('fontSize', event.target.value)}
                          >
                            <option value="">{t('fontSize')}</option>
                            <option value="2">12px</option>
                            <option value="3">16px</option>
                            <option value="4">18px</option>
                            <option value="5">24px</option>
                            <option value="6">32px</option>
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        <ToolButton label={t('table')} glyph="▦" onRun={() => insert({ html: blankTableHtml() })} />
                        <ToolButton label={t('pageBreak')} glyph="⤓" onRun={() => insert({ html: pageBreakInsert })} />
                      </HStack>
                      <Box flex="1" minH="0" overflowY="auto" bg="bg.muted" p="4">
                        <Box
                          ref={attachArea}
                          role="textbox"
                          aria-multiline="true"
                          aria-label={t('body')}
                          contentEditable
                          suppressContentEditableWarning
                          data-testid="print-template-body"
                          mx="auto"
                          w="210mm"
                          minH="297mm"
                          p="12mm"
                          bg="white"
                          color="black"
                          fontSize="14px"
                          boxShadow="sm"
                          outline="none"
                          css={{
                            ...sheetContentCss,
                            '& .print-page-break::after': { content: '"— 分页 —"', color: '#999', fontSize: '12px' },
                          }}
                        />
                      </Box>
                    </Stack>
                  </Flex>
                </>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button size="sm" colorPalette="blue" loading={saving} disabled={!loaded} onClick={() => void save()}>
                {t('save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
