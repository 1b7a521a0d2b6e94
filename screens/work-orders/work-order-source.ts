/**
 * The data source of the work-order lists and the report (schemas/pages/work-orders.ts) over the
 * work-order calls (api/workorder-client.ts). Report rows carry the period they were counted in, so a
 * row's drill-down opens the same period.
 */
import type { WorkOrderListQuery, WorkOrderView } from '../../api/workorder';
import type { WorkOrderApi } from '../../api/workorder-client';
import type { DataSource } from '../../engine/data-source';
import type { PageDataSource, PageQuery } from '../../engine/page';
import { workOrderCalls } from '../../schemas/pages/work-orders';

const integer = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? Math.trunc(number) : undefined;
};
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A period's end date as chosen (the day's start) counts that whole day. */
const DAY = 86_400_000;
export function periodOf(query: PageQuery, endIsDate = true): { startTime?: number; endTime?: number } {
  const startTime = integer(query.startTime);
  const endTime = integer(query.endTime);
  return {
    ...(startTime !== undefined ? { startTime } : {}),
    ...(endTime !== undefined ? { endTime: endIsDate ? endTime + DAY : endTime } : {}),
  };
}

export function listQueryOf(
  query: PageQuery,
  view: WorkOrderView = (text(query.view) ?? 'inProgress') as WorkOrderView,
): WorkOrderListQuery {
  const out: WorkOrderListQuery = { view, currentPage: query.currentPage ?? 1, pageSize: query.pageSize ?? 20 };
  if (text(query.keyword)) out.keyword = text(query.keyword);
  if (text(query.status)) out.status = text(query.status) as WorkOrderListQuery['status'];
  const urgent = integer(query.urgent);
  if (urgent === 1 || urgent === 2 || urgent === 3) out.urgent = urgent;
  if (text(query.handleOrgId) !== undefined) out.handleOrgId = text(query.handleOrgId);
  if (text(query.group)) out.group = text(query.group) as WorkOrderListQuery['group'];
  // The drill-down's period is the report row's (already whole days).
  Object.assign(out, periodOf(query, false));
  return out;
}

/** `view`: the list page's view (its export writes that list); the report pages need none. */
export function createWorkOrderSource(api: WorkOrderApi, form: DataSource, view?: WorkOrderView): PageDataSource {
  return {
    form,
    async list(call, query) {
      switch (call) {
        case workOrderCalls.list: {
          const page = await api.list(listQueryOf(query, view));
          return { list: page.list as unknown as Record<string, unknown>[], total: page.pagination.total };
        }
        case workOrderCalls.report: {
          const period = periodOf(query);
          const { list } = await api.report(period);
          return { list: list.map((row) => ({ ...row, ...period })) };
        }
        case workOrderCalls.reportDays: {
          const period = periodOf(query, false);
          const days = await api.reportDays({ ...period, handleOrgId: text(query.handleOrgId) ?? '' });
          return { list: days.map((row) => ({ ...row, handleOrgId: text(query.handleOrgId) ?? '' })) };
        }
        default:
          throw new Error(`unknown list ${call}`);
      }
    },
    async call(call, input) {
      switch (call) {
        case workOrderCalls.remove:
          return { msg: await api.remove(String(input.id)) };
        case workOrderCalls.export: {
          const file = await api.exportList({ ...listQueryOf(input.query ?? {}, view), currentPage: 1 });
          return { download: { name: file.name, url: file.url } };
        }
        case workOrderCalls.reportExport: {
          const file = await api.reportExport(periodOf(input.query ?? {}));
          return { download: { name: file.name, url: file.url } };
        }
        default:
          throw new Error(`unknown call ${call}`);
      }
    },
  };
}
