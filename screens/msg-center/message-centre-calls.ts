/**
 * The message-centre calls of the resource screens beyond the standard ones (screens/resource/
 * resource-source.ts names them): copy of a template and of a configuration, the templates a
 * configuration's rows choose from, and the 测试发送 dialog's load and send.
 */
import { messageTemplatePath } from '../../api/message-centre';
import type { ResourceClient } from '../../api/resource-client';
import type { CallInput, CallOutcome } from '../../engine/page';

const idOf = ({ id }: CallInput) => encodeURIComponent(String(id));

export const copyTemplate = async (client: ResourceClient, input: CallInput): Promise<CallOutcome> => ({
  msg: (await client.send('POST', `/copy/${idOf(input)}`)).msg,
});

export const copySendConfig = async (client: ResourceClient, input: CallInput): Promise<CallOutcome> => ({
  msg: (await client.send('POST', `/${idOf(input)}/Actions/Copy`)).msg,
});

/** The enabled templates, for the template column of a configuration's rows. */
export const templateOptions = async (client: ResourceClient): Promise<unknown> =>
  (await client.at(messageTemplatePath).get<{ list: unknown[] }>('/Selector')).list;

interface TestParameter {
  field: string;
  fieldName?: string;
  value?: string;
}

/** The test dialog's values: no receivers yet, a row per parameter of the configuration's templates with its default. */
export const testConfig = async (client: ResourceClient, input: CallInput): Promise<CallOutcome> => {
  const { data } = await client.send<{ parameters: TestParameter[] }>('POST', `/getTestConfig/${idOf(input)}`);
  return { data: { id: input.id, toUserIds: [], parameters: data?.parameters ?? [] } };
};

const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []).filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );

/** Sends through the configuration to the chosen users; the server's message says how it went. */
export const testSend = async (client: ResourceClient, { id, values = {} }: CallInput): Promise<CallOutcome> => {
  const parameters = (Array.isArray(values.parameters) ? (values.parameters as TestParameter[]) : [])
    .filter((row) => row && typeof row.field === 'string' && row.field.trim())
    .map(({ field, value }) => ({ field: field.trim(), value: typeof value === 'string' ? value : '' }));
  const sent = await client.send('POST', '/testSendConfig', { id, toUserIds: strings(values.toUserIds), parameters });
  return { msg: sent.msg };
};
