import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUserResult, MenuNode } from '../../../api';
import { loadCurrentUser, resetSession, session, setToken, switchSystem } from '../../../shell/session';
import { applySysConfigDefaults, builtInSettings, changeSetting, reloadSettingsFromStorage, settings } from '../../../shell/settings/settings-store';
import { openTab, tabs } from '../../../shell/tabs/tabs-store';

afterEach(() => {
  resetSession();
  localStorage.clear();
  reloadSettingsFromStorage();
});

describe('display settings (spec 000 2.6, 3 local settings)', () => {
  it('persists each change under the product prefix in the typed format and applies the theme colour', () => {
    changeSetting('tagsView', false);
    changeSetting('themeClass', 'green');
    changeSetting('slideClass', 'light');
    expect(localStorage.getItem('jnpf_tagsView')).toBe('false|Boolean');
    expect(localStorage.getItem('jnpf_themeClass')).toBe('green|String');
    expect(localStorage.getItem('jnpf_slideClass')).toBe('light|String');
    expect(document.documentElement.style.getPropertyValue('--jnpf-primary')).toBe('#3eac12');
    Object.assign(settings, builtInSettings);
    reloadSettingsFromStorage();
    expect(settings).toMatchObject({ tagsView: false, themeClass: 'green', slideClass: 'light' });
  });

  it('takes the system configuration for what the user never chose', () => {
    changeSetting('showSearch', true);
    applySysConfigDefaults({ showSearch: false, showLanguage: false, useCache: false, themeClass: 'red', slideClass: 'light' });
    expect(settings).toMatchObject({ showSearch: true, showLanguage: false, useCache: false, themeClass: 'red', slideClass: 'light' });
    expect(localStorage.getItem('jnpf_showLanguage')).toBeNull();
  });
});

describe('switching system (spec 000 6)', () => {
  const menu = (id: string): MenuNode => ({ id, enCode: id, fullName: id, type: 2, urlAddress: id, children: [] }) as unknown as MenuNode;
  const answer = (current: string): CurrentUserResult =>
    ({
      userInfo: {
        userId: 'u1',
        systemId: current,
        systemIds: [
          { id: 's1', enCode: 's1', name: '一', currentSystem: current === 's1' },
          { id: 's2', enCode: 's2', name: '二', currentSystem: current === 's2' },
        ],
      },
      menuList: [],
      routerList: [
        { id: 's1', type: 0, children: [menu('a')] },
        { id: 's2', type: 0, children: [menu('b')] },
      ],
      permissionList: [],
      sysConfigInfo: null,
    }) as unknown as CurrentUserResult;
  const deps = (current: string) => ({ currentUser: async () => ({ data: answer(current) }), t: (key: string) => key });

  it('shows the other system’s menu, remembers the choice for this user, and is refused for the current one', async () => {
    setToken('bearer x');
    await loadCurrentUser(deps('s1'));
    expect(session.menuList.map((m) => m.id)).toEqual(['a']);
    expect(switchSystem('s1')).toBe(false);
    expect(switchSystem('s2')).toBe(true);
    expect(session.menuList.map((m) => m.id)).toEqual(['b']);
    expect(session.userInfo?.systemIds.find((s) => s.currentSystem)?.id).toBe('s2');

    // The next load (a reload) keeps the user's choice over the server's flag.
    session.menuLoaded = false;
    setToken('bearer y');
    await loadCurrentUser(deps('s1'));
    expect(session.menuList.map((m) => m.id)).toEqual(['b']);
  });

  it('logout clears the menu, the user, the permissions, the tabs and the stored token', async () => {
    setToken('bearer x');
    await loadCurrentUser(deps('s1'));
    openTab({ fullPath: '/a', path: '/a', title: 'a', affix: false, noCache: false });
    resetSession();
    expect(session).toMatchObject({ token: null, userInfo: null, menuList: [], permissionList: [], menuLoaded: false });
    expect(tabs.visited).toEqual([]);
    expect(localStorage.getItem('jnpf_token')).toBeNull();
  });
});
