/**
 * The national administrative divisions (行政区划) for `system/Area`: provinces, cities and districts
 * from the `china-area-data` package (MIT; National Bureau of Statistics codes of 31 October 2019,
 * plus Taiwan, Hong Kong and Macau; Dongguan and Zhongshan, which have no districts, list their
 * towns). The official code is both the id and the code (`en_code`) of each area; provinces have the
 * root parent '-1'. docs/resources.md ("Areas") has the counts and the measured cost.
 */
import { createRequire } from 'node:module';
import type { Queryable } from '../db/database';

/** The package's shape: parent code ('86' for the country) -> child code -> name. */
type AreaTree = Record<string, Record<string, string>>;

interface AreaSeedRow {
  id: string;
  parent_id: string;
  full_name: string;
  sort_code: number;
}

const COUNTRY = '86';
export const ROOT_AREA_ID = '-1';

let rowsJson: string | undefined;

/**
 * The rows in tree order (a parent before its children), as one JSON array. A code listed under two
 * parents (six Taiwanese districts in the package) keeps its first place.
 */
export function areaSeedRows(): AreaSeedRow[] {
  const tree = createRequire(import.meta.url)('china-area-data/data.json') as AreaTree;
  const rows: AreaSeedRow[] = [];
  const seen = new Set<string>();
  const walk = (code: string, parentId: string) => {
    for (const [index, [childCode, name]] of Object.entries(tree[code] ?? {}).entries()) {
      if (seen.has(childCode)) continue;
      seen.add(childCode);
      rows.push({ id: childCode, parent_id: parentId, full_name: name, sort_code: index });
      walk(childCode, childCode);
    }
  };
  walk(COUNTRY, ROOT_AREA_ID);
  return rows;
}

/**
 * Inserts every area in one statement (the rows travel as one JSON parameter); areas already there
 * are left as they are.
 */
export async function seedAreas(tx: Queryable): Promise<void> {
  rowsJson ??= JSON.stringify(areaSeedRows());
  await tx.query(
    `insert into area (id, parent_id, en_code, full_name, sort_code)
     select x.id, x.parent_id, x.id, x.full_name, x.sort_code
       from jsonb_to_recordset($1::jsonb) as x(id text, parent_id text, full_name text, sort_code integer)
     on conflict do nothing`,
    [rowsJson],
  );
}
