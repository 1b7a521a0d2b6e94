/** The statuses and actions of a file in the chunked uploader (spec 002 section 4.7). */
import { describe, expect, it } from 'vitest';
import { actionsOf, statusOf, type StatusFlags } from '../../widgets/kit/uploader/status';

const none: StatusFlags = { checking: false, complete: false, error: false, uploading: false, paused: false };

describe('status precedence', () => {
  it('success over error, then uploading, then paused, else waiting; check while the MD5 is computed', () => {
    expect(statusOf(none)).toBe('waiting');
    expect(statusOf({ ...none, paused: true })).toBe('paused');
    expect(statusOf({ ...none, paused: true, uploading: true })).toBe('uploading');
    expect(statusOf({ ...none, paused: true, uploading: true, error: true })).toBe('error');
    expect(statusOf({ ...none, paused: true, uploading: true, error: true, complete: true })).toBe('success');
    expect(statusOf({ ...none, complete: true, error: true })).toBe('success');
    expect(statusOf({ ...none, checking: true, paused: true })).toBe('check');
  });

  it('pause (waiting or uploading), resume (paused), retry (error), remove unless success; none while checking', () => {
    expect(actionsOf('check')).toEqual([]);
    expect(actionsOf('waiting')).toEqual(['pause', 'remove']);
    expect(actionsOf('uploading')).toEqual(['pause', 'remove']);
    expect(actionsOf('paused')).toEqual(['resume', 'remove']);
    expect(actionsOf('error')).toEqual(['retry', 'remove']);
    expect(actionsOf('success')).toEqual([]);
  });
});
