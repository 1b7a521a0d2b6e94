/**
 * The calls of the picker fields (spec 002 section 7.4, reference 4.12-4.15): the organisation,
 * position, group and role trees, one level of areas or of the user tree, the user picker's paged
 * lists, and the names of stored values (`getSelectedList`).
 */
import type { HttpClient } from './http-client';

/** A node as the selector calls answer it (reference 4.12 / 4.14). */
export interface SelectorItem {
  id: string;
  fullName: string;
  parentId?: string;
  type?: string;
  organizeIds?: string[];
  organize?: string;
  enabledMark?: number;
  isLeaf?: boolean;
  children?: SelectorItem[];
}

export interface SelectedName {
  /** `id--type`, as asked. */
  id: string;
  fullName: string;
  type: string;
}

/** Users in any of these (departments include those below): `Users/UserCondition`. */
export interface UserConditionBody {
  departIds?: string[];
  positionIds?: string[];
  roleIds?: string[];
  groupIds?: string[];
  userIds?: string[];
}

export interface UserPageQuery {
  keyword?: string;
  currentPage: number;
  pageSize: number;
}

export interface SelectorPage {
  list: SelectorItem[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

export interface SelectorClient {
  /** Companies and departments (`auth`: only what the caller may see). */
  organizeTree(auth: boolean): Promise<SelectorItem[]>;
  /** Organisations with their positions. */
  positionTree(): Promise<SelectorItem[]>;
  /** Enabled groups. */
  groups(): Promise<SelectorItem[]>;
  /** Enabled children of an area ('-1': the provinces). */
  areaChildren(parentId: string): Promise<SelectorItem[]>;
  /** Names of `id--type` entries; unknown ones are left out. */
  selectedNames(entries: string[]): Promise<SelectedName[]>;
  /** The role picker's tree: global roles under id '1', organisations with their roles under id '0'. */
  roleTree(): Promise<SelectorItem[]>;
  /** One level of the user tree ('0': the top organisations); with a keyword, matching users (at most 200), flat. */
  userTree(parentId: string, keyword?: string): Promise<SelectorItem[]>;
  /** Every user matching the keyword (all without one), flat, paged: the user tree's search (`Users/Selector/0` with paging). */
  userSearch(query: UserPageQuery): Promise<SelectorPage>;
  /** Users of the caller's organisations, paged. */
  organizationUsers(query: UserPageQuery): Promise<SelectorPage>;
  /** The caller's subordinates, paged. */
  subordinates(query: UserPageQuery): Promise<SelectorPage>;
  /** Users in any of the given departments (and below), positions, roles, groups or ids, paged. */
  userCondition(condition: UserConditionBody, query: UserPageQuery): Promise<SelectorPage>;
}

export function createSelectorClient(http: HttpClient): SelectorClient {
  const list = async (path: string) => (await http.get<{ list: SelectorItem[] }>(path)).data.list;
  return {
    organizeTree: (auth) => list(`/api/permission/Organize/Department/${auth ? 'SelectorByAuth' : 'Selector'}/0`),
    positionTree: () => list('/api/permission/Position/Selector'),
    groups: async () => (await list('/api/permission/Group/Selector')).map((group) => ({ ...group, type: 'group' })),
    areaChildren: (parentId) => list(`/api/system/Area/${encodeURIComponent(parentId)}/Selector/0`),
    selectedNames: async (entries) =>
      (await http.post<{ list: SelectedName[] }>('/api/permission/Users/getSelectedList', { userId: entries })).data.list,
    roleTree: () => list('/api/permission/Role/SelectorByPermission'),
    userTree: async (parentId, keyword) =>
      (
        await http.get<{ list: SelectorItem[] }>(
          `/api/permission/Users/Selector/${encodeURIComponent(parentId)}`,
          keyword ? { keyword } : undefined,
        )
      ).data.list,
    userSearch: async (query) => (await http.get<SelectorPage>('/api/permission/Users/Selector/0', pageQuery(query))).data,
    organizationUsers: async (query) => (await http.get<SelectorPage>('/api/permission/Users/getOrganization', pageQuery(query))).data,
    subordinates: async (query) => (await http.post<SelectorPage>('/api/permission/Users/getSubordinates', pageQuery(query))).data,
    userCondition: async (condition, query) =>
      (await http.post<SelectorPage>('/api/permission/Users/UserCondition', { ...condition, ...pageQuery(query) })).data,
  };
}

/** The paging fields of a user list call; an empty keyword is left out. */
function pageQuery({ keyword, currentPage, pageSize }: UserPageQuery): UserPageQuery {
  return { ...(keyword ? { keyword } : {}), currentPage, pageSize };
}
