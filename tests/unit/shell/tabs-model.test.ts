import { describe, expect, it } from 'vitest';
import { addView, closeAll, closeOthers, closeView, emptyTabs, type TabView, type TabsState } from '../../../shell/tabs/tabs-model';

const view = (fullPath: string, extra: Partial<TabView> = {}): TabView => ({ fullPath, path: fullPath.split('?')[0] ?? fullPath, title: fullPath, affix: false, noCache: false, ...extra });
const home = view('/home', { affix: true });

function open(...views: TabView[]): TabsState {
  return views.reduce(addView, emptyTabs());
}

const paths = (state: TabsState) => state.visited.map((v) => v.fullPath);

describe('tabs rules (spec 000 2.5)', () => {
  it('adds a view once per full path and caches it unless noCache', () => {
    const state = open(home, view('/a'), view('/a?id=1'), view('/a'), view('/p', { noCache: true }));
    expect(paths(state)).toEqual(['/home', '/a', '/a?id=1', '/p']);
    expect(state.cached).toEqual(['/home', '/a', '/a?id=1']);
  });

  it('refreshes the title of a view that comes back', () => {
    const state = addView(open(view('/a', { title: 'old' })), view('/a', { title: 'new' }));
    expect(state.visited.map((v) => v.title)).toEqual(['new']);
  });

  it('closing the active tab goes to the last remaining one; another tab stays where it is', () => {
    const state = open(home, view('/a'), view('/b'), view('/c'));
    expect(closeView(state, '/c', '/c')).toMatchObject({ navigateTo: '/b' });
    expect(closeView(state, '/b', '/b')).toMatchObject({ navigateTo: '/c' });
    const other = closeView(state, '/a', '/c');
    expect(other.navigateTo).toBeNull();
    expect(paths(other.state)).toEqual(['/home', '/b', '/c']);
    expect(other.state.cached).toEqual(['/home', '/b', '/c']);
  });

  it('closing the last tab goes home', () => {
    expect(closeView(open(view('/a')), '/a', '/a')).toMatchObject({ navigateTo: '/' });
  });

  it('never closes a pinned tab', () => {
    const state = open(home, view('/a'));
    expect(closeView(state, '/home', '/home')).toEqual({ state, navigateTo: null });
  });

  it('close others keeps the pinned tabs and the chosen one, and goes to it', () => {
    const state = open(home, view('/a'), view('/b'), view('/c'));
    const result = closeOthers(state, '/b', '/c');
    expect(paths(result.state)).toEqual(['/home', '/b']);
    expect(result.navigateTo).toBe('/b');
    expect(closeOthers(state, '/b', '/b').navigateTo).toBeNull();
  });

  it('close all keeps the pinned tabs and goes to the last of them unless one is active', () => {
    const state = open(home, view('/a'), view('/b'));
    expect(closeAll(state, '/a')).toMatchObject({ navigateTo: '/home' });
    expect(paths(closeAll(state, '/a').state)).toEqual(['/home']);
    expect(closeAll(state, '/home').navigateTo).toBeNull();
    expect(closeAll(open(view('/a')), '/a')).toMatchObject({ navigateTo: '/' });
  });
});
