/**
 * The open tabs (valtio) on top of the pure rules in ./tabs-model.ts, plus a refresh counter per tab:
 * the main area keys each view by it, so Refresh re-mounts the page. Cleared with the session.
 */
import { proxy } from 'valtio';
import { onSessionReset } from '../session';
import { addView, closeAll, closeOthers, closeView, emptyTabs, type TabView, type TabsState } from './tabs-model';

export const tabs = proxy<TabsState & { refreshKeys: Record<string, number> }>({ ...emptyTabs(), refreshKeys: {} });

function apply(state: TabsState): void {
  tabs.visited = state.visited;
  tabs.cached = state.cached;
  for (const key of Object.keys(tabs.refreshKeys)) {
    if (!state.visited.some((v) => v.fullPath === key)) delete tabs.refreshKeys[key];
  }
}

function current(): TabsState {
  return { visited: [...tabs.visited], cached: [...tabs.cached] };
}

export function openTab(view: TabView): void {
  apply(addView(current(), view));
}

/** Each returns where to navigate (null: stay). */
export function closeTab(fullPath: string, activeFullPath: string): string | null {
  const result = closeView(current(), fullPath, activeFullPath);
  apply(result.state);
  return result.navigateTo;
}

export function closeOtherTabs(fullPath: string, activeFullPath: string): string | null {
  const result = closeOthers(current(), fullPath, activeFullPath);
  apply(result.state);
  return result.navigateTo;
}

export function closeAllTabs(activeFullPath: string): string | null {
  const result = closeAll(current(), activeFullPath);
  apply(result.state);
  return result.navigateTo;
}

export function refreshTab(fullPath: string): void {
  tabs.refreshKeys[fullPath] = (tabs.refreshKeys[fullPath] ?? 0) + 1;
}

export function resetTabs(): void {
  apply(emptyTabs());
  tabs.refreshKeys = {};
}

onSessionReset(resetTabs);
