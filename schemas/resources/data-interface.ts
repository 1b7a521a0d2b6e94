/**
 * Data interfaces (menu 数据接口; spec 001 sections 3 and 7 "Data interfaces", reference 4.16 and 5.4
 * base_data_interface; docs/data-interfaces.md). The standard calls come from this definition; running
 * an interface, its log, copy, export and import are hooks (server/resources/hooks/data-interface-hooks.ts
 * over server/data-interfaces/).
 */
import {
  dataInterfaceMenu,
  dataInterfaceMessages,
  dataInterfacePath,
  dataInterfaceTypeNames,
  parameterDataTypes,
  requestMethods,
} from '../../api/data-interface';
import type { RJSFSchema } from '@rjsf/utils';
import { ruleOf, textOptions, type FormMessages } from '../form-rules';
import { defineResource, type ResourceInfo } from './define';
import { nameProperty, standardFields, standardProperties, standardUi, textInput } from './standard';

const messages = {
  fullName: { required: '请输入接口名称', maxLength: '接口名称最多为50个字符！' },
  enCode: { required: '请输入接口编码', maxLength: '接口编码最多为50个字符！' },
  category: { required: '请输入接口分类', maxLength: '接口分类最多为50个字符！' },
  dataType: { required: '请选择接口类型' },
  requestMethod: { required: '请选择请求方式' },
  query: { required: '请输入接口内容' },
} satisfies FormMessages;

/** A declared parameter's name: `@name` in the SQL, so an identifier. */
export const parameterNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

const parameterItem = {
  type: 'object',
  required: ['field', 'dataType'],
  additionalProperties: false,
  properties: {
    field: { type: 'string', title: '参数名', minLength: 1, maxLength: 50, pattern: parameterNamePattern.source },
    dataType: { type: 'string', title: '类型', enum: [...parameterDataTypes], default: 'varchar' },
    defaultValue: { type: 'string', title: '默认值', maxLength: 500 },
    required: { type: 'integer', title: '必填', enum: [0, 1], default: 0 },
    fieldName: { type: 'string', title: '说明', maxLength: 100 },
  },
} satisfies RJSFSchema;

export const dataInterfaceResource = defineResource({
  name: 'dataInterface',
  path: dataInterfacePath,
  table: 'data_interface',
  menu: dataInterfaceMenu,
  fields: {
    id: standardFields.id,
    fullName: standardFields.fullName,
    enCode: standardFields.enCode,
    category: { column: 'category', type: 'text' },
    dataType: { column: 'data_type', type: 'integer' },
    requestMethod: { column: 'request_method', type: 'text' },
    query: { column: 'query', type: 'text', inList: false },
    // JSON text in the table, as JNPF keeps it; the dialog reads it as a list (the hooks' afterInfo).
    requestParameters: { column: 'request_parameters', type: 'text', inList: false, inInfo: false },
    sortCode: standardFields.sortCode,
    enabledMark: standardFields.enabledMark,
    description: standardFields.description,
    creatorTime: { ...standardFields.creatorTime, inInfo: false },
    lastModifyTime: { column: 'last_modify_time', type: 'time', inInfo: false },
  },
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode', 'category', 'dataType', 'requestMethod', 'query'],
      additionalProperties: false,
      properties: {
        id: standardProperties.id,
        fullName: nameProperty('接口名称'),
        enCode: nameProperty('接口编码'),
        category: nameProperty('接口分类'),
        dataType: { type: 'integer', title: '接口类型', enum: [1, 2, 3], default: 1 },
        requestMethod: { type: 'string', title: '请求方式', enum: [...requestMethods], default: 'GET' },
        query: { type: 'string', title: '接口内容', minLength: 1, maxLength: 20000 },
        requestParameters: { type: 'array', title: '参数', maxItems: 50, items: parameterItem },
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
        'dataType',
        'requestMethod',
        'query',
        'requestParameters',
        'sortCode',
        'enabledMark',
        'description',
        '*',
      ],
      'ui:form': { labelWidth: 90 },
      ...standardUi,
      fullName: textInput(messages.fullName),
      enCode: textInput(messages.enCode),
      category: textInput(messages.category),
      dataType: {
        'ui:field': 'radio',
        'ui:options': {
          options: ([1, 2, 3] as const).map((id) => ({ id, fullName: dataInterfaceTypeNames[id] })),
          props: { value: 'id', label: 'fullName' },
        },
      },
      requestMethod: {
        'ui:field': 'radio',
        'ui:options': { options: requestMethods.map((id) => ({ id, fullName: id })), props: { value: 'id', label: 'fullName' } },
      },
      query: {
        'ui:field': 'textarea',
        'ui:options': {
          ...textOptions(messages.query),
          autosize: { minRows: 6, maxRows: 16 },
          tipLabel: 'SQL 查询：一条 select 语句，参数写成 @参数名；静态数据：JSON；API 接口：请求地址（http:// 或 https://）',
        },
      },
      requestParameters: {
        'ui:field': 'table',
        'ui:options': { actionText: '添加参数' },
        items: {
          field: {
            'ui:field': 'input',
            'ui:options': { placeholder: '参数名', rules: [ruleOf(parameterNamePattern, dataInterfaceMessages.parameterName)] },
          },
          dataType: { 'ui:field': 'select', 'ui:options': { trigger: 'change' } },
          defaultValue: { 'ui:field': 'input' },
          required: { 'ui:field': 'switch', 'ui:options': { activeValue: 1, inactiveValue: 0 } },
          fieldName: { 'ui:field': 'input' },
        },
      },
    },
    messages,
  },
  list: {
    keyword: ['fullName', 'enCode'],
    filters: { category: 'category', dataType: 'dataType' },
    sortable: ['creatorTime', 'sortCode', 'fullName', 'enCode', 'lastModifyTime'],
    defaultSort: 'desc',
    pageSize: 20,
  },
  unique: { data_interface_en_code: dataInterfaceMessages.codeTaken, data_interface_full_name: dataInterfaceMessages.nameTaken },
  actions: {
    list: true,
    // The picker tree by category (hooks' selectorList), for every signed-in user (form designers).
    selector: true,
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
    state: { button: 'btn_enable' },
  },
  messages: { notFound: dataInterfaceMessages.notFound },
});

/** An interface as its dialog reads it (`GET {id}`) and its export file holds it. */
export type DataInterfaceInfo = ResourceInfo<typeof dataInterfaceResource>;
