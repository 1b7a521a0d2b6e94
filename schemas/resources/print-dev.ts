/**
 * Print templates (menu 打印模板; spec 001 section 7 "Print templates", reference 4.18 and 5.6
 * base_print_template; docs/print.md). The standard calls come from this definition; the source check,
 * the versions, `Selector`, `Fields`, `Data`, `BatchData`, copy, export, import and the print log are
 * server/resources/hooks/print-dev-hooks.ts over server/print/. The list is this definition's page
 * (schemas/pages/print-dev.ts); add and edit open the template editor (screens/print/).
 */
import { printDevMenu, printDevMessages, printDevPath, printSourceNames } from '../../api/print-dev';
import type { FormMessages } from '../form-rules';
import { defineResource, type ResourceInfo } from './define';
import { nameProperty, standardFields, standardProperties, standardUi, textInput } from './standard';

const messages = {
  fullName: { required: '请输入模板名称', maxLength: '模板名称最多为50个字符！' },
  enCode: { required: '请输入模板编码', maxLength: '模板编码最多为50个字符！' },
  category: { required: '请输入模板分类', maxLength: '模板分类最多为50个字符！' },
  type: { required: '请选择数据来源' },
} satisfies FormMessages;

/** The name of the template's source: the form as released, or the interface. */
const sourceName = `case when r.type = 1 then (select v.full_name from visual_dev_release v where v.id = r.form_id)
  else (select i.full_name from data_interface i where i.id = r.interface_id) end`;

export const printDevResource = defineResource({
  name: 'printDev',
  path: printDevPath,
  table: 'print_template',
  menu: printDevMenu,
  fields: {
    id: standardFields.id,
    fullName: standardFields.fullName,
    enCode: standardFields.enCode,
    category: { column: 'category', type: 'text' },
    type: { column: 'type', type: 'integer' },
    formId: { column: 'form_id', type: 'text' },
    interfaceId: { column: 'interface_id', type: 'text' },
    sourceName: { select: sourceName, type: 'text', inInfo: false },
    printTemplate: { column: 'print_template', type: 'text', inList: false },
    sortCode: standardFields.sortCode,
    enabledMark: standardFields.enabledMark,
    description: standardFields.description,
    creatorTime: { ...standardFields.creatorTime, inInfo: false },
    lastModifyTime: { column: 'last_modify_time', type: 'time', inInfo: false },
  },
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode', 'category', 'type'],
      additionalProperties: false,
      properties: {
        id: standardProperties.id,
        fullName: nameProperty('模板名称'),
        enCode: nameProperty('模板编码'),
        category: nameProperty('模板分类'),
        type: { type: 'integer', title: '数据来源', enum: [1, 2], default: 1 },
        formId: { type: 'string', title: '功能表单', maxLength: 100 },
        interfaceId: { type: 'string', title: '数据接口', maxLength: 40 },
        // A template of a few hundred kB holds pages of tables; images are addresses, not data.
        printTemplate: { type: 'string', title: '模板内容', maxLength: 500_000 },
        sortCode: standardProperties.sortCode,
        enabledMark: standardProperties.enabledMark,
        description: standardProperties.description,
      },
    },
    uiSchema: {
      'ui:order': ['fullName', 'enCode', 'category', 'type', 'sortCode', 'enabledMark', 'description', '*'],
      'ui:form': { labelWidth: 80 },
      ...standardUi,
      fullName: textInput(messages.fullName),
      enCode: textInput(messages.enCode),
      category: textInput(messages.category),
      type: {
        'ui:field': 'radio',
        'ui:options': {
          options: ([1, 2] as const).map((id) => ({ id, fullName: printSourceNames[id] })),
          props: { value: 'id', label: 'fullName' },
        },
      },
      formId: { 'ui:options': { hidden: true } },
      interfaceId: { 'ui:options': { hidden: true } },
      printTemplate: { 'ui:options': { hidden: true } },
    },
    messages,
  },
  list: {
    keyword: ['fullName', 'enCode'],
    filters: { category: 'category', type: 'type' },
    sortable: ['creatorTime', 'sortCode', 'fullName', 'enCode', 'lastModifyTime'],
    defaultSort: 'desc',
    pageSize: 20,
  },
  unique: { print_template_en_code: printDevMessages.codeTaken, print_template_full_name: printDevMessages.nameTaken },
  actions: {
    list: true,
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
    state: { button: 'btn_enable' },
  },
  messages: { notFound: printDevMessages.notFound },
});

/** A template as its editor reads it (`GET {id}`) and its export file holds it. */
export type PrintDevInfo = ResourceInfo<typeof printDevResource>;
