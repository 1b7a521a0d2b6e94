/** Permission groups (menu 分组管理; spec 001 "Permission groups", reference 4.14 and 5.2 base_group). */
import { textOptions, type FormMessages } from '../form-rules';
import { defineResource, dictionaryName } from './define';

export const groupMenu = 'permission.group';
export const groupTypeDictionary = 'groupType';

const messages = {
  fullName: { required: '请输入分组名称', maxLength: '分组名称最多为50个字符！' },
  enCode: { required: '请输入分组编码', maxLength: '分组编码最多为50个字符！' },
  type: { required: '请选择分组类型' },
} satisfies FormMessages;

export const groupResource = defineResource({
  name: 'group',
  path: '/api/permission/Group',
  table: 'user_group',
  menu: groupMenu,
  fields: {
    id: { column: 'id', type: 'text' },
    fullName: { column: 'full_name', type: 'text' },
    enCode: { column: 'en_code', type: 'text' },
    type: { column: 'type', type: 'text' },
    typeName: { select: dictionaryName(groupTypeDictionary, 'r.type'), type: 'text' },
    description: { column: 'description', type: 'text', inList: false },
    sortCode: { column: 'sort_code', type: 'integer' },
    enabledMark: { column: 'enabled_mark', type: 'integer' },
    creatorTime: { column: 'creator_time', type: 'time' },
  },
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode', 'type'],
      additionalProperties: false,
      properties: {
        id: { type: 'string', maxLength: 40 },
        fullName: { type: 'string', title: '分组名称', minLength: 1, maxLength: 50 },
        enCode: { type: 'string', title: '分组编码', minLength: 1, maxLength: 50 },
        type: { type: 'string', title: '分组类型', minLength: 1, maxLength: 50 },
        enabledMark: { type: 'integer', title: '状态', enum: [0, 1], default: 1 },
        sortCode: { type: 'integer', title: '排序', minimum: 0, maximum: 999999, default: 0 },
        description: { type: 'string', title: '说明', maxLength: 500 },
      },
    },
    uiSchema: {
      'ui:order': ['fullName', 'enCode', 'type', 'enabledMark', 'sortCode', 'description', '*'],
      'ui:form': { labelWidth: 80 },
      id: { 'ui:options': { hidden: true } },
      fullName: { 'ui:field': 'input', 'ui:options': textOptions(messages.fullName) },
      enCode: { 'ui:field': 'input', 'ui:options': textOptions(messages.enCode) },
      type: {
        'ui:field': 'select',
        'ui:options': {
          ...textOptions(messages.type),
          dataType: 'dictionary',
          dictionaryType: groupTypeDictionary,
          trigger: 'change',
          props: { value: 'enCode', label: 'fullName' },
        },
      },
      enabledMark: { 'ui:field': 'switch', 'ui:options': { activeValue: 1, inactiveValue: 0 } },
      sortCode: { 'ui:field': 'inputNumber', 'ui:options': { controls: true } },
      description: { 'ui:field': 'textarea', 'ui:options': { rows: 3 } },
    },
    messages,
  },
  list: {
    keyword: ['fullName', 'enCode'],
    filters: { type: 'type' },
    sortable: ['sortCode', 'creatorTime', 'fullName', 'enCode'],
    defaultSort: 'asc',
    pageSize: 20,
  },
  unique: { user_group_en_code_key: '分组编码已存在', user_group_full_name: '分组名称已存在' },
  actions: {
    list: true,
    selector: true,
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
  },
  messages: { notFound: '分组不存在' },
});
