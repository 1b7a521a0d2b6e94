/** Typed calls of the dictionary area (api/dictionary.ts), on top of an {@link HttpClient}. */
import type { HttpClient } from './http-client';
import {
  dictionaryPaths as paths,
  type DictionaryAllEntry,
  type DictionaryImportResult,
  type DictionaryItem,
  type DictionaryItemInput,
  type DictionaryItemNode,
  type DictionaryItemsQuery,
  type DictionaryParentNode,
  type DictionaryStateResult,
  type DictionaryType,
  type DictionaryTypeInput,
  type DictionaryTypeNode,
  type ExportFile,
  type Flag,
  type ListOf,
} from './dictionary';

/** Every call answers the server's `msg` too: screens show it as the success notice (spec 001 section 8). */
export interface Saved<T = null> {
  msg: string;
  data: T;
}

export interface DictionaryApi {
  typeTree(): Promise<DictionaryTypeNode[]>;
  typeSelector(excludeId?: string): Promise<DictionaryTypeNode[]>;
  typeInfo(id: string): Promise<DictionaryType>;
  createType(input: DictionaryTypeInput): Promise<Saved<{ id: string }>>;
  updateType(id: string, input: DictionaryTypeInput): Promise<Saved>;
  removeType(id: string): Promise<Saved>;
  /** Entries of a category (id or enCode): a tree with `isTree: 1`. */
  items(typeIdOrEnCode: string, query?: DictionaryItemsQuery): Promise<DictionaryItemNode[]>;
  all(): Promise<DictionaryAllEntry[]>;
  itemParentSelector(typeId: string, excludeId?: string, isTree?: Flag): Promise<DictionaryParentNode[]>;
  dataSelector(typeIdOrEnCode: string): Promise<DictionaryItemNode[]>;
  itemInfo(id: string): Promise<DictionaryItem>;
  createItem(input: DictionaryItemInput): Promise<Saved<{ id: string }>>;
  updateItem(id: string, input: DictionaryItemInput): Promise<Saved>;
  removeItem(id: string): Promise<Saved>;
  toggleItemState(id: string): Promise<Saved<DictionaryStateResult>>;
  /** The download address of a category's `.bdd` export (open it to download). */
  exportType(typeId: string): Promise<ExportFile>;
  importFile(file: Blob, fileName?: string): Promise<Saved<DictionaryImportResult>>;
}

export function createDictionaryApi(http: HttpClient): DictionaryApi {
  const saved = async <T>(call: Promise<{ msg: string; data: T }>): Promise<Saved<T>> => {
    const { msg, data } = await call;
    return { msg, data };
  };
  return {
    typeTree: async () => (await http.get<ListOf<DictionaryTypeNode>>(paths.types)).data.list,
    typeSelector: async (excludeId) => (await http.get<ListOf<DictionaryTypeNode>>(paths.typeSelector(excludeId))).data.list,
    typeInfo: async (id) => (await http.get<DictionaryType>(paths.type(id))).data,
    createType: (input) => saved(http.post<{ id: string }>(paths.types, input)),
    updateType: (id, input) => saved(http.put<null>(paths.type(id), input)),
    removeType: (id) => saved(http.delete<null>(paths.type(id))),
    items: async (type, query = {}) =>
      (await http.get<ListOf<DictionaryItemNode>>(paths.itemsOfType(type), { keyword: query.keyword || undefined, isTree: query.isTree }))
        .data.list,
    all: async () => (await http.get<ListOf<DictionaryAllEntry>>(paths.all)).data.list,
    itemParentSelector: async (typeId, excludeId, isTree) =>
      (await http.get<ListOf<DictionaryParentNode>>(paths.itemParentSelector(typeId, excludeId), { isTree })).data.list,
    dataSelector: async (type) => (await http.get<ListOf<DictionaryItemNode>>(paths.dataSelector(type))).data.list,
    itemInfo: async (id) => (await http.get<DictionaryItem>(paths.itemInfo(id))).data,
    createItem: (input) => saved(http.post<{ id: string }>(paths.items, input)),
    updateItem: (id, input) => saved(http.put<null>(paths.item(id), input)),
    removeItem: (id) => saved(http.delete<null>(paths.item(id))),
    toggleItemState: (id) => saved(http.put<DictionaryStateResult>(paths.itemState(id))),
    exportType: async (typeId) => (await http.get<ExportFile>(paths.exportType(typeId))).data,
    importFile: (file, fileName = 'dictionary.bdd') => {
      const form = new FormData();
      form.append('file', file, fileName);
      return saved(http.post<DictionaryImportResult>(paths.import, form));
    },
  };
}
