/**
 * `sendByConfig(app, code, receivers, params)`: what other modules (schedules, work orders) call to send
 * a message through a send configuration of 发送配置 (docs/message-centre.md). Each enabled pair of an
 * enabled template is filled with the parameters and sent on its channel: in-platform through the
 * messages' own sending (a receipt each, `messagePush` on the receivers' sockets, wherever they are
 * connected), e-mail through SMTP. Every send is recorded in 消息记录, failures included.
 */
import type { FastifyInstance } from 'fastify';
import { fillTemplate, messageCentreMessages as text, parameterValues, type MessageChannel } from '../../api/message-centre';
import { queryOne, type Queryable } from '../db/database';
import { badRequest, notFound } from '../http/api-error';
import type { Recipients } from '../messages/messaging';
import { recordSend } from './monitor-store';
import { sendingPairs, type SendingPair } from './send-config-pairs';
import { sendMails } from './smtp';

export interface SendOptions {
  /** Who sends (the receivers see their name); null or absent: the system. */
  senderId?: string | null;
  /**
   * What opening the message opens, for process, schedule and work-order types (spec 000 section 4):
   * stored as the body, the filled content then being the excerpt.
   */
  target?: Record<string, unknown>;
}

export interface SendOutcome {
  channel: MessageChannel;
  templateId: string;
  /** The in-platform message. */
  messageId?: string;
  receivers: number;
  /** 1 sent to every receiver; 0 not (error says why). */
  state: 0 | 1;
  error: string;
}

interface ConfigRow {
  id: string;
  enabled_mark: number;
}

/** Sends through the configuration whose code is `code`; refuses an unknown or disabled one. */
export async function sendByConfig(
  app: FastifyInstance,
  code: string,
  receivers: Recipients,
  params: Readonly<Record<string, unknown>> = {},
  options: SendOptions = {},
): Promise<SendOutcome[]> {
  const config = await queryOne<ConfigRow>(app.ctx.db, 'select id, enabled_mark from message_send_config where en_code = $1', [code]);
  return sendThrough(app, config, receivers, params, options);
}

/** The same by the configuration's id (the test send of 发送配置). */
export async function sendByConfigId(
  app: FastifyInstance,
  id: string,
  receivers: Recipients,
  params: Readonly<Record<string, unknown>> = {},
  options: SendOptions = {},
): Promise<SendOutcome[]> {
  const config = await queryOne<ConfigRow>(app.ctx.db, 'select id, enabled_mark from message_send_config where id = $1', [id]);
  return sendThrough(app, config, receivers, params, options);
}

async function sendThrough(
  app: FastifyInstance,
  config: ConfigRow | undefined,
  receivers: Recipients,
  params: Readonly<Record<string, unknown>>,
  options: SendOptions,
): Promise<SendOutcome[]> {
  if (!config) throw notFound(text.configNotFound);
  if (config.enabled_mark !== 1) throw badRequest(text.configDisabled);
  const outcomes: SendOutcome[] = [];
  for (const pair of await sendingPairs(app.ctx.db, config.id)) {
    const values = parameterValues(pair.parameters, params);
    const filled = { title: fillTemplate(pair.title, values), content: fillTemplate(pair.content, values) };
    outcomes.push(
      pair.channel === 1
        ? await sendInPlatform(app, config.id, pair, filled, receivers, options)
        : await sendMail(app, config.id, pair, filled, receivers, options),
    );
  }
  return outcomes;
}

type Filled = { title: string; content: string };

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Plain text as the message body's HTML: its lines kept. */
export const textAsHtml = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

async function sendInPlatform(
  app: FastifyInstance,
  configId: string,
  pair: SendingPair,
  filled: Filled,
  receivers: Recipients,
  options: SendOptions,
): Promise<SendOutcome> {
  const messageId = await app.messaging.sendMessage(
    {
      type: pair.messageType,
      title: filled.title,
      bodyText: options.target ? JSON.stringify(options.target) : textAsHtml(filled.content),
      excerpt: filled.content.slice(0, 500),
      content: filled.content,
      sendConfigId: configId,
      templateId: pair.templateId,
      creatorUserId: options.senderId ?? null,
    },
    receivers,
  );
  const received = await queryOne<{ count: number }>(
    app.ctx.db,
    'select count(*)::int as count from message_receipt where message_id = $1',
    [messageId],
  );
  return { channel: 1, templateId: pair.templateId, messageId, receivers: received?.count ?? 0, state: 1, error: '' };
}

/** The receivers' addresses: the listed users, or every enabled one; users without an address are kept with ''. */
function mailReceivers(db: Queryable, receivers: Recipients) {
  return db.query<{ id: string; email: string }>(
    `select u.id, coalesce(u.email, '') as email from users u
      where u.delete_mark is null and u.enabled_mark <> 0 and ($1::text[] is null or u.id = any($1::text[]))
      order by u.id`,
    [receivers === 'all' ? null : receivers],
  );
}

async function sendMail(
  app: FastifyInstance,
  configId: string,
  pair: SendingPair,
  filled: Filled,
  receivers: Recipients,
  options: SendOptions,
): Promise<SendOutcome> {
  const { db, config } = app.ctx;
  const users = await mailReceivers(db, receivers);
  const withAddress = users.filter(({ email }) => email.includes('@'));
  let failedIds = users.filter(({ email }) => !email.includes('@')).map(({ id }) => id);
  let error = failedIds.length ? `${failedIds.length} 位接收人没有邮箱` : '';
  if (!config.smtp) {
    failedIds = users.map(({ id }) => id);
    error = text.smtpNotConfigured;
  } else if (withAddress.length) {
    const failed = await sendMails(
      config.smtp,
      withAddress.map(({ email }) => ({ to: email, subject: filled.title, text: filled.content })),
    );
    const failedAddresses = new Set(failed.map(({ to }) => to));
    failedIds.push(...withAddress.filter(({ email }) => failedAddresses.has(email)).map(({ id }) => id));
    if (failed.length) error = [error, `${failed.length} 封邮件发送失败：${failed[0]!.error}`].filter(Boolean).join('；');
  }
  await recordSend(db, {
    channel: 2,
    type: pair.messageType,
    title: filled.title,
    content: filled.content,
    sendConfigId: configId,
    templateId: pair.templateId,
    senderId: options.senderId ?? null,
    toAll: false,
    receiverIds: users.map(({ id }) => id),
    receiverCount: users.length,
    failedIds,
    error,
  });
  return { channel: 2, templateId: pair.templateId, receivers: users.length, state: failedIds.length || error ? 0 : 1, error };
}
