import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { createHttpClient, createOAuthApi, md5Hex, type LoginResult } from '../../../api';
import { LoginPage } from '../../../screens/login/LoginPage';
import { i18n } from '../../../shell/i18n';

function wrap(ui: ReactNode) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </ChakraProvider>,
  );
}

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** A fake server answering getConfig and Login. */
function fakeServer(captcha: boolean) {
  const bodies: URLSearchParams[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/api/oauth/getConfig/')) {
      return json({ code: 200, msg: 'ok', data: { enableVerificationCode: captcha ? 1 : 0, verificationCodeNumber: 5 } });
    }
    if (url.includes('/api/oauth/Login')) {
      const body = new URLSearchParams(String(init?.body));
      bodies.push(body);
      if (body.get('password') !== md5Hex('Admin@2026')) return json({ code: 400, msg: '账户或密码错误，请重新输入', data: null });
      return json({ code: 200, msg: 'ok', data: { token: 'bearer ok', theme: 'classic' } });
    }
    return json({ code: 404, msg: 'not found', data: null });
  }) as unknown as typeof fetch;
  const notices: string[] = [];
  const client = createHttpClient({
    baseUrl: '',
    getToken: () => null,
    onSessionEnd: () => {},
    notify: (n) => notices.push(n.message),
    fetchImpl,
  });
  return { api: createOAuthApi(client), bodies, notices, fetchImpl };
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

afterEach(() => {
  cleanup();
});

describe('LoginPage', () => {
  it('shows no captcha when the account does not need one, and signs in with the hashed password', async () => {
    const server = fakeServer(false);
    const onSuccess = vi.fn<(r: LoginResult) => void>();
    wrap(<LoginPage api={server.api} onSuccess={onSuccess} />);

    const account = screen.getByLabelText('账号');
    fireEvent.change(account, { target: { value: 'admin' } });
    fireEvent.blur(account);
    await waitFor(() => expect(server.fetchImpl).toHaveBeenCalledTimes(1));
    expect(screen.queryByLabelText('验证码')).toBeNull();
    expect(screen.queryByRole('img', { name: '验证码图片' })).toBeNull();

    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Admin@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ token: 'bearer ok', theme: 'classic' }));
    expect(server.bodies[0]?.get('password')).toBe(md5Hex('Admin@2026'));
    expect(server.bodies[0]?.get('code')).toBe('');
  });

  it('shows the captcha field and image when getConfig asks for one; clicking the image loads another', async () => {
    const server = fakeServer(true);
    let n = 0;
    wrap(<LoginPage api={server.api} onSuccess={() => {}} newCaptchaKey={() => `0.${++n}`} />);
    expect(screen.queryByLabelText('验证码')).toBeNull();

    const account = screen.getByLabelText('账号');
    fireEvent.change(account, { target: { value: 'admin' } });
    fireEvent.blur(account);

    const image = await screen.findByRole('img', { name: '验证码图片' });
    expect(screen.getByLabelText('验证码')).toBeTruthy();
    expect(image.getAttribute('src')).toBe('/api/oauth/ImageCode/5/0.1');
    fireEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    await waitFor(() => expect(screen.getByRole('img', { name: '验证码图片' }).getAttribute('src')).toBe('/api/oauth/ImageCode/5/0.2'));

    // The captcha is required before the call goes out.
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Admin@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(server.bodies).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'ab12c' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(server.bodies[0]?.get('code')).toBe('ab12c');
    expect(server.bodies[0]?.get('timestamp')).toBe('0.2');
  });

  it("shows the server's message in an alert when the sign-in fails", async () => {
    const server = fakeServer(false);
    const onSuccess = vi.fn();
    wrap(<LoginPage api={server.api} onSuccess={onSuccess} />);
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('账户或密码错误，请重新输入');
    expect(server.notices).toContain('账户或密码错误，请重新输入');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('asks for the account and password before calling the server', async () => {
    const server = fakeServer(false);
    wrap(<LoginPage api={server.api} onSuccess={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(server.fetchImpl).not.toHaveBeenCalled();
  });
});
