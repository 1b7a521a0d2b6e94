import { describe, expect, it } from 'vitest';
import { allowedActions, assertAllowed, isHandler, type FlowCaller, type FlowOrder } from '../../../server/work-orders/work-order-flow';

const dispatcher: FlowCaller = { userId: 'd', organizeIds: ['hotline'], canDispatch: true, canRemove: false };
const handler: FlowCaller = { userId: 'h', organizeIds: ['station'], canDispatch: false, canRemove: false };
const colleague: FlowCaller = { userId: 'c', organizeIds: ['station'], canDispatch: false, canRemove: false };
const order = (status: FlowOrder['status'], handleUserId: string | null = 'h'): FlowOrder => ({
  status,
  handleOrgId: 'station',
  handleUserId,
});

/** Who may take which step from which status (docs/work-orders.md "Flow"). */
describe('the work-order flow', () => {
  it('names the handler: the user named, else any member of the unit', () => {
    expect(isHandler(order('dispatched'), handler)).toBe(true);
    expect(isHandler(order('dispatched'), colleague)).toBe(false);
    expect(isHandler(order('dispatched', null), colleague)).toBe(true);
    expect(isHandler({ status: 'new', handleOrgId: null, handleUserId: null }, colleague)).toBe(false);
  });

  it('offers each caller the steps of the status', () => {
    expect(allowedActions({ status: 'new', handleOrgId: null, handleUserId: null }, dispatcher)).toEqual(['update', 'dispatch', 'note']);
    expect(allowedActions(order('dispatched'), handler)).toEqual(['accept', 'return', 'collaborate', 'note']);
    expect(allowedActions(order('processing'), handler)).toEqual(['return', 'submit', 'collaborate', 'note']);
    expect(allowedActions(order('checking'), dispatcher)).toEqual(['check', 'collaborate', 'note']);
    expect(allowedActions(order('returned'), dispatcher)).toEqual(['update', 'dispatch', 'note']);
    expect(allowedActions(order('closed'), dispatcher)).toEqual([]);
    expect(allowedActions(order('processing'), colleague, ['station'])).toEqual(['reply', 'note']);
  });

  it('refuses who may not (403) before the status (400)', () => {
    expect(() => assertAllowed('accept', order('processing'), colleague)).toThrow('您不是该工单的处理人');
    expect(() => assertAllowed('accept', order('processing'), handler)).toThrow('工单处理中，不能签收');
    expect(() => assertAllowed('dispatch', order('new'), handler)).toThrow('您没有此操作的权限');
    expect(() => assertAllowed('reply', order('processing'), handler)).toThrow('您不属于该协同单位');
    expect(() => assertAllowed('update', order('closed'), dispatcher)).toThrow('工单已办结，不能修改');
  });
});
