/**
 * 消息中心's pages (docs/message-centre.md): 消息模板 and 发送配置 are resource pages made from their
 * definitions (the template dialog with its parameter table and the live preview; the configuration
 * dialog with its (channel, template) rows and the 测试发送 dialog), 消息记录 a page over its own calls
 * with the receivers' page its detail dialog shows.
 */
import {
  channelNames,
  messageChannels,
  messageSourceNames,
  messageSources,
  messageTypeNames,
  type MessageSource,
} from '../../api/message-centre';
import { messageTypes, type MessageType } from '../../api/messages';
import type { DialogConfig, JsonObject, LocalText, PageSchema, SearchConfig } from '../page-types';
import { messageTemplateResource } from '../resources/message-template';
import { sendConfigResource } from '../resources/send-config';
import { keywordSearch, removeConfirm, t, words } from './page-texts';
import { resourceCall, resourcePage } from './resource-page';

const typeColors: Record<MessageType, string> = { 1: 'blue', 2: 'purple', 3: 'green', 4: 'orange', 7: 'cyan', 8: 'cyan' };
const typeTags = Object.fromEntries(messageTypes.map((type) => [type, { label: messageTypeNames[type], color: typeColors[type] }]));
const sourceTags = Object.fromEntries(
  messageSources.map((source: MessageSource) => [source, { label: messageSourceNames[source], color: 'gray' }]),
);
const channelTags = { 1: { label: channelNames[1], color: 'blue' }, 2: { label: channelNames[2], color: 'purple' } };

const copy = { id: 'copy', label: t('复制', 'Copy', '複製'), button: 'btn_copy' };

/** A select of the search form over fixed values. */
const searchSelect = (placeholder: string, names: string[]) => ({
  'ui:field': 'select',
  'ui:options': { span: 5, placeholder, clearable: true, enumNames: names },
});

export const messageTemplatePage: PageSchema = {
  ...resourcePage(messageTemplateResource, {
    id: 'msgCenter-msgTemplate',
    dialog: {
      title: { create: t('新建模板', 'New template', '新建模板'), edit: t('编辑模板', 'Edit template', '編輯模板') },
      width: 800,
      // The title and content filled with each parameter's default, as a send would fill them.
      derive: { preview: 'messageTemplatePreview' },
    },
    rowCalls: [copy],
    columns: [
      { prop: 'fullName', label: t('模板名称', 'Name', '模板名稱') },
      { prop: 'enCode', label: t('模板编码', 'Code', '模板編碼') },
      { prop: 'messageType', label: t('消息类型', 'Type', '消息類型'), kind: 'tag', width: 100, options: { map: typeTags } },
      { prop: 'messageSource', label: t('消息来源', 'Source', '消息來源'), kind: 'tag', width: 100, options: { map: sourceTags } },
      { prop: 'enabledMark', label: words.status, kind: 'status', width: 90 },
      { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime', width: 160 },
    ],
  }),
  search: {
    schema: {
      type: 'object',
      properties: {
        ...(keywordSearch.schema.properties as object),
        messageType: { type: 'integer', title: '消息类型', enum: [...messageTypes] },
      },
    },
    uiSchema: {
      ...keywordSearch.uiSchema,
      messageType: searchSelect(
        '消息类型',
        messageTypes.map((type) => messageTypeNames[type]),
      ),
    },
  },
};

/** 测试发送: the receivers and a value for each parameter of the configuration's templates. */
const testDialog: DialogConfig = {
  title: { create: t('测试发送', 'Test send', '測試發送'), edit: t('测试发送', 'Test send', '測試發送') },
  width: 700,
  form: {
    schema: {
      type: 'object',
      required: ['toUserIds'],
      properties: {
        toUserIds: { type: 'array', title: '接收人', minItems: 1, items: { type: 'string' } },
        parameters: {
          type: 'array',
          title: '参数',
          items: {
            type: 'object',
            properties: {
              field: { type: 'string', title: '参数名' },
              fieldName: { type: 'string', title: '参数说明' },
              value: { type: 'string', title: '参数值', maxLength: 2000 },
            },
          },
        },
      },
    } as JsonObject,
    uiSchema: {
      'ui:form': { labelWidth: 80 },
      toUserIds: { 'ui:field': 'userSelect', 'ui:options': { multiple: true, placeholder: '请选择接收人', clearable: true } },
      parameters: {
        'ui:field': 'table',
        'ui:options': { actionText: '添加参数' },
        items: {
          field: { 'ui:field': 'input', 'ui:options': { readonly: true } },
          fieldName: { 'ui:field': 'input', 'ui:options': { readonly: true } },
          value: { 'ui:field': 'input', 'ui:options': { placeholder: '参数值' } },
        },
      },
    } as JsonObject,
  },
  load: resourceCall(sendConfigResource, 'testConfig'),
  save: { create: resourceCall(sendConfigResource, 'test'), update: resourceCall(sendConfigResource, 'test') },
};

export const sendConfigPage: PageSchema = resourcePage(sendConfigResource, {
  id: 'msgCenter-sendConfig',
  dialog: {
    title: { create: t('新建配置', 'New configuration', '新建配置'), edit: t('编辑配置', 'Edit configuration', '編輯配置') },
    width: 800,
    optionSources: { 'sendConfigTemplateList.templateId': { call: resourceCall(sendConfigResource, 'templates') } },
  },
  rowCalls: [copy],
  rowDialogs: [{ id: 'test', label: t('测试发送', 'Test send', '測試發送'), button: 'btn_test', dialog: testDialog }],
  columns: [
    { prop: 'fullName', label: t('配置名称', 'Name', '配置名稱') },
    { prop: 'enCode', label: t('配置编码', 'Code', '配置編碼') },
    { prop: 'messageSource', label: t('消息来源', 'Source', '消息來源'), kind: 'tag', width: 100, options: { map: sourceTags } },
    { prop: 'channels', label: t('发送渠道', 'Channels', '發送渠道'), width: 140 },
    { prop: 'enabledMark', label: words.status, kind: 'status', width: 90 },
    { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime', width: 160 },
  ],
});

/** The calls 消息记录's data source answers (screens/msg-center/monitor/monitor-source.ts). */
export const monitorCalls = {
  list: 'messageMonitor.list',
  remove: 'messageMonitor.remove',
  receivers: 'messageMonitor.receivers',
} as const;

/** The row action that opens a record's detail (a handler of the screen). */
export const monitorDetailHandler = 'monitorDetail';

const timeField = (placeholder: string) => ({
  'ui:field': 'datePicker',
  'ui:options': { span: 5, type: 'datetime', format: 'YYYY-MM-DD HH:mm:ss', placeholder, clearable: true },
});

const monitorSearch: SearchConfig = {
  schema: {
    type: 'object',
    properties: {
      keyword: { type: 'string', title: '关键词', maxLength: 100 },
      messageType: { type: 'integer', title: '消息类型', enum: [...messageTypes] },
      channel: { type: 'integer', title: '发送渠道', enum: [...messageChannels] },
      startTime: { type: 'number', title: '开始时间' },
      endTime: { type: 'number', title: '结束时间' },
    },
  },
  uiSchema: {
    'ui:form': { labelWidth: 70 },
    keyword: { 'ui:field': 'input', 'ui:options': { span: 6, placeholder: '请输入消息标题查询' } },
    messageType: searchSelect(
      '消息类型',
      messageTypes.map((type) => messageTypeNames[type]),
    ),
    channel: searchSelect(
      '发送渠道',
      messageChannels.map((channel) => channelNames[channel]),
    ),
    startTime: timeField('开始时间'),
    endTime: timeField('结束时间'),
  },
};

export const monitorTexts = {
  detail: t('详情', 'Detail', '詳情'),
  detailTitle: t('消息详情', 'Message detail', '消息詳情'),
  readState: t('已读情况', 'Read', '已讀情況'),
  sent: t('成功', 'Sent', '成功'),
  failed: t('失败', 'Failed', '失敗'),
} satisfies Record<string, LocalText>;

export const messageMonitorPage: PageSchema = {
  id: 'msgCenter-msgMonitor',
  search: monitorSearch,
  list: { call: monitorCalls.list },
  toolbar: { tools: ['refresh'] },
  columns: [
    { prop: 'title', label: t('消息标题', 'Title', '消息標題') },
    { prop: 'messageType', label: t('消息类型', 'Type', '消息類型'), kind: 'tag', width: 90, options: { map: typeTags } },
    { prop: 'channel', label: t('发送渠道', 'Channel', '發送渠道'), kind: 'tag', width: 90, options: { map: channelTags } },
    { prop: 'releaseUser', label: t('发送人', 'Sender', '發送人'), width: 140 },
    { prop: 'releaseTime', label: t('发送时间', 'Sent', '發送時間'), kind: 'dateTime', width: 160 },
    { prop: 'receiveUser', label: t('接收人', 'Receivers', '接收人'), width: 180 },
    // "1/3": read of received (in-platform); e-mail has no read state.
    { prop: 'readState', label: monitorTexts.readState, width: 90 },
    {
      prop: 'state',
      label: words.status,
      kind: 'tag',
      width: 80,
      options: { map: { 1: { label: monitorTexts.sent, color: 'green' }, 0: { label: monitorTexts.failed, color: 'red' } } },
    },
    { prop: 'templateName', label: t('消息模板', 'Template', '消息模板'), width: 130 },
  ],
  rowActions: [
    { id: 'detail', label: monitorTexts.detail, action: 'detail', permission: 'btn_detail' },
    { id: 'remove', label: words.remove, action: 'remove', permission: 'btn_remove', variant: 'danger' },
  ],
  actions: {
    detail: { type: 'custom', handler: monitorDetailHandler },
    remove: { type: 'call', call: monitorCalls.remove, confirm: removeConfirm },
  },
};

const receiverStates = {
  read: { label: t('已读', 'Read', '已讀'), color: 'green' },
  unread: { label: t('未读', 'Unread', '未讀'), color: 'gray' },
  sent: { label: t('已发送', 'Sent', '已發送'), color: 'blue' },
  failed: { label: t('未送达', 'Not delivered', '未送達'), color: 'red' },
};

/** A record's receivers, in its detail dialog: who read it (in-platform), who the mail reached (e-mail). */
export const monitorReceiversPage: PageSchema = {
  id: 'msgCenter-msgMonitor-receivers',
  search: {
    schema: {
      type: 'object',
      properties: {
        keyword: { type: 'string', title: '关键词', maxLength: 100 },
        isRead: { type: 'integer', title: '阅读', enum: [1, 0] },
      },
    },
    uiSchema: {
      'ui:form': { labelWidth: 60 },
      keyword: { 'ui:field': 'input', 'ui:options': { span: 10, placeholder: '姓名或账户' } },
      isRead: searchSelect('全部', ['已读', '未读']),
    },
  },
  list: { call: monitorCalls.receivers, paging: { pageSize: 20 } },
  toolbar: { tools: ['refresh'] },
  columns: [
    { prop: 'userName', label: t('接收人', 'Receiver', '接收人') },
    { prop: 'email', label: t('邮箱', 'E-mail', '郵箱'), width: 200 },
    { prop: 'state', label: words.status, kind: 'tag', width: 90, options: { map: receiverStates } },
    { prop: 'readTime', label: t('阅读时间', 'Read at', '閱讀時間'), kind: 'dateTime', width: 160 },
  ],
};
