/**
 * The calls of the picker fields (spec 002 section 7.4, reference 4.12-4.15): the organisation,
 * position and group trees, one level of areas, and the names of stored values (`getSelectedList`).
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
  };
}
