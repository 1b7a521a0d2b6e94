import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageCentreMessages as text } from '../../api/message-centre';
import { recordsFilter, type MonitorFilters } from '../../server/message-centre/monitor-store';
import { sendByConfig } from '../../server/message-centre/send-by-config';
import { databases, startTestServer, type TestServer } from './harness';
import { addressOf, connectChat, until, type TestSocket } from './socket-client';

const templates = '/api/message/MessageTemplateConfig';
const configs = '/api/message/SendMessageConfig';
const monitor = '/api/message/MessageMonitor';

/** A local SMTP server that keeps what it receives: the e-mail channel delivers for real. */
async function mailCatcher() {
  const mails: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((address) => address.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { smtp, mails, port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** The text body of a single-part mail, decoded from its transfer encoding. */
function mailText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').trim();
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const soft = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** Message templates, send configurations, sendByConfig and 消息记录 (docs/message-centre.md). */
describe.each(databases)('the message centre on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let wang: string;
  let auditor: string;
  let base: string;
  const ids: Record<string, string> = {};
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = addressOf(server.app);
    [admin, wang, auditor] = (await Promise.all(['admin', 'wangfang', 'auditor01'].map((account) => server.login(account)))) as [
      string,
      string,
      string,
    ];
    for (const row of await server.db.query<{ id: string; account: string }>('select id, account from users')) ids[row.account] = row.id;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await server?.close();
  });

  const template = (overrides: object = {}) => ({
    fullName: '停热提醒',
    enCode: 'stopNotice',
    messageType: 3,
    messageSource: '3',
    title: '{station}停热提醒',
    content: '尊敬的{userName}：{station}将于{time}停热。',
    templateParameters: [
      { field: 'station', fieldName: '换热站', defaultValue: '城东一站' },
      { field: 'userName', fieldName: '姓名' },
      { field: 'time', fieldName: '时间', defaultValue: '明日 8:00' },
    ],
    ...overrides,
  });
  const created = async (path: string, body: object) => {
    const response = await server.call('POST', path, admin, body);
    expect(response.body.msg).toBe('新建成功');
    return response.body.data.id as string;
  };

  describe('templates', () => {
    let id: string;

    it('creates a template and answers its parameters as a list; the list shows it, searchable', async () => {
      id = await created(templates, template());
      const info = (await server.call('GET', `${templates}/${id}`, admin)).body.data;
      expect(info).toMatchObject({ fullName: '停热提醒', enCode: 'stopNotice', messageType: 3, messageSource: '3', enabledMark: 1 });
      expect(info.templateParameters).toEqual(template().templateParameters.map((p) => ({ ...p })));
      const page = (await server.call('GET', `${templates}?keyword=停热&messageType=3`, admin)).body.data;
      expect(page.list.map((row: any) => row.enCode)).toEqual(['stopNotice']);
      expect(page.list[0]).not.toHaveProperty('templateParameters');
    });

    it('refuses a placeholder the parameter list does not declare, a parameter twice, a bad name, a taken code, missing fields', async () => {
      const refused = async (body: object) => (await server.call('POST', templates, admin, body)).body;
      expect(await refused(template({ enCode: 'x1', fullName: 'x1', content: '{station}{missing}' }))).toMatchObject({
        code: 400,
        msg: text.undeclared('missing'),
      });
      expect(
        await refused(template({ enCode: 'x2', fullName: 'x2', templateParameters: [{ field: 'station' }, { field: 'station' }] })),
      ).toMatchObject({ code: 400, msg: text.parameterTwice('station') });
      expect((await refused(template({ enCode: 'x3', fullName: 'x3', templateParameters: [{ field: '1bad' }] }))).code).toBe(400);
      expect(await refused(template({ fullName: '另一个' }))).toMatchObject({ code: 400, msg: text.templateCodeTaken });
      expect(await refused(template({ enCode: 'x4', fullName: 'x4', title: '' }))).toMatchObject({ code: 400, msg: '请输入消息标题' });
    });

    it('copies a template, disabled, with a new name and code, under btn_copy', async () => {
      const response = await server.call('POST', `${templates}/copy/${id}`, admin);
      expect(response.body).toMatchObject({ code: 200, msg: text.templateCopied });
      const copy = (await server.call('GET', `${templates}/${response.body.data.id}`, admin)).body.data;
      expect(copy.fullName).toMatch(/^停热提醒\.副本\d{5}$/);
      expect(copy.enCode).toMatch(/^stopNotice_\d{5}$/);
      expect(copy).toMatchObject({ enabledMark: 0, title: '{station}停热提醒' });
      expect(copy.templateParameters).toHaveLength(3);
      expect((await server.call('POST', `${templates}/copy/nope`, admin)).body).toMatchObject({ code: 404, msg: text.templateNotFound });
      expect((await server.call('DELETE', `${templates}/${response.body.data.id}`, admin)).body.msg).toBe('删除成功');
    });

    it('answers the types of a category as JNPF does, empty ones refused', async () => {
      const channels = (await server.call('GET', '/api/message/MessageDataType/getTypeList/1', wang)).body.data;
      expect(channels.map((item: any) => [item.enCode, item.fullName])).toEqual([
        ['1', '站内信'],
        ['2', '邮件'],
      ]);
      const both = (await server.call('GET', '/api/message/MessageDataType/getTypeList/1,4', wang)).body.data;
      expect(both.filter((item: any) => item.type === '4').map((item: any) => item.fullName)).toEqual([
        '公告',
        '流程',
        '系统',
        '日程',
        '工单',
      ]);
      expect((await server.call('GET', '/api/message/MessageDataType/getTypeList/2', wang)).body).toMatchObject({
        code: 400,
        msg: text.typeListEmpty,
      });
      expect((await server.call('GET', '/api/message/MessageDataType/getTypeList/x', wang)).status).toBe(400);
    });

    it('is for the menu only: no list, write or copy for others', async () => {
      expect((await server.call('GET', templates, wang)).status).toBe(403);
      expect((await server.call('POST', templates, wang, template({ enCode: 'w', fullName: 'w' }))).status).toBe(403);
      expect((await server.call('POST', `${templates}/copy/${id}`, auditor)).status).toBe(403);
      expect((await server.call('GET', templates)).status).toBe(401);
    });
  });

  describe('send configurations, sending and 消息记录', () => {
    let templateId: string;
    let configId: string;

    beforeAll(async () => {
      templateId = (await server.db.query<{ id: string }>(`select id from message_template where en_code = 'stopNotice'`))[0]!.id;
    });

    it('stores the (template, channel) pairs and answers them with the templates; a used template is not deleted', async () => {
      configId = await created(configs, {
        fullName: '停热通知',
        enCode: 'stopHeating',
        messageSource: '3',
        sendConfigTemplateList: [{ channel: 1, templateId }],
      });
      const info = (await server.call('GET', `${configs}/${configId}`, admin)).body.data;
      expect(info).toMatchObject({ enCode: 'stopHeating', enabledMark: 1 });
      expect(info.sendConfigTemplateList).toEqual([{ channel: 1, templateId, enabledMark: 1 }]);
      expect((await server.call('GET', `${configs}?keyword=stopHeating`, admin)).body.data.list[0]).toMatchObject({ channels: '站内信' });
      // Every signed-in user reads one configuration (spec 000 section 7.3); the list stays the menu's.
      expect((await server.call('GET', `${configs}/${configId}`, wang)).body.data).toMatchObject({ enCode: 'stopHeating' });
      expect((await server.call('GET', configs, wang)).status).toBe(403);
      expect((await server.call('DELETE', `${templates}/${templateId}`, admin)).body).toMatchObject({ code: 400, msg: text.templateInUse });
    });

    it('refuses no pair, a pair twice and an unknown template', async () => {
      const body = { fullName: '其它', enCode: 'other', messageSource: '3' };
      expect((await server.call('POST', configs, admin, { ...body, sendConfigTemplateList: [] })).body).toMatchObject({
        code: 400,
        msg: text.noPairs,
      });
      const twice = [
        { channel: 1, templateId },
        { channel: 1, templateId },
      ];
      expect((await server.call('POST', configs, admin, { ...body, sendConfigTemplateList: twice })).body.msg).toBe(text.pairTwice);
      expect(
        (await server.call('POST', configs, admin, { ...body, sendConfigTemplateList: [{ channel: 1, templateId: 'nope' }] })).body.msg,
      ).toBe(text.pairTemplateMissing);
    });

    it('refuses the e-mail channel while no SMTP server is configured, saying what to set', async () => {
      const pairs = [
        { channel: 1, templateId },
        { channel: 2, templateId },
      ];
      const create = await server.call('POST', configs, admin, {
        fullName: '邮件',
        enCode: 'mail',
        messageSource: '3',
        sendConfigTemplateList: pairs,
      });
      expect(create.body).toMatchObject({ code: 400, msg: text.smtpNotConfigured });
      expect(text.smtpNotConfigured).toContain('SMTP_HOST');
      const update = await server.call('PUT', `${configs}/${configId}`, admin, {
        fullName: '停热通知',
        enCode: 'stopHeating',
        messageSource: '3',
        sendConfigTemplateList: pairs,
      });
      expect(update.body).toMatchObject({ code: 400, msg: text.smtpNotConfigured });
      // A disabled e-mail pair is kept without SMTP: it sends nothing.
      const disabled = await server.call('PUT', `${configs}/${configId}`, admin, {
        fullName: '停热通知',
        enCode: 'stopHeating',
        messageSource: '3',
        sendConfigTemplateList: [pairs[0], { ...pairs[1], enabledMark: 0 }],
      });
      expect(disabled.body.msg).toBe('修改成功');
    });

    it('test-sends to a user who gets it once on their socket, filled; 消息记录 shows it and its read state changes when read', async () => {
      const { client } = await connectChat(base, wang);
      sockets.push(client);
      const from = client.frames.length;
      const parameters = (await server.call('POST', `${configs}/getTestConfig/${configId}`, admin)).body.data.parameters;
      expect(parameters).toEqual([
        { field: 'station', fieldName: '换热站', value: '城东一站' },
        { field: 'userName', fieldName: '姓名', value: '' },
        { field: 'time', fieldName: '时间', value: '明日 8:00' },
      ]);
      const sent = await server.call('POST', `${configs}/testSendConfig`, admin, {
        id: configId,
        toUserIds: [ids.wangfang],
        parameters: [
          { field: 'station', value: '城西二站' },
          { field: 'userName', value: '王芳' },
        ],
      });
      expect(sent.body).toMatchObject({ code: 200, msg: text.testSent });
      expect(sent.body.data).toEqual([{ channel: 1, templateId, messageId: expect.any(String), receivers: 1, state: 1, error: '' }]);
      const push = await client.next('messagePush', from);
      const messageId = sent.body.data[0].messageId as string;
      expect(push).toMatchObject({ title: '城西二站停热提醒', messageType: 3, id: messageId });
      // Once: a later message arrives after it, and it came only the one time.
      const [later] = await sendByConfig(server.app, 'stopHeating', [ids.wangfang!], { station: '核对站' });
      await until(() => client.all('messagePush').some((frame) => frame.id === later!.messageId));
      expect(client.all('messagePush').filter((frame) => frame.id === messageId)).toHaveLength(1);

      const mine = (await server.call('GET', '/api/message?keyword=城西二站', wang)).body.data.list;
      expect(mine).toEqual([expect.objectContaining({ title: '城西二站停热提醒', isRead: '0', sendConfigId: configId })]);

      const records = (await server.call('GET', `${monitor}?keyword=城西二站`, admin)).body.data.list;
      expect(records).toEqual([
        expect.objectContaining({
          title: '城西二站停热提醒',
          messageType: 3,
          channel: 1,
          releaseUser: '系统管理员/admin',
          receiveUser: '王芳',
          receiverCount: 1,
          readCount: 0,
          state: 1,
          templateName: '停热提醒',
          sendConfigName: '停热通知',
        }),
      ]);
      const recordId = records[0].id as string;
      const detail = (await server.call('GET', `${monitor}/${recordId}`, admin)).body.data;
      expect(detail.content).toBe('尊敬的王芳：城西二站将于明日 8:00停热。');
      const receivers = async () => (await server.call('GET', `${monitor}/${recordId}/Receivers`, admin)).body.data.list;
      expect(await receivers()).toEqual([
        { userId: ids.wangfang, userName: '王芳/wangfang', email: expect.stringContaining('wangfang@'), state: 'unread', readTime: null },
      ]);

      expect((await server.call('GET', `/api/message/ReadInfo/${messageId}`, wang)).body.data.bodyText).toBe(
        '尊敬的王芳：城西二站将于明日 8:00停热。',
      );
      expect((await server.call('GET', `${monitor}?keyword=城西二站`, admin)).body.data.list[0].readCount).toBe(1);
      expect(await receivers()).toEqual([expect.objectContaining({ userId: ids.wangfang, state: 'read', readTime: expect.any(Number) })]);
    });

    it('sendByConfig: by code to several users with a target, the parameters defaulting; refuses unknown and disabled configurations', async () => {
      const outcomes = await sendByConfig(
        server.app,
        'stopHeating',
        [ids.wangfang!, ids.caoyan!],
        { userName: '各位' },
        { target: { id: 'x', groupId: 'g', type: 1 } },
      );
      expect(outcomes).toEqual([expect.objectContaining({ channel: 1, receivers: 2, state: 1 })]);
      const info = (await server.call('GET', `/api/message/ReadInfo/${outcomes[0]!.messageId}`, wang)).body.data;
      expect(info).toMatchObject({ title: '城东一站停热提醒', excerpt: '尊敬的各位：城东一站将于明日 8:00停热。' });
      expect(JSON.parse(info.bodyText)).toEqual({ id: 'x', groupId: 'g', type: 1 });
      await expect(sendByConfig(server.app, 'nope', [ids.wangfang!])).rejects.toMatchObject({ message: text.configNotFound });
      await server.db.query(`update message_send_config set enabled_mark = 0 where id = $1`, [configId]);
      await expect(sendByConfig(server.app, 'stopHeating', [ids.wangfang!])).rejects.toMatchObject({ message: text.configDisabled });
      await server.db.query(`update message_send_config set enabled_mark = 1 where id = $1`, [configId]);
    });

    it('guards the test send with btn_test, refuses no receivers', async () => {
      expect((await server.call('POST', `${configs}/testSendConfig`, wang, { id: configId, toUserIds: [ids.wangfang] })).status).toBe(403);
      expect((await server.call('POST', `${configs}/getTestConfig/${configId}`, auditor)).status).toBe(403);
      expect((await server.call('POST', `${configs}/testSendConfig`, admin, { id: configId, toUserIds: [] })).body).toMatchObject({
        code: 400,
        msg: text.noReceivers,
      });
    });

    it('copies a configuration with its pairs, disabled', async () => {
      const response = await server.call('POST', `${configs}/${configId}/Actions/Copy`, admin);
      expect(response.body.msg).toBe(text.configCopied);
      const copy = (await server.call('GET', `${configs}/${response.body.data.id}`, admin)).body.data;
      expect(copy).toMatchObject({ enabledMark: 0, enCode: expect.stringMatching(/^stopHeating_\d{5}$/) });
      expect(copy.sendConfigTemplateList.map((pair: any) => [pair.channel, pair.templateId, pair.enabledMark])).toEqual([
        [1, templateId, 1],
        [2, templateId, 0],
      ]);
    });

    it('searches 消息记录 by keyword, type, channel and time range, pages it, and lists notices and other messages too', async () => {
      const since = Date.now() - 1000;
      for (let n = 1; n <= 23; n += 1)
        await sendByConfig(server.app, 'stopHeating', [ids.caoyan!], { station: `分页站${String(n).padStart(2, '0')}` });
      const page = async (query: string) => (await server.call('GET', `${monitor}?${query}`, admin)).body.data;
      const first = await page('keyword=分页站&pageSize=20');
      expect(first.list).toHaveLength(20);
      expect(first.list[0].title).toBe('分页站23停热提醒');
      expect(first.pagination.total).toBe(23);
      expect((await page('keyword=分页站&pageSize=20&currentPage=2')).list.map((row: any) => row.title)).toEqual([
        '分页站03停热提醒',
        '分页站02停热提醒',
        '分页站01停热提醒',
      ]);
      expect((await page(`keyword=分页站&startTime=${Date.now() + 60_000}`)).list).toEqual([]);
      expect((await page(`keyword=分页站&startTime=${since}&endTime=${Date.now() + 1000}`)).pagination.total).toBe(23);
      expect((await page('keyword=分页站&messageType=1')).list).toEqual([]);
      expect((await page('keyword=分页站&channel=2')).list).toEqual([]);
      expect((await page('messageType=3&channel=1&pageSize=100')).list.length).toBeGreaterThanOrEqual(25);
      expect((await server.call('GET', `${monitor}?messageType=5`, admin)).status).toBe(400);

      // A released notice is a message sent too: to every user.
      const notice = await server.call('POST', '/api/message/Notice', admin, { title: '全员公告样例' });
      await server.call('PUT', `/api/message/${notice.body.data.id}/Actions/Release`, admin);
      const [all] = (await page('keyword=全员公告样例')).list;
      expect(all).toMatchObject({
        messageType: 1,
        channel: 1,
        templateName: '',
        receiveUser: expect.stringMatching(/^全部用户（\d+人）$/),
      });
    });

    it("keeps 消息记录's pages and read counts on their indexes", async () => {
      // On a table this small the planner would rather scan: scans are switched off to see that the indexes apply.
      const plans = await server.db.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        const planOf = async (sql: string, params: unknown[] = []) =>
          (await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params)).map((row) => row['QUERY PLAN']).join('\n');
        const page = (filters: MonitorFilters) => {
          const { where, params, order } = recordsFilter(filters);
          return planOf(`select r.id from message_monitor r ${where} ${order} limit 20`, params);
        };
        return {
          newest: await page({}),
          byType: await page({ type: 3 }),
          byChannel: await page({ channel: 2 }),
          keyword: await page({ keyword: '城西二站停热' }),
          reads: await planOf(`select count(*) from message_receipt rc where rc.message_id = $1 and rc.is_read = 1`, ['x']),
        };
      });
      expect(plans.newest).toContain('message_monitor_time');
      expect(plans.byType).toContain('message_monitor_type_time');
      expect(plans.byChannel).toContain('message_monitor_channel_time');
      expect(plans.keyword).toContain('message_monitor_title_trgm');
      expect(plans.reads).toContain('message_receipt_message_user');
    });

    it('lets the auditor list 消息记录 but not open or delete; btn_remove deletes the record, the receivers keep their message', async () => {
      const [record] = (await server.call('GET', `${monitor}?keyword=城西二站`, auditor)).body.data.list;
      expect(record.title).toBe('城西二站停热提醒');
      expect((await server.call('GET', `${monitor}/${record.id}`, auditor)).status).toBe(403);
      expect((await server.call('DELETE', `${monitor}/${record.id}`, auditor)).status).toBe(403);
      expect((await server.call('GET', monitor, wang)).status).toBe(403);
      expect((await server.call('DELETE', `${monitor}/${record.id}`, admin)).body.msg).toBe('删除成功');
      expect((await server.call('GET', `${monitor}?keyword=城西二站`, admin)).body.data.list).toEqual([]);
      expect((await server.call('GET', `${monitor}/${record.id}`, admin)).body).toMatchObject({ code: 404, msg: text.monitorNotFound });
      expect((await server.call('GET', '/api/message?keyword=城西二站', wang)).body.data.list).toHaveLength(1);
    });
  });
});

/** The e-mail channel through a real SMTP conversation (a local server keeps the mails). */
describe.each(databases)('e-mail through SMTP on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let catcher: Awaited<ReturnType<typeof mailCatcher>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    catcher = await mailCatcher();
    server = await startTestServer(kind, {
      config: {
        smtp: { host: '127.0.0.1', port: catcher.port, secure: false, user: undefined, password: undefined, from: 'heating@example.com' },
      },
    });
    admin = await server.login('admin');
    for (const row of await server.db.query<{ id: string; account: string }>('select id, account from users')) ids[row.account] = row.id;
  });
  afterAll(async () => {
    await server?.close();
    await catcher?.close();
  });

  it('saves an e-mail pair, mails each receiver the filled text, records who it did not reach', async () => {
    const templateId = (
      await server.call('POST', templates, admin, {
        fullName: '账单提醒',
        enCode: 'bill',
        messageType: 3,
        messageSource: '3',
        title: '{month}月热费账单',
        content: '您{month}月的热费为{amount}元。',
        templateParameters: [{ field: 'month' }, { field: 'amount' }],
      })
    ).body.data.id as string;
    const configId = (
      await server.call('POST', configs, admin, {
        fullName: '账单',
        enCode: 'billMail',
        messageSource: '3',
        sendConfigTemplateList: [{ channel: 2, templateId }],
      })
    ).body.data.id as string;
    await server.db.query(`update users set email = '' where account = 'caoyan'`);
    const sent = await server.call('POST', `${configs}/testSendConfig`, admin, {
      id: configId,
      toUserIds: [ids.wangfang, ids.caoyan],
      parameters: [
        { field: 'month', value: '12' },
        { field: 'amount', value: '1,280.00' },
      ],
    });
    expect(sent.body.code).toBe(200);
    expect(sent.body.data).toEqual([expect.objectContaining({ channel: 2, receivers: 2, state: 0, error: '1 位接收人没有邮箱' })]);
    await until(() => catcher.mails.length === 1);
    expect(catcher.mails[0]!.to).toEqual([expect.stringMatching(/^wangfang@/)]);
    expect(mailText(catcher.mails[0]!.raw)).toBe('您12月的热费为1,280.00元。');

    const [record] = (await server.call('GET', `${monitor}?channel=2`, admin)).body.data.list;
    expect(record).toMatchObject({ title: '12月热费账单', channel: 2, receiverCount: 2, readCount: null, state: 0 });
    const receivers = (await server.call('GET', `${monitor}/${record.id}/Receivers`, admin)).body.data.list;
    expect(receivers.map((row: any) => [row.userId, row.state])).toEqual(
      [
        [ids.wangfang, 'sent'],
        [ids.caoyan, 'failed'],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
  });
});
