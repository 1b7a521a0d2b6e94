/**
 * The data dictionary (menu 数据字典; spec 001 sections 2, 5 and 7 "Dictionary types" and "Dictionary
 * data", spec 002 section 7.5, reference 4.10): categories and their entries, two resources. The dialogs
 * are the form pairs of schemas/dictionary.ts; the trees, the entry lists, the option calls, the parent
 * rules and the .bdd export and import are hooks (server/resources/hooks/dictionary-*-hooks.ts).
 */
import { dictionaryMessages as text } from '../../api/dictionary';
import {
  dictionaryItemFormMessages,
  dictionaryItemFormSchema,
  dictionaryItemFormUiSchema,
  dictionaryTypeFormMessages,
  dictionaryTypeFormSchema,
  dictionaryTypeFormUiSchema,
} from '../dictionary';
import type { SchemaValues } from '../schema-values';
import { defineResource } from './define';
import { standardFields } from './standard';

export const dictionaryMenu = 'systemData.dictionary';

/** Generated forms of every menu take their options from dictionaries: reads are for every signed-in user. */
const readAccess = 'signedIn';

export const dictionaryTypeResource = defineResource({
  name: 'dictionaryType',
  path: '/api/system/DictionaryType',
  table: 'dictionary_type',
  menu: dictionaryMenu,
  readAccess,
  fields: {
    id: standardFields.id,
    parentId: { column: 'parent_id', type: 'text' },
    fullName: standardFields.fullName,
    enCode: standardFields.enCode,
    // Its entries were made for a tree or a list: the edit dialog's switch is disabled and the update keeps it.
    isTree: { column: 'is_tree', type: 'integer', createOnly: true },
    sortCode: standardFields.sortCode,
    description: { column: 'description', type: 'text' },
  },
  form: { schema: dictionaryTypeFormSchema, uiSchema: dictionaryTypeFormUiSchema, messages: dictionaryTypeFormMessages },
  // The list is the category tree of `GET DictionaryType` (a hook): these settings serve only the layer's shape.
  list: { keyword: ['fullName', 'enCode'], sortable: ['sortCode'], defaultSort: 'asc', pageSize: 20 },
  unique: { dictionary_type_en_code: text.typeCodeTaken, dictionary_type_full_name: text.typeNameTaken },
  actions: {
    // Generated forms name a category by its code (reference 4.10).
    info: { alsoBy: 'enCode' },
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
  },
  messages: { notFound: text.typeNotFound, inUse: text.typeHasItems },
});

export const dictionaryDataResource = defineResource({
  name: 'dictionaryData',
  path: '/api/system/DictionaryData',
  table: 'dictionary_data',
  menu: dictionaryMenu,
  readAccess,
  fields: {
    id: standardFields.id,
    // An entry stays in the category it was made in.
    dictionaryTypeId: { column: 'dictionary_type_id', type: 'text', createOnly: true },
    parentId: { column: 'parent_id', type: 'text' },
    fullName: standardFields.fullName,
    enCode: standardFields.enCode,
    sortCode: standardFields.sortCode,
    enabledMark: standardFields.enabledMark,
    description: { column: 'description', type: 'text' },
  },
  form: { schema: dictionaryItemFormSchema, uiSchema: dictionaryItemFormUiSchema, messages: dictionaryItemFormMessages },
  // The lists are `GET DictionaryData/{category}` and the option calls (hooks).
  list: { keyword: ['fullName', 'enCode'], sortable: ['sortCode'], defaultSort: 'asc', pageSize: 20 },
  unique: { dictionary_data_en_code: text.itemCodeTaken, dictionary_data_full_name: text.itemNameTaken },
  actions: {
    // `{path}/{id}` GET is the entries of a category: the dialog's row is at `/Info`.
    info: { suffix: '/Info' },
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
    // The list's switch is an edit (the original grants it by btn_edit).
    state: { button: 'btn_edit' },
  },
  messages: { notFound: text.itemNotFound },
});

/** Bodies of the category and entry writes, read from their schemas. */
export type DictionaryTypeValues = SchemaValues<typeof dictionaryTypeFormSchema>;
export type DictionaryItemValues = SchemaValues<typeof dictionaryItemFormSchema>;
