/**
 * The app's notices: `notify` is what the request client calls, `showCornerNotice` the bottom-right
 * ones (the last-login notice). The toasters themselves (./toaster-views.tsx) are a chunk loaded with
 * the first notice; a notice given meanwhile is created once they are in, and shown when they mount
 * (the toast store hands a toaster the notices it already holds when it subscribes).
 */
import { useSyncExternalStore } from 'react';
import type { Notice } from '../api';

type ToasterViews = typeof import('./toaster-views');
type CornerNotice = Parameters<ToasterViews['cornerToaster']['create']>[0];

let views: ToasterViews | undefined;
let viewsLoad: Promise<ToasterViews> | undefined;
const listeners = new Set<() => void>();

/** Loads the toasters (once); `AppToasters` mounts them when they are in. */
export function loadToasters(): Promise<ToasterViews> {
  viewsLoad ??= import('./toaster-views').then((loaded) => {
    views = loaded;
    listeners.forEach((listener) => listener());
    return loaded;
  });
  return viewsLoad;
}

export function notify(notice: Notice): void {
  void loadToasters().then(({ toaster }) =>
    toaster.create({ type: notice.type, title: notice.message, duration: notice.duration }),
  );
}

export function showCornerNotice(notice: CornerNotice): void {
  void loadToasters().then(({ cornerToaster }) => cornerToaster.create(notice));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted with the app (shell/App.tsx): nothing until the first notice loads the toasters. */
export function AppToasters() {
  const loaded = useSyncExternalStore(subscribe, () => views);
  return loaded ? <loaded.AppToastersView /> : null;
}
