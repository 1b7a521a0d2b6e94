/**
 * Whether an embedded page loaded, as far as a browser lets a page know (docs/decisions.md, "Shell"):
 * - an http address inside an https page is blocked by the browser (mixed content): known at once;
 * - no `load` within FRAME_TIMEOUT_MS: the page is taken as failed (a later `load` still wins);
 * - a page of this site is asked for first, as the frame asks (an answer that is not 2xx fails) and, once
 *   loaded, by reading its document: an unreadable one is the browser's error page (refused framing);
 * - a page of another site cannot be inspected (its document, and the platform's connect-src policy,
 *   are closed to us): a refused frame looks loaded, so the page always offers a new window.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

export const FRAME_TIMEOUT_MS = 15_000;

export type FrameProblem = 'insecure' | 'timeout' | 'unreachable' | 'blocked';

export type FrameStatus = { state: 'loading' } | { state: 'loaded' } | { state: 'failed'; problem: FrameProblem };

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** A problem known before loading: http inside https. */
export function problemBeforeLoad(url: string, pageProtocol: string): FrameProblem | null {
  return pageProtocol === 'https:' && /^http:/i.test(url) ? 'insecure' : null;
}

interface Signals {
  loaded?: boolean;
  blocked?: boolean;
  unreachable?: boolean;
  timedOut?: boolean;
}

/** What the signals gathered so far say; a failed check of this site's page wins over its `load`. */
export function frameStatus(signals: Signals, early: FrameProblem | null): FrameStatus {
  if (early) return { state: 'failed', problem: early };
  if (signals.unreachable) return { state: 'failed', problem: 'unreachable' };
  if (signals.blocked) return { state: 'failed', problem: 'blocked' };
  if (signals.loaded) return { state: 'loaded' };
  if (signals.timedOut) return { state: 'failed', problem: 'timeout' };
  return { state: 'loading' };
}

/** `attempt` changes when the user reloads the frame. */
export function useFrameStatus(url: string, frame: RefObject<HTMLIFrameElement | null>, attempt: number) {
  const [gathered, setGathered] = useState<{ key: string; signals: Signals }>({ key: '', signals: {} });
  const key = `${url}#${attempt}`;
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const early = problemBeforeLoad(url, typeof location === 'undefined' ? '' : location.protocol);

  const signal = useCallback(
    (more: Signals) => setGathered((previous) => ({ key, signals: { ...(previous.key === key ? previous.signals : {}), ...more } })),
    [key],
  );

  useEffect(() => {
    if (early) return;
    const timer = setTimeout(() => signal({ timedOut: true }), FRAME_TIMEOUT_MS);
    const controller = new AbortController();
    if (sameOrigin(url, origin)) {
      // Asked as the frame's navigation asks (for HTML): the server answers pages, not calls, to that.
      fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/html' }, signal: controller.signal }).then(
        (response) => {
          if (!response.ok) signal({ unreachable: true });
        },
        () => {
          if (!controller.signal.aborted) signal({ unreachable: true });
        },
      );
    }
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, origin, early, signal]);

  const onLoad = useCallback(() => {
    let blocked = false;
    if (sameOrigin(url, origin)) {
      try {
        blocked = !frame.current?.contentDocument;
      } catch {
        blocked = true;
      }
    }
    signal(blocked ? { blocked: true } : { loaded: true });
  }, [url, origin, frame, signal]);

  return { status: frameStatus(gathered.key === key ? gathered.signals : {}, early), onLoad };
}
