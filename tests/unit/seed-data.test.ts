/** Consistency of the demo seed data (server/seed/menus.ts and server/seed/organisation.ts). */
import { describe, expect, it } from 'vitest';
import { seedSystems } from '../../server/seed/menus';
import { seedOrganisation } from '../../server/seed/organisation';
import type { SeedGrants, SeedMenu, SeedOrganize } from '../../server/seed/seed-types';

interface FlatMenu {
  menu: SeedMenu;
  system: string;
  /** enCodes of the ancestors, nearest last. */
  ancestors: string[];
}

function flattenMenus(): FlatMenu[] {
  const out: FlatMenu[] = [];
  const walk = (menus: SeedMenu[], system: string, ancestors: string[]) => {
    for (const menu of menus) {
      out.push({ menu, system, ancestors });
      walk(menu.children ?? [], system, [...ancestors, menu.enCode]);
    }
  };
  for (const system of seedSystems) walk(system.menus, system.enCode, []);
  return out;
}

function flattenOrganizes(nodes: SeedOrganize[]): SeedOrganize[] {
  return nodes.flatMap((node) => [node, ...flattenOrganizes(node.children ?? [])]);
}

const menus = flattenMenus();
const menuByCode = new Map(menus.map((m) => [m.menu.enCode, m]));
const systemCodes = new Set(seedSystems.map((s) => s.enCode));
const organizes = flattenOrganizes(seedOrganisation.organizes);
const organizeCodes = new Set(organizes.map((o) => o.enCode));
const positionCodes = new Set(seedOrganisation.positions.map((p) => p.enCode));
const roleCodes = new Set(seedOrganisation.roles.map((r) => r.enCode));
const groupCodes = new Set(seedOrganisation.groups.map((g) => g.enCode));
const { users } = seedOrganisation;

const duplicates = (codes: string[]) => codes.filter((code, i) => codes.indexOf(code) !== i);

describe('seed menus', () => {
  it('has one main system and unique system codes', () => {
    expect(seedSystems.filter((s) => s.isMain).map((s) => s.enCode)).toEqual(['heating']);
    expect(duplicates(seedSystems.map((s) => s.enCode))).toEqual([]);
    expect(seedSystems.length).toBeGreaterThanOrEqual(2);
  });

  it('has unique menu enCodes that do not clash with system enCodes', () => {
    const codes = menus.map((m) => m.menu.enCode);
    expect(duplicates(codes)).toEqual([]);
    expect(codes.filter((code) => systemCodes.has(code))).toEqual([]);
  });

  it('uses every menu type 1 to 8 (type 0 is the system node)', () => {
    const types = new Set(menus.map((m) => m.menu.type));
    for (const type of [1, 2, 3, 4, 5, 6, 7, 8]) expect(types, `type ${type}`).toContain(type);
    expect(types).not.toContain(0);
  });

  it('follows the JNPF conventions of each type', () => {
    for (const { menu } of menus) {
      const where = `${menu.enCode} (type ${menu.type})`;
      if (menu.type === 1) {
        expect(menu.children?.length ?? 0, where).toBeGreaterThan(0);
        expect(menu.enCode, where).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
      } else {
        expect(menu.children ?? [], where).toEqual([]);
      }
      if (menu.type === 2) {
        expect(menu.urlAddress, where).toBeTruthy();
        expect(menu.urlAddress, where).not.toMatch(/^\//);
        expect(menu.enCode, where).toBe(menu.urlAddress!.replace(/\//g, '.'));
        expect(menu.buttons?.length ?? 0, where).toBeGreaterThan(0);
      }
      if ([3, 4, 5, 6, 8].includes(menu.type)) expect(menu.property?.moduleId, where).toBeTruthy();
      if ([3, 4, 5, 8].includes(menu.type)) expect(menu.urlAddress, where).toMatch(/^[^/]/);
      if (menu.type === 4) expect(menu.property?.isTree, where).toBe(1);
      if (menu.type === 7) {
        expect(menu.urlAddress, where).toBeTruthy();
        expect(['_self', '_blank'], where).toContain(menu.linkTarget);
      }
      // Button, column and form codes are unique within a menu.
      for (const list of [menu.buttons, menu.columns, menu.forms]) {
        expect(duplicates((list ?? []).map((i) => i.enCode)), where).toEqual([]);
      }
    }
    const links = menus.filter((m) => m.menu.type === 7).map((m) => m.menu);
    expect(links.some((l) => l.linkTarget === '_self' && l.urlAddress?.includes('${jnpfToken}'))).toBe(true);
    expect(links.some((l) => l.linkTarget === '_blank')).toBe(true);
  });

  it('has the screens and buttons other tests rely on', () => {
    const buttons = (code: string) => menuByCode.get(code)?.menu.buttons?.map((b) => b.enCode) ?? [];
    expect(buttons('permission.user')).toEqual(
      expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove', 'btn_resetPassword', 'btn_unlock']),
    );
    expect(buttons('systemData.dictionary')).toEqual(
      expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove', 'btn_download', 'btn_upload']),
    );
    const dictionary = menuByCode.get('systemData.dictionary')?.menu;
    expect(dictionary?.type).toBe(2);
    expect(dictionary?.urlAddress).toBe('systemData/dictionary');
    for (const code of [
      'system.billRule',
      'system.sysConfig',
      'permission.organize',
      'permission.position',
      'permission.role',
      'permission.group',
      'subdev.appWorkorder',
      'subdev.appWorkorder.indexclz',
      'subdev.appWorkorder.indexbj',
      'report.gdwgdtj',
    ]) {
      expect(menuByCode.has(code), code).toBe(true);
    }
  });
});

describe('seed organisation', () => {
  it('has unique codes', () => {
    expect(duplicates(organizes.map((o) => o.enCode))).toEqual([]);
    expect(duplicates(seedOrganisation.positions.map((p) => p.enCode))).toEqual([]);
    expect(duplicates(seedOrganisation.roles.map((r) => r.enCode))).toEqual([]);
    expect(duplicates(seedOrganisation.groups.map((g) => g.enCode))).toEqual([]);
    expect(duplicates(users.map((u) => u.account))).toEqual([]);
  });

  it('has companies only at the root and departments below', () => {
    for (const root of seedOrganisation.organizes) expect(root.category).toBe('company');
    const positionsOk = seedOrganisation.positions.every((p) => organizeCodes.has(p.organize));
    expect(positionsOk).toBe(true);
  });

  it('grants only systems, menus and items that exist', () => {
    for (const role of seedOrganisation.roles) {
      if (role.grants === 'all') continue;
      const grants: SeedGrants = role.grants;
      const where = (what: string) => `role ${role.enCode}: ${what}`;
      for (const system of grants.systems) expect(systemCodes.has(system), where(system)).toBe(true);
      for (const code of grants.menus) {
        const found = menuByCode.get(code);
        expect(found, where(code)).toBeDefined();
        expect(grants.systems, where(`system of ${code}`)).toContain(found!.system);
      }
      // A key of the item maps must be a granted menu or lie under one.
      const granted = new Set(grants.menus);
      const maps = { buttons: grants.buttons, columns: grants.columns, forms: grants.forms } as const;
      for (const [kind, map] of Object.entries(maps)) {
        for (const [code, itemCodes] of Object.entries(map ?? {})) {
          const found = menuByCode.get(code);
          expect(found, where(`${kind} key ${code}`)).toBeDefined();
          const covered = granted.has(code) || found!.ancestors.some((a) => granted.has(a));
          expect(covered, where(`${kind} key ${code} is not granted`)).toBe(true);
          const available = (found!.menu[kind as keyof typeof maps] ?? []).map((i) => i.enCode);
          for (const item of itemCodes) expect(available, where(`${kind} ${code}/${item}`)).toContain(item);
        }
      }
    }
  });

  it('gives restricted roles the expected grants', () => {
    const role = (code: string) => seedOrganisation.roles.find((r) => r.enCode === code)?.grants;
    expect(role('sysadmin')).toBe('all');
    const agent = role('agent') as SeedGrants;
    expect(agent.buttons?.['subdev.appWorkorder']).toEqual(['btn_add', 'btn_edit']);
    expect(agent.menus.some((code) => code.startsWith('permission') || code.startsWith('system'))).toBe(false);
    const auditor = role('auditor') as SeedGrants;
    expect(auditor.buttons?.['permission.user']).toEqual([]);
    const manager = role('manager') as SeedGrants;
    expect(manager.buttons?.['permission.user']).not.toContain('btn_unlock');
    expect(manager.buttons?.['permission.user']).not.toContain('btn_remove');
  });

  it('has between 25 and 40 users referencing existing data', () => {
    expect(users.length).toBeGreaterThanOrEqual(25);
    expect(users.length).toBeLessThanOrEqual(40);
    for (const user of users) {
      const where = (what: string) => `user ${user.account}: ${what}`;
      expect(user.account, where('account')).toMatch(/^[a-z][a-z0-9]*$/);
      expect(user.mobilePhone, where('mobile')).toMatch(/^1[3-9]\d{9}$/);
      expect(user.email, where('email')).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(organizeCodes.has(user.organize), where(user.organize)).toBe(true);
      expect(user.positions.length, where('positions')).toBe(1);
      for (const p of user.positions) expect(positionCodes.has(p), where(p)).toBe(true);
      expect(user.roles.length, where('roles')).toBeGreaterThanOrEqual(1);
      expect(user.roles.length, where('roles')).toBeLessThanOrEqual(2);
      for (const r of user.roles) expect(roleCodes.has(r), where(r)).toBe(true);
      expect(user.groups.length, where('groups')).toBeLessThanOrEqual(2);
      for (const g of user.groups) expect(groupCodes.has(g), where(g)).toBe(true);
    }
    expect(duplicates(users.map((u) => u.mobilePhone))).toEqual([]);
  });

  it('has exactly one administrator, the first user admin', () => {
    const admins = users.filter((u) => u.isAdministrator);
    expect(admins.map((u) => u.account)).toEqual(['admin']);
    expect(users[0]).toMatchObject({ account: 'admin', realName: '系统管理员', isAdministrator: true, roles: ['sysadmin'] });
  });

  it('has the single-role test users', () => {
    expect(users.find((u) => u.account === 'agent01')?.roles).toEqual(['agent']);
    expect(users.find((u) => u.account === 'auditor01')?.roles).toEqual(['auditor']);
  });
});
