/**
 * The list configuration of a generated form (`columnData`, reference 3.1 and 3.2) read with JNPF's
 * defaults (V2 3.4.7 keys; V3's `defaultSortConfig` too). Pure: the list page and the server
 * (search types, sort, paging, permission switches, release indexes) read it alike.
 */

/** A column (`columnList[]`): the prop is the field's `__vModel__`, `<table>-<column>` for a sub-table column. */
export interface ColumnItem {
  prop: string;
  label: string;
  align?: 'left' | 'center' | 'right';
  width?: number;
  fixed?: string;
  sortable?: boolean;
  jnpfKey?: string;
}

/** A search field (`searchList[]`): 1 equal, 2 fuzzy, 3 range. */
export interface SearchItem {
  prop: string;
  label: string;
  jnpfKey?: string;
  searchType: 1 | 2 | 3;
  searchMultiple: boolean;
  /** The rest of the item: the spread field object (`__config__`, options…), when the designer stored it. */
  raw: Record<string, unknown>;
}

/** A toolbar or row button (`btnsList`, `columnBtnsList`). */
export interface ButtonItem {
  value: string;
  label: string;
}

/** 1 plain, 2 left tree and table, 3 grouped, 4 inline edit, 5 tree table. */
export type ListLayout = 1 | 2 | 3 | 4 | 5;

export interface ColumnData {
  type: ListLayout;
  columnList: ColumnItem[];
  searchList: SearchItem[];
  /** The default order: a field, or V3's comma list with '-' for descending. */
  sidx: string;
  sort: 'asc' | 'desc';
  hasPage: boolean;
  pageSize: number;
  btnsList: ButtonItem[];
  columnBtnsList: ButtonItem[];
  showSummary: boolean;
  summaryField: string[];
  thousands: boolean;
  thousandsField: string[];
  useBtnPermission: boolean;
  useColumnPermission: boolean;
  useFormPermission: boolean;
  useDataPermission: boolean;
  /** The 高级查询 button (default on); the server applies `ruleList` whatever it says. */
  hasSuperQuery: boolean;
  /** Type 2: the left tree. */
  tree: {
    title: string;
    source: 'dictionary' | 'api';
    dictionary: string;
    interfaceId: string;
    relation: string;
    value: string;
    label: string;
    children: string;
  };
  /** Type 3: the field rows are grouped by. */
  groupField: string;
  /** Type 5: the field holding the parent row's id. */
  parentField: string;
  /** The print templates of 批量打印 (docs/print.md). */
  printIds: string[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function positive(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

function labelOf(item: Json): string {
  const config = isObject(item.__config__) ? item.__config__ : {};
  return text(item.label) || text(config.label) || text(item.prop);
}

function columnOf(item: Json): ColumnItem {
  const align = item.align === 'center' || item.align === 'right' ? item.align : 'left';
  return {
    prop: text(item.prop),
    label: labelOf(item),
    align,
    width: positive(item.width),
    fixed: text(item.fixed) || undefined,
    sortable: item.sortable === true,
    jnpfKey: text(item.jnpfKey) || undefined,
  };
}

function searchOf(item: Json): SearchItem {
  const type = Number(item.searchType);
  return {
    prop: text(item.prop),
    label: labelOf(item),
    jnpfKey: text(item.jnpfKey) || undefined,
    searchType: type === 2 || type === 3 ? type : 1,
    searchMultiple: item.searchMultiple === true,
    raw: item,
  };
}

function buttonsOf(value: unknown, fallback: ButtonItem[]): ButtonItem[] {
  if (!Array.isArray(value)) return fallback;
  return value.filter(isObject).flatMap((item) => (typeof item.value === 'string' ? [{ value: item.value, label: text(item.label) }] : []));
}

const withProp = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => isObject(item) && typeof item.prop === 'string' && item.prop !== '') : [];

/** `sidx` of the default order: V3's `defaultSortConfig` as a comma list ('-' for descending), else `defaultSidx`. */
function defaultOrder(source: Json): { sidx: string; sort: 'asc' | 'desc' } {
  const sort = source.sort === 'asc' ? 'asc' : 'desc';
  if (Array.isArray(source.defaultSortConfig) && source.defaultSortConfig.length) {
    const parts = source.defaultSortConfig
      .filter(isObject)
      .filter((item) => typeof item.field === 'string' && item.field)
      .map((item) => `${item.sort === 'desc' ? '-' : ''}${String(item.field)}`);
    if (parts.length) return { sidx: parts.join(','), sort: 'asc' };
  }
  return { sidx: text(source.defaultSidx), sort };
}

/** The list configuration of `columnData` (an object or its JSON text; null: JNPF's defaults). */
export function readColumnData(columnData: Json | string | null | undefined): ColumnData {
  const source: Json = typeof columnData === 'string' ? (JSON.parse(columnData || '{}') as Json) : (columnData ?? {});
  const type = Number(source.type);
  return {
    type: type >= 1 && type <= 5 ? (type as ListLayout) : 1,
    columnList: withProp(source.columnList).map(columnOf),
    searchList: withProp(source.searchList).map(searchOf),
    ...defaultOrder(source),
    hasPage: source.hasPage !== false,
    pageSize: positive(source.pageSize) ?? 20,
    btnsList: buttonsOf(source.btnsList, [{ value: 'add', label: '新增' }]),
    columnBtnsList: buttonsOf(source.columnBtnsList, [
      { value: 'edit', label: '编辑' },
      { value: 'remove', label: '删除' },
    ]),
    showSummary: source.showSummary === true,
    summaryField: texts(source.summaryField),
    thousands: source.thousands === true,
    thousandsField: texts(source.thousandsField),
    useBtnPermission: source.useBtnPermission === true,
    useColumnPermission: source.useColumnPermission === true,
    useFormPermission: source.useFormPermission === true,
    useDataPermission: source.useDataPermission === true,
    hasSuperQuery: source.hasSuperQuery !== false,
    tree: {
      title: text(source.treeTitle, '左侧标题'),
      source: source.treeDataSource === 'api' ? 'api' : 'dictionary',
      dictionary: text(source.treeDictionary),
      interfaceId: text(source.treePropsUrl) || text(source.treeInterfaceId),
      relation: text(source.treeRelation),
      value: text(source.treePropsValue) || 'id',
      label: text(source.treePropsLabel) || 'fullName',
      children: text(source.treePropsChildren) || 'children',
    },
    groupField: text(source.groupField),
    parentField: text(source.parentField),
    printIds: texts(source.printIds),
  };
}
