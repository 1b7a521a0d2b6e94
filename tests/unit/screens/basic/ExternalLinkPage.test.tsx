import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ExternalLinkPage } from '../../../../screens/basic/ExternalLinkPage';
import { encodeFrameHref } from '../../../../screens/basic/frame-href';
import { FRAME_TIMEOUT_MS, frameStatus, problemBeforeLoad } from '../../../../screens/basic/use-frame-status';
import { i18n } from '../../../../shell/i18n';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function openFrame(url: string) {
  const href = encodeURIComponent(encodeFrameHref(url));
  return renderScreen(
    <MemoryRouter initialEntries={[`/externalLink?href=${href}`]}>
      <ExternalLinkPage />
    </MemoryRouter>,
  );
}

const frame = () => document.querySelector('iframe') as HTMLIFrameElement;

describe('embedded-frame route /externalLink', () => {
  it('says the page did not load when it has not loaded after the time limit, and offers a new window', () => {
    vi.useFakeTimers();
    const url = 'https://gis.example.com/heating/network?token=bearer%20t';
    openFrame(url);
    expect(frame().getAttribute('src')).toBe(url);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('页面长时间没有加载完成');
    const open = screen.getAllByRole('link', { name: '在新窗口中打开' });
    expect(open.every((a) => a.getAttribute('href') === url && a.getAttribute('target') === '_blank')).toBe(true);

    // Loading it again starts over; a page that loads in time shows no message.
    fireEvent.click(screen.getAllByRole('button', { name: '重新加载' })[0]!);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.load(frame());
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('external-link').getAttribute('data-frame-state')).toBe('loaded');
  });

  it('says a page of this site cannot be reached when its address answers an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    openFrame(`${location.origin}/DataV/view/missing`);
    expect((await screen.findByRole('alert')).textContent).toContain('页面无法访问');
  });

  it('knows what a browser refuses before loading, and what the signals say', () => {
    expect(problemBeforeLoad('http://gis.example.com/', 'https:')).toBe('insecure');
    expect(problemBeforeLoad('https://gis.example.com/', 'https:')).toBeNull();
    expect(problemBeforeLoad('http://gis.example.com/', 'http:')).toBeNull();
    expect(frameStatus({ timedOut: true }, null)).toEqual({ state: 'failed', problem: 'timeout' });
    expect(frameStatus({ timedOut: true, loaded: true }, null)).toEqual({ state: 'loaded' });
    expect(frameStatus({ loaded: true, unreachable: true }, null)).toEqual({ state: 'failed', problem: 'unreachable' });
    expect(frameStatus({ blocked: true }, null)).toEqual({ state: 'failed', problem: 'blocked' });
    expect(frameStatus({}, 'insecure')).toEqual({ state: 'failed', problem: 'insecure' });
  });
});
