/**
 * Typed calls of portals, data reports and the workbench (docs/portal.md), on top of an
 * {@link HttpClient}. Calls whose failure a card or a screen words itself pass `quiet`.
 */
import type { DataInterfaceCallParam } from './data-interface';
import type { MessageList } from './messages';
import type { ExportFile } from './dictionary';
import type { HttpClient } from './http-client';
import {
  dashboardPath,
  dataReportPath,
  portalPath,
  type CommonMenu,
  type PortalSelectorNode,
  type PortalView,
  type ReportRun,
  type ReportView,
} from './portal';
import type { CardPlace } from './portal-layout-types';

const one = (key: string) => encodeURIComponent(key);
const quiet = { errorNotice: false } as const;

export interface PortalClient {
  /** `GET Portal/{id}/auth`: the portal (id or code) as the caller sees it. */
  view(key: string): Promise<PortalView>;
  /** `GET Portal/Selector`, flattened: the portals the caller may see, in their categories' order. */
  portals(): Promise<PortalSelectorNode[]>;
  /** `PUT Portal/Custom/Save/{id}`: the caller's own arrangement; answers the server's message. */
  saveArrangement(key: string, cards: readonly CardPlace[]): Promise<string>;
  /** `DELETE Portal/Custom/Save/{id}`: back to the designer's arrangement. */
  resetArrangement(key: string): Promise<string>;
  /** The designer's layout saved for everyone: `GET Portal/{id}` then `PUT Portal/{id}` with the new places. */
  saveDesign(id: string, cards: readonly CardPlace[]): Promise<string>;
  /** `PUT Portal/{id}/Actions/SetDefault`: the caller's portal on /dashboard. */
  setDefault(key: string): Promise<string>;
}

export function createPortalClient(http: HttpClient): PortalClient {
  return {
    view: async (key) => (await http.get<PortalView>(`${portalPath}/${one(key)}/auth`, undefined, quiet)).data,
    portals: async () => {
      const tree = (await http.get<{ list: PortalSelectorNode[] }>(`${portalPath}/Selector`)).data.list;
      return tree.flatMap((category) => category.children ?? []);
    },
    saveArrangement: async (key, cards) =>
      (await http.put<null>(`${portalPath}/Custom/Save/${one(key)}`, { formData: JSON.stringify({ cards }) })).msg,
    resetArrangement: async (key) => (await http.delete<null>(`${portalPath}/Custom/Save/${one(key)}`)).msg,
    saveDesign: async (id, cards) => {
      const info = (await http.get<Record<string, unknown>>(`${portalPath}/${one(id)}`)).data;
      const layout = JSON.parse(String(info.formData)) as { cards: CardPlace[] };
      const places = new Map(cards.map((card) => [card.i, card]));
      const formData = JSON.stringify({
        cards: layout.cards.map((card) => {
          const place = places.get(card.i);
          return place ? { ...card, x: place.x, y: place.y, w: place.w, h: place.h } : card;
        }),
      });
      return (await http.put<null>(`${portalPath}/${one(id)}`, { ...info, formData })).msg;
    },
    setDefault: async (key) => (await http.put<null>(`${portalPath}/${one(key)}/Actions/SetDefault`)).msg,
  };
}

export interface DataReportClient {
  /** `GET DataReport/{id}/auth`: columns, chart and filter bar. */
  view(key: string): Promise<ReportView>;
  /** `POST DataReport/{id}/Actions/Run`: rows and totals. */
  run(key: string, paramList: readonly DataInterfaceCallParam[]): Promise<ReportRun>;
  /** `POST DataReport/{id}/Actions/Export`: the .xlsx to download. */
  exportSheet(key: string, paramList: readonly DataInterfaceCallParam[]): Promise<ExportFile>;
}

export function createDataReportClient(http: HttpClient): DataReportClient {
  return {
    view: async (key) => (await http.get<ReportView>(`${dataReportPath}/${one(key)}/auth`, undefined, quiet)).data,
    run: async (key, paramList) => (await http.post<ReportRun>(`${dataReportPath}/${one(key)}/Actions/Run`, { paramList })).data,
    exportSheet: async (key, paramList) =>
      (await http.post<ExportFile>(`${dataReportPath}/${one(key)}/Actions/Export`, { paramList })).data,
  };
}

/** One of today's schedules as the workbench lists it (`GET /api/system/Schedule`, reference 4.17 J6). */
export interface TodaySchedule {
  id: string;
  title: string;
  allDay: 0 | 1;
  startDay: number;
  startTime: string;
  endTime: string;
}

export interface WorkbenchClient {
  /** `POST Dashboard/MenuUse`: counts an opening of a menu page; never shows a notice. */
  countMenuUse(menuId: string): Promise<void>;
  /** `GET Dashboard/CommonMenu`. */
  commonMenus(): Promise<CommonMenu[]>;
  /**
   * Today's schedules of the caller (`GET /api/system/Schedule` for the day that holds `now` in the
   * platform's zone, UTC+8), quiet: a caller without 日程安排 gets a refusal the card words itself.
   */
  todaySchedules(now: number): Promise<TodaySchedule[]>;
  /** `GET /api/message`: the caller's newest unread messages (`total` counts them all); quiet. */
  unreadMessages(count: number): Promise<MessageList>;
  /** `GET /api/message?type=1`: the newest notices the caller received, read or not; quiet. */
  notices(count: number): Promise<MessageList>;
}

const PLATFORM_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** `yyyy-MM-dd HH:mm` of a moment in the platform's zone, as the schedule list's query reads it. */
function platformText(ms: number): string {
  const wall = new Date(ms + PLATFORM_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** The start of the platform's day holding `now`, and of the next. */
export function platformDay(now: number): { start: number; end: number } {
  const start = Math.floor((now + PLATFORM_OFFSET_MS) / DAY_MS) * DAY_MS - PLATFORM_OFFSET_MS;
  return { start, end: start + DAY_MS };
}

export function createWorkbenchClient(http: HttpClient): WorkbenchClient {
  return {
    countMenuUse: async (menuId) => {
      await http.post<null>(`${dashboardPath}/MenuUse`, { menuId }, quiet);
    },
    commonMenus: async () => (await http.get<{ list: CommonMenu[] }>(`${dashboardPath}/CommonMenu`, undefined, quiet)).data.list,
    todaySchedules: async (now) => {
      const { start, end } = platformDay(now);
      const answer = await http.get<{ list: TodaySchedule[] }>(
        '/api/system/Schedule',
        { startTime: platformText(start), endTime: platformText(end) },
        quiet,
      );
      return answer.data.list;
    },
    unreadMessages: async (count) =>
      (await http.get<MessageList>('/api/message', { keyword: '', type: '', isRead: 0, currentPage: 1, pageSize: count }, quiet)).data,
    notices: async (count) =>
      (await http.get<MessageList>('/api/message', { keyword: '', type: 1, isRead: '', currentPage: 1, pageSize: count }, quiet)).data,
  };
}
