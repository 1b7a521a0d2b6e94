/** Positions (menu 岗位管理; spec 001 "Positions", reference 4.14 and 5.2 base_position). */
import { textOptions, type FormMessages } from '../form-rules';
import { defineResource, dictionaryName } from './define';

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
    id: { column: 'id', type: 'text' },
    fullName: { column: 'full_name', type: 'text' },
    enCode: { column: 'en_code', type: 'text' },
    type: { column: 'type', type: 'text' },
    organizeId: { column: 'organize_id', type: 'text' },
    department: { select: "coalesce(o.full_name, '')", type: 'text' },
    typeName: { select: dictionaryName(positionTypeDictionary, 'r.type'), type: 'text' },
    description: { column: 'description', type: 'text', inList: false },
    sortCode: { column: 'sort_code', type: 'integer' },
    enabledMark: { column: 'enabled_mark', type: 'integer' },
    creatorTime: { column: 'creator_time', type: 'time' },
  },
  joins: 'left join organize o on o.id = r.organize_id',
  form: {
    schema: {
      type: 'object',
      required: ['organizeId', 'fullName', 'enCode', 'type'],
      additionalProperties: false,
      properties: {
        id: { type: 'string', maxLength: 40 },
        organizeId: { type: 'string', title: '所属组织', minLength: 1, maxLength: 40 },
        fullName: { type: 'string', title: '岗位名称', minLength: 1, maxLength: 50 },
        enCode: { type: 'string', title: '岗位编码', minLength: 1, maxLength: 50 },
        type: { type: 'string', title: '岗位类型', minLength: 1, maxLength: 50 },
        enabledMark: { type: 'integer', title: '状态', enum: [0, 1], default: 1 },
        sortCode: { type: 'integer', title: '排序', minimum: 0, maximum: 999999, default: 0 },
        description: { type: 'string', title: '说明', maxLength: 500 },
      },
    },
    uiSchema: {
      'ui:order': ['organizeId', 'fullName', 'enCode', 'type', 'enabledMark', 'sortCode', 'description', '*'],
      'ui:form': { labelWidth: 80 },
      id: { 'ui:options': { hidden: true } },
      // Options: the organisations of the picker tree (the page's option source `position.organizations`).
      organizeId: { 'ui:field': 'treeSelect', 'ui:options': { ...textOptions(messages.organizeId), clearable: false, options: [] } },
      fullName: { 'ui:field': 'input', 'ui:options': textOptions(messages.fullName) },
      enCode: { 'ui:field': 'input', 'ui:options': textOptions(messages.enCode) },
      type: {
        'ui:field': 'select',
        'ui:options': {
          ...textOptions(messages.type),
          dataType: 'dictionary',
          dictionaryType: positionTypeDictionary,
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
    filters: { organizeId: 'organizeId', type: 'type' },
    sortable: ['sortCode', 'creatorTime', 'fullName', 'enCode'],
    defaultSort: 'asc',
    pageSize: 20,
  },
  unique: { position_en_code: '岗位编码已存在', position_full_name: '岗位名称已存在' },
  actions: {
    list: true,
    selector: true,
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
  },
  messages: { notFound: '岗位不存在' },
});
