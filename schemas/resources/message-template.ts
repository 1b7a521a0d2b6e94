/**
 * Message templates (menu 消息模板; spec 001 section 7 "Message templates", reference 5.5
 * base_msg_template; docs/message-centre.md): a title and content with `{param}` placeholders, the
 * parameters declared for them, the type the message has in the receivers' lists and who sends it.
 * The standard calls come from this definition; copy, `MessageDataType/getTypeList/{id}` and the
 * parameter checks are hooks (server/resources/hooks/message-template-hooks.ts).
 */
import type { RJSFSchema } from '@rjsf/utils';
import {
  messageCentreMessages as text,
  messageSourceNames,
  messageSources,
  messageTemplateMenu,
  messageTemplatePath,
  messageTypeNames,
  parameterNamePattern,
} from '../../api/message-centre';
import { messageTypes } from '../../api/messages';
import { ruleOf, textOptions, type FormMessages } from '../form-rules';
import { defineResource, type ResourceInfo } from './define';
import { nameProperty, standardFields, standardProperties, standardUi, textInput } from './standard';

const messages = {
  fullName: { required: '请输入模板名称', maxLength: '模板名称最多为50个字符！' },
  enCode: { required: '请输入模板编码', maxLength: '模板编码最多为50个字符！' },
  messageType: { required: '请选择消息类型' },
  messageSource: { required: '请选择消息来源' },
  title: { required: '请输入消息标题', maxLength: '消息标题最多为100个字符！' },
  content: { required: '请输入消息内容', maxLength: '消息内容最多为5000个字符！' },
} satisfies FormMessages;

const parameterItem = {
  type: 'object',
  required: ['field'],
  additionalProperties: false,
  properties: {
    field: { type: 'string', title: '参数名', minLength: 1, maxLength: 50, pattern: parameterNamePattern.source },
    fieldName: { type: 'string', title: '参数说明', maxLength: 50 },
    defaultValue: { type: 'string', title: '默认值', maxLength: 500 },
  },
} satisfies RJSFSchema;

/** [value, name] pairs as a radio or select lists them. */
const choices = <V extends string | number>(values: readonly V[], names: Record<V, string>) =>
  values.map((id) => ({ id, fullName: names[id] }));

export const messageTemplateResource = defineResource({
  name: 'messageTemplate',
  path: messageTemplatePath,
  table: 'message_template',
  menu: messageTemplateMenu,
  fields: {
    id: standardFields.id,
    fullName: standardFields.fullName,
    enCode: standardFields.enCode,
    messageType: { column: 'message_type', type: 'integer' },
    messageSource: { column: 'message_source', type: 'text' },
    title: { column: 'title', type: 'text' },
    content: { column: 'content', type: 'text', inList: false },
    // JSON text in the table; the dialog reads it as a list (the hooks' afterInfo).
    templateParameters: { column: 'template_parameters', type: 'text', inList: false, inInfo: false },
    sortCode: standardFields.sortCode,
    enabledMark: standardFields.enabledMark,
    description: standardFields.description,
    creatorTime: { ...standardFields.creatorTime, inInfo: false },
    lastModifyTime: { column: 'last_modify_time', type: 'time', inInfo: false },
  },
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode', 'messageType', 'messageSource', 'title', 'content'],
      additionalProperties: false,
      properties: {
        id: standardProperties.id,
        fullName: nameProperty('模板名称'),
        enCode: nameProperty('模板编码'),
        messageType: { type: 'integer', title: '消息类型', enum: [...messageTypes], default: 3 },
        messageSource: { type: 'string', title: '消息来源', enum: [...messageSources], default: '3' },
        title: { type: 'string', title: '消息标题', minLength: 1, maxLength: 100 },
        content: { type: 'string', title: '消息内容', minLength: 1, maxLength: 5000 },
        templateParameters: { type: 'array', title: '参数', maxItems: 50, items: parameterItem },
        // Shown only: the title and content filled with the parameters' defaults (the page's derive); never stored.
        preview: { type: 'string', title: '预览', maxLength: 12000 },
        sortCode: standardProperties.sortCode,
        enabledMark: standardProperties.enabledMark,
        description: standardProperties.description,
      },
    },
    uiSchema: {
      'ui:order': [
        'fullName',
        'enCode',
        'messageType',
        'messageSource',
        'title',
        'content',
        'templateParameters',
        'preview',
        'sortCode',
        'enabledMark',
        'description',
        '*',
      ],
      'ui:form': { labelWidth: 90 },
      ...standardUi,
      fullName: textInput(messages.fullName),
      enCode: textInput(messages.enCode),
      messageType: {
        'ui:field': 'select',
        'ui:options': {
          ...textOptions(messages.messageType),
          dataType: 'static',
          options: choices(messageTypes, messageTypeNames),
          props: { value: 'id', label: 'fullName' },
          trigger: 'change',
        },
      },
      messageSource: {
        'ui:field': 'select',
        'ui:options': {
          ...textOptions(messages.messageSource),
          dataType: 'static',
          options: choices(messageSources, messageSourceNames),
          props: { value: 'id', label: 'fullName' },
          trigger: 'change',
        },
      },
      title: { 'ui:field': 'input', 'ui:options': textOptions(messages.title, { tipLabel: '参数写成 {参数名}，如 {userName}' }) },
      content: {
        'ui:field': 'textarea',
        'ui:options': { ...textOptions(messages.content), autosize: { minRows: 4, maxRows: 12 }, tipLabel: '参数写成 {参数名}' },
      },
      templateParameters: {
        'ui:field': 'table',
        'ui:options': { actionText: '添加参数' },
        items: {
          field: {
            'ui:field': 'input',
            'ui:options': { placeholder: '参数名', rules: [ruleOf(parameterNamePattern, text.parameterName)] },
          },
          fieldName: { 'ui:field': 'input', 'ui:options': { placeholder: '参数说明' } },
          defaultValue: { 'ui:field': 'input', 'ui:options': { placeholder: '默认值（预览时使用）' } },
        },
      },
      preview: { 'ui:field': 'textarea', 'ui:options': { autosize: { minRows: 3, maxRows: 12 } } },
    },
    messages,
  },
  list: {
    keyword: ['fullName', 'enCode', 'title'],
    filters: { messageType: 'messageType', messageSource: 'messageSource', enabledMark: 'enabledMark' },
    sortable: ['creatorTime', 'sortCode', 'fullName', 'enCode', 'lastModifyTime'],
    defaultSort: 'desc',
    pageSize: 20,
  },
  unique: { message_template_en_code: text.templateCodeTaken, message_template_full_name: text.templateNameTaken },
  actions: {
    list: true,
    // The send configuration's template picker: the enabled templates, for every signed-in user.
    selector: true,
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
  },
  messages: { notFound: text.templateNotFound, inUse: text.templateInUse },
});

/** A template as its dialog reads it (`GET {id}`), its parameters a list. */
export type MessageTemplateInfo = ResourceInfo<typeof messageTemplateResource>;
