/** Shapes of the demo data that `seed.ts` writes on first start. Pure data, no database access. */
import type { MenuProperty, MenuType } from '../../api/session';

export interface SeedItem {
  enCode: string;
  fullName: string;
}

/**
 * A menu item. `enCode` is unique across all systems; the front end names the route after it
 * with dots replaced by dashes (`systemData.dictionary` -> `systemData-dictionary`).
 * `urlAddress`: type 2 the view path without a leading slash (`systemData/dictionary`),
 * types 3/4/5/8 the route path, type 7 the external address (placeholders `${dataV}`, `${jnpfToken}`).
 */
export interface SeedMenu {
  enCode: string;
  fullName: string;
  type: MenuType;
  icon: string;
  urlAddress?: string;
  linkTarget?: '_self' | '_blank';
  property?: MenuProperty;
  buttons?: SeedItem[];
  columns?: SeedItem[];
  forms?: SeedItem[];
  /** The menu limits the rows of its lists (is_data_authorize): it gets one data rule of each fixed scope. */
  limitsRows?: true;
  children?: SeedMenu[];
}

export interface SeedSystem {
  enCode: string;
  fullName: string;
  icon: string;
  isMain: boolean;
  menus: SeedMenu[];
}

/** A company or department; departments nest under companies or other departments. */
export interface SeedOrganize {
  enCode: string;
  fullName: string;
  category: 'company' | 'department';
  children?: SeedOrganize[];
}

export interface SeedPosition {
  enCode: string;
  fullName: string;
  type: string;
  /** enCode of the organize (department) it belongs to. */
  organize: string;
}

/**
 * What a role may see. Granting a menu grants its whole subtree, and its ancestors so that it is
 * reachable. For a granted menu every button, column and form field is granted unless the maps
 * below list the only codes the role gets for that menu (an empty list grants none), and every data rule.
 */
export interface SeedGrants {
  systems: string[];
  menus: string[];
  buttons?: Record<string, string[]>;
  columns?: Record<string, string[]>;
  forms?: Record<string, string[]>;
}

export interface SeedRole {
  enCode: string;
  fullName: string;
  type: string;
  description: string;
  /** 'all' for a role that sees everything. */
  grants: SeedGrants | 'all';
}

export interface SeedGroup {
  enCode: string;
  fullName: string;
  type: string;
}

export interface SeedUser {
  account: string;
  realName: string;
  gender: '1' | '2';
  mobilePhone: string;
  email: string;
  /** enCode of the user's department (or company). */
  organize: string;
  positions: string[];
  roles: string[];
  groups: string[];
  isAdministrator?: boolean;
}

export interface SeedOrganisationData {
  organizes: SeedOrganize[];
  positions: SeedPosition[];
  roles: SeedRole[];
  groups: SeedGroup[];
  users: SeedUser[];
}
