/**
 * Data reports (menu 报表设计; issue 16, type-5 menus; docs/portal.md): a data interface and the report's
 * configuration (`reportConfig`, JSON text of schemas/report-config.ts: columns with totals, a chart,
 * the filters' choices). The standard calls come from this definition; showing, running and exporting
 * a report are server/reports/report-routes.ts.
 */
import { dataReportMenu, dataReportMessages, dataReportPath, moduleCodePattern } from '../../api/portal';
import { ruleOf, type FormMessages } from '../form-rules';
import { defineResource, type ResourceInfo } from './define';
import { nameProperty, standardFields, standardProperties, standardUi, textInput } from './standard';

const messages = {
  fullName: { required: '请输入报表名称', maxLength: '报表名称最多为50个字符' },
  enCode: {
    required: '请输入报表编码',
    maxLength: '报表编码最多为50个字符',
    rules: [ruleOf(new RegExp(moduleCodePattern), '编码只能是字母、数字、点、下划线和连字符，且以字母或数字开头和结尾')],
  },
  category: { maxLength: '报表分类最多为50个字符' },
  interfaceId: { required: '请选择数据接口' },
  reportConfig: { required: '请填写报表配置' },
} satisfies FormMessages;

export const dataReportResource = defineResource({
  name: 'dataReport',
  path: dataReportPath,
  table: 'data_report',
  menu: dataReportMenu,
  fields: {
    id: standardFields.id,
    fullName: standardFields.fullName,
    enCode: standardFields.enCode,
    category: { column: 'category', type: 'text' },
    interfaceId: { column: 'interface_id', type: 'text' },
    interfaceName: { select: '(select i.full_name from data_interface i where i.id = r.interface_id)', type: 'text', inInfo: false },
    reportConfig: { column: 'report_config', type: 'text', inList: false },
    sortCode: standardFields.sortCode,
    enabledMark: standardFields.enabledMark,
    description: standardFields.description,
    creatorTime: { ...standardFields.creatorTime, inInfo: false },
    lastModifyTime: { column: 'last_modify_time', type: 'time', inInfo: false },
  },
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode', 'interfaceId', 'reportConfig'],
      additionalProperties: false,
      properties: {
        id: standardProperties.id,
        fullName: nameProperty('报表名称'),
        enCode: nameProperty('报表编码'),
        category: { type: 'string', title: '报表分类', maxLength: 50, default: '' },
        interfaceId: { type: 'string', title: '数据接口', minLength: 1, maxLength: 40 },
        reportConfig: { type: 'string', title: '报表配置', minLength: 1, maxLength: 100_000 },
        sortCode: standardProperties.sortCode,
        enabledMark: standardProperties.enabledMark,
        description: standardProperties.description,
      },
    },
    uiSchema: {
      'ui:order': ['fullName', 'enCode', 'category', 'interfaceId', 'sortCode', 'enabledMark', 'description', 'reportConfig', '*'],
      'ui:form': { labelWidth: 80 },
      ...standardUi,
      fullName: textInput(messages.fullName),
      enCode: textInput(messages.enCode),
      category: textInput(messages.category),
      interfaceId: textInput(messages.interfaceId),
      reportConfig: { 'ui:field': 'textarea', 'ui:options': { rows: 10 } },
    },
    messages,
  },
  list: {
    keyword: ['fullName', 'enCode'],
    filters: { category: 'category' },
    sortable: ['sortCode', 'creatorTime', 'fullName', 'enCode', 'lastModifyTime'],
    defaultSort: 'asc',
    pageSize: 20,
  },
  unique: { data_report_en_code: dataReportMessages.codeTaken, data_report_full_name: dataReportMessages.nameTaken },
  actions: {
    list: true,
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
    state: { button: 'btn_enable' },
  },
  messages: { notFound: dataReportMessages.notFound },
});

export type DataReportInfo = ResourceInfo<typeof dataReportResource>;
