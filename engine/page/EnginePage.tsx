/**
 * Renders a page schema: side tree, search, toolbar, table, pager, and the dialogs, drawers and
 * confirmations its actions open. Data through `dataSource`; toasts through `notify`; buttons with a
 * permission code are removed when the page's permission list lacks it (engine/permission).
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { EngineLanguage } from '../i18n/messages';
import { isOn, resolveBinding } from './bindings';
import { usePageColumns } from './column-settings/use-page-columns';
import { DataTable } from './DataTable';
import { FormDialog, type DialogRequest } from './FormDialog';
import type { PageDataSource, PageRow } from './page-data-source';
import { PageEnvContext, type PageHandlers } from './page-env';
import { PageDrawer } from './PageDrawer';
import { PageToolbar } from './PageToolbar';
import { Pager } from './kit';
import type { RowEditing } from './row-editing';
import { runAction, type ActionHost } from './run-action';
import type { PageSchema, ToolbarConfig } from './schema-types';
import { SearchBar } from './SearchBar';
import { SideTree } from './SideTree';
import { awaitsChildren, branchKeys, findRow, keyOf, visibleRows } from './tree-rows';
import { useExpanded } from './use-expanded';
import { useLazyChildren } from './use-lazy-children';
import { useNewPageEnv } from './use-new-page-env';
import { usePageList } from './use-page-list';
import { useSideTree } from './use-side-tree';

const ColumnSettingsDrawer = lazy(() => import('./column-settings/ColumnSettingsDrawer'));

export interface EnginePageProps {
  schema: PageSchema;
  dataSource: PageDataSource;
  notify(notice: Notice): void;
  handlers?: PageHandlers;
  /** Values the schema reads as `$param.<name>` (e.g. the dictionary of a type-4 menu). */
  params?: Record<string, unknown>;
  language?: EngineLanguage;
  /** `selection: 'single'`: the chosen row. */
  onSelect?(row: PageRow | null): void;
  /** After anything the page changed on the server (save, delete, state, import). */
  onChange?(): void;
  /** A row edited where it stands (an inline-edit list, ./row-editing.ts); a row being added shows first. */
  rowEditing?: RowEditing | null;
}

const NO_PARAMS: Record<string, unknown> = {};
const NO_KEYS: ReadonlySet<string> = new Set();
const NO_HANDLERS: PageHandlers = {};
const NO_TOOLBAR: ToolbarConfig = {};

export function EnginePage({
  schema,
  dataSource,
  notify,
  handlers = NO_HANDLERS,
  params = NO_PARAMS,
  language,
  onSelect,
  onChange,
  rowEditing,
}: EnginePageProps) {
  const { env, pickFile, elements } = useNewPageEnv({ dataSource, notify, handlers, language, permissionMenu: schema.permissionMenu });

  const keys = useMemo(() => ({ value: schema.rowKey ?? 'id', children: 'children' }), [schema.rowKey]);
  const side = useSideTree(schema.sideTree, dataSource, params);
  const [search, setSearch] = useState<Record<string, unknown>>({});
  const scope = useMemo(() => ({ node: side.node, param: params, search }), [side.node, params, search]);
  const tree = schema.list.tree === undefined ? false : isOn(resolveBinding(schema.list.tree, scope));
  // With a side tree the list waits for its nodes (and, when it needs one, for a selected node).
  const listReady = !schema.sideTree || (side.loaded && !(schema.list.requireNode && !side.node));
  const list = usePageList(schema.list, dataSource, scope, listReady, keys);
  const { setPage } = list;

  const branches = useMemo(() => (tree ? branchKeys(list.rows, keys) : []), [tree, list.rows, keys]);
  const lazy = Boolean(schema.list.lazy);
  // Rows that load their children as they open keep what is open while the query stays the same.
  const expanded = useExpanded(branches, schema.list.expandAll !== false, lazy ? list.queryKey : undefined);
  const loadChildren = useLazyChildren(schema.list, dataSource, list.query, keys, list.patchRow);
  const toggleRow = (rowKey: string) => {
    const row = lazy ? findRow(list.rows, keys, rowKey) : undefined;
    if (row && awaitsChildren(row, keys)) void loadChildren(row, rowKey).then((loaded) => loaded && expanded.reveal(rowKey));
    else expanded.toggle(rowKey);
  };

  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const [drawer, setDrawer] = useState<string | null>(null);
  const [settingColumns, setSettingColumns] = useState(false);
  const pageColumns = usePageColumns(schema, scope, list.rows, Boolean(env.guardsColumns), env.text);
  const tableSchema = useMemo(() => ({ ...schema, columns: pageColumns.columns }), [schema, pageColumns.columns]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const listedRows = useMemo(() => visibleRows(list.rows, keys, expanded.open, tree, lazy), [list.rows, keys, expanded.open, tree, lazy]);
  const newRow = rowEditing?.newRow;
  const newKey = rowEditing?.rowKey;
  const shownRows = useMemo(
    () =>
      newRow && newKey !== undefined
        ? [{ row: newRow, key: newKey, depth: 0, hasChildren: false, expanded: false }, ...listedRows]
        : listedRows,
    [listedRows, newRow, newKey],
  );
  // The checkbox column's choice holds for the rows it was made on: a new page, search or refresh starts empty.
  const [checkedOn, setCheckedOn] = useState<{ rows: PageRow[]; keys: ReadonlySet<string> } | null>(null);
  const checked = checkedOn?.rows === list.rows ? checkedOn.keys : NO_KEYS;
  const checkedRows = useMemo(() => listedRows.filter(({ key }) => checked.has(key)).map(({ row }) => row), [listedRows, checked]);
  const check = (key: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(key);
    else next.delete(key);
    setCheckedOn({ rows: list.rows, keys: next });
  };
  const checkAll = (on: boolean) => setCheckedOn({ rows: list.rows, keys: new Set(on ? listedRows.map(({ key }) => key) : []) });

  const host: ActionHost = {
    schema,
    env,
    keys,
    scope,
    openDialog: setDialog,
    openDrawer: setDrawer,
    pickFile,
    refresh: list.refresh,
    patchRow: list.patchRow,
    selection: checkedRows,
    onChange: () => onChange?.(),
  };
  const run = (action: string, row?: PageRow) => void runAction(host, action, row);
  const selectNode = useCallback(
    (node: PageRow) => {
      side.select(node);
      setPage(1);
    },
    [side, setPage],
  );
  const select = (row: PageRow) => {
    setSelectedKey(keyOf(row, keys));
    onSelect?.(row);
  };
  const dialogConfig = dialog ? schema.dialogs?.[dialog.name] : undefined;
  const drawerConfig = drawer ? schema.drawers?.[drawer] : undefined;

  return (
    <PageEnvContext.Provider value={env}>
      <HStack align="stretch" gap="3" data-page={schema.id} minH="0">
        {schema.sideTree && (
          <SideTree
            config={schema.sideTree}
            nodes={side.nodes}
            loaded={side.loaded}
            selectedKey={side.selectedKey}
            onSelect={selectNode}
            onRefresh={side.refresh}
            onAction={(action) => run(action)}
          />
        )}
        <Stack flex="1" minW="0" gap="3">
          {schema.search && (
            <SearchBar
              config={schema.search}
              onSearch={(values) => {
                setSearch(values);
                setPage(1);
                list.refresh();
              }}
            />
          )}
          <Stack gap="3" p="3" bg="bg" borderRadius="md">
            {(schema.toolbar || pageColumns.available) && (
              <PageToolbar
                config={schema.toolbar ?? NO_TOOLBAR}
                tree={tree}
                expanded={expanded.allOpen}
                onAction={(action) => run(action)}
                onToggleExpand={expanded.allOpen ? expanded.collapseAll : expanded.expandAll}
                onRefresh={list.refresh}
                onColumnSettings={pageColumns.available ? () => setSettingColumns(true) : undefined}
              />
            )}
            <DataTable
              schema={tableSchema}
              rows={shownRows}
              tree={tree}
              loading={list.loading || pageColumns.loading}
              offset={list.paging ? (list.page - 1) * list.pageSize : 0}
              onToggle={toggleRow}
              onAction={run}
              selectedKey={selectedKey}
              onSelect={select}
              checkedKeys={checked}
              onCheck={check}
              onCheckAll={checkAll}
              rowEditing={rowEditing}
            />
            {list.paging && (
              <Pager
                total={list.total}
                page={list.page}
                pageSize={list.pageSize}
                pageSizes={list.paging.pageSizes}
                onPage={setPage}
                onPageSize={list.setPageSize}
                language={env.language}
              />
            )}
          </Stack>
        </Stack>
      </HStack>
      {dialog && dialogConfig && (
        <FormDialog
          key={`${dialog.name}-${dialog.id ?? 'new'}`}
          config={dialogConfig}
          request={dialog}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            list.refresh();
            onChange?.();
          }}
        />
      )}
      {drawerConfig && (
        <PageDrawer
          title={env.text(drawerConfig.title)}
          width={drawerConfig.width}
          testId={`drawer-${drawer}`}
          onClose={() => {
            setDrawer(null);
            side.refresh();
            list.refresh();
          }}
        >
          <EnginePage
            schema={drawerConfig.page}
            dataSource={dataSource}
            notify={notify}
            handlers={handlers}
            params={params}
            language={env.language}
            onChange={onChange}
          />
        </PageDrawer>
      )}
      {settingColumns && (
        <Suspense fallback={null}>
          <ColumnSettingsDrawer
            items={pageColumns.items}
            onChange={pageColumns.change}
            onRestore={pageColumns.restore}
            onClose={() => setSettingColumns(false)}
          />
        </Suspense>
      )}
      {elements}
    </PageEnvContext.Provider>
  );
}
