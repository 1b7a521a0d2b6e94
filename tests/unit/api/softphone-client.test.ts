import { describe, expect, it } from 'vitest';
import { createHttpClient, type Notice } from '../../../api';
import {
  createSoftphoneCalls,
  RETRY_AFTER_NETWORK_ERROR,
  RETRY_AFTER_REFUSAL,
  type CallStatusPayload,
} from '../../../api/softphone-client';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A request client over scripted answers; `sleep` records the waits instead of waiting. */
function setup(answers: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; body: unknown }[] = [];
  const notices: Notice[] = [];
  const waits: number[] = [];
  const http = createHttpClient({
    baseUrl: '',
    getToken: () => 'bearer t',
    onSessionEnd: () => undefined,
    notify: (notice) => notices.push(notice),
    sessionEndDelay: 0,
    fetchImpl: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next();
    }) as typeof fetch,
  });
  const api = createSoftphoneCalls(http, async (ms) => {
    waits.push(ms);
  });
  return { api, calls, notices, waits };
}

const payload: CallStatusPayload = {
  msgtype: '1',
  sendcode: '13800000001',
  recvcode: '96123',
  callway: '呼入',
  callid: 'c-1',
  status: 'ring',
  calltime: 1_700_000_000_000,
  userid: 'u1',
};

const ok = (data: unknown) => () => jsonResponse({ code: 200, msg: 'ok', data });
const refused = () => jsonResponse({ code: 400, msg: '工单服务暂不可用' }, 400);
const networkDown = () => Promise.reject(new TypeError('fetch failed'));

describe('softphone calls: retry rules of spec 002 section 8', () => {
  it('calling answers at once when it works', async () => {
    const { api, calls, waits } = setup([ok({ success: true, oid: 'w1' })]);
    await expect(api.calling(payload)).resolves.toEqual({ success: true, oid: 'w1' });
    expect(calls.map((c) => c.url.split('?')[0])).toEqual(['/api/App/AppWorkorder/calling']);
    expect(calls[0]!.body).toEqual(payload);
    expect(waits).toEqual([]);
  });

  it('a code other than 200 is tried once more after 3 s, quietly the first time', async () => {
    const { api, calls, notices, waits } = setup([refused, ok({ success: true, oid: 'w1' })]);
    await expect(api.calling(payload)).resolves.toMatchObject({ oid: 'w1' });
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([RETRY_AFTER_REFUSAL]);
    expect(RETRY_AFTER_REFUSAL).toBe(3000);
    expect(notices).toEqual([]);
  });

  it('a network error is tried once more after 5 s', async () => {
    const { api, calls, waits } = setup([networkDown, ok({ oid: '0' })]);
    await expect(api.calling3(payload)).resolves.toEqual({ oid: '0' });
    expect(calls.map((c) => c.url.split('?')[0])).toEqual(['/api/App/AppWorkorder/calling3', '/api/App/AppWorkorder/calling3']);
    expect(waits).toEqual([RETRY_AFTER_NETWORK_ERROR]);
    expect(RETRY_AFTER_NETWORK_ERROR).toBe(5000);
  });

  it('only once: the second failure is shown and rejects', async () => {
    const { api, calls, notices } = setup([refused, refused]);
    await expect(api.updateline('1001')).rejects.toMatchObject({ code: 400 });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.body).toEqual({ landline: '1001' });
    expect(notices).toEqual([{ type: 'error', message: '工单服务暂不可用', duration: 1500 }]);
  });

  it('a refused session is not tried again', async () => {
    const { api, calls } = setup([() => jsonResponse({ code: 602, msg: '身份验证失败，请重新登录' }, 401)]);
    await expect(api.calling(payload)).rejects.toMatchObject({ code: 602 });
    expect(calls).toHaveLength(1);
  });

  it('the other calls go once, to their paths, with their answers', async () => {
    const { api, calls } = setup([
      ok({ success: false }),
      ok({ success: true }),
      ok(true),
      ok(false),
      ok({ description: '外呼信息已保存' }),
      ok({ success: true, saved: 1 }),
      ok({ result: 1 }),
    ]);
    expect(await api.getusenum('1001')).toBe(false);
    expect(await api.getUNusenum('1001', 'u1')).toBe(true);
    expect(await api.phonestate('http://127.0.0.1:5101/')).toBe(true);
    expect(await api.jj('http://127.0.0.1:5101/cgi-bin/ConfigManApp.com?key=OK')).toBe(false);
    expect(await api.outsaveinfo({ ...payload, callway: '呼出' })).toEqual({ description: '外呼信息已保存' });
    await api.record('jtrecord', { userid: 'u1', msgtype: '1', recordlist: [] });
    expect(await api.saveonlineqs('q1')).toEqual({ result: 1 });
    expect(calls.map((c) => c.url.replace(/[?&]n=\d+/, ''))).toEqual([
      '/api/App/AppWorkorder/getusenum?num=1001',
      '/api/App/AppWorkorder/getUNusenum?num=1001&userid=u1',
      '/api/tth/tth/phonestate',
      '/api/tth/tth/jj',
      '/api/App/AppWorkorder/outsaveinfo',
      '/api/App/AppWorkorder/jtrecord',
      '/api/App/OnlineServer/saveonlineqs',
    ]);
  });
});
