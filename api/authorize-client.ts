/**
 * Authorising a role or a position (`/api/permission/Authority/Data/{id}`): the tree of systems, menus
 * and their items with what is granted, and the call that replaces every grant at once.
 */
import type { ResourceClient } from './resource-client';

export const authorizePath = '/api/permission/Authority/Data';

export type AuthorizeItemType = 'system' | 'module' | 'button' | 'column' | 'form' | 'resource';
export type AuthorizeObjectType = 'Role' | 'Position';

/** A button, list column, form field or data rule of a menu. */
export interface AuthorizeItem {
  id: string;
  fullName: string;
  enCode: string;
}

/** A system (the roots) or a menu, with its sub-menus and its items. */
export interface AuthorizeNode extends AuthorizeItem {
  parentId: string;
  /** The menu type (0-8); null for a system. */
  type: number | null;
  icon: string;
  /** The menu limits the rows of its lists by data rules (a system: false). */
  isDataAuthorize: boolean;
  children: AuthorizeNode[];
  button: AuthorizeItem[];
  column: AuthorizeItem[];
  form: AuthorizeItem[];
  resource: AuthorizeItem[];
}

export type AuthorizeGrants = Record<AuthorizeItemType, string[]>;

export interface AuthorizeData {
  list: AuthorizeNode[];
  granted: AuthorizeGrants;
}

export interface AuthorizeCalls {
  load(objectId: string, objectType: AuthorizeObjectType): Promise<AuthorizeData>;
  /** Replaces every grant; answers the server's message. */
  save(objectId: string, objectType: AuthorizeObjectType, grants: AuthorizeGrants): Promise<string>;
}

export function authorizeCalls(client: ResourceClient): AuthorizeCalls {
  const at = client.at(authorizePath);
  return {
    load: (objectId, objectType) => at.get<AuthorizeData>(`/${encodeURIComponent(objectId)}`, { objectType }),
    save: async (objectId, objectType, grants) => (await at.send('PUT', `/${encodeURIComponent(objectId)}`, { objectType, ...grants })).msg,
  };
}
