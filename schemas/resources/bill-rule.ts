/**
 * Serial-number (bill) rules (menu 单据规则; spec 001 sections 3, 5 and 7 "Bill rules", spec 002 sections
 * 2.6 and 7.3, reference 4.11 and 5.2 base_bill_rule). The dialog (600 px) is the form below; the
 * server computes the example and draws the numbers (server/resources/hooks/bill-rule-hooks.ts).
 */
import { bbrFormat, bbrVersion, billCategoryDictionary, billDateFormats, billRuleMenu, billRuleMessages } from '../../api/bill-rule';
import { ruleOf, textOptions, type FormMessages } from '../form-rules';
import { defineResource, type ResourceInfo } from './define';
import { standardFields, standardProperties, standardUi, textInput } from './standard';

/** Messages of the dialog (spec 001 section 5, as the original words them). */
const messages = {
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

export const billRuleResource = defineResource({
  name: 'billRule',
  path: '/api/system/BillRule',
  table: 'bill_rule',
  menu: billRuleMenu,
  // Generated forms of any menu read rules (the picker, a billRule field): reads are for every signed-in user.
  readAccess: 'signedIn',
  // The order of the dialog's row (and of a .bbr file's rule); list rows read some fields as JNPF's list does.
  fields: {
    id: standardFields.id,
    fullName: standardFields.fullName,
    enCode: standardFields.enCode,
    // The dialog holds the businessType entry's id; the list shows its name ('' when it is gone).
    category: { column: 'category', type: 'text', list: { select: "coalesce(d.full_name, '')" } },
    categoryId: { column: 'category', type: 'text', inInfo: false },
    prefix: { column: 'prefix', type: 'text' },
    dateFormat: { column: 'date_format', type: 'text' },
    // Text of one character in the dialog, a number in the list.
    digit: { column: 'digit', type: 'text', list: { type: 'integer' } },
    startNumber: { column: 'start_number', type: 'text' },
    example: { column: 'example', type: 'text', inList: false },
    /** The last number given, null before the first. */
    outputNumber: { column: 'output_number', type: 'text', inInfo: false },
    sortCode: standardFields.sortCode,
    enabledMark: standardFields.enabledMark,
    description: standardFields.description,
    creatorTime: { ...standardFields.creatorTime, inInfo: false },
    lastModifyTime: { column: 'last_modify_time', type: 'time', inInfo: false },
    creatorUser: { select: "case when u.id is null then '' else u.real_name || '/' || u.account end", type: 'text', inInfo: false },
  },
  joins: 'left join dictionary_data d on d.id = r.category left join users u on u.id = r.creator_user_id',
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode', 'category', 'prefix', 'dateFormat', 'digit', 'startNumber'],
      additionalProperties: false,
      properties: {
        id: standardProperties.id,
        fullName: { type: 'string', title: '业务名称', minLength: 1, maxLength: 50 },
        enCode: { type: 'string', title: '业务编码', minLength: 1, maxLength: 50 },
        category: { type: 'string', title: '业务分类', minLength: 1, maxLength: 40 },
        prefix: { type: 'string', title: '流水前缀', minLength: 1, maxLength: 50 },
        dateFormat: { type: 'string', title: '流水日期', enum: [...billDateFormats] },
        // Text of one character: the input takes one; a number sent by a client is read as its text.
        digit: { type: 'string', title: '流水位数', minLength: 1, maxLength: 1 },
        startNumber: { type: 'string', title: '流水起始', minLength: 1, maxLength: 18 },
        // Read-only: the dialog shows it live (the page's derive), the server computes what it stores.
        example: { type: 'string', title: '流水范例', maxLength: 200 },
        sortCode: standardProperties.sortCode,
        enabledMark: standardProperties.enabledMark,
        description: standardProperties.description,
      },
    },
    uiSchema: {
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
      ...standardUi,
      fullName: textInput(messages.fullName),
      enCode: textInput(messages.enCode),
      category: {
        'ui:field': 'select',
        'ui:options': {
          ...textOptions(messages.category),
          dataType: 'dictionary',
          dictionaryType: billCategoryDictionary,
          trigger: 'change',
        },
      },
      prefix: textInput(messages.prefix),
      dateFormat: {
        'ui:field': 'select',
        'ui:options': { ...textOptions(messages.dateFormat), enumNames: ['yyyymmdd', 'yyyymm', 'yyyy', 'no'], trigger: 'change' },
      },
      digit: textInput(messages.digit),
      startNumber: textInput(messages.startNumber),
      example: { 'ui:field': 'input', 'ui:options': { readonly: true } },
    },
    messages,
  },
  list: {
    keyword: ['fullName', 'enCode'],
    filters: { categoryId: 'categoryId' },
    sortable: ['creatorTime', 'sortCode', 'fullName', 'enCode', 'lastModifyTime'],
    defaultSort: 'desc',
    pageSize: 20,
  },
  unique: { bill_rule_full_name: billRuleMessages.nameTaken, bill_rule_en_code: billRuleMessages.codeTaken },
  actions: {
    list: true,
    // The picker: a page of the enabled rules, 20 a page, newest first.
    selector: { paged: true },
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
    state: { button: 'btn_enable' },
  },
  messages: { notFound: billRuleMessages.notFound },
});

/**
 * The rule as the dialog reads it (`GET {id}`) and a `.bbr` file holds it, typed from the form schema:
 * `digit` is the text its one-character input holds.
 */
export type BillRuleInfo = ResourceInfo<typeof billRuleResource>;

/** The `.bbr` export: JSON with a format marker, like the dictionary's `.bdd`. */
export interface BbrFile {
  format: typeof bbrFormat;
  version: typeof bbrVersion;
  exportedAt: string;
  rule: Omit<BillRuleInfo, 'id'>;
}
