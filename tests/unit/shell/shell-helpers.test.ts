import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../api';
import { en } from '../../../shell/i18n/en';
import { zh } from '../../../shell/i18n/zh';
import { zhtw } from '../../../shell/i18n/zhtw';
import { splitTopMenu, TOP_MENU_SLOT } from '../../../shell/layout/top-menu-split';
import { createMenuSearch, searchEntries } from '../../../shell/layout/menu-search';
import { deviceForWidth } from '../../../shell/layout/ui-store';
import { buildMenu } from '../../../shell/menu/menu-routes';
import { resolveView } from '../../../shell/menu/fixed-views';
import { viewTitle, workOrderFormTitle } from '../../../shell/menu/view-title';
import { badgeText } from '../../../shell/notifications-store';
import { errorLogText, type ErrorLogEntry } from '../../../shell/settings/error-log';
import { DEFAULT_THEME_COLOR, themeColor, themeColors } from '../../../shell/settings/theme-colors';

/** A `t` over one language pack: nested keys and {{name}} placeholders, like i18next. */
function translator(pack: object) {
  return (key: string, options: Record<string, unknown> = {}) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), pack);
    if (typeof value !== 'string') return String(options.defaultValue ?? key);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
  };
}

const menuNode = (type: number, enCode: string, fullName: string, urlAddress = '', children: MenuNode[] = []) =>
  ({ id: enCode, enCode, fullName, type, urlAddress, linkTarget: '', propertyJson: '{}', children }) as unknown as MenuNode;

describe('tab titles (spec 000 2.5)', () => {
  const t = translator(en);
  it('titles the work-order form by its query', () => {
    expect(workOrderFormTitle(new URLSearchParams(''), t)).toBe('New work order');
    expect(workOrderFormTitle(new URLSearchParams('id=WO-42&edit=1'), t)).toBe('Work order: WO-42');
    expect(workOrderFormTitle(new URLSearchParams('id=WO-42&detail=1'), t)).toBe('Work order details');
    expect(workOrderFormTitle(new URLSearchParams('id=WO-42&tabsactive=detail'), t)).toBe('Work order details');
    expect(workOrderFormTitle(new URLSearchParams('ani=13800138000&tabsactive=tjyp'), t)).toBe('Incoming call screen-pop: 13800138000');
    expect(workOrderFormTitle(new URLSearchParams('id=7'), translator(zh))).toBe('工单：7');
  });

  it('titles a menu page by its translated route name, else its fullName; a fixed page by its key', () => {
    const { routes } = buildMenu(
      [menuNode(2, 'permission.user', '用户管理', 'permission/user'), menuNode(2, 'custom.page', '自定义页', 'custom/page')],
      {
        token: '',
        dataV: '',
        origin: '',
      },
    );
    const title = (path: string, tr = t) => {
      const view = resolveView(path, routes);
      if (!view) throw new Error(path);
      return viewTitle(view, '', tr);
    };
    expect(title('/permission/user')).toBe('Users');
    expect(title('/permission/user', translator(zhtw))).toBe('用戶管理');
    expect(title('/permission/user', translator(zh))).toBe('用户管理');
    expect(title('/custom/page')).toBe('自定义页');
    expect(title('/profile')).toBe('Profile');
  });
});

describe('top menu overflow (spec 000 2.5)', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];
  it('shows one entry per 116 px and puts the rest under More when they do not fit', () => {
    expect(TOP_MENU_SLOT).toBe(116);
    expect(splitTopMenu(items, 116 * 5)).toEqual({ visible: items, more: [] });
    expect(splitTopMenu(items, 116 * 4 + 100)).toEqual({ visible: ['a', 'b', 'c'], more: ['d', 'e'] });
    expect(splitTopMenu(items, 0)).toEqual({ visible: [], more: items });
  });
});

describe('fuzzy menu search (threshold 0.4)', () => {
  const menu = [
    menuNode(1, 'permission', '组织权限', '', [
      menuNode(2, 'permission.user', '用户管理', 'permission/user'),
      menuNode(2, 'permission.role', '角色管理', 'permission/role'),
    ]),
    menuNode(2, 'systemData.dictionary', '数据字典', 'systemData/dictionary'),
  ];
  const { nav } = buildMenu(menu, { token: '', dataV: '', origin: '' });

  it('finds an entry by a misspelt title, with the directories above it', () => {
    const search = createMenuSearch(searchEntries(nav, (item) => translator(en)(`menu.${item.name}`, { defaultValue: item.fullName })));
    expect(search('Usres')[0]).toMatchObject({ title: 'Users', trail: 'Organization' });
    expect(search('Dictonary')[0]?.title).toBe('Dictionary');
    expect(search('zzzz')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });

  it('finds Chinese titles with a wrong character', () => {
    const search = createMenuSearch(searchEntries(nav, (item) => item.fullName));
    expect(search('用护管理')[0]?.title).toBe('用户管理');
  });
});

describe('small shell rules', () => {
  it('the device is mobile under 992 px of body width', () => {
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('mobile');
    expect(deviceForWidth(993)).toBe('desktop');
  });

  it('the badge shows at most 99', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('has the 8 theme colours of the spec', () => {
    expect(themeColors).toEqual({
      blue: '#1890ff',
      purple: '#722ed1',
      azure: '#211bce',
      ocean: '#13c2c2',
      green: '#3eac12',
      yellow: '#f8bc18',
      orange: '#f5811c',
      red: '#f5222d',
    });
    expect(themeColor('nope')).toBe(DEFAULT_THEME_COLOR);
    expect(DEFAULT_THEME_COLOR).toBe('#409eff');
  });

  it('writes the error log as text, newest last', () => {
    const entries: ErrorLogEntry[] = [
      { time: Date.UTC(2026, 0, 2, 3, 4, 5), kind: 'error', message: 'boom', detail: 'at x.js:1', url: 'http://h/home' },
    ];
    const text = errorLogText(entries, 'UA');
    expect(text).toContain('# 1 entries');
    expect(text).toContain('[2026-01-02T03:04:05.000Z] error: boom');
    expect(text).toContain('  at page http://h/home');
  });

  it('the logout confirmation reads as the spec in English', () => {
    expect(en.logoutConfirm).toMatchObject({ title: 'Tip', message: 'Are you sure you want to exit the application?' });
    expect(en.navbar.notSupportedFullScreen).toBe('not supported full screen');
    expect(en.guard.insufficientPermissions).toBe('Your permissions are insufficient, please contact the administrator');
  });
});
