/**
 * The list designer's model of `columnData` (reference 3): the stored JSON object itself, read into
 * what the panels show (JNPF's defaults where a key is missing) and changed by edits that each touch
 * only the keys they are about. Everything else — keys this designer does not know, the spread field
 * objects of columns and search items, scripts, `columnOptions` — stays exactly as it was, so a list
 * opened and saved unchanged is the same JSON. Pure (no React).
 */
import { canSearchMultiple, searchTypesOf, type ListCandidate, type SearchType } from './list-candidates';
import type { ListGeneration } from './list-generation';

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** 1 plain, 2 left tree and table, 3 grouped, 4 inline edit, 5 tree table (reference 3.1). */
export type ListType = 1 | 2 | 3 | 4 | 5;
export const listTypes: readonly ListType[] = [1, 2, 3, 4, 5];

export type Fixed = 'none' | 'left' | 'right';
export type Align = 'left' | 'center' | 'right';

export interface DesignColumn {
  prop: string;
  label: string;
  jnpfKey: string;
  width: number | null;
  fixed: Fixed;
  align: Align;
  sortable: boolean;
}

export interface DesignSearch {
  prop: string;
  label: string;
  jnpfKey: string;
  searchType: SearchType;
  searchMultiple: boolean;
}

export interface SortRule {
  field: string;
  sort: 'asc' | 'desc';
}

export interface DesignButton {
  value: string;
  /** The label shown (the stored one, else JNPF's). */
  label: string;
  on: boolean;
}

export const permissionKeys = ['useBtnPermission', 'useColumnPermission', 'useFormPermission', 'useDataPermission'] as const;
export type PermissionKey = (typeof permissionKeys)[number];

export interface TreeSettings {
  title: string;
  source: string;
  dictionary: string;
  /** The tree's data interface (`treePropsUrl`). */
  interfaceId: string;
  value: string;
  label: string;
  children: string;
  relation: string;
  /** 0 loads the whole tree, 1 a level at a time through `asyncInterfaceId`. */
  synType: 0 | 1;
  asyncInterfaceId: string;
}

export interface ListDesign {
  generation: ListGeneration;
  type: ListType;
  columns: DesignColumn[];
  search: DesignSearch[];
  sort: SortRule[];
  hasPage: boolean;
  pageSize: number;
  showSummary: boolean;
  summaryField: string[];
  thousands: boolean;
  thousandsField: string[];
  hasSuperQuery: boolean;
  /** Sub-table columns in a row: 1 grouped under their table, 2 folded. */
  childTableStyle: 1 | 2;
  toolbar: DesignButton[];
  row: DesignButton[];
  permissions: Record<PermissionKey, boolean>;
  tree: TreeSettings;
  groupField: string;
  parentField: string;
  ruleList: unknown;
}

/** JNPF's buttons in its order, with their labels and the icons each generation stores. */
export const toolbarButtons = [
  { value: 'add', label: '新增', old: 'el-icon-plus', new: 'icon-ym icon-ym-btn-add' },
  { value: 'download', label: '导出', old: 'el-icon-download', new: 'icon-ym icon-ym-btn-download' },
  { value: 'upload', label: '导入', old: 'el-icon-upload2', new: 'icon-ym icon-ym-btn-upload' },
  { value: 'batchRemove', label: '批量删除', old: 'el-icon-delete', new: 'icon-ym icon-ym-btn-clearn' },
  { value: 'batchPrint', label: '批量打印', old: 'el-icon-printer', new: 'icon-ym icon-ym-report-icon-preview-printPreview' },
] as const;
export const rowButtons = [
  { value: 'edit', label: '编辑', old: 'el-icon-edit', new: 'icon-ym icon-ym-btn-edit' },
  { value: 'remove', label: '删除', old: 'el-icon-delete', new: 'icon-ym icon-ym-btn-clearn' },
  { value: 'detail', label: '详情', old: 'el-icon-tickets', new: 'icon-ym icon-ym-generator-menu' },
] as const;
export type ButtonListKey = 'btnsList' | 'columnBtnsList';
const buttonOptions = (key: ButtonListKey) => (key === 'btnsList' ? toolbarButtons : rowButtons);

const buttonItem = (key: ButtonListKey, value: string, generation: ListGeneration): Json => {
  const option = buttonOptions(key).find((item) => item.value === value)!;
  return { value, icon: option[generation], label: option.label };
};

/** A list designed afresh: JNPF's defaults of the generation (3.4.7 `ColumnDesign/main.vue`, V3 `helper/config.ts`). */
export function newColumnData(generation: ListGeneration): Json {
  const tree = {
    treeTitle: '左侧标题',
    treeDataSource: 'dictionary',
    treeDictionary: '',
    treeRelation: '',
  };
  const props = { treePropsUrl: '', treePropsValue: 'id', treePropsChildren: 'children', treePropsLabel: 'fullName' };
  const permissions = { useColumnPermission: false, useFormPermission: false, useBtnPermission: false, useDataPermission: false };
  if (generation === 'old')
    return {
      type: 1,
      columnList: [],
      searchList: [],
      defaultSidx: '',
      sort: 'desc',
      hasPage: true,
      pageSize: 20,
      hasSuperQuery: true,
      childTableStyle: 1,
      showSummary: false,
      summaryField: [],
      ruleList: [],
      printIds: [],
      ...permissions,
      btnsList: [buttonItem('btnsList', 'add', 'old')],
      columnBtnsList: [buttonItem('columnBtnsList', 'edit', 'old'), buttonItem('columnBtnsList', 'remove', 'old')],
      customBtnsList: [],
      ...tree,
      treeSynType: 0,
      ...props,
      groupField: '',
      parentField: '',
    };
  return {
    ruleList: { matchLogic: 'and', conditionList: [] },
    searchList: [],
    hasSuperQuery: true,
    showOverflow: true,
    childTableStyle: 1,
    showSummary: false,
    summaryField: [],
    columnList: [],
    type: 1,
    defaultSortConfig: [],
    hasPage: true,
    pageSize: 20,
    hasTreeQuery: false,
    ...tree,
    treeSyncType: 0,
    ...props,
    groupField: '',
    parentField: '',
    printIds: [],
    ...permissions,
    customBtnsList: [],
    btnsList: [buttonItem('btnsList', 'add', 'new')],
    columnBtnsList: ['edit', 'remove', 'detail'].map((value) => buttonItem('columnBtnsList', value, 'new')),
    uploaderTemplateJson: {},
    complexHeaderList: [],
  };
}

function labelOf(item: Json): string {
  const config = isObject(item.__config__) ? item.__config__ : {};
  return text(item.label) || text(config.label) || text(item.prop);
}

const kindOf = (item: Json) => text(item.jnpfKey) || text(isObject(item.__config__) ? item.__config__.jnpfKey : '');

function columnOf(item: Json): DesignColumn {
  const width =
    typeof item.width === 'number' ? item.width : typeof item.width === 'string' && item.width !== '' ? Number(item.width) : NaN;
  return {
    prop: text(item.prop),
    label: labelOf(item),
    jnpfKey: kindOf(item),
    width: Number.isFinite(width) && width > 0 ? width : null,
    fixed: item.fixed === 'left' || item.fixed === 'right' ? item.fixed : 'none',
    align: item.align === 'center' || item.align === 'right' ? item.align : 'left',
    sortable: item.sortable === true,
  };
}

function searchOf(item: Json): DesignSearch {
  const jnpfKey = kindOf(item);
  const type = Number(item.searchType);
  return {
    prop: text(item.prop),
    label: labelOf(item),
    jnpfKey,
    searchType: type === 2 || type === 3 ? type : type === 1 ? 1 : (searchTypesOf(jnpfKey)[0] ?? 1),
    searchMultiple: item.searchMultiple === true,
  };
}

function buttonsOf(source: Json, key: ButtonListKey, fallback: readonly string[]): DesignButton[] {
  const stored = Array.isArray(source[key]) ? objects(source[key]) : undefined;
  return buttonOptions(key).map((option) => {
    const item = stored?.find((button) => button.value === option.value);
    return { value: option.value, label: text(item?.label) || option.label, on: stored ? Boolean(item) : fallback.includes(option.value) };
  });
}

function sortOf(source: Json, generation: ListGeneration): SortRule[] {
  if (generation === 'new' || Array.isArray(source.defaultSortConfig))
    return objects(source.defaultSortConfig)
      .filter((item) => typeof item.field === 'string' && item.field !== '')
      .map((item) => ({ field: String(item.field), sort: item.sort === 'asc' ? 'asc' : 'desc' }));
  const field = text(source.defaultSidx);
  return field ? [{ field, sort: source.sort === 'asc' ? 'asc' : 'desc' }] : [];
}

/** Where the left tree's load mode and async interface are stored: 3.4.7 and V3 spell them differently. */
function syncKeys(source: Json, generation: ListGeneration): { type: string; interfaceId: string } {
  const v3 = 'treeSyncType' in source || (!('treeSynType' in source) && generation === 'new');
  return v3 ? { type: 'treeSyncType', interfaceId: 'treeSyncInterfaceId' } : { type: 'treeSynType', interfaceId: 'treeInterfaceId' };
}

/** What the panels show of a stored list (null: none yet, JNPF's defaults). */
export function readListDesign(columnData: Json | null, generation: ListGeneration): ListDesign {
  const source = columnData ?? {};
  const type = Number(source.type);
  const sync = syncKeys(source, generation);
  return {
    generation,
    type: listTypes.includes(type as ListType) ? (type as ListType) : 1,
    columns: objects(source.columnList).map(columnOf),
    search: objects(source.searchList).map(searchOf),
    sort: sortOf(source, generation),
    hasPage: source.hasPage !== false,
    pageSize: Number(source.pageSize) > 0 ? Number(source.pageSize) : 20,
    showSummary: source.showSummary === true,
    summaryField: texts(source.summaryField),
    thousands: source.thousands === true,
    thousandsField: texts(source.thousandsField),
    hasSuperQuery: source.hasSuperQuery !== false,
    childTableStyle: Number(source.childTableStyle) === 2 ? 2 : 1,
    toolbar: buttonsOf(source, 'btnsList', ['add']),
    row: buttonsOf(source, 'columnBtnsList', generation === 'old' ? ['edit', 'remove'] : ['edit', 'remove', 'detail']),
    permissions: Object.fromEntries(permissionKeys.map((key) => [key, source[key] === true])) as Record<PermissionKey, boolean>,
    tree: {
      title: text(source.treeTitle, '左侧标题'),
      source: text(source.treeDataSource) || 'dictionary',
      dictionary: text(source.treeDictionary),
      interfaceId: text(source.treePropsUrl),
      value: text(source.treePropsValue) || 'id',
      label: text(source.treePropsLabel) || 'fullName',
      children: text(source.treePropsChildren) || 'children',
      relation: text(source.treeRelation),
      synType: Number(source[sync.type]) === 1 ? 1 : 0,
      asyncInterfaceId: text(source[sync.interfaceId]),
    },
    groupField: text(source.groupField),
    parentField: text(source.parentField),
    ruleList: source.ruleList,
  };
}

// ---- Edits: each answers a new object; the keys it is not about are the same values as before. ----

/** The stored list, or a fresh one when there is none yet. */
export const baseOf = (columnData: Json | null, generation: ListGeneration): Json => columnData ?? newColumnData(generation);

/** One top-level setting (type, paging, summary, permissions, tree and group settings…). */
export const withSetting = (columnData: Json, key: string, value: unknown): Json => ({ ...columnData, [key]: value });

const listOf = (columnData: Json, key: 'columnList' | 'searchList'): unknown[] =>
  Array.isArray(columnData[key]) ? (columnData[key] as unknown[]) : [];

const propOf = (item: unknown) => (isObject(item) ? item.prop : undefined);

/** A column as JNPF's designer adds one: its settings, then the whole field object (reference 3.2). */
export function columnItem(candidate: ListCandidate, generation: ListGeneration): Json {
  return {
    label: candidate.label,
    prop: candidate.prop,
    fixed: 'none',
    align: 'left',
    jnpfKey: candidate.jnpfKey,
    sortable: false,
    width: null,
    ...(generation === 'new' ? { id: candidate.prop, fullName: candidate.label } : {}),
    ...candidate.field,
  };
}

/** A search field as JNPF's designer adds one: its match type by kind, then the field object. */
export function searchItem(candidate: ListCandidate, generation: ListGeneration): Json {
  const multiple =
    generation === 'new' && canSearchMultiple(candidate.jnpfKey) && candidate.kind !== 'radio' && candidate.kind !== 'checkbox';
  const ranged = searchTypesOf(candidate.jnpfKey)[0] === 3;
  return {
    label: candidate.label,
    prop: candidate.prop,
    jnpfKey: candidate.jnpfKey,
    // 3.4.7 starts every search empty; V3 starts a range or several values as [] and the rest unset.
    ...(generation === 'old' ? { value: '' } : ranged || multiple ? { value: [] } : {}),
    searchType: searchTypesOf(candidate.jnpfKey)[0] ?? 1,
    searchMultiple: multiple,
    ...(generation === 'new' ? { isKeyword: false, id: candidate.prop, fullName: candidate.label } : {}),
    ...candidate.field,
  };
}

/** Adds the item at the end; a prop already listed stays where and as it is. */
export function withItem(columnData: Json, key: 'columnList' | 'searchList', item: Json): Json {
  const list = listOf(columnData, key);
  if (list.some((other) => propOf(other) === item.prop)) return columnData;
  return { ...columnData, [key]: [...list, item] };
}

export function withoutItem(columnData: Json, key: 'columnList' | 'searchList', prop: string): Json {
  const list = listOf(columnData, key);
  return list.some((item) => propOf(item) === prop) ? { ...columnData, [key]: list.filter((item) => propOf(item) !== prop) } : columnData;
}

/** Moves the item at `from` to `to` (indexes of the stored list). */
export function withMoved(columnData: Json, key: 'columnList' | 'searchList', from: number, to: number): Json {
  const list = [...listOf(columnData, key)];
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return columnData;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved);
  return { ...columnData, [key]: list };
}

/** Changes some keys of one item (a column's width, fixed, align, sortable; a search's type, multiple). */
export function withItemPatch(columnData: Json, key: 'columnList' | 'searchList', prop: string, patch: Json): Json {
  const list = listOf(columnData, key);
  return { ...columnData, [key]: list.map((item) => (propOf(item) === prop && isObject(item) ? { ...item, ...patch } : item)) };
}

/** Turns a JNPF button on (in JNPF's order among the others) or off; other items stay as stored. */
export function withButton(columnData: Json, key: ButtonListKey, value: string, on: boolean, generation: ListGeneration): Json {
  const stored = Array.isArray(columnData[key]) ? (columnData[key] as unknown[]) : undefined;
  const list =
    stored ??
    (key === 'btnsList' ? ['add'] : generation === 'old' ? ['edit', 'remove'] : ['edit', 'remove', 'detail']).map((v) =>
      buttonItem(key, v, generation),
    );
  const has = list.some((item) => isObject(item) && item.value === value);
  if (on === has) return stored ? columnData : { ...columnData, [key]: list };
  if (!on) return { ...columnData, [key]: list.filter((item) => !(isObject(item) && item.value === value)) };
  const order = buttonOptions(key).map((option) => option.value as string);
  const rank = order.indexOf(value);
  const before = list.findIndex((item) => isObject(item) && order.indexOf(String(item.value)) > rank);
  const next = [...list];
  next.splice(before < 0 ? next.length : before, 0, buttonItem(key, value, generation));
  return { ...columnData, [key]: next };
}

export function withButtonLabel(columnData: Json, key: ButtonListKey, value: string, label: string): Json {
  const list = Array.isArray(columnData[key]) ? (columnData[key] as unknown[]) : [];
  return { ...columnData, [key]: list.map((item) => (isObject(item) && item.value === value ? { ...item, label } : item)) };
}

/** The default order, written as the generation writes it: one `defaultSidx` + `sort`, or V3's `defaultSortConfig`. */
export function withSort(columnData: Json, rules: SortRule[], generation: ListGeneration): Json {
  if (generation === 'new') return { ...columnData, defaultSortConfig: rules.map((rule) => ({ field: rule.field, sort: rule.sort })) };
  const first = rules[0];
  return { ...columnData, defaultSidx: first?.field ?? '', sort: first?.sort ?? (text(columnData.sort) || 'desc') };
}

/** The left tree's source: the key fields go back to JNPF's defaults, as its designer does. */
export function withTreeSource(columnData: Json, source: string): Json {
  return { ...columnData, treeDataSource: source, treePropsValue: 'id', treePropsLabel: 'fullName', treePropsChildren: 'children' };
}

/** The field the left tree filters: it is no longer a search field (JNPF's designer drops it). */
export function withTreeRelation(columnData: Json, prop: string): Json {
  return withoutItem({ ...columnData, treeRelation: prop }, 'searchList', prop);
}

/** The left tree's load mode, in the keys the list already uses (3.4.7 `treeSynType`, V3 `treeSyncType`). */
export function withTreeSync(columnData: Json, generation: ListGeneration, patch: { synType?: 0 | 1; asyncInterfaceId?: string }): Json {
  const keys = syncKeys(columnData, generation);
  return {
    ...columnData,
    ...(patch.synType !== undefined ? { [keys.type]: patch.synType } : {}),
    ...(patch.asyncInterfaceId !== undefined ? { [keys.interfaceId]: patch.asyncInterfaceId } : {}),
  };
}

/** What the designer warns of before saving (JNPF's designer refuses to save these; here they are hints): word keys. */
export type DesignHint = 'noColumns' | 'noDictionary' | 'noInterface' | 'noRelation' | 'noGroupField' | 'noParentField';

export function designHints(design: ListDesign): DesignHint[] {
  const hints: DesignHint[] = [];
  if (!design.columns.length) hints.push('noColumns');
  if (design.type === 2) {
    if (design.tree.source === 'dictionary' && !design.tree.dictionary) hints.push('noDictionary');
    if (design.tree.source === 'api' && !design.tree.interfaceId) hints.push('noInterface');
    if (!design.tree.relation) hints.push('noRelation');
  }
  if (design.type === 3 && !design.groupField) hints.push('noGroupField');
  if (design.type === 5 && !design.parentField) hints.push('noParentField');
  return hints;
}
