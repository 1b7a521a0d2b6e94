/** Permission groups (menu 分组管理; spec 001 "Permission groups", reference 4.14 and 5.2 base_group). */
import type { FormMessages } from '../form-rules';
import { defineResource, dictionaryName } from './define';
import { dictionaryCodeSelect, nameProperty, standardActions, standardFields, standardProperties, standardUi, textInput } from './standard';

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
    ...standardFields,
    type: { column: 'type', type: 'text' },
    typeName: { select: dictionaryName(groupTypeDictionary, 'r.type'), type: 'text', grantedBy: 'type' },
  },
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode', 'type'],
      additionalProperties: false,
      properties: {
        ...standardProperties,
        fullName: nameProperty('分组名称'),
        enCode: nameProperty('分组编码'),
        type: { type: 'string', title: '分组类型', minLength: 1, maxLength: 50 },
      },
    },
    uiSchema: {
      'ui:order': ['fullName', 'enCode', 'type', 'enabledMark', 'sortCode', 'description', '*'],
      'ui:form': { labelWidth: 80 },
      ...standardUi,
      fullName: textInput(messages.fullName),
      enCode: textInput(messages.enCode),
      type: dictionaryCodeSelect(groupTypeDictionary, messages.type),
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
  actions: standardActions,
  messages: { notFound: '分组不存在' },
});
