/**
 * Areas (menu 行政区划; spec 001 "Areas", reference 4.15): the administrative divisions, a tree by
 * `parentId` (root '-1'). `GET {path}/{nodeId}` answers a node's children here, so the dialog's row is
 * at `{path}/{id}/Info`; the children list, the picker and GetAreaByIds are the hooks' extra routes
 * (server/resources/hooks/area-hooks.ts). Seeded rows carry the official code as id and code.
 */
import { textOptions, type FormMessages } from '../form-rules';
import { defineResource } from './define';

export const areaMenu = 'system.area';

const messages = {
  fullName: { required: '请输入区域名称', maxLength: '区域名称最多为50个字符！' },
  enCode: { required: '请输入区域编码', maxLength: '区域编码最多为50个字符！' },
} satisfies FormMessages;

export const areaResource = defineResource({
  name: 'area',
  path: '/api/system/Area',
  table: 'area',
  menu: areaMenu,
  fields: {
    id: { column: 'id', type: 'text' },
    parentId: { column: 'parent_id', type: 'text' },
    fullName: { column: 'full_name', type: 'text' },
    enCode: { column: 'en_code', type: 'text' },
    description: { column: 'description', type: 'text', inList: false },
    sortCode: { column: 'sort_code', type: 'integer' },
    enabledMark: { column: 'enabled_mark', type: 'integer' },
    creatorTime: { column: 'creator_time', type: 'time' },
  },
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode'],
      additionalProperties: false,
      properties: {
        id: { type: 'string', maxLength: 40 },
        // '-1' (or left out): a province, at the root.
        parentId: { type: 'string', title: '上级区域', maxLength: 40, default: '-1' },
        fullName: { type: 'string', title: '区域名称', minLength: 1, maxLength: 50 },
        enCode: { type: 'string', title: '区域编码', minLength: 1, maxLength: 50 },
        enabledMark: { type: 'integer', title: '状态', enum: [0, 1], default: 1 },
        sortCode: { type: 'integer', title: '排序', minimum: 0, maximum: 999999, default: 0 },
        description: { type: 'string', title: '说明', maxLength: 500 },
      },
    },
    uiSchema: {
      'ui:order': ['parentId', 'fullName', 'enCode', 'enabledMark', 'sortCode', 'description', '*'],
      'ui:form': { labelWidth: 80 },
      id: { 'ui:options': { hidden: true } },
      // Filled by the screen from the node being added under (or the edited row); not chosen here.
      parentId: { 'ui:options': { hidden: true } },
      fullName: { 'ui:field': 'input', 'ui:options': textOptions(messages.fullName) },
      enCode: { 'ui:field': 'input', 'ui:options': textOptions(messages.enCode) },
      enabledMark: { 'ui:field': 'switch', 'ui:options': { activeValue: 1, inactiveValue: 0 } },
      sortCode: { 'ui:field': 'inputNumber', 'ui:options': { controls: true } },
      description: { 'ui:field': 'textarea', 'ui:options': { rows: 3 } },
    },
    messages,
  },
  // The family has no paged list (the screen reads children by node); these serve the definition only.
  list: { keyword: ['fullName', 'enCode'], sortable: ['sortCode', 'enCode', 'fullName'], defaultSort: 'asc', pageSize: 20 },
  unique: { area_en_code: '区域编码已存在' },
  actions: {
    info: { suffix: '/Info' },
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
    state: { button: 'btn_enable' },
  },
  messages: { notFound: '区域不存在' },
});
