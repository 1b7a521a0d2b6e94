/**
 * Mounts the work-order screens (docs/work-orders.md): the form (/subdev/appWorkorder/Form with its
 * query), the lists of the work-order and 来电服务请求 menus, the report by unit with its detail pages, and
 * 在线咨询 with a consultation's page.
 */
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { WorkOrderView } from '../../api/workorder';
import { createConsultationApi, createWorkOrderApi } from '../../api/workorder-client';
import { ConsultationDetailScreen, ConsultationListScreen } from '../../screens/work-orders/ConsultationScreens';
import { WorkOrderFormScreen } from '../../screens/work-orders/WorkOrderFormScreen';
import { WorkOrderListScreen, WorkOrderReportScreen } from '../../screens/work-orders/WorkOrderPages';
import { useServices } from '../services';
import { useFormSource } from './use-form-source';

function useWorkOrderServices() {
  const { http, notify } = useServices();
  const api = useMemo(() => createWorkOrderApi(http), [http]);
  const form = useFormSource();
  const routerNavigate = useNavigate();
  const navigate = useCallback((path: string, replace?: boolean) => void routerNavigate(path, { replace }), [routerNavigate]);
  return { api, form, notify, navigate };
}

export function WorkOrderFormRoute() {
  const { api, form, notify, navigate } = useWorkOrderServices();
  const [search] = useSearchParams();
  const query = useMemo(
    () => ({
      id: search.get('id') ?? undefined,
      edit: search.get('edit') ?? undefined,
      tabsactive: search.get('tabsactive') ?? undefined,
      ani: search.get('ani') ?? undefined,
    }),
    [search],
  );
  return <WorkOrderFormScreen api={api} dataSource={form} notify={notify} query={query} navigate={navigate} />;
}

/** The list route of one view (a menu's page). */
export function workOrderListRoute(view: WorkOrderView) {
  return function WorkOrderListRoute() {
    const { api, form, notify, navigate } = useWorkOrderServices();
    return <WorkOrderListScreen view={view} api={api} form={form} notify={notify} navigate={navigate} />;
  };
}

/** The query's numbers and unit, as the report's detail pages are opened with them. */
function useReportParams(): Record<string, unknown> {
  const [search] = useSearchParams();
  return useMemo(() => {
    const params: Record<string, unknown> = { handleOrgId: search.get('handleOrgId') ?? '' };
    for (const key of ['startTime', 'endTime'] as const) {
      const value = Number(search.get(key) ?? '');
      if (search.get(key) && Number.isFinite(value)) params[key] = value;
    }
    return params;
  }, [search]);
}

export function WorkOrderReportRoute() {
  const { api, form, notify, navigate } = useWorkOrderServices();
  return <WorkOrderReportScreen api={api} form={form} notify={notify} navigate={navigate} />;
}

export function WorkOrderReportDaysRoute() {
  const services = useWorkOrderServices();
  const params = useReportParams();
  return <WorkOrderReportScreen {...services} days={params} />;
}

export function WorkOrderReportOrdersRoute() {
  const services = useWorkOrderServices();
  const params = useReportParams();
  return <WorkOrderListScreen {...services} view="report" params={params} />;
}

function useConsultationServices() {
  const { http } = useServices();
  const services = useWorkOrderServices();
  const api = useMemo(() => createConsultationApi(http), [http]);
  return { ...services, api };
}

export function ConsultationListRoute() {
  const { api, form, notify, navigate } = useConsultationServices();
  return <ConsultationListScreen api={api} form={form} notify={notify} navigate={navigate} />;
}

export function ConsultationDetailRoute() {
  const { api, form, notify, navigate } = useConsultationServices();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return (
    <ConsultationDetailScreen
      key={id}
      id={id}
      tabsactive={search.get('tabsactive') ?? undefined}
      api={api}
      form={form}
      notify={notify}
      navigate={navigate}
    />
  );
}
