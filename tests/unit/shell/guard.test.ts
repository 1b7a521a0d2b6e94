import { describe, expect, it } from 'vitest';
import { decideGuard, loginRedirectPath, safeRedirectTarget } from '../../../shell/guard';
import { detectLanguage } from '../../../shell/i18n';
import { selectMenu } from '../../../shell/session';
import type { CurrentUserResult, MenuNode } from '../../../api';

const noToken = { token: null, locked: false, menuLoaded: false };
const fresh = { token: 'bearer t', locked: false, menuLoaded: false };
const ready = { token: 'bearer t', locked: false, menuLoaded: true };

describe('route guard decisions (spec 000 2.4)', () => {
  it('sends a visitor without a token to the sign-in page with the path', () => {
    expect(decideGuard('/', '', noToken)).toEqual({ kind: 'redirect', to: '/login?redirect=%2F' });
    expect(decideGuard('/home', '?a=1', noToken)).toEqual({ kind: 'redirect', to: loginRedirectPath('/home?a=1') });
    for (const path of ['/login', '/loginold', '/auth-redirect', '/sso', '/formShortLink']) {
      expect(decideGuard(path, '', noToken)).toEqual({ kind: 'allow' });
    }
    // Only those five: the lock screen and the refresh helper need a session.
    expect(decideGuard('/lockScreen', '', noToken)).toEqual({ kind: 'redirect', to: loginRedirectPath('/lockScreen') });
    expect(decideGuard('/redirect/home', '', noToken)).toEqual({ kind: 'redirect', to: loginRedirectPath('/redirect/home') });
  });

  it('with a token: /login goes home, a locked screen goes to /lockScreen, the user is loaded once', () => {
    expect(decideGuard('/login', '', ready)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideGuard('/home', '', { ...ready, locked: true })).toEqual({ kind: 'redirect', to: '/lockScreen' });
    expect(decideGuard('/lockScreen', '', { ...ready, locked: true })).toEqual({ kind: 'allow' });
    expect(decideGuard('/sso', '', fresh)).toEqual({ kind: 'allow' });
    expect(decideGuard('/home', '', fresh)).toEqual({ kind: 'loadUser' });
    expect(decideGuard('/home', '', ready)).toEqual({ kind: 'allow' });
  });

  it('refuses with /404 a path neither the menu nor the fixed pages give, once the menu is loaded', () => {
    const granted = { ...ready, hasView: (path: string) => path === '/home' || path === '/permission/user' };
    expect(decideGuard('/permission/user', '', granted)).toEqual({ kind: 'allow' });
    expect(decideGuard('/system/sysConfig', '', granted)).toEqual({ kind: 'redirect', to: '/404' });
    expect(decideGuard('/no/such/page', '?x=1', granted)).toEqual({ kind: 'redirect', to: '/404' });
    // The shell's own routes need no menu entry.
    for (const path of ['/', '/404', '/lockScreen', '/redirect/permission/user']) expect(decideGuard(path, '', granted)).toEqual({ kind: 'allow' });
    // Not before the menu is there: the user is loaded first.
    expect(decideGuard('/system/sysConfig', '', { ...granted, menuLoaded: false })).toEqual({ kind: 'loadUser' });
  });

  it('takes the token of a /workFlowDetail link when it differs from the stored one', () => {
    expect(decideGuard('/workFlowDetail', '?config=x&token=bearer%20other', ready)).toEqual({ kind: 'replaceToken', token: 'bearer other' });
    expect(decideGuard('/workFlowDetail', '?token=bearer%20t', ready)).toEqual({ kind: 'allow' });
    expect(decideGuard('/workFlowDetail', '?config=x', ready)).toEqual({ kind: 'allow' });
    expect(decideGuard('/home', '?token=bearer%20other', ready)).toEqual({ kind: 'allow' });
    // A locked screen stays locked; without a stored token the link goes to the sign-in page.
    expect(decideGuard('/workFlowDetail', '?token=x', { ...ready, locked: true })).toEqual({ kind: 'redirect', to: '/lockScreen' });
    expect(decideGuard('/workFlowDetail', '?token=x', noToken).kind).toBe('redirect');
  });

  it('only follows local redirect targets', () => {
    expect(safeRedirectTarget('/home?x=1')).toBe('/home?x=1');
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget('//evil.example')).toBe('/');
    expect(safeRedirectTarget('/login?redirect=/home')).toBe('/');
  });
});

describe('language detection (spec 000 9)', () => {
  it('prefers the stored choice, then the browser language, then zh', () => {
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
    expect(detectLanguage(null, ['zh-TW'])).toBe('zhtw');
    expect(detectLanguage(null, ['zh-CN'])).toBe('zh');
    expect(detectLanguage(null, ['en-US'])).toBe('en');
    expect(detectLanguage(null, ['fr-FR'])).toBe('zh');
    expect(detectLanguage('klingon', [])).toBe('zh');
  });
});

describe('menu selection (spec 000 6)', () => {
  const node = (id: string, children: MenuNode[] = []): MenuNode =>
    ({ id, enCode: id, fullName: id, type: 0, children, hasChildren: children.length > 0 }) as unknown as MenuNode;
  const user = (systems: { id: string; currentSystem: boolean }[]) => ({ systemIds: systems }) as unknown as CurrentUserResult['userInfo'];

  it('prefers the system the user switched to, when it is one of theirs', () => {
    const routerList = [node('s1', [node('a')]), node('s2', [node('b')])];
    const userInfo = user([{ id: 's1', currentSystem: true }, { id: 's2', currentSystem: false }]);
    expect(selectMenu({ routerList, menuList: [], userInfo }, 's2').map((n) => n.id)).toEqual(['b']);
    expect(selectMenu({ routerList, menuList: [], userInfo }, 'unknown').map((n) => n.id)).toEqual(['a']);
  });

  it('uses the current system with several systems, else the first router entry, else menuList', () => {
    const routerList = [node('s1', [node('a')]), node('s2', [node('b')])];
    expect(selectMenu({ routerList, menuList: [], userInfo: user([{ id: 's1', currentSystem: false }, { id: 's2', currentSystem: true }]) }).map((n) => n.id)).toEqual(['b']);
    expect(selectMenu({ routerList, menuList: [], userInfo: user([{ id: 's1', currentSystem: true }]) }).map((n) => n.id)).toEqual(['a']);
    expect(selectMenu({ routerList: [], menuList: [node('m')], userInfo: user([]) }).map((n) => n.id)).toEqual(['m']);
  });
});
