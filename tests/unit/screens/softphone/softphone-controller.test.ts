/**
 * The softphone controller against the simulator's real call centre over a loopback socket: sign in,
 * ready, an inbound call popping its work order, answering (work order found, record saved 1 s later),
 * hold, transfer, after-call work with the recording, dialling rules, the phone check every 60 s, a
 * dropped socket restored, and the notices of spec 002 section 8.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SoftphoneCalls } from '../../../../api/softphone-client';
import { Softphone, PHONE_CHECK_INTERVAL, type SoftphoneNotice } from '../../../../screens/softphone/softphone-controller';
import type { SoftphoneSettings } from '../../../../screens/softphone/softphone-settings';
import { loopbackCti } from './loopback';

const settings: SoftphoneSettings = {
  telExtnum: '1001',
  telAcdgroup: 'hotline',
  phonejjip: '127.0.0.1:5101',
  phonejjfs: false,
  telAccid: '',
  telAccname: '',
  telPwd: '',
};

function fakeCalls(overrides: Partial<SoftphoneCalls> = {}) {
  const calls = {
    calling: vi.fn(async () => ({ success: true, oid: 'wo-1', inbid: 'GD202601010001' })),
    calling3: vi.fn(async () => ({ oid: 'wo-1' })),
    record: vi.fn(async () => ({ success: true })),
    outsaveinfo: vi.fn(async () => ({ description: '外呼信息已记录' })),
    getusenum: vi.fn(async () => true),
    getUNusenum: vi.fn(async () => true),
    updateline: vi.fn(async () => undefined),
    phonestate: vi.fn(async () => true),
    jj: vi.fn(async () => true),
    saveonlineqs: vi.fn(async () => ({ result: 1 })),
    ...overrides,
  };
  return calls satisfies SoftphoneCalls;
}

function setup(options: { settings?: Partial<SoftphoneSettings>; calls?: Partial<SoftphoneCalls>; ctiServer?: string } = {}) {
  const cti = loopbackCti();
  const calls = fakeCalls(options.calls);
  const notices: SoftphoneNotice[] = [];
  const opened: [string, string][] = [];
  const phone = new Softphone({
    ctiServer: 'ctiServer' in options ? options.ctiServer : 'ws://127.0.0.1:5066/ola_socket',
    settings: () => ({ ...settings, ...options.settings }),
    user: { userId: 'u-agent01', account: 'agent01' },
    calls,
    createSocket: cti.createSocket,
  });
  phone.setHandlers({ notify: (notice) => notices.push(notice), openWorkOrder: (id, caller) => opened.push([id, caller]) });
  const status = () => phone.getSnapshot().agent.status;
  /** Lets the loopback's messages and the controller's promises run. */
  const settle = async () => {
    for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(0);
  };
  return { cti, calls, notices, opened, phone, status, settle };
}

describe('softphone controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is not configured without an extension or without a CTI server', () => {
    const noExtension = setup({ settings: { telExtnum: '' } });
    noExtension.phone.start();
    expect(noExtension.status()).toBe('unconfigured');
    void noExtension.phone.resume();
    expect(noExtension.notices.at(-1)).toMatchObject({ key: 'notConfigured' });
    const noServer = setup({ ctiServer: undefined });
    noServer.phone.start();
    expect(noServer.status()).toBe('unconfigured');
  });

  it('signs in, logs in paused, keeps the extension as the landline and checks the phone', async () => {
    const { phone, status, settle, calls, cti } = setup();
    phone.start();
    await settle();
    expect(status()).toBe('paused');
    expect(phone.getSnapshot().agent.authenticated).toBe(true);
    expect(cti.centre.snapshot('1001')).toMatchObject({ state: 'unready', queue: 'hotline', agent_id: 'agent01' });
    expect(calls.updateline).toHaveBeenCalledWith('1001');
    expect(calls.getUNusenum).toHaveBeenCalledWith('1001', 'u-agent01');
    expect(calls.phonestate).toHaveBeenCalledWith('http://127.0.0.1:5101/');
    phone.stop();
  });

  it('warns about a shared extension', async () => {
    const { phone, settle, notices } = setup({ calls: { getUNusenum: vi.fn(async () => false) } });
    phone.start();
    await settle();
    expect(notices).toContainEqual({ key: 'phoneShared', level: 'warning', duration: 5000 });
    phone.stop();
  });

  it('works an inbound call: ring pops the work order, answer finds it and saves the record 1 s later, hold, transfer', async () => {
    const { phone, status, settle, calls, cti, opened } = setup();
    phone.start();
    await settle();
    await phone.resume();
    await settle();
    expect(status()).toBe('idle');

    const placed = cti.centre.placeInbound('13800000001');
    await settle();
    expect(status()).toBe('ringingIn');
    expect(phone.rules.pickUp).toBe(true);
    expect(calls.calling).toHaveBeenCalledWith(
      expect.objectContaining({
        callid: placed.call.id,
        sendcode: '13800000001',
        recvcode: '96123',
        callway: '呼入',
        status: 'ring',
        userid: 'u-agent01',
      }),
    );
    expect(opened).toEqual([['wo-1', '13800000001']]);

    // The pick-up button sends key OK to the desk phone; the simulated phone answers.
    vi.mocked(calls.jj).mockImplementationOnce(async (url: string) => {
      expect(url).toBe('http://127.0.0.1:5101/cgi-bin/ConfigManApp.com?key=OK');
      cti.centre.answer('1001');
      return true;
    });
    await phone.pickUp();
    await settle();
    expect(status()).toBe('onCall');
    expect(calls.calling3).toHaveBeenCalledWith(expect.objectContaining({ callid: placed.call.id, status: 'answered' }));
    expect(calls.record).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(calls.record).toHaveBeenCalledWith('jtrecord', {
      userid: 'u-agent01',
      msgtype: '1',
      recordlist: [
        expect.objectContaining({
          callid: placed.call.id,
          callway: '呼入',
          filepath: `http://127.0.0.1:5066/recordings/${placed.call.id}-1001.wav`,
        }),
      ],
    });

    await phone.toggleHold();
    await settle();
    expect(status()).toBe('held');
    expect(phone.rules.hold).toBe('unhold');
    await phone.toggleHold();
    await settle();
    expect(status()).toBe('onCall');

    cti.centre.login('1002', 'hotline', 'agent02');
    cti.centre.goReady('1002');
    await phone.transfer('1002');
    await settle();
    expect(status()).toBe('acw');
    expect(calls.record).toHaveBeenLastCalledWith(
      'gjrecord',
      expect.objectContaining({ recordlist: [expect.objectContaining({ callid: placed.call.id })] }),
    );
    expect(cti.centre.snapshot('1002')).toMatchObject({ state: 'busy', private_data: 'ring', call_accept: placed.call.id });
    phone.stop();
  });

  it('consults, cancels, consults again and transfers to the party consulted', async () => {
    const { phone, status, settle, cti } = setup();
    phone.start();
    await settle();
    await phone.resume();
    await settle();
    cti.centre.placeInbound('13800000002');
    await settle();
    cti.centre.answer('1001');
    await settle();
    await phone.consult('8001');
    await settle();
    expect(status()).toBe('consulting');
    expect(phone.rules.consult).toBe('cancel');
    await phone.cancelConsult();
    await settle();
    expect(status()).toBe('onCall');
    cti.centre.login('1003', 'hotline', 'agent03');
    cti.centre.goReady('1003');
    await phone.consult('1003');
    await settle();
    expect(phone.getSnapshot().consultTarget).toBe('1003');
    await phone.consultTransfer();
    await settle();
    expect(status()).toBe('acw');
    expect(cti.centre.snapshot('1003')).toMatchObject({ state: 'busy', private_data: 'ring' });
    phone.stop();
  });

  it('goes three-way and hangs up', async () => {
    const { phone, status, settle, cti } = setup();
    phone.start();
    await settle();
    await phone.resume();
    await settle();
    cti.centre.placeInbound('13800000003');
    await settle();
    cti.centre.answer('1001');
    await settle();
    await phone.threeWay('8002');
    await settle();
    expect(status()).toBe('threeWay');
    expect(phone.rules.hangUp).toBe(true);
    await phone.hangUp();
    await settle();
    expect(status()).toBe('acw');
    phone.stop();
  });

  it('dials only when paused, breaks first from after-call work, and saves the outbound call', async () => {
    const { phone, status, settle, notices, calls, cti } = setup();
    phone.start();
    await settle();
    await phone.resume();
    await settle();
    await phone.dial('13900000000');
    expect(notices.at(-1)).toMatchObject({ key: 'dialWhenPaused' });
    expect(status()).toBe('idle');

    await phone.resume(); // idle: pause with reason rest
    await settle();
    expect(status()).toBe('paused');
    expect(cti.centre.agents.get('1001')?.stateData).toBe('rest');
    await phone.dial('13900000000');
    await settle();
    expect(status()).toBe('ringingOut');
    expect(phone.rules.transfer).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(status()).toBe('onCall');
    expect(phone.rules.transfer).toBe(false);
    await phone.hangUp();
    await settle();
    expect(status()).toBe('acw');
    expect(calls.outsaveinfo).toHaveBeenCalledWith(expect.objectContaining({ callway: '呼出', sendcode: '1001', recvcode: '13900000000' }));
    expect(notices.at(-1)).toEqual({ key: 'outboundSaved', level: 'success', duration: 3500, text: '外呼信息已记录' });

    // From after-call work the dial goes to break first, then dials.
    await phone.dial('13900000001');
    await settle();
    expect(status()).toBe('ringingOut');
    phone.stop();
  });

  it('checks the phone every 60 s: an offline phone sends an idle agent to break, and ready asks again', async () => {
    const phonestate = vi.fn(async () => true);
    const { phone, status, settle, notices } = setup({ calls: { phonestate } });
    phone.start();
    await settle();
    await phone.resume();
    await settle();
    expect(status()).toBe('idle');
    phonestate.mockResolvedValue(false);
    await vi.advanceTimersByTimeAsync(PHONE_CHECK_INTERVAL - 1);
    expect(phonestate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(phonestate).toHaveBeenCalledTimes(2);
    expect(notices).toContainEqual({ key: 'phoneOffline', level: 'error', duration: 5000 });
    expect(status()).toBe('paused');
    await phone.resume();
    await settle();
    expect(notices.at(-1)).toMatchObject({ key: 'retry' });
    expect(status()).toBe('paused');
    phonestate.mockResolvedValue(true);
    await phone.resume();
    await settle();
    expect(status()).toBe('idle');
    phone.stop();
  });

  it('a dropped socket is not connected, then reconnects and restores the state the server holds', async () => {
    const { phone, status, settle, cti, notices } = setup();
    phone.start();
    await settle();
    await phone.resume();
    await settle();
    cti.centre.placeInbound('13800000004');
    await settle();
    cti.centre.answer('1001');
    await settle();
    await phone.toggleHold();
    await settle();
    expect(status()).toBe('held');

    cti.drop(true);
    await settle();
    expect(status()).toBe('disconnected');
    expect(phone.rules.hold).toBeNull();
    await phone.dial('13900000000');
    expect(notices.at(-1)).toMatchObject({ key: 'restoreSocket' });
    // Still down at the first retry (1 s); up again for the second (1.5 s later).
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(status()).toBe('disconnected');
    cti.up();
    await vi.advanceTimersByTimeAsync(1500);
    await settle();
    expect(status()).toBe('held');
    expect(phone.getSnapshot().agent.call?.number).toBe('13800000004');
    phone.stop();
  });

  it('logs out, and the resume button logs in and goes ready', async () => {
    const { phone, status, settle } = setup();
    phone.start();
    await settle();
    await phone.logout();
    await settle();
    expect(status()).toBe('loggedOut');
    expect(phone.rules.resume).toBe('loginThenReady');
    await phone.resume();
    await settle();
    expect(status()).toBe('idle');
    phone.stop();
  });

  it('writes what it sent and received to its log', async () => {
    const { phone, settle } = setup();
    phone.start();
    await settle();
    const log = phone.logText();
    expect(log).toMatch(/send auth/);
    expect(log).toMatch(/send api login/);
    expect(log).toMatch(/reply 200 OK state unready/);
    expect(log).toMatch(/state loggedOut -> paused/);
    phone.stop();
  });
});
