/**
 * The page schema: a list page described as data (JSON), rendered by engine/page `<EnginePage>`. Its JSON Schema
 * is `schemas/page-schema.ts`; engine/README.md ("Page engine") explains every part. Calls are named
 * (`dictionaryData.list`) and answered by the injected `PageDataSource` (engine/page); the few things that
 * are code (a computed dialog field, a custom action) are named too and given as `handlers`.
 */
/** A JSON Schema or UI schema as data (the `as const` pairs of schemas/ fit). */
export type JsonObject = { readonly [key: string]: unknown };

/** Text in the interface languages; a plain string is used for all of them. */
export type LocalText = string | { zh: string; en?: string; zhtw?: string };

/**
 * A value taken from the page's context when used: `$node.<field>` (the selected side-tree node),
 * `$row.<field>` (the row a button belongs to), `$param.<name>` (the page's `params`),
 * `$search.<name>` (the search values). Anything else is a literal.
 */
export type Binding = unknown;

export interface PageSchema {
  /** Names the page (data-page attribute, test ids). */
  id: string;
  list: ListConfig;
  /** The row field that identifies a row (default `id`). */
  rowKey?: string;
  /**
   * The menu (enCode) whose button grants the page's permission codes are read from, when the page is
   * shown outside that menu (a picker inside a form); by default the menu of the view showing it.
   */
  permissionMenu?: string;
  search?: SearchConfig;
  sideTree?: SideTreeConfig;
  toolbar?: ToolbarConfig;
  columns: ColumnConfig[];
  /** A column with the row number (1-based across pages). */
  indexColumn?: boolean;
  /**
   * `single`: a radio column; the chosen row is reported to `onSelect` (pickers). `multiple`: a checkbox
   * column (with one that chooses the whole page); `call` actions with `selection` run on the chosen rows.
   */
  selection?: 'single' | 'multiple';
  rowActions?: ButtonConfig[];
  /** Named actions that buttons, menu entries and cells run. */
  actions?: Record<string, ActionConfig>;
  dialogs?: Record<string, DialogConfig>;
  drawers?: Record<string, DrawerConfig>;
}

export interface ListConfig {
  /** The list call: answers `{list, total?}`. */
  call: string;
  /** Rows nest under `children` and show as a tree: true, or a binding read as 1/true (e.g. `$node.isTree`). */
  tree?: Binding;
  /** Tree rows start expanded (default true). */
  expandAll?: boolean;
  /**
   * Tree rows that say `hasChildren` but hold none load their children when opened: the list call
   * with `param` set to the row's key, one page of `pageSize` rows (default 1000).
   */
  lazy?: { param: string; pageSize?: number };
  /** Paging (default sizes 20/50/100/500/100000, size 20); false: one list, no pager. */
  paging?: false | { pageSizes?: number[]; pageSize?: number };
  sort?: { sidx?: string; sort?: 'asc' | 'desc' };
  /** Extra query values, e.g. `{ typeId: '$node.id', isTree: '$node.isTree' }`. */
  params?: Record<string, Binding>;
  /** With a side tree: load nothing until a node is selected. */
  requireNode?: boolean;
  /** The empty-table text (default 暂无数据). */
  empty?: LocalText;
  /** A last row of totals of these columns over the rows shown (reference 3.1 `showSummary`). */
  summary?: SummaryConfig;
  /**
   * The 列设置 drawer (spec 002 section 2.7): the user orders and hides the columns, kept per user and
   * menu; `moduleId` (a binding) names the menu, by default the menu the page's grants are read from.
   */
  columnSettings?: { moduleId?: Binding };
}

export interface SummaryConfig {
  /** The columns (props) summed; the first column says 合计, the others stay blank. */
  fields: string[];
  /** Of those, the ones shown with thousands separators. */
  thousands?: string[];
}

/** A search form (any field kinds); its values join the query. Search and reset buttons follow it. */
export interface SearchConfig {
  schema: JsonObject;
  uiSchema?: JsonObject;
}

export type TreeMenuEntry = 'refresh' | 'expandAll' | 'collapseAll' | { label: LocalText; action: string; permission?: string };

export interface SideTreeConfig {
  /** Answers the nodes (`list`, nested under `children`). */
  call: string;
  title?: LocalText;
  /** Node fields: value (default id), label (default fullName), children (default children). */
  value?: string;
  label?: string;
  children?: string;
  /** A filter box above the tree (default true). */
  filter?: boolean;
  /** Select the first leaf (depth first) once loaded (default false). */
  selectFirst?: boolean;
  /** Clicking the selected node clears the selection (default false). */
  deselectable?: boolean;
  /** Nodes start expanded (default true). */
  expandAll?: boolean;
  /** Params of the call. */
  params?: Record<string, Binding>;
  menu?: TreeMenuEntry[];
}

export interface ToolbarConfig {
  /** Buttons on the left (add, import…). */
  buttons?: ButtonConfig[];
  /** Icons on the right: expand/collapse all (tree lists) and refresh. */
  tools?: ('expand' | 'refresh')[];
}

export interface Condition {
  field: string;
  equals?: unknown;
  notEquals?: unknown;
}

export interface ButtonConfig {
  id: string;
  label: LocalText;
  /** The name of an action in `actions`. */
  action: string;
  /** A button code (btn_add…): the button is removed when the user's permission list lacks it. */
  permission?: string;
  variant?: 'primary' | 'default' | 'danger';
  /** Row buttons: shown only for rows that match. */
  visible?: Condition;
}

export interface ConfirmConfig {
  /** Default 提示. */
  title?: LocalText;
  message: LocalText;
}

export type ActionConfig =
  | { type: 'dialog'; dialog: string; mode: 'create' | 'edit'; initial?: Record<string, Binding> }
  /** `selection`: a call on the rows chosen in the checkbox column (`input.selection`); with none chosen the page says so and calls nothing. */
  | { type: 'call'; call: string; confirm?: ConfirmConfig; toast?: number; refresh?: boolean; selection?: boolean }
  | {
      type: 'toggle';
      call: string;
      field: string;
      on?: unknown;
      off?: unknown;
      confirm?: { on: LocalText; off: LocalText };
      toast?: number;
    }
  | { type: 'import'; call: string; accept?: string; toast?: number }
  | { type: 'drawer'; drawer: string }
  | { type: 'refresh' }
  | { type: 'custom'; handler: string };

export interface OptionSourceConfig {
  /** Answers the options in `data` (a list or tree of `{id, fullName, children}`). */
  call: string;
  params?: Record<string, Binding>;
}

export interface DialogConfig {
  title: { create: LocalText; edit: LocalText };
  /** Pixels (default 600). */
  width?: number;
  form: { schema: JsonObject; uiSchema?: JsonObject };
  /** Loads the record to edit (`id` = the row's key, answer in `data`); without it the row is used. */
  load?: string;
  save: { create: string; update: string };
  /** Fields whose options are loaded when the dialog opens (e.g. a parent tree); `table.column` for a sub-table's column. */
  optionSources?: Record<string, OptionSourceConfig>;
  /** Fields read-only while editing. */
  disabledOnEdit?: string[];
  /** Fields disabled unless the binding is on (1/true), e.g. `{ parentId: '$node.isTree' }`. */
  enabledWhen?: Record<string, Binding>;
  /** Fields computed from the others on every change: field → handler name in `handlers.derive`. */
  derive?: Record<string, string>;
  /** How long the success message shows before the dialog closes (default 1500 ms). */
  toast?: number;
}

export interface DrawerConfig {
  title: LocalText;
  /** Pixels (default 700). */
  width?: number;
  page: PageSchema;
}

export interface ColumnConfig {
  prop: string;
  label: LocalText;
  /** A cell kind (default `text`): text, number, dateTime, tag, status, switch, or one registered later. */
  kind?: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Settings of the cell kind (tag colours, date format…). */
  options?: Record<string, unknown>;
  /** The action a cell runs (the `switch` cell's toggle). */
  action?: string;
  /** Without this button code the cell's action is not offered (the cell shows read-only). */
  permission?: string;
}
