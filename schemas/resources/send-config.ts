/**
 * Send configurations (menu 发送配置; spec 000 section 7.3 `GET /api/message/SendMessageConfig/{id}`,
 * reference 5.5 base_msg_send and base_msg_send_template; docs/message-centre.md): a code other modules
 * send by (`sendByConfig`), and its (template, channel) pairs. The pairs are stored beside the row and
 * the e-mail channel is refused while no SMTP server is configured (hooks:
 * server/resources/hooks/send-config-hooks.ts), as are copy and the test send.
 */
import type { RJSFSchema } from '@rjsf/utils';
import {
  channelNames,
  messageCentreMessages as text,
  messageChannels,
  messageSourceNames,
  messageSources,
  sendConfigMenu,
  sendConfigPath,
} from '../../api/message-centre';
import { textOptions, type FormMessages } from '../form-rules';
import { defineResource, type ResourceInfo } from './define';
import { nameProperty, standardFields, standardProperties, standardUi, textInput } from './standard';

const messages = {
  fullName: { required: '请输入配置名称', maxLength: '配置名称最多为50个字符！' },
  enCode: { required: '请输入配置编码', maxLength: '配置编码最多为50个字符！' },
  messageSource: { required: '请选择消息来源' },
  sendConfigTemplateList: { minItems: text.noPairs, required: text.noPairs },
} satisfies FormMessages;

/** One (template, channel) pair. */
const pairItem = {
  type: 'object',
  required: ['channel', 'templateId'],
  additionalProperties: false,
  properties: {
    channel: { type: 'integer', title: '发送渠道', enum: [...messageChannels], default: 1 },
    templateId: { type: 'string', title: '消息模板', minLength: 1, maxLength: 40 },
    enabledMark: { type: 'integer', title: '启用', enum: [0, 1], default: 1 },
  },
} satisfies RJSFSchema;

export const sendConfigResource = defineResource({
  name: 'sendConfig',
  path: sendConfigPath,
  table: 'message_send_config',
  menu: sendConfigMenu,
  // Spec 000 section 7.3 lists `GET SendMessageConfig/{id}` among every user's calls (a schedule names its configuration).
  infoAccess: 'signedIn',
  fields: {
    id: standardFields.id,
    fullName: standardFields.fullName,
    enCode: standardFields.enCode,
    messageSource: { column: 'message_source', type: 'text' },
    // The channels of the enabled pairs, as names ("站内信,邮件"): the list's 发送渠道.
    channels: {
      select: `(select string_agg(case p.channel when 1 then '${channelNames[1]}' else '${channelNames[2]}' end, ',' order by p.channel)
                  from (select distinct channel from message_send_template where send_config_id = r.id and enabled_mark = 1) p)`,
      type: 'text',
      inInfo: false,
    },
    sortCode: standardFields.sortCode,
    enabledMark: standardFields.enabledMark,
    description: standardFields.description,
    creatorTime: { ...standardFields.creatorTime, inInfo: false },
    lastModifyTime: { column: 'last_modify_time', type: 'time', inInfo: false },
  },
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode', 'messageSource', 'sendConfigTemplateList'],
      additionalProperties: false,
      properties: {
        id: standardProperties.id,
        fullName: nameProperty('配置名称'),
        enCode: nameProperty('配置编码'),
        messageSource: { type: 'string', title: '消息来源', enum: [...messageSources], default: '3' },
        sendConfigTemplateList: { type: 'array', title: '发送模板', minItems: 1, maxItems: 20, items: pairItem },
        sortCode: standardProperties.sortCode,
        enabledMark: standardProperties.enabledMark,
        description: standardProperties.description,
      },
    },
    uiSchema: {
      'ui:order': ['fullName', 'enCode', 'messageSource', 'sendConfigTemplateList', 'sortCode', 'enabledMark', 'description', '*'],
      'ui:form': { labelWidth: 90 },
      ...standardUi,
      fullName: textInput(messages.fullName),
      enCode: textInput(messages.enCode),
      messageSource: {
        'ui:field': 'select',
        'ui:options': {
          ...textOptions(messages.messageSource),
          dataType: 'static',
          options: messageSources.map((id) => ({ id, fullName: messageSourceNames[id] })),
          props: { value: 'id', label: 'fullName' },
          trigger: 'change',
        },
      },
      sendConfigTemplateList: {
        'ui:field': 'table',
        'ui:options': { actionText: '添加模板', tipLabel: '站内信总是可用；邮件需要服务器配置 SMTP' },
        items: {
          channel: {
            'ui:field': 'select',
            'ui:options': {
              dataType: 'static',
              options: messageChannels.map((id) => ({ id, fullName: channelNames[id] })),
              props: { value: 'id', label: 'fullName' },
              trigger: 'change',
            },
          },
          // Its options are the enabled templates, loaded when the dialog opens (the page's optionSources).
          templateId: { 'ui:field': 'select', 'ui:options': { placeholder: '请选择消息模板', props: { value: 'id', label: 'fullName' } } },
          enabledMark: { 'ui:field': 'switch', 'ui:options': { activeValue: 1, inactiveValue: 0 } },
        },
      },
    },
    messages,
  },
  list: {
    keyword: ['fullName', 'enCode'],
    filters: { messageSource: 'messageSource', enabledMark: 'enabledMark' },
    sortable: ['creatorTime', 'sortCode', 'fullName', 'enCode', 'lastModifyTime'],
    defaultSort: 'desc',
    pageSize: 20,
  },
  unique: { message_send_config_en_code: text.configCodeTaken, message_send_config_full_name: text.configNameTaken },
  actions: {
    list: true,
    // The pickers of other modules (a schedule's 提醒方式): the enabled configurations.
    selector: true,
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
  },
  messages: { notFound: text.configNotFound },
});

/** A configuration as `GET SendMessageConfig/{id}` answers it, with its pairs. */
export type SendConfigInfo = ResourceInfo<typeof sendConfigResource>;
