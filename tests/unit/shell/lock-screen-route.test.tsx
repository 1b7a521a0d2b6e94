import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { md5Hex } from '../../../api';
import { AppProviders } from '../../../shell/App';
import { i18n } from '../../../shell/i18n';
import { LockScreenRoute } from '../../../shell/routes/LockScreenRoute';
import { lockScreen } from '../../../shell/routes/lock-screen-state';
import { createServices } from '../../../shell/services';
import { resetSession, session, setLocked, setToken } from '../../../shell/session';

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.startsWith('/api/oauth/LockScreen')) {
    const body = JSON.parse(String(init?.body)) as { account: string; password: string };
    if (body.account === 'admin' && body.password === md5Hex('Admin@2026')) return json({ code: 200, msg: '解锁成功', data: null });
    return json({ code: 400, msg: '账户或密码错误，请重新输入', data: null });
  }
  if (url.startsWith('/api/oauth/Logout')) return json({ code: 200, msg: '退出成功', data: null });
  return json({ code: 404, msg: 'nope', data: null });
}) as unknown as typeof fetch;

function start() {
  const services = createServices({
    config: { apiBase: '', socketBase: '', timeout: 10_000, title: '' },
    notify: () => {},
    onSessionEnd: () => {},
    fetchImpl,
  });
  const router = createMemoryRouter(
    [
      { path: '/lockScreen', element: <LockScreenRoute /> },
      { path: '/login', element: <p>sign-in page</p> },
      { path: '*', element: <p>page behind the lock</p> },
    ],
    { initialEntries: ['/lockScreen'] },
  );
  render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

beforeEach(() => {
  localStorage.clear();
  setToken('bearer t1');
  session.userInfo = { userAccount: 'admin', userName: '系统管理员', headIcon: '' } as typeof session.userInfo;
});

afterEach(() => {
  cleanup();
  resetSession();
  setLocked(false);
  localStorage.clear();
});

describe('LockScreenRoute', () => {
  it('unlocks, clears the lock flag and returns to the page stored when locking', async () => {
    lockScreen('/permission/user?page=2');
    expect(localStorage.getItem('jnpf_lock')).toBe('1|Number');
    const router = start();
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Admin@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/permission/user'));
    expect(router.state.location.search).toBe('?page=2');
    expect(session.locked).toBe(false);
    expect(localStorage.getItem('jnpf_lock')).toBeNull();
    expect(localStorage.getItem('jnpf_lockReturn')).toBeNull();
  });

  it("goes to '/' when no page was stored, and keeps the lock on a wrong password", async () => {
    setLocked(true);
    const router = start();
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: '解锁' }));
    expect((await screen.findByRole('alert')).textContent).toContain('账户或密码错误，请重新输入');
    expect(session.locked).toBe(true);
    expect(session.token).toBe('bearer t1');

    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Admin@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.locked).toBe(false);
  });

  it('signing out clears the lock and the session', async () => {
    lockScreen('/home');
    const router = start();
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.locked).toBe(false);
    expect(session.token).toBeNull();
    expect(localStorage.getItem('jnpf_token')).toBeNull();
  });
});
