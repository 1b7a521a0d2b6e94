/**
 * A send configuration's (template, channel) pairs: checked before a write, replaced as a whole with
 * the row, read back with their templates' names for the dialog and `GET SendMessageConfig/{id}`.
 */
import { messageCentreMessages as text, type MessageChannel, type TemplateParameter } from '../../api/message-centre';
import type { MessageType } from '../../api/messages';
import type { Queryable } from '../db/database';
import { newId } from '../db/ids';
import { badRequest } from '../http/api-error';
import { parseParameters } from './template-parameters';

export interface SendPair {
  channel: MessageChannel;
  templateId: string;
  enabledMark: 0 | 1;
}

/** The pairs of a body; refuses a pair given twice and a template that does not exist. */
export async function checkedPairs(db: Queryable, body: Record<string, unknown>): Promise<SendPair[]> {
  const given = Array.isArray(body.sendConfigTemplateList) ? (body.sendConfigTemplateList as Partial<SendPair>[]) : [];
  const pairs = given.map(({ channel, templateId, enabledMark }) => ({
    channel: channel as MessageChannel,
    templateId: String(templateId),
    enabledMark: enabledMark === 0 ? (0 as const) : (1 as const),
  }));
  if (!pairs.length) throw badRequest(text.noPairs);
  const keys = new Set(pairs.map(({ channel, templateId }) => `${channel}:${templateId}`));
  if (keys.size < pairs.length) throw badRequest(text.pairTwice);
  const ids = [...new Set(pairs.map(({ templateId }) => templateId))];
  const found = await db.query<{ id: string }>('select id from message_template where id = any($1::text[])', [ids]);
  if (found.length < ids.length) throw badRequest(text.pairTemplateMissing);
  return pairs;
}

/** True when an enabled pair sends e-mail (refused while no SMTP server is configured). */
export const sendsMail = (body: Record<string, unknown>): boolean =>
  Array.isArray(body.sendConfigTemplateList) &&
  (body.sendConfigTemplateList as Partial<SendPair>[]).some((pair) => pair.channel === 2 && pair.enabledMark !== 0);

export async function replacePairs(db: Queryable, configId: string, pairs: readonly SendPair[]): Promise<void> {
  await db.query('delete from message_send_template where send_config_id = $1', [configId]);
  await db.query(
    `insert into message_send_template (id, send_config_id, template_id, channel, enabled_mark, sort_code)
     select p.id, $1, p.template_id, p.channel, p.enabled_mark, p.sort_code
       from jsonb_to_recordset($2::jsonb) as p(id text, template_id text, channel smallint, enabled_mark smallint, sort_code integer)`,
    [
      configId,
      JSON.stringify(
        pairs.map((pair, index) => ({
          id: newId(),
          template_id: pair.templateId,
          channel: pair.channel,
          enabled_mark: pair.enabledMark,
          sort_code: index,
        })),
      ),
    ],
  );
}

/** The pairs as the dialog and `GET {id}` read them, in their order. */
export async function pairsOf(db: Queryable, configId: string): Promise<SendPair[]> {
  return db.query<SendPair>(
    `select p.channel::int as channel, p.template_id as "templateId", p.enabled_mark::int as "enabledMark"
       from message_send_template p where p.send_config_id = $1 order by p.sort_code, p.id`,
    [configId],
  );
}

/** What a send needs of a pair: its channel and template, enabled both. */
export interface SendingPair {
  channel: MessageChannel;
  templateId: string;
  messageType: MessageType;
  title: string;
  content: string;
  parameters: TemplateParameter[];
}

export async function sendingPairs(db: Queryable, configId: string): Promise<SendingPair[]> {
  const rows = await db.query<{
    channel: MessageChannel;
    template_id: string;
    message_type: MessageType;
    title: string;
    content: string;
    template_parameters: string;
  }>(
    `select p.channel::int as channel, p.template_id, t.message_type::int as message_type, t.title, t.content, t.template_parameters
       from message_send_template p join message_template t on t.id = p.template_id
      where p.send_config_id = $1 and p.enabled_mark = 1 and t.enabled_mark = 1
      order by p.sort_code, p.id`,
    [configId],
  );
  return rows.map((row) => ({
    channel: row.channel,
    templateId: row.template_id,
    messageType: row.message_type,
    title: row.title,
    content: row.content,
    parameters: parseParameters(row.template_parameters),
  }));
}

/** The parameters of the configuration's enabled templates, each name once (the test dialog fills them). */
export async function configParameters(db: Queryable, configId: string): Promise<TemplateParameter[]> {
  const byName = new Map<string, TemplateParameter>();
  for (const pair of await sendingPairs(db, configId))
    for (const parameter of pair.parameters) if (!byName.has(parameter.field)) byName.set(parameter.field, parameter);
  return [...byName.values()];
}
