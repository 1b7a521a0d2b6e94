/**
 * The stored values of the labels a spreadsheet holds, looked up once per import for every row:
 * a dictionary entry by name or code, an organisation by its name path (`公司/部门`), name or code, an
 * area likewise (`省/市/区`), a position, role or group by name or code, a user by account (or
 * `姓名/账户`, as lists show managers).
 */
import { importMessages, type ImportRow } from '../../api/imports';
import type { Queryable } from '../db/database';
import { hasControlCharacter } from '../http/input-limits';
import type { ImportColumn } from './import-model';

/** One candidate: its stored value (a dictionary entry's code, its id the alternate) and, for positions, its organisation. */
interface Candidate {
  value: string;
  alternate?: string;
  organizeId?: string;
  /** An organisation's ids from the top one down to it. */
  path?: string[];
}

export type Resolution = { value: string | string[] } | { error: string };

/** Several values in one cell: commas, semicolons or 、 between them. */
export const splitValues = (text: string) =>
  text
    .split(/[,，;；、]/)
    .map((part) => part.trim())
    .filter(Boolean);

const keyOf = (column: ImportColumn) => (column.kind === 'dictionary' ? `dictionary:${column.dictionary!.type}` : column.kind);
const looked = new Set(['dictionary', 'organize', 'position', 'role', 'group', 'user', 'area']);

/** The texts each kind of lookup must answer, from every row and child row. */
function wantedTexts(columns: readonly ImportColumn[], records: readonly ImportRow[]): Map<string, Set<string>> {
  const wanted = new Map<string, Set<string>>();
  const visit = (cols: readonly ImportColumn[], record: ImportRow) => {
    for (const column of cols) {
      const value = record[column.id];
      if (column.children?.length) {
        if (Array.isArray(value))
          for (const child of value) if (child && typeof child === 'object') visit(column.children, child as ImportRow);
        continue;
      }
      if (!looked.has(column.kind) || (typeof value !== 'string' && typeof value !== 'number')) continue;
      const text = String(value).trim();
      const texts = column.multiple ? splitValues(text) : text ? [text] : [];
      const set = wanted.get(keyOf(column)) ?? new Set<string>();
      for (const item of texts) if (item.length <= 200 && !hasControlCharacter(item)) set.add(item);
      wanted.set(keyOf(column), set);
    }
  };
  for (const record of records) visit(columns, record);
  return wanted;
}

/** Candidates with their names, in the order they match: a path or a name before a code. */
type Rows = (Candidate & { names: string[] })[];

interface TreeRow {
  id: string;
  parent: string;
  name: string;
  code: string;
}

/** Candidates of a tree (organisations, areas): matched by the path of names from the top, the name or the code; valued with their id path. */
function treeCandidates(rows: readonly TreeRow[]): Rows {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paths = new Map<string, { names: string; ids: string[] }>();
  const pathOf = (id: string, depth = 0): { names: string; ids: string[] } => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const row = byId.get(id)!;
    const parent = byId.get(row.parent);
    const above = parent && depth < 50 ? pathOf(parent.id, depth + 1) : undefined;
    const path = above ? { names: `${above.names}/${row.name}`, ids: [...above.ids, row.id] } : { names: row.name, ids: [row.id] };
    paths.set(id, path);
    return path;
  };
  return rows.map((row) => {
    const path = pathOf(row.id);
    return { value: row.id, path: path.ids, names: [path.names, row.name, row.code] };
  });
}

async function organizeRows(db: Queryable): Promise<Rows> {
  return treeCandidates(
    await db.query<TreeRow>(`select id, parent_id as parent, full_name as name, en_code as code from organize where delete_mark is null`),
  );
}

/** The areas named by any part of the texts (`河北省/石家庄市/长安区`), with every area above them. */
async function areaRows(db: Queryable, texts: string[]): Promise<Rows> {
  const parts = [...new Set(texts.flatMap((text) => text.split('/').map((part) => part.trim())))].filter(Boolean);
  return treeCandidates(
    await db.query<TreeRow>(
      `with recursive named as (
         select id, parent_id, full_name, en_code from area where full_name = any($1::text[]) or en_code = any($1::text[])
         union
         select a.id, a.parent_id, a.full_name, a.en_code from area a join named n on a.id = n.parent_id)
       select distinct id, parent_id as parent, full_name as name, en_code as code from named`,
      [parts],
    ),
  );
}

const byNameOrCode =
  (table: string, extra = '') =>
  async (db: Queryable, texts: string[]) =>
    db.query<{ value: string; name: string; code: string; organizeId?: string }>(
      `select id as value, full_name as name, en_code as code${extra} from ${table}
      where delete_mark is null and (full_name = any($1::text[]) or en_code = any($1::text[]))`,
      [texts],
    );

/** Candidates per looked-up text, of one kind. */
async function candidatesOf(db: Queryable, key: string, texts: string[]): Promise<Map<string, Candidate[]>> {
  let rows: Rows;
  if (key === 'organize') rows = await organizeRows(db);
  else if (key === 'area') rows = await areaRows(db, texts);
  else if (key === 'user') {
    const accounts = texts.map((text) => text.slice(text.lastIndexOf('/') + 1).trim());
    const found = await db.query<{ value: string; account: string; name: string }>(
      `select id as value, account, real_name as name from users where delete_mark is null and account = any($1::text[])`,
      [accounts],
    );
    rows = found.map((row) => ({ value: row.value, names: [row.account, `${row.name}/${row.account}`] }));
  } else if (key.startsWith('dictionary:')) {
    const found = await db.query<{ id: string; name: string; code: string }>(
      `select d.id, d.full_name as name, d.en_code as code from dictionary_data d
         join dictionary_type t on t.id = d.dictionary_type_id where t.en_code = $1 or t.id = $1`,
      [key.slice('dictionary:'.length)],
    );
    rows = found.map((row) => ({ value: row.code, alternate: row.id, names: [row.name, row.code] }));
  } else {
    const table = { position: 'position', role: 'role', group: 'user_group' }[key];
    if (!table) return new Map();
    const found = await byNameOrCode(table, key === 'position' ? ', organize_id as "organizeId"' : '')(db, texts);
    rows = found.map((row) => ({ value: row.value, names: [row.name, row.code], organizeId: row.organizeId }));
  }
  const answer = new Map<string, Candidate[]>();
  for (const text of texts) {
    for (let rank = 0; rank < 3; rank++) {
      const matches = rows.filter((row) => row.names[rank] === text);
      if (matches.length) {
        answer.set(text, matches);
        break;
      }
    }
  }
  return answer;
}

export class LabelLookup {
  private constructor(private readonly found: Map<string, Map<string, Candidate[]>>) {}

  static async load(db: Queryable, columns: readonly ImportColumn[], records: readonly ImportRow[]): Promise<LabelLookup> {
    const found = new Map<string, Map<string, Candidate[]>>();
    for (const [key, texts] of wantedTexts(columns, records)) if (texts.size) found.set(key, await candidatesOf(db, key, [...texts]));
    return new LabelLookup(found);
  }

  /** The stored value of one label; a position named in several organisations is the one of the row's. */
  resolve(column: ImportColumn, text: string, organizeIds: readonly string[] = []): Resolution {
    let candidates = this.found.get(keyOf(column))?.get(text) ?? [];
    if (candidates.length > 1 && column.kind === 'position') {
      const inRow = candidates.filter((candidate) => candidate.organizeId && organizeIds.includes(candidate.organizeId));
      if (inRow.length) candidates = inRow;
    }
    if (!candidates.length) return { error: importMessages.notFound(column.fullName, text) };
    if (candidates.length > 1) return { error: importMessages.ambiguous(column.fullName, text) };
    const { value, alternate, path } = candidates[0]!;
    if (column.idPath && path) return { value: path };
    return { value: column.dictionary?.value === 'id' && alternate ? alternate : value };
  }
}
