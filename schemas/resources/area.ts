/**
 * Areas (menu 行政区划; spec 001 "Areas", reference 4.15): the administrative divisions, a tree by
 * `parentId` (root '-1'). `GET {path}/{nodeId}` answers a node's children here, so the dialog's row is
 * at `{path}/{id}/Info`; the children list, the picker and GetAreaByIds are the hooks' extra routes
 * (server/resources/hooks/area-hooks.ts). Seeded rows carry the official code as id and code.
 */
import type { FormMessages } from '../form-rules';
import { defineResource } from './define';
import { nameProperty, standardFields, standardProperties, standardUi, textInput } from './standard';

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
    ...standardFields,
    parentId: { column: 'parent_id', type: 'text' },
  },
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode'],
      additionalProperties: false,
      properties: {
        ...standardProperties,
        // '-1' (or left out): a province, at the root.
        parentId: { type: 'string', title: '上级区域', maxLength: 40, default: '-1' },
        fullName: nameProperty('区域名称'),
        enCode: nameProperty('区域编码'),
      },
    },
    uiSchema: {
      'ui:order': ['parentId', 'fullName', 'enCode', 'enabledMark', 'sortCode', 'description', '*'],
      'ui:form': { labelWidth: 80 },
      ...standardUi,
      // Filled by the screen from the node being added under (or the edited row); not chosen here.
      parentId: { 'ui:options': { hidden: true } },
      fullName: textInput(messages.fullName),
      enCode: textInput(messages.enCode),
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
