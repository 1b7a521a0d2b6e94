/**
 * Roles (menu 角色管理; spec 001 "Roles", reference 4.14 and 5.2 base_role). A global role
 * (globalMark 1) may be given to anyone; an organisation role (0) belongs to organisations
 * (role_organize) and is offered to their users. Role types are the entries of the RoleType dictionary.
 */
import { textOptions, type FormMessages } from '../form-rules';
import { defineResource, dictionaryName } from './define';
import { dictionaryCodeSelect, nameProperty, standardFields, standardProperties, standardUi, textInput } from './standard';

export const roleMenu = 'permission.role';
export const roleTypeDictionary = 'RoleType';

const messages = {
  fullName: { required: '请输入角色名称', maxLength: '角色名称最多为50个字符！' },
  enCode: { required: '请输入角色编码', maxLength: '角色编码最多为50个字符！' },
  type: { required: '请选择角色类型' },
  organizeIds: { required: '请选择所属组织' },
} satisfies FormMessages;

export const roleResource = defineResource({
  name: 'role',
  path: '/api/permission/Role',
  table: 'role',
  menu: roleMenu,
  fields: {
    ...standardFields,
    type: { column: 'type', type: 'text' },
    typeName: { select: dictionaryName(roleTypeDictionary, 'r.type'), type: 'text', grantedBy: 'type' },
    globalMark: { column: 'global_mark', type: 'integer' },
    organize: {
      select: `coalesce((select string_agg(o.full_name, ',' order by o.sort_code, o.full_name) from role_organize x
                           join organize o on o.id = x.organize_id where x.role_id = r.id), '')`,
      type: 'text',
    },
    userCount: { select: `(select count(*) from user_relation x where x.object_type = 'Role' and x.object_id = r.id)`, type: 'integer' },
  },
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode', 'type', 'globalMark'],
      additionalProperties: false,
      properties: {
        ...standardProperties,
        fullName: nameProperty('角色名称'),
        enCode: nameProperty('角色编码'),
        type: { type: 'string', title: '角色类型', minLength: 1, maxLength: 50 },
        globalMark: { type: 'integer', title: '角色范围', enum: [1, 0], default: 1 },
        organizeIds: {
          type: 'array',
          title: '所属组织',
          maxItems: 500,
          uniqueItems: true,
          items: { type: 'string', minLength: 1, maxLength: 40 },
        },
      },
    },
    uiSchema: {
      'ui:order': ['fullName', 'enCode', 'type', 'globalMark', 'organizeIds', 'enabledMark', 'sortCode', 'description', '*'],
      'ui:form': { labelWidth: 80 },
      ...standardUi,
      fullName: textInput(messages.fullName),
      enCode: textInput(messages.enCode),
      type: dictionaryCodeSelect(roleTypeDictionary, messages.type),
      globalMark: {
        'ui:field': 'radio',
        'ui:options': {
          options: [
            { id: 1, fullName: '全局角色' },
            { id: 0, fullName: '组织角色' },
          ],
          props: { value: 'id', label: 'fullName' },
        },
      },
      organizeIds: {
        'ui:field': 'organizeSelect',
        'ui:options': {
          ...textOptions(messages.organizeIds),
          valueShape: 'id',
          multiple: true,
          placeholder: '选择所属组织（组织角色）',
        },
      },
    },
    messages,
  },
  list: {
    keyword: ['fullName', 'enCode'],
    filters: {
      type: 'type',
      globalMark: 'globalMark',
      organizeId: { condition: 'exists (select 1 from role_organize x where x.role_id = r.id and x.organize_id = {value})' },
    },
    sortable: ['sortCode', 'creatorTime', 'fullName', 'enCode'],
    defaultSort: 'asc',
    pageSize: 20,
  },
  unique: { role_en_code_key: '角色编码已存在', role_full_name: '角色名称已存在' },
  actions: {
    list: true,
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
    state: { button: 'btn_enable' },
  },
  messages: { notFound: '角色不存在', inUse: '该角色下存在用户，不能删除' },
});
