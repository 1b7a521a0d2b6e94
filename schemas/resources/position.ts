/** Positions (menu 岗位管理; spec 001 "Positions", reference 4.14 and 5.2 base_position). */
import { textOptions, type FormMessages } from '../form-rules';
import { defineResource, dictionaryName } from './define';
import { dictionaryCodeSelect, nameProperty, standardActions, standardFields, standardProperties, standardUi, textInput } from './standard';

export const positionMenu = 'permission.position';
export const positionTypeDictionary = 'PositionType';

const messages = {
  organizeId: { required: '请选择所属组织' },
  fullName: { required: '请输入岗位名称', maxLength: '岗位名称最多为50个字符！' },
  enCode: { required: '请输入岗位编码', maxLength: '岗位编码最多为50个字符！' },
  type: { required: '请选择岗位类型' },
} satisfies FormMessages;

export const positionResource = defineResource({
  name: 'position',
  path: '/api/permission/Position',
  table: 'position',
  menu: positionMenu,
  fields: {
    ...standardFields,
    type: { column: 'type', type: 'text' },
    typeName: { select: dictionaryName(positionTypeDictionary, 'r.type'), type: 'text', grantedBy: 'type' },
    organizeId: { column: 'organize_id', type: 'text' },
    department: { select: "coalesce(o.full_name, '')", type: 'text' },
  },
  joins: 'left join organize o on o.id = r.organize_id',
  dataScope: { organizeIds: 'select r.organize_id', creator: 'r.creator_user_id' },
  form: {
    schema: {
      type: 'object',
      required: ['organizeId', 'fullName', 'enCode', 'type'],
      additionalProperties: false,
      properties: {
        ...standardProperties,
        organizeId: { type: 'string', title: '所属组织', minLength: 1, maxLength: 40 },
        fullName: nameProperty('岗位名称'),
        enCode: nameProperty('岗位编码'),
        type: { type: 'string', title: '岗位类型', minLength: 1, maxLength: 50 },
      },
    },
    uiSchema: {
      'ui:order': ['organizeId', 'fullName', 'enCode', 'type', 'enabledMark', 'sortCode', 'description', '*'],
      'ui:form': { labelWidth: 80 },
      ...standardUi,
      // The organisation picker; the schema keeps the chosen unit's own id, not JNPF's path.
      organizeId: {
        'ui:field': 'organizeSelect',
        'ui:options': { ...textOptions(messages.organizeId), valueShape: 'id', placeholder: '选择所属组织' },
      },
      fullName: textInput(messages.fullName),
      enCode: textInput(messages.enCode),
      type: dictionaryCodeSelect(positionTypeDictionary, messages.type),
    },
    messages,
  },
  list: {
    keyword: ['fullName', 'enCode'],
    filters: { organizeId: 'organizeId', type: 'type' },
    sortable: ['sortCode', 'creatorTime', 'fullName', 'enCode'],
    defaultSort: 'asc',
    pageSize: 20,
  },
  unique: { position_en_code: '岗位编码已存在', position_full_name: '岗位名称已存在' },
  actions: standardActions,
  messages: { notFound: '岗位不存在' },
});
