/**
 * Bytes a page moves over the network, as Chromium counts them: the DevTools protocol's
 * `Network.loadingFinished.encodedDataLength` of every request (response headers plus the body as sent,
 * i.e. compressed when the server compressed it). A response served from the HTTP cache moves 0 bytes;
 * a revalidation answered 304 moves its headers. WebSocket frames are not counted (none of them is a
 * page asset).
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

export interface TransferredResource {
  /** Path and query as the page asked for it. */
  path: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Fetch, XHR, Font, Image... */
  type: string;
  status: number;
  /** `content-encoding` of the answer; `none` when it had none. */
  encoding: string;
  cacheControl: string;
  /** True when Chromium answered it from its cache without asking the server. */
  fromCache: boolean;
  bytes: number;
}

interface Pending {
  path: string;
  type: string;
  status?: number;
  encoding?: string;
  cacheControl?: string;
  fromCache?: boolean;
}

export interface TransferMeter {
  /** Every request finished since the meter was attached (or last reset), in the order they finished. */
  resources(): TransferredResource[];
  /** The `accept-encoding` Chromium sent on the wire (last seen). */
  acceptEncoding(): string;
  reset(): void;
  /** Resolves once no request is under way and none started or finished for `quietMs`. */
  settled(quietMs?: number): Promise<void>;
  detach(): Promise<void>;
}

/** Attach before navigating: requests already under way are not seen. */
export async function attachTransferMeter(context: BrowserContext, page: Page): Promise<TransferMeter> {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let pending = new Map<string, Pending>();
  let finished: TransferredResource[] = [];
  let lastActivity = Date.now();
  let acceptEncoding = '';

  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    pending.set(event.requestId, { path: url.pathname + url.search, type: event.type ?? 'Other' });
    lastActivity = Date.now();
  });
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    acceptEncoding = lowerCaseKeys(event.headers)['accept-encoding'] ?? acceptEncoding;
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = pending.get(event.requestId);
    if (!entry) return;
    const headers = lowerCaseKeys(event.response.headers);
    entry.status = event.response.status;
    entry.encoding = headers['content-encoding'] ?? 'none';
    entry.cacheControl = headers['cache-control'] ?? '';
    entry.fromCache = Boolean(event.response.fromDiskCache || event.response.fromPrefetchCache);
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = pending.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.loadingFailed', (event) => {
    pending.delete(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = pending.get(event.requestId);
    if (!entry) return;
    pending.delete(event.requestId);
    lastActivity = Date.now();
    finished.push({
      path: entry.path,
      type: entry.type,
      status: entry.status ?? 0,
      encoding: entry.encoding ?? 'none',
      cacheControl: entry.cacheControl ?? '',
      fromCache: entry.fromCache ?? false,
      bytes: event.encodedDataLength,
    });
  });

  return {
    resources: () => [...finished],
    acceptEncoding: () => acceptEncoding,
    reset() {
      pending = new Map();
      finished = [];
    },
    async settled(quietMs = 500) {
      while (pending.size > 0 || Date.now() - lastActivity < quietMs) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    detach: () => cdp.detach(),
  };
}

export const totalBytes = (resources: TransferredResource[]): number => resources.reduce((sum, resource) => sum + resource.bytes, 0);

function lowerCaseKeys(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
}
