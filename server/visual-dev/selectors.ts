/**
 * The two trees of visual development: definitions by category for pickers (`GET Base/Selector`, a
 * relation form choosing its form), and the systems with their directories, where a definition may be
 * released to (`GET Base/MenuSelector`).
 */
import {
  visualDevCategoryDictionary,
  type VisualDevMenuNode,
  type VisualDevSelectorNode,
  type VisualDevWebType,
} from '../../api/visual-dev';
import type { Queryable } from '../db/database';

export interface SelectorQuery {
  /** Comma-separated web types (`1,2`). */
  webType?: string;
  /** Given: the released definitions, as released. */
  isRelease?: number;
}

interface DefinitionRow {
  id: string;
  fullName: string;
  enCode: string;
  webType: VisualDevWebType;
  categoryId: string;
  categoryName: string;
}

/** Categories (webDesign entries, in their order) holding the enabled definitions, each with them. */
export async function selectorTree(db: Queryable, query: SelectorQuery): Promise<VisualDevSelectorNode[]> {
  const webTypes = (query.webType ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((value) => [1, 2, 4].includes(value));
  const released = query.isRelease !== undefined;
  const source = released ? 'visual_dev_release' : 'visual_dev';
  const rows = await db.query<DefinitionRow>(
    `select s.id, s.full_name as "fullName", s.en_code as "enCode", s.web_type::int as "webType",
            coalesce(d.id, r.category) as "categoryId", coalesce(d.full_name, r.category) as "categoryName"
       from visual_dev r join ${source} s on s.id = r.id
       left join (select d.id, d.en_code, d.full_name, d.sort_code from dictionary_data d
                    join dictionary_type t on t.id = d.dictionary_type_id and t.en_code = $1) d on d.en_code = r.category
      where r.enabled_mark = 1 and (cardinality($2::int[]) = 0 or s.web_type = any($2::int[]))
      order by d.sort_code nulls last, r.category, r.sort_code, r.creator_time, r.id`,
    [visualDevCategoryDictionary, webTypes],
  );
  const categories = new Map<string, VisualDevSelectorNode>();
  for (const row of rows) {
    const category = categories.get(row.categoryId) ?? { id: row.categoryId, fullName: row.categoryName, hasChildren: true, children: [] };
    categories.set(row.categoryId, category);
    category.children!.push({ id: row.id, fullName: row.fullName, enCode: row.enCode, webType: row.webType, hasChildren: false });
  }
  return [...categories.values()];
}

/** Every enabled system (not choosable) with its directories (type-1 menus, nested as they are). */
export async function menuSelectorTree(db: Queryable): Promise<VisualDevMenuNode[]> {
  const systems = await db.query<{ id: string; fullName: string }>(
    'select id, full_name as "fullName" from system where enabled_mark = 1 order by sort_code, full_name',
  );
  const directories = await db.query<{ id: string; parentId: string; systemId: string; fullName: string }>(
    `select id, parent_id as "parentId", system_id as "systemId", full_name as "fullName"
       from module where type = 1 and enabled_mark = 1 order by sort_code, full_name`,
  );
  const nodes = new Map<string, VisualDevMenuNode>(
    directories.map((directory) => [directory.id, { id: directory.id, fullName: directory.fullName, type: 1, children: [] }]),
  );
  const tops = new Map<string, VisualDevMenuNode[]>();
  for (const directory of directories) {
    const parent = nodes.get(directory.parentId);
    if (parent) parent.children.push(nodes.get(directory.id)!);
    else tops.set(directory.systemId, [...(tops.get(directory.systemId) ?? []), nodes.get(directory.id)!]);
  }
  return systems.map((system) => ({
    id: system.id,
    fullName: system.fullName,
    type: 0,
    disabled: true,
    children: tops.get(system.id) ?? [],
  }));
}
