import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { md5Hex, type Notice } from '../../../api';
import { AppProviders } from '../../../shell/App';
import { createSessionEndHandler, guardDeps } from '../../../shell/bootstrap';
import { i18n } from '../../../shell/i18n';
import { createAppMemoryRouter } from '../../../shell/router';
import { createServices } from '../../../shell/services';
import { reloadSessionFromStorage, resetSession, session } from '../../../shell/session';

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const currentUser = (menu: unknown[]) => ({
  userInfo: { userId: 'u1', userAccount: 'admin', userName: '系统管理员', systemIds: [] },
  menuList: menu,
  routerList: [],
  permissionList: [],
  sysConfigInfo: null,
});

/** A fake server: admin/Admin@2026 signs in with token `bearer good`; other tokens get 602. */
function fakeFetch(menu: unknown[] = [{ id: 'm1', enCode: 'm1', fullName: 'M', type: 2, children: [] }]) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('Authorization');
    if (url.startsWith('/api/oauth/getConfig/')) return json({ code: 200, msg: '', data: { enableVerificationCode: 0, verificationCodeNumber: 4 } });
    if (url.startsWith('/api/oauth/Login')) {
      const body = new URLSearchParams(String(init?.body));
      if (body.get('account') === 'admin' && body.get('password') === md5Hex('Admin@2026')) {
        return json({ code: 200, msg: 'ok', data: { token: 'bearer good', theme: 'classic' } });
      }
      return json({ code: 400, msg: '账户或密码错误，请重新输入', data: null });
    }
    if (auth !== 'bearer good') return json({ code: 602, msg: '登录信息无效，请重新登录', data: null });
    if (url.startsWith('/api/oauth/CurrentUser')) return json({ code: 200, msg: '', data: currentUser(menu) });
    if (url.startsWith('/api/oauth/Logout')) return json({ code: 200, msg: 'ok', data: null });
    return json({ code: 404, msg: 'nope', data: null });
  }) as unknown as typeof fetch;
}

function start(path: string, fetchImpl = fakeFetch()) {
  const notices: Notice[] = [];
  let router: ReturnType<typeof createAppMemoryRouter> | null = null;
  const services = createServices({
    config: { apiBase: '', socketBase: '', timeout: 10_000, title: '测试平台' },
    notify: (n) => notices.push(n),
    onSessionEnd: createSessionEndHandler(() => router),
    fetchImpl,
  });
  router = createAppMemoryRouter(guardDeps(services), [path]);
  render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, notices };
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
  // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  resetSession();
  localStorage.clear();
});

describe('shell routing and guard', () => {
  it('sends a fresh visitor to /login?redirect=/ and, after signing in, to /home with the user name', async () => {
    const { router } = start('/');
    await screen.findByLabelText('账号');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/');
    await waitFor(() => expect(document.title).toBe('登录 - 测试平台'));

    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Admin@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('系统管理员')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem('jnpf_token')).toBe('bearer good|String');
    await waitFor(() => expect(document.title).toBe('首页 - 测试平台'));

    // Logout clears the session and returns to the sign-in page.
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await screen.findByLabelText('账号');
    expect(localStorage.getItem('jnpf_token')).toBeNull();
  });

  it('ends on /login when the stored token is stale (602)', async () => {
    localStorage.setItem('jnpf_token', 'bearer stale-token|String');
    reloadSessionFromStorage();
    const { router, notices } = start('/home');
    await screen.findByLabelText('账号');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/home');
    expect(session.token).toBeNull();
    expect(localStorage.getItem('jnpf_token')).toBeNull();
    expect(notices.map((n) => n.message)).toEqual(['登录信息无效，请重新登录']);
  });

  it('rejects an empty menu with the insufficient-permissions message', async () => {
    localStorage.setItem('jnpf_token', 'bearer good|String');
    reloadSessionFromStorage();
    const { router, notices } = start('/home', fakeFetch([]));
    await screen.findByLabelText('账号');
    expect(router.state.location.pathname).toBe('/login');
    expect(notices.map((n) => n.message)).toEqual(['您的权限不足，请联系管理员']);
  });

  it('redirects unknown paths to /404 and /login with a token to home', async () => {
    localStorage.setItem('jnpf_token', 'bearer good|String');
    reloadSessionFromStorage();
    const { router } = start('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    await router.navigate('/login');
    expect(await screen.findByText('系统管理员')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
