/**
 * The work-order lists and the report pages (schemas/pages/work-orders.ts) on the page engine. Opening
 * a work order, or a report's detail, is a navigation the shell gives (`navigate`), so each opens in a
 * tab of its own.
 */
import '../../widgets';
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { WorkOrderView } from '../../api/workorder';
import type { WorkOrderApi } from '../../api/workorder-client';
import type { DataSource } from '../../engine/data-source';
import { EnginePage, type PageHandlers, type PageRow } from '../../engine/page';
import { unitDaysPage, unitReportPage, workOrderHandlers, workOrderListPage } from '../../schemas/pages/work-orders';
import { createWorkOrderSource } from './work-order-source';

export const WORK_ORDER_FORM_PATH = '/subdev/appWorkorder/Form';
export const REPORT_DAYS_PATH = '/report/gdwgdtj/indexsub';
export const REPORT_ORDERS_PATH = '/report/gdwgdtj/indexdata';

export interface WorkOrderPageProps {
  api: WorkOrderApi;
  form: DataSource;
  notify(notice: Notice): void;
  navigate(path: string): void;
}

const queryOf = (values: Record<string, unknown>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null) query.set(key, String(value));
  return query.toString();
};

const DAY = 86_400_000;

/** The work orders behind a report row: a unit's in the row's period, or a day's (a day row). */
function ordersQuery(row: PageRow): Record<string, unknown> {
  if (typeof row.day === 'string') {
    // The platform's day (UTC+8) from midnight to midnight.
    const start = Date.parse(`${row.day}T00:00:00+08:00`);
    return { handleOrgId: row.handleOrgId ?? '', startTime: start, endTime: start + DAY };
  }
  return { handleOrgId: row.unitId ?? '', startTime: row.startTime, endTime: row.endTime };
}

function usePageHandlers(navigate: (path: string) => void): PageHandlers {
  return useMemo<PageHandlers>(
    () => ({
      actions: {
        [workOrderHandlers.create]: () => navigate(WORK_ORDER_FORM_PATH),
        [workOrderHandlers.handle]: ({ row }) =>
          row && navigate(`${WORK_ORDER_FORM_PATH}?${queryOf({ id: row.inbid, edit: 1, tabsactive: 'tjyp' })}`),
        [workOrderHandlers.detail]: ({ row }) =>
          row && navigate(`${WORK_ORDER_FORM_PATH}?${queryOf({ id: row.inbid, edit: 0, tabsactive: 'detail' })}`),
        [workOrderHandlers.days]: ({ row }) =>
          row &&
          navigate(`${REPORT_DAYS_PATH}?${queryOf({ handleOrgId: row.unitId ?? '', startTime: row.startTime, endTime: row.endTime })}`),
        [workOrderHandlers.orders]: ({ row }) => row && navigate(`${REPORT_ORDERS_PATH}?${queryOf(ordersQuery(row))}`),
      },
    }),
    [navigate],
  );
}

/** A list of work orders under its menu (`view`); `params` narrow it (the report's drill-down). */
export function WorkOrderListScreen({
  view,
  params,
  ...props
}: WorkOrderPageProps & { view: WorkOrderView; params?: Record<string, unknown> }) {
  const page = useMemo(() => workOrderListPage(view), [view]);
  const source = useMemo(() => createWorkOrderSource(props.api, props.form, view), [props.api, props.form, view]);
  const handlers = usePageHandlers(props.navigate);
  return (
    <Box p="3" data-testid={`work-orders-${view}`}>
      <EnginePage schema={page} dataSource={source} notify={props.notify} handlers={handlers} params={params} />
    </Box>
  );
}

/** 各单位工单统计, or one unit's days (`days` with the unit and period). */
export function WorkOrderReportScreen({ days, ...props }: WorkOrderPageProps & { days?: Record<string, unknown> }) {
  const source = useMemo(() => createWorkOrderSource(props.api, props.form), [props.api, props.form]);
  const handlers = usePageHandlers(props.navigate);
  return (
    <Box p="3" data-testid={days ? 'work-order-report-days' : 'work-order-report'}>
      <EnginePage
        schema={days ? unitDaysPage : unitReportPage}
        dataSource={source}
        notify={props.notify}
        handlers={handlers}
        params={days}
      />
    </Box>
  );
}
