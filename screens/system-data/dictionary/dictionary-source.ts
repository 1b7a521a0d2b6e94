/**
 * The dictionary pages' calls over api/ (schemas: schemas/pages/dictionary.ts). Dialog values become the
 * request bodies here: an entry whose parent is its category goes up with parentId '0' (spec 001
 * section 5), and a top-level entry comes back with its category as parent, the picker's root.
 * Every change clears the cached dictionaries, so the selects of every form see it (section 4).
 */
import type { DictionaryItemInput, DictionaryTypeInput, Flag } from '../../../api/dictionary';
import type { DictionaryApi } from '../../../api/dictionary-client';
import type { DataSource } from '../../../engine/data-source';
import type { CallInput, CallOutcome, PageDataSource, PageQuery, PageRows } from '../../../engine/page';
import { dictionaryTopNode } from '../../../schemas/dictionary';
import { forgetDictionaries } from '../../common/dictionary-form-source';

export interface DictionarySourceOptions {
  api: DictionaryApi;
  form: DataSource;
  /** An address of the server as the browser reaches it (export downloads). */
  resolveUrl(path: string): string;
}

const flag = (value: unknown): Flag => (value === 1 || value === '1' || value === true ? 1 : 0);
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const optional = (key: string, value: unknown) => (value === undefined || value === null || value === '' ? {} : { [key]: value });

export function typeBody(values: Record<string, unknown> = {}): DictionaryTypeInput {
  return {
    parentId: text(values.parentId) || dictionaryTopNode.id,
    fullName: text(values.fullName),
    enCode: text(values.enCode),
    isTree: flag(values.isTree),
    ...optional('sortCode', values.sortCode),
    ...optional('description', values.description),
  };
}

export function itemBody(values: Record<string, unknown> = {}): DictionaryItemInput {
  const typeId = text(values.dictionaryTypeId);
  const parentId = text(values.parentId);
  return {
    dictionaryTypeId: typeId,
    parentId: !parentId || parentId === typeId ? '0' : parentId,
    fullName: text(values.fullName),
    enCode: text(values.enCode),
    enabledMark: flag(values.enabledMark ?? 1),
    ...optional('sortCode', values.sortCode),
    ...optional('description', values.description),
  };
}

async function changed(call: Promise<{ msg: string }>): Promise<CallOutcome> {
  const { msg } = await call;
  forgetDictionaries();
  return { msg };
}

export function createDictionarySource({ api, form, resolveUrl }: DictionarySourceOptions): PageDataSource {
  const lists: Record<string, (query: PageQuery) => Promise<PageRows>> = {
    'types.tree': async () => ({ list: (await api.typeTree()) as unknown as PageRows['list'] }),
    // A page of entries; a large tree category comes a level at a time (`parentId` when a row opens).
    'items.list': async (query) => {
      const page = await api.itemsPage(text(query.typeId), {
        keyword: text(query.keyword),
        isTree: flag(query.isTree),
        currentPage: Number(query.currentPage ?? 1),
        pageSize: Number(query.pageSize ?? 20),
        ...(query.parentId ? { parentId: text(query.parentId) } : {}),
      });
      return { list: page.list as unknown as PageRows['list'], total: page.pagination.total };
    },
  };
  const calls: Record<string, (input: CallInput) => Promise<CallOutcome>> = {
    'types.info': async ({ id }) => ({ data: await api.typeInfo(id!) }),
    'types.parents': async ({ id }) => ({ data: [{ ...dictionaryTopNode, children: await api.typeSelector(id ?? '0') }] }),
    'types.create': ({ values }) => changed(api.createType(typeBody(values))),
    'types.update': ({ id, values }) => changed(api.updateType(id!, typeBody(values))),
    'types.remove': ({ id }) => changed(api.removeType(id!)),
    'types.export': async ({ id }) => {
      const file = await api.exportType(id!);
      return { download: { url: resolveUrl(file.url), name: file.name } };
    },
    'types.import': ({ file }) => changed(api.importFile(file!, file!.name)),
    'items.info': async ({ id }) => {
      const item = await api.itemInfo(id!);
      return { data: { ...item, parentId: item.parentId === '0' ? item.dictionaryTypeId : item.parentId } };
    },
    'items.parents': async ({ id, params = {} }) => ({
      data: await api.itemParentSelector(text(params.typeId), id ?? '0', flag(params.isTree)),
    }),
    'items.create': ({ values }) => changed(api.createItem(itemBody(values))),
    'items.update': ({ id, values }) => changed(api.updateItem(id!, itemBody(values))),
    'items.remove': ({ id }) => changed(api.removeItem(id!)),
    'items.state': ({ id }) => changed(api.toggleItemState(id!)),
  };
  return {
    form,
    list: (name, query) => (lists[name] ?? unknownCall(name))(query),
    call: (name, input) => (calls[name] ?? unknownCall(name))(input),
  };
}

function unknownCall(name: string): never {
  throw new Error(`dictionary source: no call ${name}`);
}
