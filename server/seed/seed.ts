import type { Queryable, Database } from '../db/database';
import { seedId } from '../db/ids';
import { generatePassword, hashPassword, md5Hex } from '../auth/passwords';
import { sysConfigDefaults, sysConfigNames } from '../sysconfig/defaults';
import { dataRuleScopeNames, fixedDataRuleScopes } from '../../schemas/data-rule';
import { seedAreas } from './areas';
import { seedDemoDataInterfaces } from './data-interfaces';
import { seedPortals } from './portals';
import { seedReferenceData } from './dictionaries';
import { seedSystems } from './menus';
import { seedVisualDev } from './visual-dev';
import { seedOrganisation } from './organisation';
import type { SeedGrants, SeedMenu, SeedOrganize, SeedRole } from './seed-types';

export interface SeedOptions {
  adminPassword?: string;
  demoPassword?: string;
  /** The demo records of 热用户档案 and 换热站台账 (5,300 rows; true). Server tests leave them out unless they ask. */
  demoRecords?: boolean;
}

export interface SeedResult {
  /** False when the demo organisation was already there (seeding is idempotent). */
  seeded: boolean;
  /** Passwords that were generated because none was configured: shown once. */
  generated: { admin?: string; demo?: string };
}

/**
 * Writes the demo district-heating organisation, its two systems with their full menu trees and the
 * grants per role, and the default system configuration. Runs in one transaction; a second run finds
 * the administrator and changes nothing.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const existing = await db.query(`select 1 from users where account = 'admin'`);
  if (existing.length) {
    // A database seeded before the dictionaries existed gets them once (an empty dictionary table).
    if (!(await db.query('select 1 from dictionary_type limit 1')).length) await db.transaction(seedReferenceData);
    // Likewise the areas, for a database seeded before they existed.
    if (!(await db.query('select 1 from area limit 1')).length) await seedAreas(db);
    // And visual development (its dictionaries, bill rule and demo definitions).
    if (!(await db.query('select 1 from visual_dev limit 1')).length)
      await db.transaction((tx) => seedVisualDev(tx, options.demoRecords ?? true));
    // And the demo data interfaces.
    if (!(await db.query('select 1 from data_interface limit 1')).length) await db.transaction(seedDemoDataInterfaces);
    // And the demo portal and report with their interfaces.
    if (!(await db.query('select 1 from portal limit 1')).length) await db.transaction(seedPortals);
    return { seeded: false, generated: {} };
  }

  const adminPassword = options.adminPassword ?? generatePassword();
  const demoPassword = options.demoPassword ?? generatePassword();
  const hashes = await Promise.all(
    seedOrganisation.users.map((user) => hashPassword(md5Hex(user.account === 'admin' ? adminPassword : demoPassword))),
  );

  await db.transaction(async (tx) => {
    await seedSysConfig(tx);
    const modules = await seedMenus(tx);
    await seedPeople(tx, hashes);
    for (const role of seedOrganisation.roles) await seedRoleGrants(tx, role, modules);
    await seedReferenceData(tx);
    await seedAreas(tx);
    await seedVisualDev(tx, options.demoRecords ?? true);
    await seedDemoDataInterfaces(tx);
    await seedPortals(tx);
  });
  return {
    seeded: true,
    generated: { admin: options.adminPassword ? undefined : adminPassword, demo: options.demoPassword ? undefined : demoPassword },
  };
}

async function seedSysConfig(tx: Queryable): Promise<void> {
  for (const [key, value] of Object.entries(sysConfigDefaults)) {
    await tx.query(
      `insert into sys_config (key, value, category, full_name) values ($1, $2, 'SysConfig', $3) on conflict (key) do nothing`,
      [key, String(value), sysConfigNames[key as keyof typeof sysConfigNames] ?? key],
    );
  }
}

interface SeededModule {
  id: string;
  menu: SeedMenu;
  systemCode: string;
  ancestors: string[];
}

async function seedMenus(tx: Queryable): Promise<Map<string, SeededModule>> {
  const modules = new Map<string, SeededModule>();
  for (const [systemIndex, system] of seedSystems.entries()) {
    const systemId = seedId('system', system.enCode);
    await tx.query(
      `insert into system (id, full_name, en_code, icon, is_main, sort_code) values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [systemId, system.fullName, system.enCode, system.icon, system.isMain, systemIndex],
    );
    const walk = async (menus: SeedMenu[], parentId: string, ancestors: string[]) => {
      for (const [index, menu] of menus.entries()) {
        const id = seedId('module', menu.enCode);
        modules.set(menu.enCode, { id, menu, systemCode: system.enCode, ancestors });
        await tx.query(
          `insert into module (id, parent_id, system_id, type, full_name, en_code, icon, url_address, link_target, property_json,
                               is_button_authorize, is_column_authorize, is_form_authorize, is_data_authorize, sort_code)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) on conflict do nothing`,
          [
            id,
            parentId,
            systemId,
            menu.type,
            menu.fullName,
            menu.enCode,
            menu.icon,
            menu.urlAddress ?? '',
            menu.linkTarget ?? '_self',
            JSON.stringify(menu.property ?? {}),
            Boolean(menu.buttons?.length),
            Boolean(menu.columns?.length),
            Boolean(menu.forms?.length),
            Boolean(menu.limitsRows),
            index,
          ],
        );
        for (const [table, list] of [
          ['module_button', menu.buttons],
          ['module_column', menu.columns],
          ['module_form', menu.forms],
        ] as const) {
          for (const [itemIndex, item] of (list ?? []).entries()) {
            await tx.query(
              `insert into ${table} (id, module_id, full_name, en_code, sort_code) values ($1, $2, $3, $4, $5) on conflict do nothing`,
              [seedId(table, `${menu.enCode}:${item.enCode}`), id, item.fullName, item.enCode, itemIndex],
            );
          }
        }
        for (const [ruleIndex, scope] of (menu.limitsRows ? fixedDataRuleScopes : []).entries()) {
          await tx.query(
            `insert into module_scheme (id, module_id, en_code, full_name, scope, sort_code) values ($1, $2, $3, $4, $3, $5) on conflict do nothing`,
            [seedId('module_scheme', `${menu.enCode}:${scope}`), id, scope, dataRuleScopeNames[scope], ruleIndex],
          );
        }
        if (menu.children?.length) await walk(menu.children, id, [...ancestors, menu.enCode]);
      }
    };
    await walk(system.menus, '-1', []);
  }
  return modules;
}

async function seedPeople(tx: Queryable, passwordHashes: string[]): Promise<void> {
  const { organizes, positions, roles, groups, users } = seedOrganisation;
  const mainSystemId = seedId('system', seedSystems.find((system) => system.isMain)?.enCode ?? '');

  const walk = async (nodes: SeedOrganize[], parentId: string, path: string[]) => {
    for (const [index, node] of nodes.entries()) {
      const id = seedId('organize', node.enCode);
      const tree = [...path, id];
      await tx.query(
        `insert into organize (id, parent_id, category, en_code, full_name, organize_id_tree, sort_code) values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
        [id, parentId, node.category, node.enCode, node.fullName, tree.join(','), index],
      );
      if (node.children) await walk(node.children, id, tree);
    }
  };
  await walk(organizes, '-1', []);

  for (const [index, position] of positions.entries()) {
    await tx.query(
      `insert into position (id, full_name, en_code, type, organize_id, sort_code) values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [
        seedId('position', position.enCode),
        position.fullName,
        position.enCode,
        position.type,
        seedId('organize', position.organize),
        index,
      ],
    );
  }
  for (const [index, role] of roles.entries()) {
    await tx.query(
      `insert into role (id, full_name, en_code, type, description, sort_code) values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [seedId('role', role.enCode), role.fullName, role.enCode, role.type, role.description, index],
    );
  }
  for (const [index, group] of groups.entries()) {
    await tx.query(`insert into user_group (id, full_name, en_code, type, sort_code) values ($1, $2, $3, $4, $5) on conflict do nothing`, [
      seedId('group', group.enCode),
      group.fullName,
      group.enCode,
      group.type,
      index,
    ]);
  }
  for (const [index, user] of users.entries()) {
    const userId = seedId('user', user.account);
    await tx.query(
      `insert into users (id, account, real_name, gender, mobile_phone, email, password_hash, is_administrator, organize_id, system_id, sort_code)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict do nothing`,
      [
        userId,
        user.account,
        user.realName,
        user.gender,
        user.mobilePhone,
        user.email,
        passwordHashes[index],
        user.isAdministrator ?? false,
        seedId('organize', user.organize),
        mainSystemId,
        index,
      ],
    );
    const relations: [string, string, string][] = [
      ['Organize', 'organize', user.organize],
      ...user.positions.map((code): [string, string, string] => ['Position', 'position', code]),
      ...user.roles.map((code): [string, string, string] => ['Role', 'role', code]),
      ...user.groups.map((code): [string, string, string] => ['Group', 'group', code]),
    ];
    for (const [objectType, kind, code] of relations) {
      await tx.query(`insert into user_relation (id, user_id, object_type, object_id) values ($1, $2, $3, $4) on conflict do nothing`, [
        seedId('relation', `${user.account}:${kind}:${code}`),
        userId,
        objectType,
        seedId(kind, code),
      ]);
    }
  }
}

/** Expands a role's grants (subtree and ancestors of each menu, items unless restricted) into rows. */
async function seedRoleGrants(tx: Queryable, role: SeedRole, modules: Map<string, SeededModule>): Promise<void> {
  const roleId = seedId('role', role.enCode);
  const grants: SeedGrants =
    role.grants === 'all' ? { systems: seedSystems.map((system) => system.enCode), menus: [...modules.keys()] } : role.grants;
  const granted = new Set<string>();
  const addSubtree = (menu: SeedMenu) => {
    granted.add(menu.enCode);
    menu.children?.forEach(addSubtree);
  };
  for (const code of grants.menus) {
    const module = modules.get(code);
    if (!module) throw new Error(`role ${role.enCode} grants unknown menu ${code}`);
    addSubtree(module.menu);
    module.ancestors.forEach((ancestor) => granted.add(ancestor));
  }
  const grant = (itemType: string, itemId: string) =>
    tx.query(`insert into authorize (item_type, item_id, object_type, object_id) values ($1, $2, 'Role', $3) on conflict do nothing`, [
      itemType,
      itemId,
      roleId,
    ]);

  for (const system of grants.systems) await grant('system', seedId('system', system));
  for (const code of granted) {
    const module = modules.get(code)!;
    await grant('module', module.id);
    for (const [itemType, table, list, restriction] of [
      ['button', 'module_button', module.menu.buttons, grants.buttons],
      ['column', 'module_column', module.menu.columns, grants.columns],
      ['form', 'module_form', module.menu.forms, grants.forms],
    ] as const) {
      const only = restriction?.[code];
      for (const item of list ?? []) {
        if (only && !only.includes(item.enCode)) continue;
        await grant(itemType, seedId(table, `${code}:${item.enCode}`));
      }
    }
    for (const scope of module.menu.limitsRows ? fixedDataRuleScopes : [])
      await grant('resource', seedId('module_scheme', `${code}:${scope}`));
  }
}
