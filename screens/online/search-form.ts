/**
 * The search form of a generated form's list (reference 2.5 and 3.2 `searchList`): each searched field
 * as the form defines it, with the search item's label, never required or hidden, a quarter of the
 * row wide (as the original's `el-col :span="6"`), drawn by its kind's search rendering
 * (./search-kinds.ts). Radio and checkbox search with a select; `searchMultiple` picks several values.
 * Fields the list may not search by (reference 2.5) and sub-table columns are left out.
 */
import { compileJnpfForm, fieldKinds, type JnpfField } from '../../engine';
import type { JsonObject, SearchConfig } from '../../engine/page';
import { notSearchable } from '../../schemas/online/value-shapes';
import type { SearchItem } from '../../schemas/online/column-data';
import { ensureSearchKind } from './search-kinds';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form's data fields by `__vModel__`, containers walked into, sub-tables not. */
export function formFieldsByKey(formData: { fields?: unknown }): Map<string, JnpfField> {
  const out = new Map<string, JnpfField>();
  const walk = (fields: unknown) => {
    if (!Array.isArray(fields)) return;
    for (const field of fields) {
      if (!isObject(field) || !isObject(field.__config__)) continue;
      const config = field.__config__;
      if (typeof field.__vModel__ === 'string' && field.__vModel__) {
        out.set(field.__vModel__, field as JnpfField);
        if (config.jnpfKey === 'table') continue;
      }
      walk(config.children);
    }
  };
  walk(formData.fields);
  return out;
}

/** Keys of the search field objects that only the form uses. */
const FORM_ONLY = ['on', 'disabled', 'readonly', 'style'];
const SEARCH_SPAN = 6;
const SEARCH_LABEL_WIDTH = 90;

function searchField(item: SearchItem, defined: JnpfField): JnpfField {
  const config = defined.__config__;
  const choice = config.jnpfKey === 'radio' || config.jnpfKey === 'checkbox';
  const field: JnpfField = Object.fromEntries(Object.entries(defined).filter(([key]) => !FORM_ONLY.includes(key))) as JnpfField;
  return {
    ...field,
    __config__: {
      ...config,
      jnpfKey: choice ? 'select' : config.jnpfKey,
      label: item.label || config.label,
      required: false,
      regList: [],
      noShow: false,
      visibility: ['pc', 'app'],
      showLabel: true,
      labelWidth: undefined,
      span: SEARCH_SPAN,
      defaultValue: undefined,
      defaultCurrent: false,
    },
    ...(choice || item.searchMultiple ? { multiple: item.searchMultiple } : {}),
  };
}

/** The search form of the list, or undefined when it searches by nothing. */
export function onlineSearch(searchList: readonly SearchItem[], formData: { fields?: unknown }): SearchConfig | undefined {
  const defined = formFieldsByKey(formData);
  const items = searchList.flatMap((item) => {
    const field = defined.get(item.prop) ?? (isObject(item.raw.__config__) ? (item.raw as unknown as JnpfField) : undefined);
    if (!field || notSearchable.has(field.__config__.jnpfKey) || item.prop.includes('-')) return [];
    return [{ item, field: searchField(item, field) }];
  });
  if (!items.length) return undefined;
  const form = compileJnpfForm({ fields: items.map(({ field }) => field), labelWidth: SEARCH_LABEL_WIDTH });
  const properties: Json = {};
  const uiSchema: Json = { ...form.uiSchema };
  for (const { item } of items) {
    const ui = form.uiSchema[item.prop] as Json | undefined;
    const kind = typeof ui?.['ui:field'] === 'string' ? fieldKinds.canonical(ui['ui:field']) : undefined;
    if (!ui || !kind) continue;
    const range = item.searchType === 3 || kind === 'createTime' || kind === 'modifyTime';
    // A search value has the search's shape (a range is a pair), not the form's: the property keeps only its title.
    properties[item.prop] = { title: (form.schema.properties?.[item.prop] as Json | undefined)?.title ?? item.label };
    uiSchema[item.prop] = { ...ui, 'ui:field': ensureSearchKind(kind, range) ?? kind };
  }
  return { schema: { type: 'object', properties } as JsonObject, uiSchema: uiSchema as JsonObject };
}
