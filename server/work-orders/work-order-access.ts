/**
 * Who may call the work-order routes (server/http/route-access.ts): reading is for the users of any
 * work-order menu; each list is its own menu's; dispatching (办理) and removing are buttons of 在办工单;
 * the handler's steps are decided per work order by the flow (./work-order-flow.ts).
 */
import type { FastifyRequest } from 'fastify';
import { workOrderMenus, workOrderReadMenus, workOrderViews, type WorkOrderListQuery } from '../../api/workorder';
import type { TargetMenusAccess } from '../http/route-access';
import { requireUser } from '../http/fastify-types';
import { granteeOf } from '../permissions/grants';
import type { FlowCaller } from './work-order-flow';

/** Any menu of work orders (在办, 待处理, 已办结, 来电服务请求's pages, the report). */
export const readAccess: { access: TargetMenusAccess } = {
  access: { menusOf: async () => ({ menus: [...workOrderReadMenus], buttonsGuarded: false }) },
};

/** The list's own menu, named by its validated `view`. */
export const listAccess: { access: TargetMenusAccess } = {
  access: {
    menusOf: async (request) => ({ menus: [workOrderViews[(request.query as WorkOrderListQuery).view].menu], buttonsGuarded: true }),
  },
};

/** The list's export: its menu's button 导出. */
export const listExportAccess: { access: TargetMenusAccess } = {
  access: { ...listAccess.access, button: 'btn_download' },
};

export const addAccess = { access: { menu: workOrderMenus.inProgress, button: 'btn_add' } };
export const dispatchAccess = { access: { menu: workOrderMenus.inProgress, button: 'btn_edit' } };
export const removeAccess = { access: { menu: workOrderMenus.inProgress, button: 'btn_remove' } };
export const reportAccess = { access: { menu: workOrderMenus.report } };
export const reportExportAccess = { access: { menu: workOrderMenus.report, button: 'btn_download' } };

export async function flowCallerOf(request: FastifyRequest): Promise<FlowCaller> {
  const user = requireUser(request.user);
  const grantee = granteeOf(user);
  const { access } = request.server.ctx;
  const [canDispatch, canRemove] = await Promise.all([
    access.hasButton(grantee, workOrderMenus.inProgress, 'btn_edit'),
    access.hasButton(grantee, workOrderMenus.inProgress, 'btn_remove'),
  ]);
  return { userId: user.userId, organizeIds: user.organizeIds, canDispatch, canRemove };
}
