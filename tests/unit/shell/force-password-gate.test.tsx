import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { md5Hex, type Notice, type SysConfigInfo } from '../../../api';
import { AppProviders } from '../../../shell/App';
import { i18n } from '../../../shell/i18n';
import { ForcePasswordGate } from '../../../shell/routes/ForcePasswordGate';
import { createServices } from '../../../shell/services';
import { resetSession, session, setToken } from '../../../shell/session';

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** A fake server whose user has never changed the initial password Demo@2026 (captcha 'abcd'). */
function fakeServer(mustChange: boolean) {
  const bodies: Record<string, unknown>[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/oauth/updatePasswordMessage')) return json({ code: 200, msg: '', data: { mustChange } });
    if (url.startsWith('/api/permission/Users/Current/Actions/ModifyPassword')) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      if (body.code !== 'abcd') return json({ code: 400, msg: '验证码错误', data: null });
      if (body.oldPassword !== md5Hex('Demo@2026')) return json({ code: 400, msg: '旧密码错误', data: null });
      mustChange = false;
      return json({ code: 200, msg: '修改成功，请牢记新密码', data: null });
    }
    return json({ code: 404, msg: 'nope', data: null });
  }) as unknown as typeof fetch;
  return { fetchImpl, bodies };
}

function start(token: string, mustChange: boolean) {
  const server = fakeServer(mustChange);
  const notices: Notice[] = [];
  const services = createServices({
    config: { apiBase: '', socketBase: '', timeout: 10_000, title: '' },
    notify: (n) => notices.push(n),
    onSessionEnd: () => {},
    fetchImpl: server.fetchImpl,
  });
  setToken(token);
  session.sysConfig = { passwordStrengthLimit: 1, passwordLengthMin: 1, passwordLengthMinNumber: 6, containsNumbers: 1 } as SysConfigInfo;
  session.menuLoaded = true;
  render(
    <AppProviders services={services}>
      <ForcePasswordGate />
    </AppProviders>,
  );
  return { ...server, notices };
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

afterEach(() => {
  cleanup();
  resetSession();
  localStorage.clear();
});

describe('ForcePasswordGate', () => {
  it('shows the 600 px dialog when the server says the password must change, and closes it once changed', async () => {
    const { bodies, notices, fetchImpl } = start('bearer gate-1', true);
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    expect(dialog.textContent).toContain('初始密码');
    expect(getComputedStyle(dialog).width).toBe('600px');
    expect(screen.queryByRole('button', { name: /close|关闭/i })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('旧密码不能为空')).toBeTruthy();
    expect(screen.getByText('新密码不能为空')).toBeTruthy();
    expect(screen.getByText('重复密码不能为空')).toBeTruthy();
    expect(screen.getByText('验证码不能为空')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('旧密码'), { target: { value: 'Demo@2026' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'abcdefg' } });
    fireEvent.change(screen.getByLabelText('重复密码'), { target: { value: 'abcdefg' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'abcd' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新密码必须包含数字')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'abcdef1' } });
    fireEvent.change(screen.getByLabelText('重复密码'), { target: { value: 'abcdef2' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('两次密码输入不一致')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('重复密码'), { target: { value: 'abcdef1' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ plainPassword: 'abcdef1', password: md5Hex('abcdef1'), code: 'abcd' });
    expect(notices).toContainEqual(expect.objectContaining({ type: 'success', message: '修改成功，请牢记新密码' }));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('stays hidden when no change is required', async () => {
    const { fetchImpl } = start('bearer gate-2', false);
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
