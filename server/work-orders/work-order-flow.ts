/**
 * The status flow of a work order and who may do what (docs/work-orders.md "Flow"). Pure: the routes
 * ask `allowedActions` for the form's buttons and `assertAllowed` before every change.
 *
 * - Dispatchers (button 办理 `btn_edit` of 在办工单) change the form, dispatch and re-dispatch, check
 *   a submitted work order (close it or send it back), ask units to help and urge the handler.
 * - The handler (the user named, or, with nobody named, any member of the unit) accepts, returns with a
 *   reason, submits the result, and may ask units to help too.
 * - Members of a unit asked to help answer once; anyone who reads work orders adds notes.
 */
import { workOrderStatusLabels, workOrderTexts, type WorkOrderAction, type WorkOrderStatus } from '../../api/workorder';
import { ApiError, forbidden } from '../http/api-error';

export interface FlowCaller {
  userId: string;
  organizeIds: readonly string[];
  /** Button 办理 (`btn_edit`) of 在办工单. */
  canDispatch: boolean;
  /** Button 删除 (`btn_remove`) of 在办工单. */
  canRemove: boolean;
}

export interface FlowOrder {
  status: WorkOrderStatus;
  handleOrgId: string | null;
  handleUserId: string | null;
}

/** The statuses an action starts from, and the words of its refusal. */
export const actionRules: Record<
  WorkOrderAction,
  {
    from: readonly WorkOrderStatus[];
    verb: string;
    who: 'dispatcher' | 'remover' | 'handler' | 'handlerOrDispatcher' | 'collaborator' | 'reader';
  }
> = {
  update: { from: ['new', 'dispatched', 'returned'], verb: '修改', who: 'dispatcher' },
  remove: { from: ['new'], verb: '删除', who: 'remover' },
  dispatch: { from: ['new', 'dispatched', 'returned'], verb: '派单', who: 'dispatcher' },
  accept: { from: ['dispatched'], verb: '签收', who: 'handler' },
  return: { from: ['dispatched', 'processing'], verb: '退回', who: 'handler' },
  submit: { from: ['processing'], verb: '提交办结', who: 'handler' },
  check: { from: ['checking'], verb: '审核', who: 'dispatcher' },
  collaborate: { from: ['dispatched', 'processing', 'checking'], verb: '发起协同', who: 'handlerOrDispatcher' },
  reply: { from: ['dispatched', 'processing', 'checking'], verb: '回复协同', who: 'collaborator' },
  note: { from: ['new', 'dispatched', 'processing', 'checking', 'returned'], verb: '追记', who: 'reader' },
  urge: { from: ['dispatched', 'processing'], verb: '催办', who: 'dispatcher' },
};

/** The handler: the user named, or a member of the unit when nobody is named. */
export function isHandler(order: FlowOrder, caller: Pick<FlowCaller, 'userId' | 'organizeIds'>): boolean {
  if (order.handleUserId) return order.handleUserId === caller.userId;
  return order.handleOrgId !== null && caller.organizeIds.includes(order.handleOrgId);
}

function permitted(
  rule: (typeof actionRules)[WorkOrderAction],
  order: FlowOrder,
  caller: FlowCaller,
  openCollaborationOrgIds: readonly string[],
): boolean {
  switch (rule.who) {
    case 'dispatcher':
      return caller.canDispatch;
    case 'remover':
      return caller.canRemove;
    case 'handler':
      return isHandler(order, caller);
    case 'handlerOrDispatcher':
      return caller.canDispatch || isHandler(order, caller);
    case 'collaborator':
      return openCollaborationOrgIds.some((id) => caller.organizeIds.includes(id));
    case 'reader':
      return true;
  }
}

/** What the caller may do now; `openCollaborationOrgIds` are the units asked to help that have not answered. */
export function allowedActions(order: FlowOrder, caller: FlowCaller, openCollaborationOrgIds: readonly string[] = []): WorkOrderAction[] {
  return (Object.keys(actionRules) as WorkOrderAction[]).filter((action) => {
    const rule = actionRules[action];
    return rule.from.includes(order.status) && permitted(rule, order, caller, openCollaborationOrgIds);
  });
}

/** Refuses an action the caller may not take: 403 for who, 400 for the status. */
export function assertAllowed(
  action: WorkOrderAction,
  order: FlowOrder,
  caller: FlowCaller,
  openCollaborationOrgIds: readonly string[] = [],
): void {
  const rule = actionRules[action];
  if (!permitted(rule, order, caller, openCollaborationOrgIds)) {
    if (rule.who === 'handler') throw forbidden(workOrderTexts.notHandler);
    if (rule.who === 'collaborator') throw forbidden(workOrderTexts.notCollaborator);
    throw forbidden();
  }
  if (!rule.from.includes(order.status)) throw new ApiError(400, workOrderTexts.wrongStatus(order.status, rule.verb));
}

export const statusLabel = (status: WorkOrderStatus): string => workOrderStatusLabels[status];
