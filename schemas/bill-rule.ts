/**
 * The serial-number (bill) rule dialog (spec 001 sections 3 and 5, 600 px) as a JSON Schema + UI
 * schema pair, the body the server validates with the same schema, and the list queries. How the
 * messages reach the engine and the server: schemas/form-rules.ts.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { billCategoryDictionary, billDateFormats } from '../api/bill-rule';
import { ruleOf, textOptions, type FormMessages } from './form-rules';

/** Messages of the dialog (spec 001 section 5, as the original words them). */
export const billRuleFormMessages = {
  fullName: { required: '请输入业务名称', maxLength: '业务名称最多为50个字符！' },
  enCode: { required: '请输入业务编码', maxLength: '业务编码最多为50个字符！' },
  category: { required: '请选择业务分类' },
  prefix: { required: '请输入流水前缀' },
  dateFormat: { required: '请输入选择流水日期格式', enum: '请输入选择流水日期格式' },
  digit: { required: '请输入流水位数', maxLength: '仅能输入正整数', rules: [ruleOf(/^[1-9]\d*$/, '仅能输入正整数')] },
  // The original words the required case like the pattern; an all-zero start is refused too
  // (it says '流水起始不能为<value>'; a rule has one fixed text, so it names 0).
  startNumber: {
    required: '只能输入数字',
    rules: [ruleOf(/^[0-9]*$/, '只能输入数字'), ruleOf(/[1-9]/, '流水起始不能为0')],
  },
} satisfies FormMessages;

/** Dialog values = body of POST `/api/system/BillRule` and PUT `/api/system/BillRule/{id}`. */
export const billRuleFormSchema: RJSFSchema = {
  type: 'object',
  required: ['fullName', 'enCode', 'category', 'prefix', 'dateFormat', 'digit', 'startNumber'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', maxLength: 40 },
    fullName: { type: 'string', title: '业务名称', minLength: 1, maxLength: 50 },
    enCode: { type: 'string', title: '业务编码', minLength: 1, maxLength: 50 },
    category: { type: 'string', title: '业务分类', minLength: 1, maxLength: 40 },
    prefix: { type: 'string', title: '流水前缀', minLength: 1, maxLength: 50 },
    dateFormat: { type: 'string', title: '流水日期', enum: [...billDateFormats] },
    // Text of one character: the input takes one; a number sent by a client is read as its text.
    digit: { type: 'string', title: '流水位数', minLength: 1, maxLength: 1 },
    startNumber: { type: 'string', title: '流水起始', minLength: 1, maxLength: 18 },
    example: { type: 'string', title: '流水范例', maxLength: 200 },
    sortCode: { type: 'integer', title: '排序', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { type: 'integer', title: '状态', enum: [0, 1], default: 1 },
    description: { type: 'string', title: '说明', maxLength: 500 },
  },
};

/**
 * UI schema of the dialog ("新建" / "编辑"). `example` is read-only: the screen fills it live with
 * api/bill-rule.ts `billRuleExample()` whenever prefix, dateFormat, digit or startNumber change.
 */
export const billRuleFormUiSchema: UiSchema = {
  'ui:order': [
    'fullName',
    'enCode',
    'category',
    'prefix',
    'dateFormat',
    'digit',
    'startNumber',
    'example',
    'sortCode',
    'enabledMark',
    'description',
    '*',
  ],
  'ui:form': { labelWidth: 100 },
  id: { 'ui:options': { hidden: true } },
  fullName: { 'ui:field': 'input', 'ui:options': textOptions(billRuleFormMessages.fullName) },
  enCode: { 'ui:field': 'input', 'ui:options': textOptions(billRuleFormMessages.enCode) },
  category: {
    'ui:field': 'select',
    'ui:options': {
      ...textOptions(billRuleFormMessages.category),
      dataType: 'dictionary',
      dictionaryType: billCategoryDictionary,
      trigger: 'change',
    },
  },
  prefix: { 'ui:field': 'input', 'ui:options': textOptions(billRuleFormMessages.prefix) },
  dateFormat: {
    'ui:field': 'select',
    'ui:options': { ...textOptions(billRuleFormMessages.dateFormat), enumNames: ['yyyymmdd', 'yyyymm', 'yyyy', 'no'], trigger: 'change' },
  },
  digit: { 'ui:field': 'input', 'ui:options': textOptions(billRuleFormMessages.digit) },
  startNumber: { 'ui:field': 'input', 'ui:options': textOptions(billRuleFormMessages.startNumber) },
  example: { 'ui:field': 'input', 'ui:options': { readonly: true } },
  sortCode: { 'ui:field': 'inputNumber', 'ui:options': { controls: true } },
  enabledMark: { 'ui:field': 'switch', 'ui:options': { activeValue: 1, inactiveValue: 0 } },
  description: { 'ui:field': 'textarea', 'ui:options': { rows: 3 } },
};

/** `GET /api/system/BillRule` and `.../Selector`: reference 4.1 paging, `sort` descending by default. */
export const billRuleListQuerySchema = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    categoryId: { type: 'string', maxLength: 40 },
    currentPage: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100000 },
    sort: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    sidx: { type: 'string', enum: ['', 'creatorTime', 'sortCode', 'fullName', 'enCode', 'lastModifyTime'] },
  },
} as const;

export const billRuleIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;

export const billNumberParamsSchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;
