/**
 * A generated form's list configuration (`columnData`, reference 3.1 and 3.2) compiled into the page
 * engine's page schema (schemas/page-types.ts): the search form, the default order and paging, the
 * columns drawn by their kinds' list cells (./field-cell.tsx), the toolbar and row buttons each
 * behind its button grant when `useBtnPermission` is on, the totals row, and per layout the left tree
 * (type 2), the grouped rows (type 3) or the tree whose rows load their children as they open (type 5).
 * Pure: the screen gives the compiled form and the search form.
 * docs/online-runtime.md has the choices.
 */
import type { CompiledForm } from '../../engine';
import type { ActionConfig, ButtonConfig, ColumnConfig, ListConfig, LocalText, PageSchema, SearchConfig } from '../../engine/page';
import { removeConfirm, t } from '../../schemas/pages/page-texts';
import type { ColumnData } from '../../schemas/online/column-data';
import { SUPER_QUERY_ACTION, superQueryLabel } from './super-query';

/** The page's named calls, answered by ./online-source.ts. */
export const onlineCalls = {
  list: 'online.list',
  tree: 'online.tree',
  remove: 'online.remove',
  batchRemove: 'online.batchRemove',
} as const;

/** The page's custom actions, run by the screen (dialogs, export, the calls that do not exist yet). */
export const onlineActions = ['add', 'edit', 'detail', 'export', 'import', 'batchPrint', SUPER_QUERY_ACTION] as const;
export type OnlineAction = (typeof onlineActions)[number];

/** The cell kind of a column that is a field of the form (./field-cell.tsx). */
export const FIELD_CELL = 'onlineField';

/** The query value naming the record whose children a tree list (type 5) asks for (`List/{id}`). */
export const TREE_PARENT = '__parent';

/** A grouped list's group rows carry this flag (type 3): they have no buttons. */
export const GROUP_FLAG = '__group';
/** …and their count of rows, shown after the group's value. */
export const GROUP_COUNT = '__groupCount';

/** What a field column's cell reads: the field, or a sub-table's column (`<table>-<column>`). */
export interface FieldCellOptions {
  field: string;
  table?: string;
}

export interface OnlinePageInput {
  /** Names the page (`data-page`). */
  id: string;
  columnData: ColumnData;
  form: CompiledForm;
  search?: SearchConfig;
}

const batchRemoveConfirm = {
  message: t('您确定要删除这些数据吗, 是否继续？', 'Delete these records?', '您確定要刪除這些數據嗎, 是否繼續？'),
};

/** Each JNPF button: its action, its grant (`btn_<value>`) and how it looks. */
const toolbarButtons: Record<string, { action: string; variant?: ButtonConfig['variant']; label: LocalText }> = {
  add: { action: 'add', variant: 'primary', label: t('新增', 'New', '新增') },
  download: { action: 'export', label: t('导出', 'Export', '導出') },
  upload: { action: 'import', label: t('导入', 'Import', '導入') },
  batchRemove: { action: 'batchRemove', variant: 'danger', label: t('批量删除', 'Delete selected', '批量刪除') },
  batchPrint: { action: 'batchPrint', label: t('批量打印', 'Print selected', '批量打印') },
};
const rowButtons: Record<string, { action: string; variant?: ButtonConfig['variant']; label: LocalText }> = {
  edit: { action: 'edit', label: t('编辑', 'Edit', '編輯') },
  remove: { action: 'remove', variant: 'danger', label: t('删除', 'Delete', '刪除') },
  detail: { action: 'detail', label: t('详情', 'Details', '詳情') },
};

/** The column of a `columnList` item: a field's list cell, a sub-table column's, or the row's value as text. */
function columnOf(item: ColumnData['columnList'][number], form: CompiledForm): ColumnConfig {
  const base = { prop: item.prop, label: item.label, ...(item.width ? { width: item.width } : {}), align: item.align };
  if (form.fields.has(item.prop)) return { ...base, kind: FIELD_CELL, options: { field: item.prop } satisfies FieldCellOptions };
  const dash = item.prop.indexOf('-');
  const table = dash > 0 ? form.fields.get(item.prop.slice(0, dash)) : undefined;
  const child = table?.children?.find((column) => column.name === item.prop.slice(dash + 1));
  if (table && child) return { ...base, kind: FIELD_CELL, options: { field: child.name!, table: table.name! } satisfies FieldCellOptions };
  return base;
}

function listOf(columnData: ColumnData, columns: ColumnConfig[]): ListConfig {
  const { type, hasPage, pageSize, sidx, sort, tree } = columnData;
  const shown = new Set(columns.map((column) => column.prop));
  const summed = columnData.showSummary ? columnData.summaryField.filter((field) => shown.has(field)) : [];
  const params = {
    ...(type === 2 && tree.relation ? { [tree.relation]: `$node.${tree.value}` } : {}),
    // The advanced query the screen holds (./super-query.ts), sent as `superQueryJson` by ./online-source.ts.
    ...(columnData.hasSuperQuery ? { superQueryJson: '$param.superQueryJson' } : {}),
  };
  const separated = columnData.thousands ? (columnData.thousandsField.length ? columnData.thousandsField : summed) : [];
  return {
    call: onlineCalls.list,
    // 列设置, kept for the menu the list is shown in (docs/online-runtime.md "Column settings").
    columnSettings: {},
    // The grouped list (type 3) is answered whole, as the original asks for it, and nests under its group rows.
    paging: hasPage && type !== 3 ? { pageSize } : false,
    ...(type === 3 ? { tree: true, expandAll: true } : {}),
    // The tree table answers a level at a time: a row the server says has children loads them as it opens.
    ...(type === 5 && columnData.parentField ? { tree: true, expandAll: false, lazy: { param: TREE_PARENT } } : {}),
    ...(sidx ? { sort: { sidx, sort } } : {}),
    ...(Object.keys(params).length ? { params } : {}),
    ...(summed.length ? { summary: { fields: summed, thousands: separated.filter((field) => summed.includes(field)) } } : {}),
  };
}

export function onlineListPage({ id, columnData, form, search }: OnlinePageInput): PageSchema {
  const grant = (value: string) => (columnData.useBtnPermission ? { permission: `btn_${value}` } : {});
  const columns = columnData.columnList.map((item) => columnOf(item, form));
  const actions: Record<string, ActionConfig> = Object.fromEntries(
    onlineActions.map((action) => [action, { type: 'custom', handler: action } satisfies ActionConfig]),
  );
  actions.remove = { type: 'call', call: onlineCalls.remove, confirm: removeConfirm };
  actions.batchRemove = { type: 'call', call: onlineCalls.batchRemove, confirm: batchRemoveConfirm, selection: true };

  const toolbar = columnData.btnsList.flatMap(({ value, label }): ButtonConfig[] => {
    const known = toolbarButtons[value];
    return known
      ? [
          {
            id: value,
            label: label || known.label,
            action: known.action,
            ...grant(value),
            ...(known.variant ? { variant: known.variant } : {}),
          },
        ]
      : [];
  });
  if (columnData.hasSuperQuery) toolbar.push({ id: SUPER_QUERY_ACTION, label: superQueryLabel, action: SUPER_QUERY_ACTION });
  const grouped = columnData.type === 3;
  const rowActions = columnData.columnBtnsList.flatMap(({ value, label }): ButtonConfig[] => {
    const known = rowButtons[value];
    if (!known) return [];
    return [
      {
        id: value,
        label: label || known.label,
        action: known.action,
        ...grant(value),
        ...(known.variant ? { variant: known.variant } : {}),
        ...(grouped ? { visible: { field: GROUP_FLAG, notEquals: true } } : {}),
      },
    ];
  });
  const batch = columnData.btnsList.some(({ value }) => value === 'batchRemove' || value === 'batchPrint');
  const { tree } = columnData;

  return {
    id,
    list: listOf(columnData, columns),
    ...(search ? { search } : {}),
    ...(columnData.type === 2
      ? {
          sideTree: {
            call: onlineCalls.tree,
            title: tree.title,
            value: tree.value,
            label: tree.label,
            children: tree.children,
            deselectable: true,
          },
        }
      : {}),
    toolbar: { buttons: toolbar, tools: grouped ? ['expand', 'refresh'] : ['refresh'] },
    columns,
    indexColumn: !grouped,
    ...(batch ? { selection: 'multiple' as const } : {}),
    rowActions,
    actions,
  };
}
