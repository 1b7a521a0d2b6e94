import type { MenuNode, MenuType, PermissionEntry, PermissionItem } from '../../api/session';
import type { Queryable } from '../db/database';
import type { SessionUser } from '../auth/sessions';

/**
 * What a user may see and do, computed from the grants of their roles and positions.
 * The administrator is granted everything. Every query filters on the server; nothing the client
 * says widens it.
 */
export interface Grantee {
  isAdministrator: boolean;
  roleIds: string[];
  positionIds: string[];
}

export const granteeOf = (user: SessionUser): Grantee => ({
  isAdministrator: user.isAdministrator,
  roleIds: user.roleIds,
  positionIds: user.positionIds,
});

/** SQL condition: item `$alias.id` of `itemType` is granted to roles $1 or positions $2, or $3 is admin. */
export function grantedSql(itemType: string, alias: string): string {
  return `($3::boolean or exists (select 1 from authorize a
            join role r on a.object_type = 'Role' and r.id = a.object_id and r.enabled_mark = 1 and r.delete_mark is null
           where a.item_type = '${itemType}' and a.item_id = ${alias}.id and a.object_id = any($1::text[]))
       or exists (select 1 from authorize a where a.item_type = '${itemType}' and a.item_id = ${alias}.id
           and a.object_type = 'Position' and a.object_id = any($2::text[])))`;
}

export const granteeParams = (grantee: Grantee): unknown[] => [grantee.roleIds, grantee.positionIds, grantee.isAdministrator];

interface ModuleRow {
  id: string;
  parent_id: string;
  system_id: string;
  en_code: string;
  full_name: string;
  type: number;
  icon: string;
  url_address: string;
  link_target: string;
  category: string;
  property_json: unknown;
  sort_code: number;
}

export interface SystemRow {
  id: string;
  en_code: string;
  full_name: string;
  icon: string;
  sort_code: number;
  is_main: boolean;
}

export async function grantedModules(db: Queryable, grantee: Grantee): Promise<ModuleRow[]> {
  return db.query<ModuleRow>(
    `select m.id, m.parent_id, m.system_id, m.en_code, m.full_name, m.type, m.icon, m.url_address, m.link_target, m.category,
            m.property_json, m.sort_code
       from module m
      where m.enabled_mark = 1 and ${grantedSql('module', 'm')}
      order by m.sort_code, m.full_name`,
    granteeParams(grantee),
  );
}

/** The systems holding at least one granted menu, in their order. */
export async function grantedSystems(db: Queryable, modules: readonly ModuleRow[]): Promise<SystemRow[]> {
  const ids = [...new Set(modules.map((module) => module.system_id))];
  if (!ids.length) return [];
  return db.query<SystemRow>(
    `select id, en_code, full_name, icon, sort_code, is_main from system where enabled_mark = 1 and id = any($1::text[]) order by sort_code, full_name`,
    [ids],
  );
}

/** Builds the menu tree; a granted item whose parent is not granted becomes a root of its system. */
export function menuTree(modules: readonly ModuleRow[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>();
  for (const row of modules) {
    nodes.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      systemId: row.system_id,
      enCode: row.en_code,
      fullName: row.full_name,
      type: row.type as MenuType,
      icon: row.icon,
      urlAddress: row.url_address,
      linkTarget: row.link_target,
      category: row.category,
      propertyJson: JSON.stringify(row.property_json ?? {}),
      sortCode: row.sort_code,
      hasChildren: false,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

interface ItemRow extends PermissionItem {
  moduleId: string;
  kind: 'button' | 'column' | 'form' | 'resource';
}

/**
 * One entry per granted menu with its granted buttons, columns, form fields and data rules (`resource`,
 * the menu's schemes the caller holds), in one query for all four.
 */
export async function permissionList(db: Queryable, grantee: Grantee, modules: readonly ModuleRow[]): Promise<PermissionEntry[]> {
  const moduleIds = modules.map((module) => module.id);
  const select = (table: string, itemType: string) =>
    `select '${itemType}' as kind, i.id, i.full_name as "fullName", i.en_code as "enCode", i.module_id as "moduleId", i.sort_code
       from ${table} i where i.enabled_mark = 1 and i.module_id = any($4::text[]) and ${grantedSql(itemType, 'i')}`;
  const rows = await db.query<ItemRow>(
    `${select('module_button', 'button')} union all ${select('module_column', 'column')} union all ${select('module_form', 'form')}
     union all ${select('module_scheme', 'resource')}
     order by sort_code, "enCode"`,
    [...granteeParams(grantee), moduleIds],
  );
  const entries = new Map<string, PermissionEntry>(
    modules.map((module) => [module.id, { modelId: module.id, moduleName: module.full_name, button: [], column: [], form: [], resource: [] }]),
  );
  for (const { kind, moduleId, id, fullName, enCode } of rows) entries.get(moduleId)?.[kind].push({ id, fullName, enCode });
  return [...entries.values()];
}
