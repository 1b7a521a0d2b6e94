import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchedLabels, type LabelRequests } from '../../../engine/lookups/label-batcher';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const names: Record<string, string> = { a: '甲', b: '乙', c: '丙' };

function recording(fail = false) {
  const asked: LabelRequests[] = [];
  const labels = batchedLabels(async (requests) => {
    asked.push(requests);
    if (fail) throw new Error('网络错误');
    return Object.fromEntries(
      Object.entries(requests).map(([kind, ids]) => [
        kind,
        Object.fromEntries(ids!.filter((id) => id in names).map((id) => [id, names[id]!])),
      ]),
    );
  });
  return { labels, asked };
}

describe('batched labels', () => {
  it('asks once for what every caller of one tick wants, and answers each its own ids', async () => {
    const { labels, asked } = recording();
    const first = labels('user', ['a', 'b']);
    const second = labels('department', ['c']);
    const third = labels('user', ['b', 'x']);
    await vi.runAllTimersAsync();
    expect(asked).toEqual([{ user: ['a', 'b', 'x'], department: ['c'] }]);
    expect(await first).toEqual({ a: '甲', b: '乙' });
    expect(await second).toEqual({ c: '丙' });
    expect(await third).toEqual({ b: '乙' });
  });

  it('answers known ids, unknown ones included, without asking again', async () => {
    const { labels, asked } = recording();
    const first = labels('user', ['a', 'x']);
    await vi.runAllTimersAsync();
    await first;
    expect(await labels('user', ['x', 'a'])).toEqual({ a: '甲' });
    expect(asked).toHaveLength(1);
  });

  it('rejects an aborted caller at once while the others get their answer', async () => {
    const { labels } = recording();
    const controller = new AbortController();
    const aborted = labels('user', ['a'], controller.signal);
    const kept = labels('user', ['b']);
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    await vi.runAllTimersAsync();
    expect(await kept).toEqual({ b: '乙' });
  });

  it('keeps nothing from a failed call: the next caller asks again', async () => {
    const { labels, asked } = recording(true);
    const first = labels('user', ['a']);
    const failed = expect(first).rejects.toThrow('网络错误');
    await vi.runAllTimersAsync();
    await failed;
    const again = labels('user', ['a']).catch(() => undefined);
    await vi.runAllTimersAsync();
    await again;
    expect(asked).toHaveLength(2);
  });
});
