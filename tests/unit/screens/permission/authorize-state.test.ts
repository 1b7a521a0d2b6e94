import { describe, expect, it } from 'vitest';
import type { AuthorizeNode } from '../../../../api/authorize-client';
import {
  checkedOf,
  grantsOf,
  keptChecks,
  menuState,
  parentsOf,
  toggleItem,
  toggleMenu,
  visibleMenus,
} from '../../../../screens/permission/authorize-state';

const menu = (id: string, fullName: string, children: AuthorizeNode[] = [], buttons: string[] = []): AuthorizeNode => ({
  id,
  parentId: '',
  fullName,
  enCode: id,
  type: children.length ? 1 : 2,
  icon: '',
  isDataAuthorize: false,
  children,
  button: buttons.map((code) => ({ id: `${id}-${code}`, fullName: code, enCode: code })),
  column: [],
  form: [],
  resource: [],
});

const users = menu('users', '用户管理', [], ['新建', '删除']);
const roles = menu('roles', '角色管理', [], ['新建']);
const permission = menu('permission', '组织权限', [users, roles]);
const systems: AuthorizeNode[] = [
  { ...menu('heating', '供热', [permission]), type: null },
  { ...menu('call', '呼叫', []), type: null },
];
const parents = parentsOf(systems);

describe('the authorisation dialog’s checks', () => {
  it('checks a menu with its sub-menus and items, and its parents, and grants the system holding it', () => {
    const checked = toggleMenu(new Set(), users, true, parents);
    expect([...checked].sort()).toEqual(['button:users-删除', 'button:users-新建', 'module:permission', 'module:users']);
    expect(menuState(checked, users)).toBe(true);
    expect(menuState(checked, permission)).toBe('indeterminate');
    expect(grantsOf(checked, systems)).toEqual({
      system: ['heating'],
      module: ['users', 'permission'],
      button: ['users-新建', 'users-删除'],
      column: [],
      form: [],
      resource: [],
    });
  });

  it('checks the menu of an item checked alone, and unchecking a menu takes its items away', () => {
    let checked = toggleItem(new Set(), 'button', 'roles-新建', 'roles', true, parents);
    expect(checked.has('module:roles')).toBe(true);
    expect(checked.has('module:permission')).toBe(true);
    checked = toggleMenu(checked, permission, false, parents);
    expect([...checked]).toEqual([]);
    expect(menuState(checked, permission)).toBe(false);
  });

  it('starts from the granted items and finds menus by their name or their items’ names, with their parents', () => {
    const checked = checkedOf({ system: ['heating'], module: ['roles'], button: [], column: [], form: [], resource: [] });
    expect(menuState(checked, roles)).toBe('indeterminate');
    expect(visibleMenus(systems, '')).toBeUndefined();
    expect([...visibleMenus(systems, '删除')!].sort()).toEqual(['permission', 'users']);
  });

  it('keeps the checks of a reloaded tree that still has their items, dropping a deleted data rule', () => {
    const withRules = {
      ...users,
      resource: [
        { id: 'all', fullName: '全部数据', enCode: 'all' },
        { id: 'gone', fullName: '旧方案', enCode: 'gone' },
      ],
    };
    const before = [{ ...systems[0]!, children: [{ ...permission, children: [withRules, roles] }] }];
    const checked = toggleMenu(new Set(), withRules, true, parentsOf(before));
    expect(checked.has('resource:gone')).toBe(true);
    const after = [
      { ...systems[0]!, children: [{ ...permission, children: [{ ...withRules, resource: [withRules.resource[0]!] }, roles] }] },
    ];
    expect([...keptChecks(checked, after)].sort()).toEqual([...checked].filter((key) => key !== 'resource:gone').sort());
  });
});
