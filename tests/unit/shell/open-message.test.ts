import { describe, expect, it, vi } from 'vitest';
import type { MessageReadInfo, MessageType } from '../../../api/messages';
import { openMessage, type OpenMessageDeps } from '../../../shell/messaging/open-message';

const info = (type: MessageType, bodyText: string, flowType: number | null = null): MessageReadInfo => ({
  id: 'm1',
  title: '标题',
  type,
  isRead: '1',
  releaseUser: '',
  releaseTime: 0,
  creatorUser: '',
  lastModifyTime: 0,
  excerpt: '',
  flowType,
  sendConfigId: null,
  bodyText,
  files: [],
  readTime: 0,
});

function deps(answer: MessageReadInfo, claim: { result: number; msg?: string } = { result: 1 }) {
  return {
    readInfo: vi.fn(async () => answer),
    savetjqs: vi.fn(async () => claim),
    navigate: vi.fn(),
    showDetail: vi.fn(),
    onRead: vi.fn(),
    warn: vi.fn(),
  } satisfies OpenMessageDeps;
}

describe('openMessage', () => {
  it('shows the notice dialog of a notice without reading it first (the dialog reads it)', async () => {
    const d = deps(info(1, '<p>x</p>'));
    await openMessage({ id: 'm1', type: 1 }, d);
    expect(d.showDetail).toHaveBeenCalledWith('m1');
    expect(d.readInfo).not.toHaveBeenCalled();
  });

  it('reads a work-order message (it is read now) and opens its form', async () => {
    const d = deps(info(7, '{"id":"w1"}'));
    await openMessage({ id: 'm1', type: 7 }, d);
    expect(d.onRead).toHaveBeenCalledWith('m1');
    expect(d.navigate).toHaveBeenCalledWith('/subdev/appWorkorder/Form?id=w1');
  });

  it('claims a type-8 work order before its form opens on tab tjyp', async () => {
    const d = deps(info(8, '{"id":"w8"}'));
    await openMessage({ id: 'm1', type: 8 }, d);
    expect(d.savetjqs).toHaveBeenCalledWith('w8');
    expect(d.navigate).toHaveBeenCalledWith('/subdev/appWorkorder/Form?id=w8&tabsactive=tjyp');
  });

  it('warns with the answer when the claim is refused, and opens nothing', async () => {
    const d = deps(info(8, '{"id":"w8"}'), { result: 0, msg: '工单已被领取' });
    await openMessage({ id: 'm1', type: 8 }, d);
    expect(d.warn).toHaveBeenCalledWith('工单已被领取');
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('a schedule message of inner type 3 is read but opens nothing; a failed read opens nothing', async () => {
    const d = deps(info(4, '{"id":"s1","type":3}'));
    await openMessage({ id: 'm1', type: 4 }, d);
    expect(d.onRead).toHaveBeenCalled();
    expect(d.navigate).not.toHaveBeenCalled();
    expect(d.showDetail).not.toHaveBeenCalled();
    const failing = { ...deps(info(2, '')), readInfo: vi.fn(async () => Promise.reject(new Error('404'))) };
    await openMessage({ id: 'm1', type: 2 }, failing);
    expect(failing.navigate).not.toHaveBeenCalled();
    expect(failing.onRead).not.toHaveBeenCalled();
  });

  it('a delegation (flowType 2) goes to the entrust page', async () => {
    const d = deps(info(2, '{"type":2}', 2));
    await openMessage({ id: 'm1', type: 2 }, d);
    expect(d.navigate).toHaveBeenCalledWith('/workFlow/entrust?config=2');
  });
});
