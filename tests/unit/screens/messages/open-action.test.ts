import { describe, expect, it } from 'vitest';
import { claimOutcome, messageOpenAction, needsBody, parseMessageBody } from '../../../../screens/messages/open-action';

const msg = (type: 1 | 2 | 3 | 4 | 7 | 8, flowType: number | null = null) => ({ id: 'm1', type, flowType });
const decodeConfig = (path: string) => {
  const config = decodeURIComponent(new URL(path, 'http://x').searchParams.get('config')!);
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(config), (c) => c.charCodeAt(0)))) as unknown;
};

describe('message open action (spec 000 section 4)', () => {
  it('notices (1) and system messages (3) open the notice dialog without waiting for the body', () => {
    expect(needsBody(1)).toBe(false);
    expect(needsBody(3)).toBe(false);
    expect(messageOpenAction(msg(1), null)).toEqual({ kind: 'notice', id: 'm1' });
    expect(messageOpenAction(msg(3), null)).toEqual({ kind: 'notice', id: 'm1' });
  });

  it('7 opens the work-order form of the order the body names', () => {
    expect(needsBody(7)).toBe(true);
    expect(messageOpenAction(msg(7), { id: 'WO 42' })).toEqual({ kind: 'navigate', path: '/subdev/appWorkorder/Form?id=WO%2042' });
    expect(messageOpenAction(msg(7), { inbid: 77 })).toEqual({ kind: 'navigate', path: '/subdev/appWorkorder/Form?id=77' });
    // Without an order the message still opens, as its notice.
    expect(messageOpenAction(msg(7), null)).toEqual({ kind: 'notice', id: 'm1' });
  });

  it('8 claims the work order first; result 1 opens its form on tab tjyp, anything else warns with the message', () => {
    expect(messageOpenAction(msg(8), { id: 'w8' })).toEqual({ kind: 'claimWorkOrder', workOrderId: 'w8' });
    expect(claimOutcome('w8', { result: 1 })).toEqual({ kind: 'navigate', path: '/subdev/appWorkorder/Form?id=w8&tabsactive=tjyp' });
    expect(claimOutcome('w8', { result: '1' })).toMatchObject({ kind: 'navigate' });
    expect(claimOutcome('w8', { result: 0, msg: '该工单已被他人领取' })).toEqual({ kind: 'warn', msg: '该工单已被他人领取' });
  });

  it('4 opens the schedule, except an inner type 3', () => {
    expect(messageOpenAction(msg(4), { id: 's1', groupId: 'g1', type: 1 })).toEqual({
      kind: 'navigate',
      path: '/extend/schedule?id=s1&groupId=g1',
    });
    expect(messageOpenAction(msg(4), { id: 's1', type: 3 })).toEqual({ kind: 'none' });
    expect(messageOpenAction(msg(4), { id: 's1', type: '3' })).toEqual({ kind: 'none' });
  });

  it('2 with flowType 2 goes to the entrust page, other process messages to the flow detail with the body as config', () => {
    expect(messageOpenAction(msg(2, 2), { type: 1 })).toEqual({ kind: 'navigate', path: '/workFlow/entrust?config=1' });
    const body = { id: 'f1', flowId: 'leave', opType: 1, title: '请假审批' };
    const action = messageOpenAction(msg(2, 1), body);
    expect(action.kind).toBe('navigate');
    const path = (action as { path: string }).path;
    expect(path.startsWith('/workFlowDetail?config=')).toBe(true);
    expect(decodeConfig(path)).toEqual(body);
    expect(messageOpenAction(msg(2, 1), null)).toEqual({ kind: 'notice', id: 'm1' });
  });
});

describe('parseMessageBody', () => {
  it('reads the JSON body the sanitiser escaped, and nothing else', () => {
    expect(parseMessageBody('{"id":"a","name":"甲&amp;乙 &lt;1&gt;"}')).toEqual({ id: 'a', name: '甲&乙 <1>' });
    expect(parseMessageBody('<p>停热通知</p>')).toBeNull();
    expect(parseMessageBody('[1,2]')).toBeNull();
    expect(parseMessageBody('')).toBeNull();
    expect(parseMessageBody(null)).toBeNull();
  });
});
