import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { md5Hex, type Notice } from '../../../api';
import { AppProviders } from '../../../shell/App';
import { createSessionEndHandler, guardDeps } from '../../../shell/bootstrap';
import { i18n } from '../../../shell/i18n';
import { createAppMemoryRouter } from '../../../shell/router';
import { registerScreen } from '../../../shell/screen-registry';
import { createServices } from '../../../shell/services';
import { reloadSessionFromStorage, resetSession, session } from '../../../shell/session';

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const page = (id: string, fullName: string, urlAddress: string) => ({
  id,
  enCode: urlAddress.replaceAll('/', '.'),
  fullName,
  type: 2,
  urlAddress,
  children: [],
});
const defaultMenu = [
  {
    id: 'dir',
    enCode: 'test',
    fullName: '测试目录',
    type: 1,
    urlAddress: '',
    children: [page('m1', '表单页', 'test/form'), page('m2', '未开放页', 'test/later')],
  },
];

const currentUser = (menu: unknown[]) => ({
  userInfo: { userId: 'u1', userAccount: 'admin', userName: '系统管理员', systemIds: [], prevLogin: 0 },
  menuList: menu,
  routerList: [],
  permissionList: [],
  sysConfigInfo: null,
});

/** A fake server: admin/Admin@2026 signs in with token `bearer good`; other tokens get 602. */
function fakeFetch(menu: unknown[] = defaultMenu) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('Authorization');
    if (url.startsWith('/api/oauth/getConfig/'))
      return json({ code: 200, msg: '', data: { enableVerificationCode: 0, verificationCodeNumber: 4 } });
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
    if (url.startsWith('/api/oauth/updatePasswordMessage')) return json({ code: 200, msg: '', data: { mustChange: false } });
    return json({ code: 404, msg: 'nope', data: null });
  }) as unknown as typeof fetch;
}

/** A registered screen with state: shows whether keep-alive kept it. */
function FormScreen() {
  const [text, setText] = useState('');
  return <input aria-label="备注" value={text} onChange={(event) => setText(event.target.value)} />;
}
registerScreen('test/form', async () => FormScreen);

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

function signedIn() {
  localStorage.setItem('jnpf_token', 'bearer good|String');
  reloadSessionFromStorage();
}

const tabsBar = () => within(screen.getByTestId('tags-view'));

/** Zag menus select the highlighted item; a pointer press highlights it as a real click would. */
async function chooseMenuItem(name: string) {
  const item = await screen.findByRole('menuitem', { name });
  fireEvent.pointerMove(item, { pointerType: 'mouse' });
  fireEvent.pointerDown(item, { pointerType: 'mouse' });
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(item);
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
  // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  // Nor a ResizeObserver, which menus and popovers use to place themselves.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  cleanup();
  resetSession();
  localStorage.clear();
});

describe('shell routing and guard', () => {
  it('sends a fresh visitor to /login?redirect=/ and, after signing in, to /home; logout asks first', async () => {
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
    expect(document.querySelector('[data-layout="classic"]')).not.toBeNull();

    fireEvent.click(screen.getByTestId('user-menu'));
    await chooseMenuItem('退出系统');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('提示')).toBeTruthy();
    expect(within(dialog).getByText('您确定要退出应用程序吗?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
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
    signedIn();
    const { router, notices } = start('/home', fakeFetch([]));
    await screen.findByLabelText('账号');
    expect(router.state.location.pathname).toBe('/login');
    expect(notices.map((n) => n.message)).toEqual(['您的权限不足，请联系管理员']);
  });

  it('redirects unknown paths and paths the menu does not grant to /404, /login with a token to home', async () => {
    signedIn();
    const { router } = start('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    await act(() => router.navigate('/permission/user'));
    expect(router.state.location.pathname).toBe('/404');
    await act(() => router.navigate('/login'));
    expect(await screen.findByText('系统管理员')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('opens menu pages from the sidebar; a page not built yet says so; the title follows the menu', async () => {
    signedIn();
    const { router } = start('/home');
    const sidebar = await screen.findByTestId('sidebar');
    fireEvent.click(within(sidebar).getByRole('button', { name: '测试目录' }));
    fireEvent.click(within(sidebar).getByRole('link', { name: '未开放页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/later'));
    expect(await screen.findByText('该页面尚未开放，将在后续版本中提供。')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('未开放页 - 测试平台'));
    expect(tabsBar().getByRole('link', { name: '未开放页' })).toBeTruthy();
  });

  it('keeps a cached tab alive, and Refresh mounts it anew', async () => {
    signedIn();
    const { router } = start('/test/form');
    fireEvent.change(await screen.findByLabelText('备注'), { target: { value: '保留的内容' } });

    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/test/form'));
    expect((screen.getByLabelText('备注') as HTMLInputElement).value).toBe('保留的内容');

    fireEvent.contextMenu(tabsBar().getByRole('link', { name: '表单页' }));
    await chooseMenuItem('刷新');
    await waitFor(() => expect((screen.getByLabelText('备注') as HTMLInputElement).value).toBe(''));
  });
});
