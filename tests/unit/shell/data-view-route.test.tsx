import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../shell/App';
import { createSessionEndHandler, guardDeps } from '../../../shell/bootstrap';
import { i18n } from '../../../shell/i18n';
import { createAppMemoryRouter } from '../../../shell/router';
import { createServices } from '../../../shell/services';
import { reloadSessionFromStorage, resetSession } from '../../../shell/session';

const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: '', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
const paged = (total: number) => ({ list: [], pagination: { currentPage: 1, pageSize: 1, total } });
const entry = (id: string, fullName: string, children: unknown[] = []) => ({
  id,
  fullName,
  enCode: id,
  children,
  hasChildren: children.length > 0,
});

const link = (id: string, fullName: string, type: 6 | 7, extra: Record<string, unknown>) => ({
  id,
  enCode: id,
  fullName,
  type,
  icon: '',
  children: [],
  ...extra,
});
const menu = [
  {
    id: 'analysis',
    enCode: 'analysis',
    fullName: '运行分析',
    type: 1,
    urlAddress: '',
    children: [
      link('screen', '供热运行大屏', 6, { linkTarget: '_blank', propertyJson: JSON.stringify({ moduleId: 'dv-heating-overview' }) }),
      link('other', '其他大屏', 6, { linkTarget: '_blank', propertyJson: JSON.stringify({ moduleId: 'dv-from-elsewhere' }) }),
      link('gis', '管网GIS', 7, { linkTarget: '_self', urlAddress: '${dataV}/view/dv-heating-network?token=${jnpfToken}' }),
    ],
  },
];

function fakeServer() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/oauth/CurrentUser'))
      return json({
        userInfo: { userId: 'u1', userAccount: 'admin', userName: '系统管理员', systemIds: [], prevLogin: 0 },
        menuList: menu,
        routerList: [],
        permissionList: [],
        sysConfigInfo: null,
      });
    if (url.includes('/DictionaryData/heatingDistrict/Data/Selector'))
      return json({
        list: [
          entry('east', '城东片区', [entry('e1', '东一换热站'), entry('e2', '东二换热站')]),
          entry('north', '城北片区', [entry('n1', '北一换热站')]),
        ],
      });
    if (url.startsWith('/api/permission/Users/ImUser')) return json(paged(31));
    if (url.startsWith('/api/message')) return json(paged(4));
    if (url.startsWith('/api/system/BillRule')) return json(paged(5));
    return new Response(JSON.stringify({ code: 404, msg: 'nope', data: null }), { status: 404 });
  }) as unknown as typeof fetch;
}

function open(path: string) {
  localStorage.setItem('jnpf_token', 'bearer good|String');
  reloadSessionFromStorage();
  let router: ReturnType<typeof createAppMemoryRouter> | null = null;
  const services = createServices({
    config: { apiBase: '', socketBase: '', timeout: 10_000, title: '测试平台' },
    notify: () => undefined,
    onSessionEnd: createSessionEndHandler(() => router),
    fetchImpl: fakeServer(),
  });
  router = createAppMemoryRouter(guardDeps(services), [path]);
  render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
  window.scrollTo = (() => {}) as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  resetSession();
  localStorage.clear();
});

const figure = (name: string) => within(screen.getByRole('group', { name })).getByTestId('stat-value').textContent;

describe('the platform’s own data-visualization views (menu type 6)', () => {
  it('shows the overview a type-6 menu opens, with figures from the calls it makes', async () => {
    open('/DataV/view/dv-heating-overview?token=bearer%20good');
    expect(await screen.findByRole('heading', { name: '供热运行概览' })).toBeTruthy();
    await waitFor(() => expect(figure('供热片区')).toBe('2'));
    expect(figure('换热站')).toBe('3');
    expect(figure('平台用户')).toBe('31');
    expect(figure('我的未读消息')).toBe('4');
    expect(figure('单据规则')).toBe('5');
    expect(screen.getByRole('listitem', { name: '城东片区 2' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('数据可视化 - 测试平台'));
  });

  it('shows the network view a type-7 link embeds', async () => {
    open('/DataV/view/dv-heating-network?token=bearer%20good');
    const district = await screen.findByRole('listitem', { name: '城东片区' });
    expect(within(district).getByText('2 座换热站')).toBeTruthy();
    expect(within(district).getByText('东二换热站')).toBeTruthy();
  });

  it('explains what to configure for a moduleId the platform has no view for', async () => {
    open('/DataV/view/dv-from-elsewhere');
    const unknown = await screen.findByTestId('data-view-unknown');
    expect(unknown.textContent).toContain('本平台没有编号为“dv-from-elsewhere”的可视化视图');
    expect(unknown.textContent).toContain('dv-heating-overview');
  });

  it('refuses a view the menu does not link to, like any unknown address', async () => {
    const router = open('/DataV/view/dv-not-in-menu');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
