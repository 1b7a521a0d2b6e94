/**
 * The session store (valtio): token, lock flag, layout, and what `CurrentUser` returned. The token and
 * the lock flag live in local storage (`jnpf_token`, `jnpf_lock`, reference section 1.2).
 */
import { proxy } from 'valtio';
import type { CurrentUserResult, LayoutTheme, LoginResult, MenuNode, PermissionEntry, SysConfigInfo, UserInfo } from '../api';
import { layoutThemes } from '../api';
import { storageGet, storageGetString, storageRemove, storageSet } from './storage';

export interface SessionState {
  token: string | null;
  locked: boolean;
  layoutType: LayoutTheme;
  userInfo: UserInfo | null;
  /** The visible menu tree (spec 000 section 6). */
  menuList: MenuNode[];
  routerList: MenuNode[];
  permissionList: PermissionEntry[];
  sysConfig: SysConfigInfo | null;
  /** True once `CurrentUser` answered with a non-empty menu for the current token. */
  menuLoaded: boolean;
  /** Set by a sign-in until the layout has shown the last-login notice. */
  justSignedIn: boolean;
}

function readLayoutType(): LayoutTheme {
  const stored = storageGetString('layoutType');
  return layoutThemes.includes(stored as LayoutTheme) ? (stored as LayoutTheme) : 'classic';
}

function readLocked(): boolean {
  const value = storageGet('lock');
  return value === 1 || value === '1' || value === true;
}

export const session = proxy<SessionState>({
  token: storageGetString('token'),
  locked: readLocked(),
  layoutType: readLayoutType(),
  userInfo: null,
  menuList: [],
  routerList: [],
  permissionList: [],
  sysConfig: null,
  menuLoaded: false,
  justSignedIn: false,
});

/** Re-read the stored values (tests, or another tab changed them). */
export function reloadSessionFromStorage(): void {
  session.token = storageGetString('token');
  session.locked = readLocked();
  session.layoutType = readLayoutType();
}

export function setToken(token: string): void {
  session.token = token;
  storageSet('token', token);
}

export function setLocked(locked: boolean): void {
  session.locked = locked;
  if (locked) storageSet('lock', 1);
  else storageRemove('lock');
}

/** The layout from the login answer's theme (spec 000 section 4), `classic` when unknown. */
export function toLayoutType(theme: unknown): LayoutTheme {
  return layoutThemes.includes(theme as LayoutTheme) ? (theme as LayoutTheme) : 'classic';
}

/** Keep what a successful login returned. */
export function signIn(result: LoginResult): void {
  clearUserData();
  setToken(result.token);
  session.layoutType = toLayoutType(result.theme);
  storageSet('layoutType', session.layoutType);
  session.justSignedIn = true;
}

/** Another session's token (a `/workFlowDetail?token=` link): the user and menu are loaded again for it. */
export function replaceToken(token: string): void {
  clearUserData();
  setToken(token);
  runResetListeners();
}

/** The layout chosen in the settings drawer (the caller saves it on the server). */
export function setLayoutType(layout: LayoutTheme): void {
  session.layoutType = layout;
  storageSet('layoutType', layout);
}

function clearUserData(): void {
  session.justSignedIn = false;
  session.userInfo = null;
  session.menuList = [];
  session.routerList = [];
  session.permissionList = [];
  session.sysConfig = null;
  session.menuLoaded = false;
}

const resetListeners = new Set<() => void>();

/** Run `listener` on every session reset (sockets, tabs and caches of later modules); returns the unsubscribe. */
export function onSessionReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

/** Logout or token reset (spec 000 section 4): clears the token, the user's data and the stored token. */
export function resetSession(): void {
  session.token = null;
  storageRemove('token');
  clearUserData();
  runResetListeners();
}

function runResetListeners(): void {
  for (const listener of resetListeners) {
    try {
      listener();
    } catch (error) {
      console.error(error);
    }
  }
}

/**
 * The visible menu (spec 000 section 6): with several systems, the children of the current system in
 * `routerList` (`preferredSystemId`, the user's client-side choice, wins over the server's flag);
 * otherwise the first router entry's children, or the plain menu list.
 */
export function selectMenu(result: Pick<CurrentUserResult, 'menuList' | 'routerList' | 'userInfo'>, preferredSystemId?: string | null): MenuNode[] {
  const routerList = result.routerList ?? [];
  const systems = result.userInfo?.systemIds ?? [];
  if (systems.length > 1) {
    const current = systems.find((s) => s.id === preferredSystemId) ?? systems.find((s) => s.currentSystem) ?? systems[0];
    const node = routerList.find((r) => r.id === current?.id);
    if (node) return node.children ?? [];
  }
  if (routerList.length > 0 && routerList[0]?.children?.length) return routerList[0].children;
  return result.menuList ?? [];
}

/**
 * The system the user switched to, per user (`jnpf_systemChoice = {userId, systemId}`). Switching is
 * kept in the browser: saving it on the server (`PUT major`) belongs to a later issue.
 */
function storedSystemChoice(userId: string): string | null {
  const value = storageGet('systemChoice');
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const choice = value as { userId?: unknown; systemId?: unknown };
  return choice.userId === userId && typeof choice.systemId === 'string' ? choice.systemId : null;
}

function markCurrentSystem(userInfo: UserInfo, systemId: string): void {
  for (const system of userInfo.systemIds ?? []) system.currentSystem = system.id === systemId;
  userInfo.systemId = systemId;
}

/**
 * Show the menu of another of the user's systems (only with more than one, spec 000 section 6).
 * Answers false when the system is unknown, already current, or has no menu.
 */
export function switchSystem(systemId: string): boolean {
  const user = session.userInfo;
  if (!user || (user.systemIds?.length ?? 0) < 2 || user.systemId === systemId) return false;
  const node = session.routerList.find((r) => r.id === systemId);
  if (!node?.children?.length) return false;
  session.menuList = node.children;
  markCurrentSystem(user, systemId);
  storageSet('systemChoice', { userId: user.userId, systemId });
  return true;
}

/** Error of the session restore whose message is for the user. */
export class SessionRestoreError extends Error {
  override readonly name = 'SessionRestoreError';
}

export interface LoadUserDeps {
  currentUser: () => Promise<{ data: CurrentUserResult | null | undefined }>;
  /** Translations of the messages `guard.verificationFailed` and `guard.insufficientPermissions`. */
  t: (key: 'guard.verificationFailed' | 'guard.insufficientPermissions') => string;
}

let loading: { token: string | null; promise: Promise<void> } | null = null;

/**
 * Load the current user into the store (once per token, concurrent callers share the call). Rejects
 * with 'Verification failed…' when the answer has no data, and with the insufficient-permissions
 * message when the menu is empty.
 */
export function loadCurrentUser(deps: LoadUserDeps): Promise<void> {
  const token = session.token;
  if (loading && loading.token === token) return loading.promise;
  const promise = (async () => {
    const res = await deps.currentUser();
    const data = res.data;
    if (!data) throw new SessionRestoreError(deps.t('guard.verificationFailed'));
    const systems = data.userInfo?.systemIds ?? [];
    const choice = data.userInfo?.userId ? storedSystemChoice(data.userInfo.userId) : null;
    const chosen = choice && systems.length > 1 && systems.some((s) => s.id === choice) ? choice : null;
    let menu = chosen ? selectMenu(data, chosen) : [];
    if (chosen && menu.length > 0) markCurrentSystem(data.userInfo, chosen);
    else menu = selectMenu(data);
    if (menu.length === 0) throw new SessionRestoreError(deps.t('guard.insufficientPermissions'));
    if (session.token !== token) return; // signed out or in again meanwhile
    session.userInfo = data.userInfo;
    session.menuList = menu;
    session.routerList = data.routerList ?? [];
    session.permissionList = data.permissionList ?? [];
    session.sysConfig = data.sysConfigInfo ?? null;
    session.menuLoaded = true;
  })();
  loading = { token, promise };
  promise.then(
    () => {
      if (loading?.promise === promise) loading = null;
    },
    () => {
      if (loading?.promise === promise) loading = null;
    },
  );
  return promise;
}
