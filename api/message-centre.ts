/**
 * The message centre (menus 消息模板, 发送配置, 消息记录; spec 001 section 7 "Message templates", spec
 * 000 section 7.3; docs/message-centre.md): paths, menus, the channels and sources a template or a send
 * configuration names, the messages the server answers, and how a template's `{param}` placeholders
 * are filled (the server when it sends, the dialog for its preview).
 */
import type { MessageType } from './messages';

export const messageTemplatePath = '/api/message/MessageTemplateConfig';
export const sendConfigPath = '/api/message/SendMessageConfig';
export const messageMonitorPath = '/api/message/MessageMonitor';
export const messageDataTypePath = '/api/message/MessageDataType/getTypeList';

export const messageTemplateMenu = 'msgCenter.msgTemplate';
export const sendConfigMenu = 'msgCenter.sendConfig';
export const messageMonitorMenu = 'msgCenter.msgMonitor';

/** How a message goes out: 1 站内信 (the bell and the socket, always), 2 邮件 (SMTP, when configured). */
export type MessageChannel = 1 | 2;
export const messageChannels: readonly MessageChannel[] = [1, 2];
export const channelNames: Record<MessageChannel, string> = { 1: '站内信', 2: '邮件' };

/** Who sends (JNPF's msgSourceType), kept as its code. */
export const messageSources = ['1', '2', '3', '4', '5'] as const;
export type MessageSource = (typeof messageSources)[number];
export const messageSourceNames: Record<MessageSource, string> = { 1: '公告', 2: '流程', 3: '系统', 4: '日程', 5: '工单' };

/** The message's type in the receivers' lists (the bell's tabs; spec 000 section 3). */
export const messageTypeNames: Record<MessageType, string> = { 1: '公告', 2: '流程', 3: '系统', 4: '日程', 7: '工单', 8: '工单' };

/**
 * `GET MessageDataType/getTypeList/{type}` categories, as JNPF numbers them: 1 消息类型 (the channels),
 * 2 渠道 (SMS vendors), 3 webhook 类型, 4 消息来源. Only what this platform sends is listed: 2 and 3
 * are empty, which JNPF answers with 该类型数据为空.
 */
export interface MessageDataTypeItem {
  id: string;
  type: string;
  fullName: string;
  enCode: string;
}

export const messageDataTypes: Record<string, MessageDataTypeItem[]> = {
  1: messageChannels.map((channel) => ({ id: `1-${channel}`, type: '1', fullName: channelNames[channel], enCode: String(channel) })),
  2: [],
  3: [],
  4: messageSources.map((source) => ({ id: `4-${source}`, type: '4', fullName: messageSourceNames[source], enCode: source })),
};

/** A declared parameter of a template: `{field}` in its title or content. */
export interface TemplateParameter {
  field: string;
  /** What it means (shown beside the value to fill). */
  fieldName?: string;
  /** Used when the sender gives no value, and in the dialog's preview. */
  defaultValue?: string;
}

/** A parameter's name: an identifier, as `{name}` writes it. */
export const parameterNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
const placeholder = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The parameter names a text uses, each once, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(placeholder)].map((match) => match[1]!))];
}

/** The text with each `{name}` of `values` replaced; other braces stay as written. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(placeholder, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

/** The values a send fills in: what the sender gave, else each parameter's default, else empty. */
export function parameterValues(
  parameters: readonly TemplateParameter[],
  given: Readonly<Record<string, unknown>> = {},
): Record<string, string> {
  return Object.fromEntries(
    parameters.map(({ field, defaultValue }) => {
      const value = Object.hasOwn(given, field) ? given[field] : undefined;
      return [field, value === undefined || value === null ? (defaultValue ?? '') : String(value)];
    }),
  );
}

/** The first placeholder of the title or content that the parameter list does not declare. */
export function undeclaredPlaceholder(texts: readonly string[], parameters: readonly TemplateParameter[]): string | undefined {
  const declared = new Set(parameters.map(({ field }) => field));
  return texts.flatMap(placeholdersOf).find((name) => !declared.has(name));
}

/** What the server answers (Chinese, as the dialogs show them). */
export const messageCentreMessages = {
  templateNotFound: '消息模板不存在',
  templateCodeTaken: '模板编码已存在',
  templateNameTaken: '模板名称已存在',
  templateInUse: '该模板已被发送配置使用，请先在发送配置中移除',
  templateCopied: '复制成功',
  undeclared: (name: string) => `模板中的参数 {${name}} 未在参数列表中定义`,
  parameterTwice: (name: string) => `参数 ${name} 重复`,
  parameterName: '参数名只能包含字母、数字和下划线，且不能以数字开头',
  typeListEmpty: '该类型数据为空',
  configNotFound: '发送配置不存在',
  configCodeTaken: '配置编码已存在',
  configNameTaken: '配置名称已存在',
  configDisabled: '发送配置已禁用',
  configCopied: '复制成功',
  noPairs: '请至少添加一个消息模板',
  pairTwice: '同一渠道下的模板不能重复',
  pairTemplateMissing: '所选消息模板不存在',
  /** Saving or testing an e-mail channel while no SMTP server is configured (docs/message-centre.md). */
  smtpNotConfigured: '邮件服务器未配置：请在服务器环境变量中设置 SMTP_HOST、SMTP_PORT、SMTP_USER、SMTP_PASSWORD 和 SMTP_FROM 后重启服务',
  noReceivers: '请选择接收人',
  testSent: '发送成功',
  monitorNotFound: '消息记录不存在',
} as const;
