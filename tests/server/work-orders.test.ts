import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createContext } from '../../server/context';
import { openDatabase } from '../../server/db/database';
import type { WorkOrderInfo, WorkOrderListItem } from '../../api/workorder';
import { heatCustomerDefinition } from '../../server/seed/visual-dev-definitions';
import { databases, startTestServer, type TestServer } from './harness';
import { addressOf, connectChat, until, type TestSocket } from './socket-client';

/**
 * Work orders (issue 17): the screen-pop, once per call id; the flow from new to closed with who may
 * take each step; the notices each step sends over the socket and as messages; the lists.
 */
describe.each(databases)('work orders on %s', (kind) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const users: Record<string, string> = {};
  const units: Record<string, string> = {};
  const sockets: Record<string, TestSocket> = {};
  let callNumber = 0;
  const nextCall = () => `call-${kind}-${++callNumber}`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    for (const account of ['agent01', 'agent02', 'liuyang', 'zhoujie', 'xuming', 'gaofeng', 'wangfang']) {
      tokens[account] = await server.login(account);
    }
    for (const row of await server.db.query<{ id: string; account: string }>(`select id, account from users`)) users[row.account] = row.id;
    for (const row of await server.db.query<{ id: string; en_code: string }>(`select id, en_code from organize`))
      units[row.en_code] = row.id;
    for (const account of ['agent01', 'zhoujie', 'xuming', 'gaofeng', 'luobin', 'agent02']) {
      tokens[account] ??= await server.login(account);
      sockets[account] = (await connectChat(addressOf(server.app), tokens[account]!)).client;
    }
  });
  afterAll(async () => {
    for (const socket of Object.values(sockets)) await socket.close();
    await server?.close();
  });

  /** The first frame of `method` about work order `id` the user's socket heard (waiting up to 5 s). */
  const frameOf = async (account: string, method: string, id: string) => {
    let found: any;
    await until(() => (found = sockets[account]!.frames.find((frame) => frame.method === method && frame.id === id)) !== undefined);
    return found;
  };
  const pop = (callId: string, ani = '13912345678', account = 'agent01', direction = 'inbound') =>
    server.call('POST', '/api/workorder/ScreenPop', tokens[account], { callId, ani, dnis: '96123', direction });
  const info = async (id: string, account = 'agent01'): Promise<WorkOrderInfo> => {
    const { body } = await server.call('GET', `/api/workorder/${id}`, tokens[account]);
    expect(body.code).toBe(200);
    return body.data;
  };
  const stepCall = (id: string, path: string, account: string, payload: object = {}) =>
    server.call('POST', `/api/workorder/${id}/${path}`, tokens[account], payload);
  const list = async (view: string, account = 'agent01', extra = ''): Promise<WorkOrderListItem[]> => {
    const { body } = await server.call('GET', `/api/workorder?view=${view}&pageSize=100${extra}`, tokens[account]);
    expect(body.code).toBe(200);
    return body.data.list;
  };
  /** A screen-popped work order filled in and dispatched to 换热站运维班 / 周杰. */
  let aniNumber = 13600000000;
  const dispatched = async (content = '暖气不热') => {
    const { body } = await pop(nextCall(), String(++aniNumber));
    const id = body.data.id as string;
    expect(
      (await server.call('PUT', `/api/workorder/${id}`, tokens.agent01, { content, category: 'lowTemperature', urgent: 2 })).body.code,
    ).toBe(200);
    const sent = await stepCall(id, 'Dispatch', 'agent01', { handleOrgId: units.stationOps, handleUserId: users.zhoujie });
    expect(sent.body).toMatchObject({ code: 200, msg: '派单成功' });
    return id;
  };

  describe('screen-pop', () => {
    it('makes one work order per call id and answers it again without making another', async () => {
      const callId = nextCall();
      const first = await pop(callId);
      expect(first.body).toMatchObject({ code: 200, data: { created: true, inbid: expect.stringMatching(/^GD\d{8}\d{4}$/) } });
      const again = await pop(callId, '13912345678', 'agent02');
      expect(again.body.data).toEqual({ ...first.body.data, created: false });
      const order = await info(first.body.data.id);
      expect(order).toMatchObject({ status: 'new', ani: '13912345678', dnis: '96123', callId, source: 1 });
      expect(order.history.map((h) => h.action)).toEqual(['create']);
      // The agent's socket hears the call's notice, which opens the form titled by the caller's number.
      const frame = await frameOf('agent01', 'incomingcall', first.body.data.id);
      expect(frame).toMatchObject({ inbid: first.body.data.inbid, id: first.body.data.id });
      expect(frame.url).toBe(`/subdev/appWorkorder/Form?id=${first.body.data.id}&ani=13912345678`);
      // The form finds it by number too (notices name it by inbid).
      expect((await info(first.body.data.inbid)).id).toBe(first.body.data.id);
    });

    it('makes one work order of 50 concurrent screen-pops of one call, and uses one number', async () => {
      const callId = nextCall();
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => pop(callId, '13800001111', i % 2 ? 'agent01' : 'agent02')));
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
      expect(answers.filter((a) => a.body.data.created)).toHaveLength(1);
      const rows = await server.db.query<{ n: number }>(`select count(*)::int as n from work_order where call_id = $1`, [callId]);
      expect(rows[0]!.n).toBe(1);
      // The losers' numbers were rolled back: the next work order takes the next number.
      const next = (await pop(nextCall())).body.data.inbid as string;
      expect(Number(next.slice(-4))).toBe(Number((answers[0]!.body.data.inbid as string).slice(-4)) + 1);
    });

    it('makes one work order of a call rung on two replicas at once', async () => {
      // A second server process on the same database (its own connection pool on PostgreSQL).
      const [{ schema }] = (await server.db.query<{ schema: string }>('select current_schema() as schema')) as [{ schema: string }];
      const db2 = kind === 'postgres' ? await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema, poolSize: 5 }) : server.db;
      const config = { ...readConfig({}), publicDir: mkdtempSync(join(tmpdir(), 'heating-public-')), logLevel: 'silent' };
      const replica = await buildApp(createContext(db2, config), { logger: false });
      await replica.ready();
      try {
        const callId = nextCall();
        const body = { callId, ani: '13800002222', dnis: '96123', direction: 'inbound' };
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            (i % 2 ? server.app : replica)
              .inject({ method: 'POST', url: '/api/workorder/ScreenPop', headers: { authorization: tokens.agent01! }, payload: body })
              .then((response) => response.json()),
          ),
        );
        expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
        expect(answers.filter((a) => a.data.created)).toHaveLength(1);
      } finally {
        await replica.close();
        if (db2 !== server.db) await db2.close();
      }
    });

    it('makes none for a call that is not inbound', async () => {
      const callId = nextCall();
      const { status, body } = await pop(callId, '13912345678', 'agent01', 'outbound');
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, msg: '非呼入信息不创建工单' });
      expect(await server.db.query(`select 1 from work_order where call_id = $1`, [callId])).toEqual([]);
    });

    it('refuses callers without 新建工单, and bad bodies with their message', async () => {
      expect((await pop(nextCall(), '13912345678', 'wangfang')).status).toBe(403);
      expect((await pop(nextCall(), '13912345678', 'zhoujie')).status).toBe(403);
      const missing = await server.call('POST', '/api/workorder/ScreenPop', tokens.agent01, { ani: '1', direction: 'inbound' });
      expect(missing.body).toMatchObject({ code: 400, msg: '缺少通话编号' });
    });

    it("fills the customer from the caller's 热用户档案 record", async () => {
      await server.db.query(`insert into online_record (id, model_id, data) values ($1, $2, $3::jsonb)`, [
        'customer-test-1',
        heatCustomerDefinition.id,
        // Every field the list searches has a value (its search indexes read them).
        JSON.stringify({
          customerNo: 'RY000999',
          customerName: '王建国',
          mobilePhone: '13700009999',
          detailAddress: '东城小区3号楼2单元501',
          meterNo: 'M-0999',
          remark: '',
        }),
      ]);
      const { body } = await pop(nextCall(), '13700009999');
      expect(await info(body.data.id)).toMatchObject({
        customerId: 'customer-test-1',
        customerName: '王建国',
        address: '东城小区3号楼2单元501',
      });
    });
  });

  describe('the flow', () => {
    it('goes from new to closed: dispatched, accepted, submitted, checked, each step noticed to the right user', async () => {
      const id = await dispatched();
      let order = await info(id);
      expect(order).toMatchObject({ status: 'dispatched', handleOrgName: '换热站运维班', handleUserName: '周杰/zhoujie', urgent: 2 });
      expect(order.actions).toEqual(expect.arrayContaining(['update', 'dispatch', 'urge', 'collaborate', 'note']));
      expect(order.actions).not.toContain('accept');

      // The handler hears Checknewinb and gets a type-8 message naming the work order.
      const assigned = await frameOf('zhoujie', 'Checknewinb', id);
      expect(assigned).toMatchObject({ inbid: order.inbid, id, url: `/subdev/appWorkorder/Form?id=${id}&tabsactive=tjyp` });
      const message = await server.call('GET', `/api/message/ReadInfo/${assigned.messageid}`, tokens.zhoujie);
      expect(message.body.data).toMatchObject({ type: 8, title: `新工单待签收：${order.inbid}` });
      expect((await info(id, 'zhoujie')).actions).toEqual(expect.arrayContaining(['accept', 'return']));

      // Another member of the unit may not take a work order named to 周杰.
      const other = await server.call('POST', '/api/App/AppWorkorder/savetjqs', tokens.xuming, { id });
      expect(other.body.data).toEqual({ result: 0, msg: '您不是该工单的处理人' });
      const claimed = await server.call('POST', '/api/App/AppWorkorder/savetjqs', tokens.zhoujie, { id });
      expect(claimed.body.data).toEqual({ result: 1, msg: '签收成功' });
      // Claiming again (the message opened twice) opens the form again.
      expect((await server.call('POST', '/api/App/AppWorkorder/savetjqs', tokens.zhoujie, { id })).body.data.result).toBe(1);
      expect(await frameOf('agent01', 'processing', id)).toMatchObject({ id });

      const early = await stepCall(id, 'Check', 'agent01', { pass: 1 });
      expect(early.body).toMatchObject({ code: 400, msg: '工单处理中，不能审核' });
      expect((await stepCall(id, 'Submit', 'zhoujie', {})).body).toMatchObject({ code: 400, msg: '请输入处理结果' });
      expect((await stepCall(id, 'Submit', 'zhoujie', { result: '已更换阀门，室温恢复20度' })).body.msg).toBe('提交成功');
      expect(await frameOf('agent01', 'TJBJnewinb', id)).toMatchObject({ id });
      expect((await stepCall(id, 'Check', 'agent01', { pass: 1, opinion: '回访满意', satisfaction: 5 })).body.msg).toBe('工单已办结');
      expect(await frameOf('zhoujie', 'Checknewinbhf', id)).toMatchObject({ id });

      order = await info(id);
      expect(order).toMatchObject({ status: 'closed', result: '已更换阀门，室温恢复20度', satisfaction: 5 });
      expect(order.closeTime).toEqual(expect.any(Number));
      expect(order.history.map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([
        ['create', null, 'new'],
        ['update', null, null],
        ['dispatch', 'new', 'dispatched'],
        ['accept', 'dispatched', 'processing'],
        ['submit', 'processing', 'checking'],
        ['close', 'checking', 'closed'],
      ]);
      expect(order.actions).toEqual([]);
      expect((await server.call('PUT', `/api/workorder/${id}`, tokens.agent01, { content: '改' })).body).toMatchObject({
        code: 400,
        msg: '工单已办结，不能修改',
      });
      expect((await list('closed')).map((item) => item.id)).toContain(id);
      expect((await list('inProgress')).map((item) => item.id)).not.toContain(id);
    });

    it('is returned by the handler with a reason, then dispatched again; a check may send it back', async () => {
      const id = await dispatched('管道漏水');
      expect((await stepCall(id, 'Return', 'zhoujie', {})).body).toMatchObject({ code: 400, msg: '请输入退回原因' });
      expect((await stepCall(id, 'Return', 'zhoujie', { reason: '不属于本班组' })).body.msg).toBe('退回成功');
      expect(await frameOf('agent01', 'Checknewinbhf', id)).toMatchObject({ id, title: expect.stringContaining('不属于本班组') });
      expect((await info(id)).status).toBe('returned');
      expect((await list('requestsReturned')).map((item) => item.id)).toContain(id);

      const again = await stepCall(id, 'Dispatch', 'agent01', { handleOrgId: units.pipeNetwork });
      expect(again.body.code).toBe(200);
      // Nobody named: every member of 管网工程部 hears it, and the first to accept has it.
      await frameOf('gaofeng', 'Checknewinb', id);
      await frameOf('luobin', 'Checknewinb', id);
      expect((await list('awaiting', 'gaofeng')).map((item) => item.id)).toContain(id);
      expect((await server.call('POST', '/api/App/AppWorkorder/savetjqs', tokens.gaofeng, { id })).body.data.result).toBe(1);
      expect(await info(id)).toMatchObject({ status: 'processing', handleUserName: '高峰/gaofeng' });
      await stepCall(id, 'Submit', 'gaofeng', { result: '已补焊' });
      expect((await stepCall(id, 'Check', 'agent01', { pass: 0, opinion: '现场仍有渗漏' })).body.code).toBe(200);
      expect(await info(id)).toMatchObject({ status: 'processing' });
      expect((await info(id)).history.at(-1)).toMatchObject({
        action: 'sendBack',
        note: '现场仍有渗漏',
        fromStatus: 'checking',
        toStatus: 'processing',
      });
    });

    it('refuses steps to whoever may not take them, and from the wrong status', async () => {
      const { body } = await pop(nextCall());
      const id = body.data.id as string;
      // 运维人员 read work orders but have no buttons.
      expect((await server.call('PUT', `/api/workorder/${id}`, tokens.zhoujie, { content: '改' })).status).toBe(403);
      expect((await stepCall(id, 'Dispatch', 'zhoujie', { handleOrgId: units.stationOps })).status).toBe(403);
      expect((await stepCall(id, 'Accept', 'zhoujie')).body).toMatchObject({ code: 403, msg: '您不是该工单的处理人' });
      expect((await stepCall(id, 'Submit', 'agent01', { result: 'x' })).body).toMatchObject({ code: 403, msg: '您不是该工单的处理人' });
      expect((await stepCall(id, 'Dispatch', 'agent01', {})).body).toMatchObject({ code: 400, msg: '请选择处理单位' });
      expect((await stepCall(id, 'Dispatch', 'agent01', { handleOrgId: 'nope' })).body).toMatchObject({ code: 400, msg: '处理单位不存在' });
      const wrongUser = await stepCall(id, 'Dispatch', 'agent01', { handleOrgId: units.stationOps, handleUserId: users.gaofeng });
      expect(wrongUser.body).toMatchObject({ code: 400, msg: '处理人不属于所选处理单位' });
      const badCategory = await server.call('PUT', `/api/workorder/${id}`, tokens.agent01, { content: '暖气不热', category: 'nope' });
      expect(badCategory.body).toMatchObject({ code: 400, msg: '工单类别不存在' });
      expect((await server.call('PUT', `/api/workorder/${id}`, tokens.agent01, {})).body).toMatchObject({
        code: 400,
        msg: '请输入诉求内容',
      });
      expect((await server.call('GET', `/api/workorder/${id}`, tokens.wangfang)).status).toBe(403);
      expect((await server.call('GET', '/api/workorder/999', tokens.agent01)).body).toMatchObject({ code: 404, msg: '工单不存在' });
      // 客服坐席 have no 删除; the administrator's grants do.
      expect((await server.call('DELETE', `/api/workorder/${id}`, tokens.agent01)).status).toBe(403);
      const admin = await server.login('admin');
      const dispatchedId = await dispatched();
      expect((await server.call('DELETE', `/api/workorder/${dispatchedId}`, admin)).body).toMatchObject({
        code: 400,
        msg: '工单已派单，不能删除',
      });
      expect((await server.call('DELETE', `/api/workorder/${id}`, admin)).body).toMatchObject({ code: 200, msg: '删除成功' });
      expect((await server.call('GET', `/api/workorder/${id}`, admin)).status).toBe(404);
    });

    it('asks units to help, who answer once; notes mention users; urging warns the handler', async () => {
      const id = await dispatched();
      const asked = await stepCall(id, 'Collaborate', 'agent01', { organizeIds: [units.pipeNetwork], note: '需排查外网' });
      expect(asked.body.msg).toBe('已发起协同');
      const frame = await frameOf('luobin', 'XTnewinb', id);
      expect(frame).toMatchObject({ id });
      // Its tab keeps the title given (a collaborative work order).
      const url = new URL(frame.url, 'http://x');
      expect([url.pathname, url.searchParams.get('tabsactive'), url.searchParams.get('title')]).toEqual([
        '/subdev/appWorkorder/Form',
        'xtyp',
        `协同工单：${(await info(id)).inbid}`,
      ]);
      const [collaboration] = (await info(id)).collaborations;
      expect(collaboration).toMatchObject({ organizeName: '管网工程部', note: '需排查外网', reply: '' });
      expect((await info(id, 'gaofeng')).actions).toContain('reply');
      const replyPath = `Collaboration/${collaboration!.id}/Reply`;
      expect((await stepCall(id, replyPath, 'xuming', { reply: '无' })).body).toMatchObject({ code: 403, msg: '您不属于该协同单位' });
      expect((await stepCall(id, replyPath, 'gaofeng', { reply: '外网压力正常' })).body.msg).toBe('协同回复成功');
      expect((await stepCall(id, replyPath, 'luobin', { reply: '再答' })).body.code).toBe(403);
      expect((await info(id)).collaborations[0]).toMatchObject({ reply: '外网压力正常', replyUserName: '高峰/gaofeng' });

      expect((await stepCall(id, 'Note', 'agent01', { content: '用户要求下午上门', mentionUserIds: [users.xuming] })).body.msg).toBe(
        '追记成功',
      );
      expect(await frameOf('xuming', 'XTnewinbAt', id)).toMatchObject({ id, title: expect.stringContaining('用户要求下午上门') });
      expect((await stepCall(id, 'Urge', 'agent01', { note: '用户第三次来电' })).body.msg).toBe('催办成功');
      expect(await frameOf('zhoujie', 'incomingwarn', id)).toMatchObject({ id, title: expect.stringContaining('用户第三次来电') });
    });

    it('warns the handler when the caller of an open work order calls again', async () => {
      const id = await dispatched();
      const ani = (await info(id)).ani;
      await pop(nextCall(), ani);
      const warning = await frameOf('zhoujie', 'incomingwarn', id);
      expect(warning).toMatchObject({ id, title: expect.stringContaining(`用户 ${ani} 再次来电`) });
      expect((await info(id)).history.at(-1)).toMatchObject({ action: 'repeatCall' });
    });
  });

  describe('the JNPF calls of the softphone and the messages', () => {
    const app = (path: string, payload: object, account = 'agent01') =>
      server.call('POST', `/api/App/AppWorkorder/${path}`, tokens[account], payload);

    it('calling makes the work order of an inbound call (呼入) once; calling3 finds it', async () => {
      const callid = nextCall();
      const status = {
        msgtype: 1,
        sendcode: '13566667777',
        recvcode: '96123',
        callway: '呼入',
        callid,
        status: 'ring',
        userid: users.agent01,
      };
      const first = await app('calling', status);
      expect(first.body.data).toMatchObject({ success: true, oid: expect.any(String) });
      expect((await app('calling', status)).body.data.oid).toBe(first.body.data.oid);
      expect(await info(first.body.data.oid)).toMatchObject({ ani: '13566667777', callId: callid, status: 'new' });
      expect((await app('calling3', { callid })).body.data.oid).toBe(first.body.data.oid);
      expect((await app('calling3', { callid: 'no-such-call' })).body.data.oid).toBe('0');
      const outbound = await app('calling', { ...status, callid: nextCall(), callway: '呼出' });
      expect(outbound.body).toMatchObject({ code: 200, msg: '非呼入信息不创建工单', data: { success: false, oid: '0' } });
      expect((await app('calling', { callway: '呼入' })).body).toMatchObject({ code: 400, msg: '缺少通话编号' });
    });

    it('record, jtrecord and gjrecord keep the recordings with the call’s work order, each once', async () => {
      const callid = nextCall();
      const id = (await pop(callid, '13566668888')).body.data.id as string;
      const item = { sendcode: '13566668888', recvcode: '8001', account: 'agent01', startTime: 1796000000000, callway: '呼入', callid };
      const saved = await app('record', { userid: users.agent01, recordlist: [{ ...item, filepath: '/recordings/a.wav' }] });
      expect(saved.body.data).toEqual({ success: true, saved: 1 });
      await app('jtrecord', {
        recordlist: [
          { ...item, filepath: '/recordings/a.wav' },
          { ...item, filepath: '/recordings/b.wav' },
        ],
      });
      await app('gjrecord', { recordlist: [{ ...item, callid: 'unknown-call', filepath: '/recordings/c.wav' }] });
      expect((await info(id)).recordings).toEqual([
        { callId: callid, filePath: '/recordings/a.wav', callway: '呼入', startTime: 1796000000000, caller: '13566668888', callee: '8001' },
        { callId: callid, filePath: '/recordings/b.wav', callway: '呼入', startTime: 1796000000000, caller: '13566668888', callee: '8001' },
      ]);
    });

    it("outsaveinfo notes an outbound call in the dialled number's open work order", async () => {
      const { body } = await pop(nextCall(), '13566669999');
      const saved = await app('outsaveinfo', { callid: nextCall(), recvcode: '13566669999', sendcode: '8001' });
      expect(saved.body.data).toEqual({ description: `外呼信息已记入工单 ${body.data.inbid}` });
      expect((await info(body.data.id)).history.at(-1)).toMatchObject({ action: 'outbound', note: '外呼 13566669999' });
      expect((await app('outsaveinfo', { callid: nextCall(), recvcode: '10000' })).body.data).toEqual({ description: '外呼信息已保存' });
    });

    it("shiftchange tells the caller's unit of their open work orders", async () => {
      const before = sockets.agent02!.frames.length;
      const { body } = await app('shiftchange', { note: '夜班交接' });
      expect(body.data).toEqual({ result: 1, msg: expect.stringMatching(/^交班成功，已通知\d+位同事$/) });
      const frame = await sockets.agent02!.next('shiftchange', before);
      expect(frame).toMatchObject({
        title: expect.stringMatching(/^交接班：马晓燕 交班，未办结工单 \d+ 张$/),
        url: '/subdev/appWorkorder',
      });
      const message = await server.call('GET', `/api/message/ReadInfo/${frame.messageid}`, tokens.agent02);
      expect(message.body.data).toMatchObject({ type: 3, bodyText: expect.stringContaining('夜班交接') });
      expect(sockets.agent01!.frames.slice(before).some((f) => f.method === 'shiftchange')).toBe(false);
    });
  });

  describe('online consultations', () => {
    const consult = async (title: string) => {
      const { body } = await server.call('POST', '/api/onlineconsultant', tokens.agent01, {
        customerName: '李秀兰',
        mobilePhone: '13511112222',
        title,
        content: '小区今天停暖了吗',
      });
      expect(body).toMatchObject({ code: 200, msg: '新建成功' });
      return body.data.id as string;
    };
    const sign = (id: string, account: string) => server.call('POST', '/api/App/OnlineServer/saveonlineqs', tokens[account], { id });

    it('are listed, noted and signed into one work order; a second agent is told who has it', async () => {
      const id = await consult('停暖咨询');
      const listed = await server.call('GET', '/api/onlineconsultant?keyword=停暖', tokens.agent01);
      expect(listed.body.data.list).toEqual([expect.objectContaining({ id, status: 0, mobilePhone: '13511112222' })]);
      expect((await server.call('POST', `/api/onlineconsultant/${id}/Note`, tokens.agent01, { content: '已回复用户' })).body.msg).toBe(
        '追记成功',
      );

      const signed = await sign(id, 'agent01');
      expect(signed.body.data).toMatchObject({ result: 1, msg: '签收成功', oid: expect.any(String), inbid: expect.stringMatching(/^GD/) });
      expect(await info(signed.body.data.oid)).toMatchObject({
        source: 3,
        ani: '13511112222',
        customerName: '李秀兰',
        content: '停暖咨询：小区今天停暖了吗',
      });
      expect((await sign(id, 'agent02')).body.data).toEqual({ result: 0, msg: '该咨询已由马晓燕签收' });
      expect((await sign(id, 'agent01')).body.data).toMatchObject({ result: 1, oid: signed.body.data.oid });

      const detail = await server.call('GET', `/api/onlineconsultant/${id}`, tokens.agent01);
      expect(detail.body.data).toMatchObject({
        status: 1,
        signUser: '马晓燕/agent01',
        workOrderId: signed.body.data.oid,
        notes: [expect.objectContaining({ content: '已回复用户' })],
      });
      expect((await sign('999', 'agent01')).body.data).toEqual({ result: 0, msg: '咨询不存在' });
    });

    it('make one work order when signed by many at once', async () => {
      const id = await consult('并发签收');
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => sign(id, i % 2 ? 'agent01' : 'agent02')));
      const winners = answers.filter((a) => a.body.data.result === 1);
      expect(new Set(winners.map((a) => a.body.data.oid)).size).toBe(1);
      const rows = await server.db.query<{ n: number }>(`select count(*)::int as n from work_order where consultation_id = $1`, [id]);
      expect(rows[0]!.n).toBe(1);
    });

    it('are for the menu 在线咨询', async () => {
      expect((await server.call('GET', '/api/onlineconsultant', tokens.zhoujie)).status).toBe(403);
      expect((await server.call('POST', '/api/onlineconsultant', tokens.agent01, { title: '' })).body).toMatchObject({
        code: 400,
        msg: '请输入咨询主题',
      });
    });
  });

  describe('lists', () => {
    it("lists each view's statuses under its own menu; 待处理 holds the caller's own", async () => {
      const id = await dispatched();
      expect((await list('inProgress')).find((item) => item.id === id)).toMatchObject({
        status: 'dispatched',
        categoryName: '室温不达标',
        handleOrg: '换热站运维班',
        handleUser: '周杰/zhoujie',
        creatorUser: '马晓燕/agent01',
        overdue: false,
      });
      expect((await list('awaiting', 'zhoujie')).map((item) => item.id)).toContain(id);
      expect((await list('awaiting', 'xuming')).map((item) => item.id)).not.toContain(id);
      expect((await list('requestsToSign')).map((item) => item.id)).toContain(id);
      expect((await list('inProgress', 'agent01', '&keyword=暖气&status=dispatched')).every((item) => item.status === 'dispatched')).toBe(
        true,
      );
      // Each list is its own menu's: 运维人员 have no 来电服务请求.
      expect((await server.call('GET', '/api/workorder?view=requests', tokens.zhoujie)).status).toBe(403);
      expect((await server.call('GET', '/api/workorder?view=nope', tokens.agent01)).status).toBe(400);
    });

    it('exports a list as an .xlsx file for those with 导出', async () => {
      expect((await server.call('GET', '/api/workorder/Actions/Export?view=inProgress', tokens.agent01)).status).toBe(403);
      const admin = await server.login('admin');
      const { body } = await server.call('GET', '/api/workorder/Actions/Export?view=inProgress', admin);
      expect(body.data).toMatchObject({
        name: expect.stringMatching(/^工单_\d{14}\.xlsx$/),
        url: expect.stringMatching(/^\/api\/system\/ExportFile\//),
      });
      const file = await server.app.inject({ method: 'GET', url: body.data.url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });
  });
});
