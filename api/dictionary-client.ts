/** Typed calls of the dictionary area (api/dictionary.ts), on top of an {@link HttpClient}. */
import type { HttpClient } from './http-client';
import { createResourceClient, type ResourceSaved } from './resource-client';
import {
  dictionaryPaths as paths,
  type DictionaryAllEntry,
  type DictionaryImportResult,
  type DictionaryItem,
  type DictionaryItemInput,
  type DictionaryItemNode,
  type DictionaryItemPage,
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
export type Saved<T = null> = ResourceSaved<T>;

export interface DictionaryApi {
  typeTree(): Promise<DictionaryTypeNode[]>;
  typeSelector(excludeId?: string): Promise<DictionaryTypeNode[]>;
  typeInfo(id: string): Promise<DictionaryType>;
  createType(input: DictionaryTypeInput): Promise<Saved<{ id: string }>>;
  updateType(id: string, input: DictionaryTypeInput): Promise<Saved>;
  removeType(id: string): Promise<Saved>;
  /** Entries of a category (id or enCode): a tree with `isTree: 1`. */
  items(typeIdOrEnCode: string, query?: DictionaryItemsQuery): Promise<DictionaryItemNode[]>;
  /** One page of a category's entries (a large tree: one level, `parentId`), with the total. */
  itemsPage(typeIdOrEnCode: string, query: DictionaryItemsQuery & { currentPage: number; pageSize: number }): Promise<DictionaryItemPage>;
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

/** The standard calls (info, writes, state) go through the resource client of each path family. */
export function createDictionaryApi(http: HttpClient): DictionaryApi {
  const types = createResourceClient(http, paths.types);
  const items = createResourceClient(http, paths.items);
  const saved = async <T>(call: Promise<{ msg: string; data: T }>): Promise<Saved<T>> => {
    const { msg, data } = await call;
    return { msg, data };
  };
  return {
    typeTree: async () => (await http.get<ListOf<DictionaryTypeNode>>(paths.types)).data.list,
    typeSelector: async (excludeId) => (await http.get<ListOf<DictionaryTypeNode>>(paths.typeSelector(excludeId))).data.list,
    typeInfo: async (id) => (await types.info(id)) as unknown as DictionaryType,
    createType: (input) => types.create({ ...input }),
    updateType: (id, input) => types.update(id, { ...input }),
    removeType: (id) => types.remove(id),
    items: async (type, query = {}) =>
      (await http.get<ListOf<DictionaryItemNode>>(paths.itemsOfType(type), { keyword: query.keyword || undefined, isTree: query.isTree }))
        .data.list,
    itemsPage: async (type, query) =>
      (await http.get<DictionaryItemPage>(paths.itemsOfType(type), { ...query, keyword: query.keyword || undefined })).data,
    all: async () => (await http.get<ListOf<DictionaryAllEntry>>(paths.all)).data.list,
    itemParentSelector: async (typeId, excludeId, isTree) =>
      (await http.get<ListOf<DictionaryParentNode>>(paths.itemParentSelector(typeId, excludeId), { isTree })).data.list,
    dataSelector: async (type) => (await http.get<ListOf<DictionaryItemNode>>(paths.dataSelector(type))).data.list,
    itemInfo: async (id) => (await items.info(id, '/Info')) as unknown as DictionaryItem,
    createItem: (input) => items.create({ ...input }),
    updateItem: (id, input) => items.update(id, { ...input }),
    removeItem: (id) => items.remove(id),
    toggleItemState: (id) => items.toggleState(id),
    exportType: async (typeId) => (await http.get<ExportFile>(paths.exportType(typeId))).data,
    importFile: (file, fileName = 'dictionary.bdd') => {
      const form = new FormData();
      form.append('file', file, fileName);
      return saved(http.post<DictionaryImportResult>(paths.import, form));
    },
  };
}
