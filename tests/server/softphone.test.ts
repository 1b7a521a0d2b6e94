/**
 * The softphone's own calls (spec 002 section 7.9) on both databases: the extension kept as the
 * landline, the shared-extension checks, and the handset calls sent to a simulated desk phone of the
 * CTI simulator (a real HTTP peer) inside PHONE_NETWORKS, refused outside it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readScenario } from '../../cti-simulator/scenario';
import { startSimulator, type Simulator } from '../../cti-simulator/simulator';
import { phoneNetworkList, phoneRequestOf, phoneTexts } from '../../server/softphone/phone-address';
import { databases, startTestServer, type TestServer } from './harness';

describe('phone addresses', () => {
  const networks = phoneNetworkList(['192.168.10.0/24', '127.0.0.1', 'fd00::/8']);

  it('builds the request from the checked parts only', () => {
    expect(phoneRequestOf('http://192.168.10.20/', 'state', networks)).toEqual({ url: 'http://192.168.10.20/' });
    expect(phoneRequestOf('http://127.0.0.1:5101/cgi-bin/ConfigManApp.com?key=OK', 'command', networks)).toEqual({
      url: 'http://127.0.0.1:5101/cgi-bin/ConfigManApp.com?key=OK',
    });
    expect(phoneRequestOf('http://[fd00::5]/cgi-bin/ConfigManApp.com?key=HEADSET', 'command', networks)).toEqual({
      url: 'http://[fd00::5]/cgi-bin/ConfigManApp.com?key=HEADSET',
    });
  });

  it('refuses anything else, saying why', () => {
    const cases: [string, 'state' | 'command', string][] = [
      ['not a url', 'state', phoneTexts.badAddress],
      ['https://192.168.10.20/', 'state', phoneTexts.badAddress],
      ['http://phone.local/', 'state', phoneTexts.badAddress],
      ['http://user:pw@192.168.10.20/', 'state', phoneTexts.badAddress],
      ['http://10.0.0.1/', 'state', phoneTexts.outsideNetworks],
      ['http://127.0.0.2/', 'state', phoneTexts.outsideNetworks],
      ['http://192.168.10.20/admin', 'state', phoneTexts.badCommand],
      ['http://192.168.10.20/?x=1', 'state', phoneTexts.badCommand],
      ['http://192.168.10.20/cgi-bin/ConfigManApp.com?key=REBOOT', 'command', phoneTexts.badCommand],
      ['http://192.168.10.20/cgi-bin/ConfigManApp.com?key=OK&key=X', 'command', phoneTexts.badCommand],
      ['http://192.168.10.20/cgi-bin/ConfigManApp.com?key=OK&next=/x', 'command', phoneTexts.badCommand],
    ];
    for (const [url, purpose, error] of cases) expect(phoneRequestOf(url, purpose, networks), url).toEqual({ error });
    expect(phoneRequestOf('http://192.168.10.20/', 'state', null)).toEqual({ error: phoneTexts.noNetworks });
  });
});

for (const kind of databases) {
  describe(`softphone calls (${kind})`, () => {
    let server: TestServer;
    let simulator: Simulator;
    let agent01: string;
    let agent02: string;
    let agent01Id: string;

    beforeAll(async () => {
      simulator = await startSimulator({ scenario: readScenario({ extensions: ['1001'] }) });
      server = await startTestServer(kind, { config: { phoneNetworks: ['127.0.0.1/32'] } });
      agent01 = await server.login('agent01');
      agent02 = await server.login('agent02');
      agent01Id = (await server.db.query<{ id: string }>(`select id from users where account = 'agent01'`))[0]!.id;
    });
    afterAll(async () => {
      await server?.close();
      await simulator?.close();
    });

    it('keeps the extension as the landline and tells who shares it', async () => {
      const saved = await server.call('POST', '/api/permission/users/updateline', agent01, { landline: '1001' });
      expect(saved.body).toMatchObject({ code: 200, msg: '更新成功' });
      expect((await server.db.query(`select landline from users where id = $1`, [agent01Id]))[0]).toEqual({ landline: '1001' });

      // agent02 would share 1001 with agent01; agent01 itself does not.
      expect((await server.call('GET', '/api/App/AppWorkorder/getusenum?num=1001', agent02)).body.data).toEqual({ success: false });
      expect((await server.call('GET', '/api/App/AppWorkorder/getusenum?num=1001', agent01)).body.data).toEqual({ success: true });
      expect((await server.call('GET', '/api/App/AppWorkorder/getusenum?num=1002', agent02)).body.data).toEqual({ success: true });
      expect((await server.call('GET', `/api/App/AppWorkorder/getUNusenum?num=1001&userid=${agent01Id}`, agent02)).body.data).toEqual({
        success: true,
      });
      expect((await server.call('GET', '/api/App/AppWorkorder/getUNusenum?num=1001&userid=someone-else', agent02)).body.data).toEqual({
        success: false,
      });

      // Clearing it frees the extension.
      await server.call('POST', '/api/permission/users/updateline', agent01, { landline: '' });
      expect((await server.call('GET', '/api/App/AppWorkorder/getusenum?num=1001', agent02)).body.data).toEqual({ success: true });
    });

    it('answers bad input with its message, and nothing to anonymous callers', async () => {
      expect(await server.call('POST', '/api/permission/users/updateline', agent01, { landline: '10a1' })).toMatchObject({
        status: 400,
        body: { msg: '分机号只能是数字' },
      });
      expect(await server.call('POST', '/api/permission/users/updateline', agent01, {})).toMatchObject({
        status: 400,
        body: { msg: '请输入分机号' },
      });
      expect(await server.call('GET', '/api/App/AppWorkorder/getusenum?num=x', agent01)).toMatchObject({
        status: 400,
        body: { msg: '参数 num 格式不正确' },
      });
      expect(await server.call('GET', '/api/App/AppWorkorder/getUNusenum?num=1001', agent01)).toMatchObject({
        status: 400,
        body: { msg: '缺少必填参数 userid' },
      });
      expect(await server.call('POST', '/api/tth/tth/phonestate', agent01, {})).toMatchObject({
        status: 400,
        body: { msg: '请输入话机IP地址' },
      });
      for (const [method, url] of [
        ['POST', '/api/permission/users/updateline'],
        ['GET', '/api/App/AppWorkorder/getusenum?num=1001'],
        ['POST', '/api/tth/tth/phonestate'],
        ['POST', '/api/tth/tth/jj'],
      ] as const) {
        expect((await server.call(method, url, undefined, method === 'POST' ? { url: 'http://127.0.0.1/' } : undefined)).body.code).toBe(
          602,
        );
      }
    });

    it('checks the desk phone’s registration and sends it handset commands', async () => {
      const port = simulator.phones.portOf('1001');
      const phone = `http://127.0.0.1:${port}`;
      expect((await server.call('POST', '/api/tth/tth/phonestate', agent01, { url: `${phone}/` })).body).toMatchObject({
        code: 200,
        data: true,
      });
      simulator.centre.phone('1001').registered = false;
      expect((await server.call('POST', '/api/tth/tth/phonestate', agent01, { url: `${phone}/` })).body).toMatchObject({
        code: 200,
        data: false,
      });
      simulator.centre.phone('1001').registered = true;

      // Nothing listens on this port: not online.
      const closed = await server.call('POST', '/api/tth/tth/phonestate', agent01, { url: 'http://127.0.0.1:9/' });
      expect(closed.body).toMatchObject({ code: 200, data: false });

      // Pick up a ringing call on the phone.
      simulator.centre.login('1001', 'hotline', 'agent01');
      simulator.centre.goReady('1001');
      simulator.centre.placeInbound('13800000009');
      const picked = await server.call('POST', '/api/tth/tth/jj', agent01, { url: `${phone}/cgi-bin/ConfigManApp.com?key=OK` });
      expect(picked.body).toMatchObject({ code: 200, data: true });
      expect(simulator.centre.snapshot('1001')).toMatchObject({ state: 'busy', private_data: 'answered' });
      expect(
        (await server.call('POST', '/api/tth/tth/jj', agent01, { url: `${phone}/cgi-bin/ConfigManApp.com?key=HEADSET` })).body.data,
      ).toBe(true);
      expect(simulator.centre.phone('1001').headset).toBe(true);
      // A key the phone refuses (nothing ringing any more): false.
      expect((await server.call('POST', '/api/tth/tth/jj', agent01, { url: `${phone}/cgi-bin/ConfigManApp.com?key=OK` })).body.data).toBe(
        false,
      );
      simulator.centre.reset();
    });

    it('refuses phones outside PHONE_NETWORKS, unknown commands, and users without the call centre', async () => {
      expect(await server.call('POST', '/api/tth/tth/phonestate', agent01, { url: 'http://10.1.2.3/' })).toMatchObject({
        status: 400,
        body: { msg: phoneTexts.outsideNetworks },
      });
      expect(
        await server.call('POST', '/api/tth/tth/jj', agent01, { url: 'http://127.0.0.1:1/cgi-bin/ConfigManApp.com?key=RESET' }),
      ).toMatchObject({
        status: 400,
        body: { msg: phoneTexts.badCommand },
      });
      const accountant = await server.login('liangxue');
      expect(await server.call('POST', '/api/tth/tth/phonestate', accountant, { url: 'http://127.0.0.1/' })).toMatchObject({ status: 403 });
      // Keeping one's own extension needs no grant.
      expect((await server.call('POST', '/api/permission/users/updateline', accountant, { landline: '' })).body.code).toBe(200);
    });
  });
}
