import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDictionaryApi } from '../../api/dictionary-client';
import { createHttpClient } from '../../api/http-client';
import { createResourceClient } from '../../api/resource-client';
import { createResourceSource } from '../../screens/resource/resource-source';
import { resourceScreens } from '../../schemas/pages/resource-pages';
import type { CallInput, PageDataSource } from '../../engine/page';
import { createDictionaryFormSource } from '../../screens/common/dictionary-form-source';
import { createDictionarySource } from '../../screens/system-data/dictionary/dictionary-source';
import { billRulePage, billRulePickerPage } from '../../schemas/pages/bill-rule';
import { dictionaryItemsPage, dictionaryPage } from '../../schemas/pages/dictionary';
import { billRuleResource } from '../../schemas/resources/bill-rule';
import { onlineUsersPage } from '../../schemas/pages/online-users';
import { createOnlineUsersSource } from '../../screens/system/online-users/online-users-source';
import { createNoticeApi } from '../../api/notice-client';
import { createNoticeSource } from '../../screens/system/notice/notice-source';
import { compileNoticeForm, noticePageOf } from '../../screens/system/notice/notice-page';
import type { ActionConfig, PageSchema } from '../../schemas/page-types';
import type { DeclaredRoute } from '../../server/http/route-access';
import { visualDevPage } from '../../schemas/pages/visual-dev';
import { visualDevResource } from '../../schemas/resources/visual-dev';
import { createVisualDevSource } from '../../screens/visual-dev/visual-dev-source';
import { createMonitorApi } from '../../api/message-monitor-client';
import { messageMonitorPage } from '../../schemas/pages/message-centre';
import { createMonitorSource } from '../../screens/msg-center/monitor/monitor-source';
import { consultationMenu, workOrderMenus, workOrderViewNames, workOrderViews } from '../../api/workorder';
import { createConsultationApi, createWorkOrderApi } from '../../api/workorder-client';
import { consultationPage, unitDaysPage, unitReportPage, workOrderListPage } from '../../schemas/pages/work-orders';
import { createConsultationSource } from '../../screens/work-orders/consultation-source';
import { createWorkOrderSource } from '../../screens/work-orders/work-order-source';
import { startTestServer, type TestServer } from './harness';

interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A page's data source over the real api/ clients, whose requests are recorded instead of sent. */
function recordingSource(make: (http: ReturnType<typeof createHttpClient>) => PageDataSource): {
  source: PageDataSource;
  sent: SentRequest[];
} {
  const sent: SentRequest[] = [];
  const http = createHttpClient({
    baseUrl: '',
    getToken: () => 'bearer test',
    onSessionEnd: () => undefined,
    notify: () => undefined,
    fetchImpl: async (input, init) => {
      const url = new URL(String(input), 'http://x');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      sent.push({ method: init?.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body });
      const data = { id: 'x', parentId: '0', dictionaryTypeId: 't', digit: 3, url: '/x', name: 'n', list: [], pagination: { total: 0 } };
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { source: make(http), sent };
}

/** The route the server would run for a request: the match with the most literal segments, as its router prefers. */
function routeOf(
  routes: DeclaredRoute[],
  method: string,
  path: string,
): { route: DeclaredRoute; params: Record<string, string> } | undefined {
  const matches = routes.flatMap((route) => {
    if (route.method !== method) return [];
    const names: string[] = [];
    const pattern = new RegExp(`^${route.url.replace(/:(\w+)/g, (_whole, name: string) => (names.push(name), '([^/]+)'))}$`);
    const found = pattern.exec(path);
    if (!found) return [];
    const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]));
    return [{ route, params, literal: route.url.split('/').filter((segment) => segment && !segment.startsWith(':')).length }];
  });
  return matches.sort((a, b) => b.literal - a.literal)[0];
}

/** Every element of a page that runs an action, with the permission code it is shown under. */
function elementsOf(page: PageSchema): { element: string; permission: string | undefined; action: ActionConfig; page: PageSchema }[] {
  const named = [
    ...(page.toolbar?.buttons ?? []).map((button) => ({
      element: `toolbar ${button.id}`,
      permission: button.permission,
      name: button.action,
    })),
    ...(page.rowActions ?? []).map((button) => ({ element: `row ${button.id}`, permission: button.permission, name: button.action })),
    ...page.columns
      .filter((column) => column.action)
      .map((column) => ({ element: `${column.kind ?? 'cell'} ${column.prop}`, permission: column.permission, name: column.action! })),
    ...(page.sideTree?.menu ?? []).flatMap((entry) =>
      typeof entry === 'object' ? [{ element: `tree menu ${entry.action}`, permission: entry.permission, name: entry.action }] : [],
    ),
  ];
  return named.flatMap(({ element, permission, name }) => {
    const action = page.actions?.[name];
    if (!action) throw new Error(`${page.id}: ${element} names no action ${name}`);
    if (action.type === 'drawer')
      return elementsOf(page.drawers![action.drawer]!.page).map((inner) => ({ ...inner, element: `${element} > ${inner.element}` }));
    return [{ element, permission, action, page }];
  });
}

/** The calls an action makes: a dialog loads (when editing) and saves; the others make their one call. */
function callsOf(action: ActionConfig, page: PageSchema): string[] {
  switch (action.type) {
    case 'dialog': {
      const dialog = page.dialogs![action.dialog]!;
      return action.mode === 'edit'
        ? [dialog.load, dialog.save.update].filter((call): call is string => Boolean(call))
        : [dialog.save.create];
    }
    case 'call':
    case 'toggle':
    case 'import':
      return [action.call];
    default:
      return [];
  }
}

/**
 * Every button and switch of every page schema against the route its call reaches: a route that
 * needs a button of a menu must be reached only from elements shown under that button code, on a page
 * of that menu (or of a menu the route also accepts). Otherwise a user sees a control that ends in 403,
 * or the page hides one the server would allow.
 */
describe('page schemas against the routes their calls reach', () => {
  let server: TestServer;
  let routes: DeclaredRoute[];
  let district: { typeId: string; entryId: string };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    routes = server.app.declaredRoutes();
    const [type] = await server.db.query<{ id: string }>(`select id from dictionary_type where en_code = 'heatingDistrict'`);
    const [entry] = await server.db.query<{ id: string }>(`select id from dictionary_data where dictionary_type_id = $1 limit 1`, [
      type!.id,
    ]);
    district = { typeId: type!.id, entryId: entry!.id };
  });
  afterAll(async () => server?.close());

  const dictionarySource = (http: ReturnType<typeof createHttpClient>) => {
    const api = createDictionaryApi(http);
    return createDictionarySource({ api, resolveUrl: (path) => path, form: createDictionaryFormSource(api) });
  };
  const billRuleSource = (http: ReturnType<typeof createHttpClient>) =>
    createResourceSource(
      billRuleResource,
      createResourceClient(http, billRuleResource.path),
      createDictionaryFormSource(createDictionaryApi(http)),
    );

  const pages = () => [
    {
      name: 'dictionary',
      page: dictionaryPage,
      menu: 'systemData.dictionary',
      make: dictionarySource,
      ids: { typeId: 'type-1', entryId: 'entry-1' },
    },
    {
      name: 'type-4 dictionary 供热片区',
      page: dictionaryItemsPage('$param'),
      menu: 'heatingBiz.district',
      make: dictionarySource,
      ids: district,
    },
    {
      name: 'bill rules',
      page: billRulePage,
      menu: 'system.billRule',
      make: billRuleSource,
      ids: { typeId: 'category-1', entryId: 'rule-1' },
    },
    // The picker opens inside a form of any menu (here 热用户档案): its grants come from its permissionMenu.
    {
      name: 'bill-rule picker',
      page: billRulePickerPage,
      menu: 'heatingBiz.customer',
      make: billRuleSource,
      ids: { typeId: 'category-1', entryId: 'rule-1' },
    },
    {
      name: 'online users',
      page: onlineUsersPage,
      menu: 'system.onlineUser',
      make: (http: ReturnType<typeof createHttpClient>) =>
        createOnlineUsersSource(http, createDictionaryFormSource(createDictionaryApi(http))),
      ids: { typeId: 'type-1', entryId: 'session-1' },
    },
    {
      name: 'notices',
      page: noticePageOf(compileNoticeForm()),
      menu: 'system.notice',
      make: (http: ReturnType<typeof createHttpClient>) =>
        createNoticeSource(createNoticeApi(http), createDictionaryFormSource(createDictionaryApi(http))),
      ids: { typeId: 'type-1', entryId: 'notice-1' },
    },
    {
      name: '功能设计',
      page: visualDevPage,
      menu: 'onlineDev.webDesign',
      make: (http: ReturnType<typeof createHttpClient>) =>
        createVisualDevSource(createResourceClient(http, visualDevResource.path), createDictionaryFormSource(createDictionaryApi(http))),
      ids: { typeId: 'type-1', entryId: 'definition-1' },
    },
    {
      name: '消息记录',
      page: messageMonitorPage,
      menu: 'msgCenter.msgMonitor',
      make: (http: ReturnType<typeof createHttpClient>) =>
        createMonitorSource(createMonitorApi(http), createDictionaryFormSource(createDictionaryApi(http))),
      ids: { typeId: 'type-1', entryId: 'record-1' },
    },
    // The work-order lists, each under its menu (the export's menu is its list's, named by its query).
    ...workOrderViewNames.map((view) => ({
      name: `work orders ${view}`,
      page: workOrderListPage(view),
      menu: workOrderViews[view].menu,
      make: (http: ReturnType<typeof createHttpClient>) =>
        createWorkOrderSource(createWorkOrderApi(http), createDictionaryFormSource(createDictionaryApi(http)), view),
      ids: { typeId: 'type-1', entryId: 'order-1' },
    })),
    ...[unitReportPage, unitDaysPage].map((page) => ({
      name: page.id,
      page,
      menu: workOrderMenus.report,
      make: (http: ReturnType<typeof createHttpClient>) =>
        createWorkOrderSource(createWorkOrderApi(http), createDictionaryFormSource(createDictionaryApi(http))),
      ids: { typeId: 'type-1', entryId: 'unit-1' },
    })),
    {
      name: '在线咨询',
      page: consultationPage,
      menu: consultationMenu,
      make: (http: ReturnType<typeof createHttpClient>) =>
        createConsultationSource(createConsultationApi(http), createDictionaryFormSource(createDictionaryApi(http))),
      ids: { typeId: 'type-1', entryId: 'consultation-1' },
    },
    ...Object.entries(resourceScreens).map(([name, { definition, page }]) => ({
      name,
      page,
      menu: definition.menu,
      make: (http: ReturnType<typeof createHttpClient>) =>
        createResourceSource(
          definition,
          createResourceClient(http, definition.path),
          createDictionaryFormSource(createDictionaryApi(http)),
        ),
      ids: { typeId: 'type-1', entryId: 'record-1' },
    })),
  ];

  it('finds the controls of every page schema', () => {
    for (const { page } of pages()) expect(elementsOf(page).length, page.id).toBeGreaterThan(0);
  });

  it('shows every control that needs a button only under that button, on a page of its menu', async () => {
    const problems: string[] = [];
    for (const { name, page, menu, make, ids } of pages()) {
      const viewMenu = page.permissionMenu ?? menu;
      for (const { element, permission, action, page: owner } of elementsOf(page)) {
        for (const call of callsOf(action, owner)) {
          const { source, sent } = recordingSource(make);
          const input: CallInput = {
            id: ids.entryId,
            row: { id: ids.entryId, enabledMark: 1 },
            values: {
              dictionaryTypeId: ids.typeId,
              parentId: ids.typeId,
              fullName: '名称',
              enCode: 'code',
              category: ids.typeId,
              digit: '3',
              userPassword: 'Patrol2026',
              validatePassword: 'Patrol2026',
            },
            file: new File(['{}'], 'import.bdd'),
            node: { id: ids.typeId, isTree: 1 },
            pageParams: { id: ids.typeId, isTree: 1 },
          };
          await source.call(call, input).catch(() => undefined);
          if (!sent.length) problems.push(`${name}: ${element} (${call}) sent no request`);
          for (const request of sent) {
            const found = routeOf(routes, request.method, request.path);
            const where = `${name}: ${element} → ${request.method} ${request.path}`;
            if (!found) {
              problems.push(`${where}: no such route`);
              continue;
            }
            const access = found.route.access;
            if (access === 'public' || access === 'signedIn') continue;
            const fake = {
              server: server.app,
              params: found.params,
              query: request.query,
              body: request.body,
            } as unknown as FastifyRequest;
            const menus =
              'menusOf' in access
                ? (await access.menusOf(fake)).menus
                : [access.menu, ...(access.orMenusOf ? await access.orMenusOf(fake) : [])];
            if (!menus.includes(viewMenu)) problems.push(`${where}: needs menu ${menus.join(' or ')}, shown on ${viewMenu}`);
            if (access.button && access.button !== permission)
              problems.push(`${where}: needs ${access.button}, shown under ${permission ?? 'no permission'}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
