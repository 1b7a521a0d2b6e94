/**
 * The form data source of the administration dialogs: dictionary options from
 * `DictionaryData/{type}/Data/Selector`, cached in the shared lookup cache (spec 000 section 3) until
 * a dictionary screen changes something and clears it (`forgetDictionaries`). These dialogs use no
 * data interfaces, labels or user facts: those answer nothing (unknown ids are left out, as the
 * contract says) or refuse, until the screens that need them bring their calls.
 */
import type { DictionaryApi } from '../../api/dictionary-client';
import type { DataSource, OptionItem } from '../../engine/data-source';
import { cachedLookup, forgetLookup } from '../../engine/lookups/lookup-cache';

export function createDictionaryFormSource(api: Pick<DictionaryApi, 'dataSelector'>): DataSource {
  return {
    // Entries are option nodes already ({id, fullName, enCode, children}); only the index signature differs.
    dictionary: (type) => cachedLookup('dictionaries', async () => (await api.dataSelector(type)) as unknown as OptionItem[], type),
    dataInterface: () => Promise.reject(new Error('此表单不使用数据接口')),
    labels: async () => ({}),
    currentFacts: () => Promise.reject(new Error('此表单不使用当前用户信息')),
    selectorTree: () => Promise.reject(new Error('此表单不使用组织选择')),
    areaChildren: () => Promise.reject(new Error('此表单不使用省市区选择')),
    userTree: () => Promise.reject(new Error('此表单不使用用户选择')),
    userPage: () => Promise.reject(new Error('此表单不使用用户选择')),
  };
}

/** Every select of every generated form reloads its dictionary next time (spec 001 section 4). */
export function forgetDictionaries(): void {
  forgetLookup('dictionaries');
}
