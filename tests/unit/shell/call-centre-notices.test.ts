import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callCentreHeadingKey, callCentreTarget } from '../../../shell/messaging/call-centre';
import { createRepeatingSounds, repeatIntervals } from '../../../shell/messaging/notice-repeat';

describe('repeating notice sounds', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('XTnewinb repeats every 10 s and shiftchange every 15 s until their notice closes', () => {
    expect(repeatIntervals).toEqual({ XTnewinb: 10_000, shiftchange: 15_000 });
    const play = vi.fn();
    const sounds = createRepeatingSounds(play);
    sounds.start('xt', repeatIntervals.XTnewinb!);
    sounds.start('shift', repeatIntervals.shiftchange!);
    vi.advanceTimersByTime(9_999);
    expect(play).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1); // 10 s: XTnewinb
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000); // 15 s: shiftchange
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5_000); // 20 s: XTnewinb
    expect(play).toHaveBeenCalledTimes(3);
    sounds.stop('xt');
    vi.advanceTimersByTime(10_000); // 30 s: shiftchange only
    expect(play).toHaveBeenCalledTimes(4);
    sounds.stopAll();
    expect(sounds.running).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(play).toHaveBeenCalledTimes(4);
  });

  it('starting the same notice again does not double its sound', () => {
    const play = vi.fn();
    const sounds = createRepeatingSounds(play);
    sounds.start('xt', 10_000);
    sounds.start('xt', 10_000);
    vi.advanceTimersByTime(10_000);
    expect(play).toHaveBeenCalledTimes(1);
    expect(sounds.running).toBe(1);
  });
});

describe('call-centre notices', () => {
  it('open the page the server names when it is on this site, else the work order', () => {
    expect(callCentreTarget({ method: 'processing', url: '/subdev/appWorkorder/indexclz' })).toBe('/subdev/appWorkorder/indexclz');
    expect(callCentreTarget({ method: 'processing', url: 'https://evil.example/x', inbid: 'W1' })).toBe('/subdev/appWorkorder/Form?id=W1');
    expect(callCentreTarget({ method: 'processing', url: '//evil.example/x' })).toBeNull();
    expect(callCentreTarget({ method: 'XTnewinb', inbid: 'W2' })).toBe('/subdev/appWorkorder/Form?id=W2&tabsactive=xtyp');
    expect(callCentreTarget({ method: 'incomingcall', id: 'W3' })).toBe('/subdev/appWorkorder/Form?id=W3');
    expect(callCentreTarget({ method: 'shiftchange' })).toBeNull();
  });

  it('are headed by their kind', () => {
    expect(callCentreHeadingKey('incomingcall')).toBe('callCentre.incoming');
    expect(callCentreHeadingKey('shiftchange')).toBe('callCentre.shiftChange');
    expect(callCentreHeadingKey('XTnewinbAt')).toBe('callCentre.collaborative');
    expect(callCentreHeadingKey('Checknewinb')).toBe('callCentre.workOrder');
  });
});
