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
}

function clearUserData(): void {
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
 * `routerList`; otherwise the first router entry's children, or the plain menu list.
 */
export function selectMenu(result: Pick<CurrentUserResult, 'menuList' | 'routerList' | 'userInfo'>): MenuNode[] {
  const routerList = result.routerList ?? [];
  const systems = result.userInfo?.systemIds ?? [];
  if (systems.length > 1) {
    const current = systems.find((s) => s.currentSystem) ?? systems[0];
    const node = routerList.find((r) => r.id === current?.id);
    if (node) return node.children ?? [];
  }
  if (routerList.length > 0 && routerList[0]?.children?.length) return routerList[0].children;
  return result.menuList ?? [];
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
    const menu = selectMenu(data);
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
