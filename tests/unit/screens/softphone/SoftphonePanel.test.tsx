/**
 * The softphone panel as an agent sees it, over the simulator's call centre on a loopback socket: the
 * status tag and its timer text, buttons enabled by the state machine's rules, the number dialogs' and
 * the extension settings' messages (spec 002 section 5.5), the dial rules' notices.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HttpClient, Notice } from '../../../../api';
import type { SoftphoneCalls } from '../../../../api/softphone-client';
import { SoftphonePanel } from '../../../../screens/softphone/SoftphonePanel';
import type { SettingsStorage } from '../../../../screens/softphone/softphone-settings';
import { StatusTag } from '../../../../screens/softphone/StatusTag';
import { i18n } from '../../../../shell/i18n';
import { renderScreen } from '../render-screen';
import { loopbackCti } from './loopback';

afterEach(cleanup);
beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

function memoryStorage(values: Record<string, unknown>): SettingsStorage & { values: Record<string, unknown> } {
  return { values, get: (key) => values[key] ?? null, set: (key, value) => void (values[key] = value) };
}

const calls: SoftphoneCalls = {
  calling: async () => ({ success: true, oid: 'wo-7' }),
  calling3: async () => ({ oid: 'wo-7' }),
  record: async () => ({}),
  outsaveinfo: async () => ({ description: '' }),
  getusenum: async () => true,
  getUNusenum: async () => true,
  updateline: async () => undefined,
  phonestate: async () => true,
  jj: async () => true,
  saveonlineqs: async () => ({ result: 1 }),
};

function renderPanel(stored: Record<string, unknown> = { telExtnum: '1001', telAcdgroup: 'hotline', phonejjip: '127.0.0.1:5101' }) {
  const cti = loopbackCti();
  const notices: Notice[] = [];
  const opened: string[] = [];
  const storage = memoryStorage({ ...stored });
  renderScreen(
    <SoftphonePanel
      ctiServer="ws://127.0.0.1:5066/ola_socket"
      storage={storage}
      user={{ userId: 'u1', account: 'agent01' }}
      http={{} as HttpClient}
      calls={calls}
      createSocket={cti.createSocket}
      notify={(notice) => notices.push(notice)}
      openPath={(path) => opened.push(path)}
    />,
  );
  const button = (name: string) => within(screen.getByTestId('softphone-panel')).getByRole('button', { name }) as HTMLButtonElement;
  return { cti, notices, opened, storage, button };
}

const statusText = () => screen.getByTestId('softphone-status').textContent ?? '';

describe('softphone panel', () => {
  it('comes up paused, goes ready, and an inbound call enables pick up and opens the work order', async () => {
    const { cti, button, opened } = renderPanel();
    await waitFor(() => expect(statusText()).toMatch(/^示忙\(\d+\)$/));
    expect(button('挂断').disabled).toBe(true);
    expect(button('接听').disabled).toBe(true);
    fireEvent.click(button('置闲'));
    await waitFor(() => expect(statusText()).toMatch(/^空闲/));
    expect(button('示忙').disabled).toBe(false);

    cti.centre.placeInbound('13800000001');
    await waitFor(() => expect(statusText()).toMatch(/^呼入振铃/));
    expect(button('接听').disabled).toBe(false);
    await waitFor(() => expect(opened).toEqual(['/subdev/appWorkorder/Form?id=wo-7&edit=1&ani=13800000001']));

    cti.centre.answer('1001');
    await waitFor(() => expect(statusText()).toMatch(/^通话中/));
    for (const name of ['挂断', '保持', '转接', '咨询', '三方']) expect(button(name).disabled).toBe(false);
    expect(button('咨询转接').disabled).toBe(true);
    expect(button('拨号').disabled).toBe(true);

    fireEvent.click(button('保持'));
    await waitFor(() => expect(statusText()).toMatch(/^保持/));
    expect(button('取回').disabled).toBe(false);
    expect(button('转接').disabled).toBe(true);
  });

  it('the transfer, consult and three-way dialogs ask for their number', async () => {
    const { cti, button } = renderPanel();
    await waitFor(() => expect(statusText()).toMatch(/^示忙/));
    fireEvent.click(button('置闲'));
    await waitFor(() => expect(statusText()).toMatch(/^空闲/));
    cti.centre.placeInbound('13800000002');
    await waitFor(() => expect(statusText()).toMatch(/^呼入振铃/));
    cti.centre.answer('1001');
    await waitFor(() => expect(statusText()).toMatch(/^通话中/));

    for (const [name, message] of [
      ['转接', '请输入要转接的号码'],
      ['咨询', '请输入要咨询的号码'],
      ['三方', '请输入要加入的号码'],
    ]) {
      fireEvent.click(button(name!));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await within(dialog).findByText(message!)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }

    fireEvent.click(button('咨询'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '8001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(statusText()).toMatch(/^咨询中/));
    // The dialog closes once the command is answered; the panel is reachable again.
    await waitFor(() => expect(button('取消咨询').disabled).toBe(false));
    expect(button('咨询转接').disabled).toBe(false);
  });

  it('dialling: a number is required, and only when paused', async () => {
    const { notices, button } = renderPanel();
    await waitFor(() => expect(statusText()).toMatch(/^示忙/));
    fireEvent.click(button('拨号'));
    expect(notices.at(-1)).toEqual({ type: 'warning', message: '请输入要拨打的号码', duration: 1500 });
    fireEvent.click(button('置闲'));
    await waitFor(() => expect(statusText()).toMatch(/^空闲/));
    fireEvent.change(screen.getByRole('textbox', { name: '请输入外呼号码' }), { target: { value: '13900000000' } });
    fireEvent.click(button('拨号'));
    await waitFor(() => expect(notices.at(-1)).toMatchObject({ type: 'warning', message: '请在示忙状态下拨号' }));
    fireEvent.click(button('示忙'));
    await waitFor(() => expect(statusText()).toMatch(/^示忙/));
    fireEvent.click(button('拨号'));
    await waitFor(() => expect(statusText()).toMatch(/^呼出振铃/));
  });

  it('the extension settings require extension, ACD group and IP, show the CTI address read-only, and save', async () => {
    const { storage, button } = renderPanel({});
    await waitFor(() => expect(statusText()).toMatch(/^未配置/));
    fireEvent.click(button('分机设置'));
    const dialog = await screen.findByTestId('softphone-settings');
    const cti = within(dialog).getByTestId('softphone-cti-server');
    expect((cti as HTMLInputElement).value).toBe('ws://127.0.0.1:5066/ola_socket');
    expect(cti.hasAttribute('readonly')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    for (const message of ['请输入分机号', '请输入ACD组', '请输入话机IP地址'])
      expect(await within(dialog).findByText(message)).toBeTruthy();

    fireEvent.change(within(dialog).getByTestId('softphone-acd-group'), { target: { value: 'hotline' } });
    fireEvent.change(within(dialog).getByTestId('softphone-extension'), { target: { value: '1001' } });
    fireEvent.change(within(dialog).getByTestId('softphone-extension-ip'), { target: { value: '127.0.0.1:5101' } });
    fireEvent.click(within(dialog).getByRole('switch'));
    expect(within(dialog).getByText('耳麦')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByTestId('softphone-settings')).toBeNull());
    expect(storage.values).toMatchObject({ telExtnum: '1001', telAcdgroup: 'hotline', phonejjip: '127.0.0.1:5101', phonejjfs: true });
    await waitFor(() => expect(statusText()).toMatch(/^示忙/));
  });

  it('logging out asks first', async () => {
    const { button } = renderPanel();
    await waitFor(() => expect(statusText()).toMatch(/^示忙/));
    fireEvent.click(button('签出'));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('确定要退出应用吗?')).toBeTruthy();
    expect(within(confirm).getByText('提示')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(statusText()).toMatch(/^未登录/));
    await waitFor(() => expect(button('签入').disabled).toBe(false));
  });

  it('the status tag shows the seconds since the last change: (s), then (mm:ss)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    try {
      const since = Date.now();
      renderScreen(<StatusTag status="paused" label="示忙" since={since} />);
      expect(statusText()).toBe('示忙(0)');
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(statusText()).toBe('示忙(5)');
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(statusText()).toBe('示忙(01:05)');
    } finally {
      vi.useRealTimers();
    }
  });
});
