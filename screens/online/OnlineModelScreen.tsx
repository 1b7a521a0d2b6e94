/**
 * The screen of a type-3 menu (`basic/dynamicModel`, spec 000 section 2.3): the released generated
 * form of the menu's `moduleId` as a list page (the page engine over ./online-source.ts) with its form
 * dialog and its detail viewer. The menu's grants apply: buttons when `useBtnPermission`, columns when
 * `useColumnPermission` (the server leaves the others out), form fields when `useFormPermission`.
 * docs/online-runtime.md.
 */
import '../../widgets';
import './field-cell';
import { useEffect, useMemo, useState } from 'react';
import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import type { Notice } from '../../api';
import { errorMessage } from '../../api/http-client';
import type { OnlineClient, OnlineListBody } from '../../api/online-client';
import { fieldKinds, formKinds, loadKinds, type DataSource } from '../../engine';
import { toFormatLanguage } from '../../engine/format';
import { EngineLanguageContext } from '../../engine/i18n/context';
import { EnginePage, type PageHandlers } from '../../engine/page';
import { usePermissions } from '../../engine/permission/Can';
import { stylesForForm } from '../../engine/renderer/form-styles';
import { ImportDialog } from '../import/ImportDialog';
import { printIdsOf, usePrint } from '../print/use-print';
import { useBundleTranslation } from '../use-bundle-translation';
import { ExportDialog } from './ExportDialog';
import { OnlineCellContext } from './field-cell';
import { ONLINE_NAMESPACE, onlineBundles } from './i18n';
import type { OnlineAction } from './list-page';
import { onlineModelOf, type OnlineModel } from './online-model';
import { createOnlineSource } from './online-source';
import { DataViewScreen } from './DataViewScreen';
import { OnlineFormOnly } from './OnlineFormOnly';
import { OnlineDetail } from './OnlineDetail';
import { OnlineRecordDialog } from './OnlineRecordDialog';
import { formPermissionCodes } from './record-form';
import { useRelatedDetails } from './related-details';
import { completeRows, emptySuperQuery, superQueryJson, withSuperQueryCount, type SuperQueryState } from './super-query';
import { SuperQueryDialog } from './SuperQueryDialog';
import { useInlineEdit } from './use-inline-edit';

export interface OnlineModelScreenProps {
  client: OnlineClient;
  /** The released definition: the menu's `propertyJson.moduleId`. */
  modelId: string;
  /** The menu item's id: its grants and data rules apply. */
  menuId?: string;
  /** What the form's fields and the list's cells read: dictionaries, pickers, names of stored ids, files. */
  formSource: DataSource;
  notify(notice: Notice): void;
}

type Opened =
  | { kind: 'form'; id?: string; refresh(): void }
  | { kind: 'detail'; id: string }
  | { kind: 'export'; shown: OnlineListBody }
  | { kind: 'import'; refresh(): void }
  | { kind: 'superQuery' };

const NO_PARAMS: Record<string, unknown> = {};

/** The model of the menu, its form's kinds loaded (the list's cells draw with them); an error's message. */
function useOnlineModel(client: OnlineClient, modelId: string): OnlineModel | string | null {
  const [model, setModel] = useState<OnlineModel | string | null>(null);
  useEffect(() => {
    let current = true;
    client
      .config(modelId)
      .then(async (config) => {
        const made = onlineModelOf(modelId, config);
        await loadKinds(formKinds(made.form));
        return made;
      })
      .then(
        (made) => current && setModel(made),
        (error: unknown) => current && setModel(errorMessage(error)),
      );
    return () => {
      current = false;
    };
  }, [client, modelId]);
  return model;
}

export function OnlineModelScreen({ client, modelId, menuId, formSource, notify }: OnlineModelScreenProps) {
  const model = useOnlineModel(client, modelId);
  // Related-form links open the related record's detail over the screen (./related-details.tsx).
  const related = useRelatedDetails(client, formSource, notify);
  if (model === null)
    return (
      <Center minH="30vh">
        <Spinner />
      </Center>
    );
  if (typeof model === 'string')
    return (
      <Center minH="30vh" p="6" data-testid="online-unavailable">
        <Text color="fg.muted">{model}</Text>
      </Center>
    );
  // Web type 1 is the form alone (./OnlineFormOnly.tsx), 4 a list over a data interface (./DataViewScreen.tsx).
  const Shown = model.webType === 1 ? OnlineFormOnly : model.webType === 4 ? DataViewScreen : OnlineModelPage;
  return (
    <>
      <Shown model={model} client={client} menuId={menuId} formSource={related.dataSource} notify={notify} />
      {related.details}
    </>
  );
}

/** The list page of a form and list (web type 2) with its dialogs; also mounted by generated screens (./CompiledOnlineScreen.tsx). */
export function OnlineModelPage({
  model,
  client,
  menuId,
  formSource,
  notify,
}: Omit<OnlineModelScreenProps, 'modelId'> & { model: OnlineModel }) {
  const { t, i18n } = useBundleTranslation(ONLINE_NAMESPACE, onlineBundles);
  const language = toFormatLanguage(i18n.language);
  const { form, columnData, page, modelId } = model;
  const permissions = usePermissions();
  const formCodes = useMemo(
    () => (columnData.useFormPermission ? formPermissionCodes(form, permissions.hasForm) : null),
    [columnData.useFormPermission, form, permissions],
  );
  const source = useMemo(
    () => createOnlineSource({ client, modelId, menuId, columnData, form: formSource }),
    [client, modelId, menuId, columnData, formSource],
  );
  // 编辑表格 (layout 4): 新增 and 编辑 edit in the row itself (./use-inline-edit.tsx).
  const inline = useInlineEdit({
    client,
    modelId,
    menuId,
    form,
    columnData,
    dataSource: formSource,
    permissions: formCodes,
    language,
    words: { save: t('rowSave'), cancel: t('rowCancel') },
    notify,
  });
  const inlineStart = columnData.type === 4 ? inline.start : null;
  const cells = useMemo(() => ({ form, groupField: columnData.groupField || undefined }), [form, columnData.groupField]);
  const cellStyles = useMemo(() => stylesForForm(form, fieldKinds, {}), [form]);
  const [opened, setOpened] = useState<Opened | null>(null);
  const imports = useMemo(() => client.imports(modelId), [client, modelId]);
  // 批量打印: the chosen rows with the list's templates (`printIds`), one page each (docs/print.md).
  const printing = usePrint({ notify, menuId });
  const printStart = printing.start;
  const close = () => setOpened(null);
  // With `useColumnPermission`, a column not granted is left out of the table (even while it has no rows to
  // show the server's answer by), the export and the advanced query: the server refuses them anyway.
  const granted = useMemo(
    () => (columnData.useColumnPermission && permissions.guardsColumns ? permissions.hasColumn : () => true),
    [columnData.useColumnPermission, permissions],
  );
  const grantedColumns = useMemo(() => columnData.columnList.filter((column) => granted(column.prop)), [columnData.columnList, granted]);
  // The advanced query: its fields, the rows on, their JSON as a page param.
  const queryFields = useMemo(() => model.queryFields.filter((field) => granted(field.vModel)), [model.queryFields, granted]);
  const [superQuery, setSuperQuery] = useState<SuperQueryState>(emptySuperQuery);
  const superQueryText = useMemo(() => superQueryJson(superQuery, queryFields), [superQuery, queryFields]);
  const params = useMemo(() => (superQueryText ? { superQueryJson: superQueryText } : NO_PARAMS), [superQueryText]);
  const shownPage = useMemo(() => {
    const grantedPage = { ...page, columns: page.columns.filter((column) => granted(column.prop)) };
    return withSuperQueryCount(grantedPage, completeRows(superQuery, queryFields).length);
  }, [page, granted, superQuery, queryFields]);

  const handlers = useMemo<PageHandlers>(() => {
    const actions: Record<OnlineAction, NonNullable<PageHandlers['actions']>[string]> = {
      add: (context) => (inlineStart ? inlineStart(undefined, context) : setOpened({ kind: 'form', refresh: context.refresh })),
      edit: ({ row, ...context }) =>
        row && (inlineStart ? inlineStart(row, context) : setOpened({ kind: 'form', id: String(row.id), refresh: context.refresh })),
      detail: ({ row }) => row && setOpened({ kind: 'detail', id: String(row.id) }),
      export: () => setOpened({ kind: 'export', shown: source.shownBody() ?? {} }),
      import: ({ refresh }) => setOpened({ kind: 'import', refresh }),
      superQuery: () => setOpened({ kind: 'superQuery' }),
      batchPrint: ({ selection }) =>
        printStart({ templateIds: printIdsOf(columnData.printIds), recordIds: selection.map((row) => String(row.id)) }),
    };
    return { actions };
  }, [source, columnData.printIds, inlineStart, printStart]);

  const historyWords = {
    history: t('history'),
    noHistory: t('noHistory'),
    empty: t('empty'),
    type: (type: number) => t(`types.${type}`),
    rows: (count: number) => t('rows', { count }),
  };

  return (
    <Box p="3" data-testid="online-screen" css={cellStyles}>
      <EngineLanguageContext.Provider value={language}>
        <OnlineCellContext.Provider value={cells}>
          <EnginePage
            schema={shownPage}
            dataSource={source}
            notify={notify}
            handlers={handlers}
            params={params}
            language={language}
            rowEditing={inline.rowEditing}
          />
        </OnlineCellContext.Provider>
      </EngineLanguageContext.Provider>
      {opened?.kind === 'form' && (
        <OnlineRecordDialog
          client={client}
          modelId={modelId}
          menuId={menuId}
          form={form}
          id={opened.id}
          dataSource={formSource}
          permissions={formCodes}
          language={language}
          words={{ add: t('add'), edit: t('edit'), back: t('back'), cancel: t('cancel'), confirm: t('confirm') }}
          notify={notify}
          onClose={close}
          onSaved={() => {
            close();
            opened.refresh();
          }}
        />
      )}
      {opened?.kind === 'detail' && (
        <OnlineDetail
          client={client}
          modelId={modelId}
          form={form}
          id={opened.id}
          dataSource={formSource}
          permissions={formCodes}
          language={language}
          words={{ ...historyWords, detail: t('detail'), back: t('back'), close: t('close') }}
          print={{ notify, menuId }}
          onClose={close}
        />
      )}
      {printing.element}
      {opened?.kind === 'import' && (
        <ImportDialog
          client={imports}
          notify={notify}
          canDownload={!columnData.useBtnPermission || permissions.hasButton('btn_download')}
          onClose={close}
          onImported={opened.refresh}
        />
      )}
      {opened?.kind === 'superQuery' && (
        <SuperQueryDialog
          fields={queryFields}
          initial={superQuery}
          dataSource={formSource}
          language={language}
          onApply={setSuperQuery}
          onClose={close}
        />
      )}
      {opened?.kind === 'export' && (
        <ExportDialog
          client={client}
          modelId={modelId}
          columns={grantedColumns}
          shown={opened.shown}
          words={{
            title: t('exportTitle'),
            range: t('exportRange'),
            page: t('exportPage'),
            all: t('exportAll'),
            columns: t('exportColumns'),
            pickOne: t('exportPickOne'),
            cancel: t('cancel'),
            confirm: t('confirm'),
          }}
          notify={notify}
          onClose={close}
        />
      )}
    </Box>
  );
}
