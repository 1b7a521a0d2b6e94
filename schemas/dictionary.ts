/**
 * The category dialog and the entry dialog of the data dictionary (spec 001 sections 2 and 5) as
 * JSON Schema + UI schema pairs for the engine (`compileSchemaForm`), and the bodies the server
 * validates with the same schemas. Messages as the original's dialogs word them (spec 001 section 5
 * gives them in English). How messages reach the engine and the server: schemas/form-rules.ts.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { patternFormats } from './patterns';
import { ruleOf, textOptions, type FormMessages } from './form-rules';

const id = { type: 'string', minLength: 1, maxLength: 40 } as const;
const sortCode = { type: 'integer', title: '排序', minimum: 0, maximum: 999999, default: 0 } as const;
const typeName = { type: 'string', title: '名称', minLength: 1, maxLength: 50 } as const;
const typeCode = { type: 'string', title: '编码', minLength: 1, maxLength: 50 } as const;
const itemName = { type: 'string', title: '字典名称', minLength: 1, maxLength: 50 } as const;
const itemCode = { type: 'string', title: '字典编码', minLength: 1, maxLength: 50 } as const;

/** Messages of the category dialog. */
export const dictionaryTypeFormMessages = {
  parentId: { required: '上级菜单不能为空' },
  fullName: {
    required: '请输入名称',
    maxLength: '名称最多为50个字符！',
    rules: [ruleOf(patternFormats.fullName!.regex, '名称不能含有特殊符号')],
  },
  enCode: {
    required: '请输入编码',
    maxLength: '编码最多为50个字符！',
    rules: [ruleOf(patternFormats.enCode!.regex, '编码只能输入英文、数字和小数点且小数点不能放在首尾')],
  },
} satisfies FormMessages;

/** The top node of the category dialog's parent picker (spec 001 section 2: id -1). */
export const dictionaryTopNode = { id: '-1', fullName: '顶级节点' } as const;

/** Category dialog values = body of POST/PUT `/api/system/DictionaryType`. */
export const dictionaryTypeFormSchema = {
  type: 'object',
  required: ['parentId', 'fullName', 'enCode'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', maxLength: 40 },
    parentId: { ...id, title: '上级', default: '-1' },
    fullName: typeName,
    enCode: typeCode,
    isTree: { type: 'integer', title: '树形', enum: [0, 1], default: 0 },
    sortCode,
    description: { type: 'string', title: '说明', maxLength: 500 },
  },
} satisfies RJSFSchema;

const typeUi = (editing: boolean): UiSchema => ({
  'ui:order': ['parentId', 'fullName', 'enCode', 'isTree', 'sortCode', 'description', '*'],
  'ui:form': { labelWidth: 80 },
  id: { 'ui:options': { hidden: true } },
  // Options: the screen passes [dictionaryTopNode with children = GET DictionaryType/Selector/{id}].
  parentId: {
    'ui:field': 'treeSelect',
    'ui:options': { ...textOptions(dictionaryTypeFormMessages.parentId), clearable: false, options: [] },
  },
  fullName: { 'ui:field': 'input', 'ui:options': textOptions(dictionaryTypeFormMessages.fullName) },
  enCode: { 'ui:field': 'input', 'ui:options': textOptions(dictionaryTypeFormMessages.enCode) },
  isTree: { 'ui:field': 'switch', 'ui:options': { activeValue: 1, inactiveValue: 0, disabled: editing } },
  sortCode: { 'ui:field': 'inputNumber', 'ui:options': { controls: true } },
  description: { 'ui:field': 'textarea', 'ui:options': { rows: 6 } },
});

/** UI schema of the "新建分类" dialog. */
export const dictionaryTypeFormUiSchema = typeUi(false);
/** UI schema of the "编辑分类" dialog: the tree switch is disabled. */
export const dictionaryTypeEditFormUiSchema = typeUi(true);

/** Messages of the entry dialog. */
export const dictionaryItemFormMessages = {
  parentId: { required: '请选择' },
  fullName: { required: '请输入名称', maxLength: '字典名称最多为50个字符！' },
  enCode: { required: '请输入编码', maxLength: '字典编码最多为50个字符！' },
} satisfies FormMessages;

/** Entry dialog values = body of POST/PUT `/api/system/DictionaryData`. */
export const dictionaryItemFormSchema = {
  type: 'object',
  required: ['dictionaryTypeId', 'parentId', 'fullName', 'enCode'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', maxLength: 40 },
    dictionaryTypeId: { ...id, title: '字典分类' },
    parentId: { ...id, title: '项目上级' },
    fullName: itemName,
    enCode: itemCode,
    sortCode,
    enabledMark: { type: 'integer', title: '状态', enum: [0, 1], default: 1 },
    description: { type: 'string', title: '字典说明', maxLength: 500 },
  },
} satisfies RJSFSchema;

/**
 * UI schema of the entry dialog ("新建字典" / "编辑字典", 600 px). The parent picker's options are the
 * answer of `DictionaryData/{typeId}/Selector/{id|0}`; it is disabled when the category is not a tree.
 */
export const dictionaryItemFormUiSchema: UiSchema = {
  'ui:order': ['parentId', 'fullName', 'enCode', 'sortCode', 'enabledMark', 'description', '*'],
  'ui:form': { labelWidth: 80 },
  id: { 'ui:options': { hidden: true } },
  dictionaryTypeId: { 'ui:options': { hidden: true } },
  parentId: {
    'ui:field': 'treeSelect',
    'ui:options': { ...textOptions(dictionaryItemFormMessages.parentId), clearable: false, options: [] },
  },
  fullName: { 'ui:field': 'input', 'ui:options': textOptions(dictionaryItemFormMessages.fullName) },
  enCode: { 'ui:field': 'input', 'ui:options': textOptions(dictionaryItemFormMessages.enCode) },
  sortCode: { 'ui:field': 'inputNumber', 'ui:options': { controls: true } },
  enabledMark: { 'ui:field': 'switch', 'ui:options': { activeValue: 1, inactiveValue: 0 } },
  description: { 'ui:field': 'textarea', 'ui:options': { rows: 6 } },
};

/**
 * Query of `GET DictionaryData/{type}` and `.../Selector/{id}`. With `currentPage` or `pageSize` (the
 * screens) the entries come a page at a time, and a large tree category a level at a time (`parentId`).
 */
export const dictionaryItemsQuerySchema = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    isTree: { type: 'integer', enum: [0, 1] },
    currentPage: { type: 'integer', minimum: 1 },
    // Up to the pager's largest size (spec 000 section 9).
    pageSize: { type: 'integer', minimum: 1, maximum: 100000 },
    parentId: { type: 'string', minLength: 1, maxLength: 40 },
  },
} as const;

export const dictionaryIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id },
} as const;

/** `{typeId}/Selector/{id}`: the category and the entry to leave out ('0' none). */
export const dictionarySelectorParamsSchema = {
  type: 'object',
  required: ['id', 'excludeId'],
  properties: { id, excludeId: id },
} as const;

/** One entry of a `.bdd` file: the entry dialog's fields with the exporting installation's ids. */
const bddItemSchema = {
  type: 'object',
  required: ['id', 'parentId', 'fullName', 'enCode'],
  properties: {
    id,
    parentId: id,
    fullName: itemName,
    enCode: itemCode,
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
    enabledMark: { type: 'integer', enum: [0, 1] },
    description: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

/** The `.bdd` file (api/dictionary.ts `BddFile`); `format` and `version` are checked before this. */
export const bddFileSchema = {
  type: 'object',
  required: ['format', 'version', 'type', 'items'],
  properties: {
    format: { type: 'string' },
    version: { type: 'integer' },
    exportedAt: { type: 'string' },
    type: {
      type: 'object',
      required: ['id', 'parentId', 'fullName', 'enCode', 'isTree'],
      properties: {
        id,
        parentId: id,
        fullName: typeName,
        enCode: typeCode,
        isTree: { type: 'integer', enum: [0, 1] },
        sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
        description: { type: ['string', 'null'], maxLength: 500 },
      },
    },
    items: { type: 'array', maxItems: 100000, items: bddItemSchema },
  },
} as const;
