/**
 * The rules of the tabs bar (spec 000 section 2.5), as pure functions over {@link TabsState}:
 * - a view is added once per full path (path + query); its title is refreshed when it comes back;
 * - it is also cached (kept alive) unless it is marked `noCache`;
 * - pinned (affix) tabs cannot be closed and survive close-others and close-all;
 * - closing the active tab goes to the last remaining tab, else home ('/').
 */

export interface TabView {
  /** Path and query: the identity of a tab. */
  fullPath: string;
  path: string;
  title: string;
  icon?: string;
  affix: boolean;
  noCache: boolean;
}

export interface TabsState {
  visited: TabView[];
  /** Full paths of the views kept alive. */
  cached: string[];
}

/** What a close leaves and where to go (null: stay). */
export interface CloseResult {
  state: TabsState;
  navigateTo: string | null;
}

export const FALLBACK_PATH = '/';

export function emptyTabs(): TabsState {
  return { visited: [], cached: [] };
}

export function addView(state: TabsState, view: TabView): TabsState {
  const at = state.visited.findIndex((v) => v.fullPath === view.fullPath);
  const visited =
    at < 0 ? [...state.visited, view] : state.visited.map((v, i) => (i === at ? { ...v, title: view.title, icon: view.icon ?? v.icon } : v));
  const cached = view.noCache || state.cached.includes(view.fullPath) ? state.cached : [...state.cached, view.fullPath];
  return { visited, cached };
}

function keep(state: TabsState, predicate: (view: TabView) => boolean): TabsState {
  const visited = state.visited.filter(predicate);
  const paths = new Set(visited.map((v) => v.fullPath));
  return { visited, cached: state.cached.filter((p) => paths.has(p)) };
}

function afterClosingActive(state: TabsState): string {
  return state.visited.at(-1)?.fullPath ?? FALLBACK_PATH;
}

export function closeView(state: TabsState, fullPath: string, activeFullPath: string): CloseResult {
  const view = state.visited.find((v) => v.fullPath === fullPath);
  if (!view || view.affix) return { state, navigateTo: null };
  const next = keep(state, (v) => v.fullPath !== fullPath);
  return { state: next, navigateTo: fullPath === activeFullPath ? afterClosingActive(next) : null };
}

/** Keeps the pinned tabs and `fullPath`; goes to `fullPath` when another tab was active. */
export function closeOthers(state: TabsState, fullPath: string, activeFullPath: string): CloseResult {
  const next = keep(state, (v) => v.affix || v.fullPath === fullPath);
  return { state: next, navigateTo: activeFullPath === fullPath ? null : fullPath };
}

/** Keeps the pinned tabs only; goes to the last of them (else home) unless the active one is pinned. */
export function closeAll(state: TabsState, activeFullPath: string): CloseResult {
  const next = keep(state, (v) => v.affix);
  const activeStays = next.visited.some((v) => v.fullPath === activeFullPath);
  return { state: next, navigateTo: activeStays ? null : afterClosingActive(next) };
}
