/**
 * Dictionaries: categories (dictionary types) and their entries (dictionary data). The calls of spec
 * 001 section 7 "Dictionary types" and "Dictionary data", spec 002 section 7.5, reference 4.10.
 * Ids are text. A category tree's roots have parentId '-1'; an entry at the top of its category has
 * parentId '0'. Flags are 1/0 numbers as the original sends them.
 */

export type Flag = 0 | 1;

const base = '/api/system';
const enc = encodeURIComponent;

/** Every path of this area. Functions take raw ids and encode them. */
export const dictionaryPaths = {
  /**
   * GET: the category tree `{list}`; the resource family of categories (POST, and `/{id}` GET by id or
   * enCode, PUT, DELETE: the resource client).
   */
  types: `${base}/DictionaryType`,
  /** GET: the category tree without category `excludeId` and its sub-tree ('0' excludes none): parent picker. */
  typeSelector: (excludeId = '0') => `${base}/DictionaryType/Selector/${enc(excludeId || '0')}`,
  /** The resource family of entries: POST, `/{id}` PUT and DELETE, `/{id}/Info`, `/{id}/Actions/State` (the resource client). */
  items: `${base}/DictionaryData`,
  /** GET `{list}`: entries of a category given by id or enCode; query keyword, isTree; with paging `{list, pagination}`. */
  itemsOfType: (typeIdOrEnCode: string) => `${base}/DictionaryData/${enc(typeIdOrEnCode)}`,
  /** GET `{list}`: every category with its entries (`dictionaryList`); clients cache it. */
  all: `${base}/DictionaryData/All`,
  /**
   * GET `{list}`: parent picker of the entry dialog: one root node, the category itself (its id is the
   * category id), holding the entry tree without entry `excludeId` and its children ('0' none); query isTree.
   */
  itemParentSelector: (typeId: string, excludeId = '0') => `${base}/DictionaryData/${enc(typeId)}/Selector/${enc(excludeId || '0')}`,
  /** GET `{list}`: enabled entries of a category (id or enCode) as options; a tree when the category is. */
  dataSelector: (typeIdOrEnCode: string) => `${base}/DictionaryData/${enc(typeIdOrEnCode)}/Data/Selector`,
  /** GET `{url, name}`: export of a category and its entries as a `.bdd` file; then download `url`. */
  exportType: (typeId: string) => `${base}/DictionaryData/${enc(typeId)}/Action/Export`,
  /** POST multipart (field `file`): import a `.bdd` file. */
  import: `${base}/DictionaryData/Action/Import`,
} as const;

/** Query `isTree` of the entry calls: 1 answers a tree, 0 a flat list. */
export interface DictionaryItemsQuery {
  keyword?: string;
  isTree?: Flag;
  /** Either of these: one page (`{list, pagination}`) instead of every entry. */
  currentPage?: number;
  pageSize?: number;
  /** One level of a large tree category ('0': the top); its rows say `hasChildren` and hold none. */
  parentId?: string;
}

/** A page of entries: its rows (nodes) and the total of its level or of a keyword's matches. */
export interface DictionaryItemPage {
  list: DictionaryItemNode[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** A category as the tree and the dialog see it. */
export interface DictionaryType {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: Flag;
  sortCode: number;
  description: string | null;
}

export interface DictionaryTypeNode extends DictionaryType {
  hasChildren: boolean;
  children: DictionaryTypeNode[];
}

/**
 * Body of POST and PUT `DictionaryType` (schemas/dictionary.ts `dictionaryTypeFormSchema`).
 * `parentId` '-1' is the top level. On PUT `isTree` is kept as stored (the switch is disabled when editing).
 */
export interface DictionaryTypeInput {
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: Flag;
  sortCode?: number;
  description?: string | null;
}

/** An entry as the list, the dialog and the selectors see it. */
export interface DictionaryItem {
  id: string;
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: Flag;
  description: string | null;
}

export interface DictionaryItemNode extends DictionaryItem {
  hasChildren: boolean;
  children: DictionaryItemNode[];
}

/**
 * Body of POST and PUT `DictionaryData` (schemas/dictionary.ts `dictionaryItemFormSchema`).
 * `parentId` '0' (or the category id, which the server also reads as '0') is the top level.
 */
export interface DictionaryItemInput {
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabledMark?: Flag;
  description?: string | null;
}

/** Root of the entry dialog's parent picker: the category as a node (`id` = the category id). */
export interface DictionaryParentNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  hasChildren: boolean;
  children: DictionaryItemNode[];
}

/** One category of `DictionaryData/All`; `dictionaryList` holds every entry (with enabledMark), a tree when `isTree`. */
export interface DictionaryAllEntry {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: Flag;
  dictionaryList: DictionaryItemNode[];
}

export interface ListOf<T> {
  list: T[];
}

/** Answer of an export: a short-lived download address (no token needed) and the file name. */
export interface ExportFile {
  url: string;
  name: string;
}

/** Answer of POST `DictionaryData/Action/Import`: the category created and how many entries it holds. */
export interface DictionaryImportResult {
  id: string;
  fullName: string;
  enCode: string;
  itemCount: number;
}

/** Answer of the state call: the entry's flag after the flip. */
export interface DictionaryStateResult {
  enabledMark: Flag;
}

/**
 * The `.bdd` file: UTF-8 JSON. `format` and `version` identify it; anything else is refused on import.
 * Ids in the file are the exporting installation's; the importer makes new ones and keeps the shape.
 */
export const bddFormat = 'heating-platform/dictionary';
export const bddVersion = 1;
export const bddExtension = '.bdd';

export interface BddFile {
  format: typeof bddFormat;
  version: typeof bddVersion;
  /** ISO time of the export. */
  exportedAt: string;
  type: Omit<DictionaryType, 'parentId'> & { parentId: string };
  /** Every entry of the category, parents before children. */
  items: Omit<DictionaryItem, 'dictionaryTypeId'>[];
}

/** Messages the server answers (and the screens show) where spec 001 names none; see docs/decisions.md. */
export const dictionaryMessages = {
  typeHasItems: '该分类下存在字典数据，不能删除',
  typeHasChildren: '该分类下存在子分类，不能删除',
  itemHasChildren: '该字典存在子级数据，不能删除',
  typeNameTaken: '分类名称已存在',
  typeCodeTaken: '分类编码已存在',
  itemNameTaken: '字典名称已存在',
  itemCodeTaken: '字典编码已存在',
  parentIsSelf: '上级不能是自己或自己的下级',
  typeNotFound: '字典分类不存在',
  itemNotFound: '字典数据不存在',
  parentNotFound: '上级不存在',
  importNoFile: '请选择要导入的.bdd文件',
  importWrongFile: '导入失败：文件不是字典分类导出文件（.bdd）',
  importBroken: '导入失败：文件内容已损坏或格式不正确',
  importTooLarge: '导入失败：文件不能超过5M',
} as const;

/** Confirmation texts of spec 001 sections 4 and 5. */
export const dictionaryConfirmTexts = {
  /** `{action}` is 禁用 or 开启. */
  state: (enable: boolean) => `您确定要${enable ? '开启' : '禁用'}当前数据吗, 是否继续?`,
  exportType: '您确定要导出该字典分类, 是否继续?',
  remove: '此操作将永久删除该数据, 是否继续？',
} as const;
