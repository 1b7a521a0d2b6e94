/**
 * The editor of a definition (功能设计 add and edit), full screen: its name, code, category and web
 * type above; then 表单设计 (the form designer, ./form-designer/), 列表设计 (./list-designer/) and JSON:
 * the form (`formData`) and the list (`columnData`) as JSON text areas that say what is wrong as it is
 * typed, beside the form rendered by the engine as users will see it. The designers write the same JSON.
 * Saving sends the JSON as text, as JNPF's designer does.
 */
import '../../widgets';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Box, Button, Dialog, Flex, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { ResourceClient } from '../../api/resource-client';
import {
  compileSchemaForm,
  EngineForm,
  FormController,
  formKinds,
  formNeedsValidator,
  loadKinds,
  loadRjsf,
  loadValidator,
  type CompiledForm,
  type DataSource,
} from '../../engine';
import { visualDevResource } from '../../schemas/resources/visual-dev';
import { columnDataProblems, formDataProblems, interfaceParamProblems } from '../../schemas/visual-dev-check';
import { useBundleTranslation } from '../use-bundle-translation';
import { DataViewPanel, type DataViewValue } from './DataViewPanel';
import { FormDesigner, type FormDesignerHandle } from './form-designer/FormDesigner';
import { createDesignerServices } from './form-designer/services';
import { FormPreview } from './FormPreview';
import { VISUAL_DEV_NAMESPACE, visualDevBundles } from './i18n';
import { JsonPartEditor } from './JsonPartEditor';
import { ListDesigner } from './list-designer/ListDesigner';
import { listDesignerSources } from './list-designer/list-sources';

/** How long the saved message shows before the editor closes (the page engine's dialogs wait as long). */
const savedToastMs = 1500;

/** The fields of the definition's dialog the editor shows as a form; the JSON parts have their own editors. */
const basicFields = ['fullName', 'enCode', 'category', 'webType', 'sortCode', 'description'] as const;

let basicForm: CompiledForm | undefined;
/** The basic fields of the resource's form, four to a row (compiled once, when first shown). */
function basicInfoForm(): CompiledForm {
  const { schema, uiSchema } = visualDevResource.form;
  const properties = schema.properties as Record<string, object>;
  const spans: Record<string, number> = { fullName: 6, enCode: 6, category: 6, webType: 6, sortCode: 6, description: 18 };
  return (basicForm ??= compileSchemaForm(
    {
      type: 'object',
      required: schema.required.filter((name) => (basicFields as readonly string[]).includes(name)),
      properties: Object.fromEntries(basicFields.map((name) => [name, properties[name]!])),
    },
    {
      'ui:order': [...basicFields],
      'ui:form': uiSchema['ui:form'],
      ...Object.fromEntries(
        basicFields.map((name) => {
          const ui = (uiSchema as Record<string, { 'ui:options'?: object }>)[name] ?? {};
          return [name, { ...ui, 'ui:options': { ...ui['ui:options'], span: spans[name] } }];
        }),
      ),
    },
  ));
}

/** The JSON text of a stored part, indented for reading ('' when there is none). */
const readable = (value: unknown): string => {
  if (typeof value !== 'string' || value === '') return '';
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
};

export interface VisualDevEditorProps {
  client: ResourceClient;
  /** What the forms read: dictionaries, pickers, names of stored ids. */
  formSource: DataSource;
  notify(notice: Notice): void;
  /** The definition edited; none for a new one. */
  id?: string;
  onClose(): void;
  /** After a save: the list refreshes. */
  onSaved(): void;
}

interface Loaded {
  record: Record<string, unknown>;
  controller: FormController;
}

const noStore = () => () => undefined;

/** The web type chosen in the basic form, followed as it changes (4, a data view, edits an interface instead of a form). */
function useWebType(controller: FormController | undefined): number {
  const subscribe = useCallback((listener: () => void) => controller?.store.subscribe(['webType'], listener) ?? noStore(), [controller]);
  return Number(useSyncExternalStore(subscribe, () => controller?.store.get(['webType'])));
}

export default function VisualDevEditor({ client, formSource, notify, id, onClose, onSaved }: VisualDevEditorProps) {
  const { t } = useBundleTranslation(VISUAL_DEV_NAMESPACE, visualDevBundles);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [formData, setFormData] = useState('');
  const [columnData, setColumnData] = useState('');
  const [view, setView] = useState<DataViewValue>({ interfaceId: '', interfaceParam: '' });
  const [saving, setSaving] = useState(false);
  // 表单设计 (./form-designer/) edits the `formData` text and 列表设计 (./list-designer/) the `columnData` text the JSON view shows.
  const [part, setPart] = useState<'form' | 'json' | 'list'>('form');
  const listSources = useMemo(() => listDesignerSources(client), [client]);
  const designerServices = useMemo(() => createDesignerServices(client), [client]);
  // The designer hands its text on a moment after each change; a save takes it at once.
  const designer = useRef<FormDesignerHandle>(null);

  useEffect(() => {
    let current = true;
    const form = basicInfoForm();
    const ready = Promise.all([loadKinds(formKinds(form)), loadRjsf(), formNeedsValidator(form) ? loadValidator() : undefined]);
    const record = id ? client.info(id) : Promise.resolve({ webType: 2, sortCode: 0 } as Record<string, unknown>);
    Promise.all([record, ready]).then(
      ([values]) => {
        if (!current) return;
        setFormData(readable(values.formData));
        setColumnData(readable(values.columnData));
        setView({ interfaceId: String(values.interfaceId ?? ''), interfaceParam: readable(values.interfaceParam) });
        setLoaded({ record: values, controller: new FormController(form, { initialValues: values }) });
      },
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [client, id, onClose]);

  // Checked as typed; a long text is checked once typing pauses for React.
  const deferredForm = useDeferredValue(formData);
  // A form bound to tables (`tablesData`, not edited here) is checked as their columns too.
  const tablesData = loaded?.record.tablesData;
  const formProblems = useMemo(() => formDataProblems(deferredForm, tablesData), [deferredForm, tablesData]);
  const deferredColumns = useDeferredValue(columnData);
  const columnProblems = useMemo(() => columnDataProblems(deferredColumns), [deferredColumns]);
  const isView = useWebType(loaded?.controller) === 4;
  const paramProblems = useMemo(() => interfaceParamProblems(view.interfaceParam), [view.interfaceParam]);

  const save = useCallback(async () => {
    if (!loaded) return;
    const result = loaded.controller.submit();
    if (!result.valid) return;
    const viewProblems = isView ? interfaceParamProblems(view.interfaceParam) : [];
    const formText = (!isView && designer.current?.flush()) || formData;
    if (formDataProblems(formText, loaded.record.tablesData).length || columnDataProblems(columnData).length || viewProblems.length) {
      notify({ type: 'error', message: t('fixJson'), duration: 3000 });
      return;
    }
    const { record } = loaded;
    const body: Record<string, unknown> = {
      ...Object.fromEntries(basicFields.map((name) => [name, result.values[name]])),
      formData: formText.trim() ? JSON.stringify(JSON.parse(formText)) : '',
      columnData: columnData.trim() ? JSON.stringify(JSON.parse(columnData)) : '',
      // Parts this editor does not show are kept as they are.
      appColumnData: record.appColumnData ?? '',
      tablesData: record.tablesData ?? '[]',
      dbLinkId: record.dbLinkId ?? '',
      enabledMark: record.enabledMark ?? 1,
      // A data view's interface and parameters; other web types have none.
      interfaceId: isView ? view.interfaceId : '',
      interfaceParam: isView && view.interfaceParam.trim() ? JSON.stringify(JSON.parse(view.interfaceParam)) : '',
    };
    const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== '' && value !== null && value !== undefined));
    setSaving(true);
    try {
      const answer = id ? await client.update(id, sent) : await client.create(sent);
      // As the page engine's dialogs do: the message shows, then the editor closes.
      notify({ type: 'success', message: answer.msg, duration: savedToastMs });
      await new Promise((resolve) => setTimeout(resolve, savedToastMs));
      onSaved();
      onClose();
    } catch {
      // The client has said why.
    } finally {
      setSaving(false);
    }
  }, [loaded, formData, columnData, isView, view, id, client, notify, onSaved, onClose, t]);

  const title = id ? t('editTitle', { name: String(loaded?.record.fullName ?? '') }) : t('createTitle');
  // Kept between renders: the memoised JSON parts and preview then skip the other designer's edits.
  const words = useMemo(() => ({ valid: t('valid'), empty: t('empty'), format: t('format') }), [t]);
  const previewWords = useMemo(
    () => ({ title: t('preview'), empty: t('previewEmpty'), stale: t('previewStale'), notes: (count: number) => t('notes', { count }) }),
    [t],
  );
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="full" lazyMount>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The screen's height, not its content's: each part fills the rest and scrolls inside (the body, on a short screen). */}
          <Dialog.Content data-testid="visual-dev-editor" h="100dvh">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3" minH="0" overflowY="auto">
              {!loaded ? (
                <Spinner aria-label={t('loading')} />
              ) : (
                <>
                  <EngineForm form={basicInfoForm()} controller={loaded.controller} dataSource={formSource} />
                  {!isView && (
                    <HStack gap="1" role="group">
                      {(['form', 'list', 'json'] as const).map((value) => (
                        <Button
                          key={value}
                          size="xs"
                          variant={part === value ? 'solid' : 'outline'}
                          aria-pressed={part === value}
                          onClick={() => setPart(value)}
                        >
                          {t({ form: 'formDesign', json: 'jsonView', list: 'listDesign' }[value])}
                        </Button>
                      ))}
                    </HStack>
                  )}
                  {part === 'list' && !isView && (
                    <ListDesigner
                      formData={formData}
                      columnData={columnData}
                      onChange={setColumnData}
                      sources={listSources}
                      formSource={formSource}
                      notify={notify}
                    />
                  )}
                  {!isView && (
                    // The rest of the screen (some height at least): the palette, canvas and panel scroll inside it.
                    <Box flex="1" minH="440px" display={part === 'form' ? 'flex' : 'none'}>
                      <FormDesigner
                        ref={designer}
                        formData={formData}
                        onChange={setFormData}
                        services={designerServices}
                        dataSource={formSource}
                      />
                    </Box>
                  )}
                  <Flex gap="4" flex="1" minH="0" align="stretch" display={part === 'json' || isView ? 'flex' : 'none'}>
                    <Box flex="1" display="flex" flexDirection="column" gap="3" minW="0">
                      {isView ? (
                        <DataViewPanel
                          client={client}
                          value={view}
                          onChange={setView}
                          problems={paramProblems}
                          words={{
                            title: t('dataView'),
                            interfaceId: t('interfaceId'),
                            choose: t('chooseInterface'),
                            interfaceParam: t('interfaceParam'),
                            interfaceParamHint: t('interfaceParamHint'),
                            json: words,
                          }}
                        />
                      ) : (
                        <JsonPartEditor
                          label={t('formData')}
                          hint={t('formDataHint')}
                          value={formData}
                          onChange={setFormData}
                          problems={formProblems}
                          words={words}
                          testId="visual-dev-form-data"
                        />
                      )}
                      <JsonPartEditor
                        label={t('columnData')}
                        hint={t('columnDataHint')}
                        value={columnData}
                        onChange={setColumnData}
                        problems={columnProblems}
                        words={words}
                        testId="visual-dev-column-data"
                      />
                    </Box>
                    <Box flex="1" display="flex" minW="0">
                      {isView ? (
                        <Text color="fg.muted" fontSize="sm">
                          {t('noForm')}
                        </Text>
                      ) : (
                        <FormPreview formData={formData} usable={formProblems.length === 0} dataSource={formSource} words={previewWords} />
                      )}
                    </Box>
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
