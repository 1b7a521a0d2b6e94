/**
 * Indexes for a released form's list (issue 15 "Storage"): every record of every table-less form lives
 * in `online_record`, so each form gets partial indexes (`where model_id = …`) over the JSONB fields its
 * list searches and sorts on: a B-tree for equality, ranges and the sort, a trigram index for a fuzzy
 * search, a GIN index for values held in arrays. Created when the form is released; existing ones stay
 * (`if not exists`), so releasing again only adds what the new list needs.
 */
import { createHash } from 'node:crypto';
import { readColumnData } from '../../schemas/online/column-data';
import { fieldsByKey, recordFields, type OnlineField } from '../../schemas/online/record-fields';
import type { Queryable } from '../db/database';
import { isSafeKey } from './online-grants';

type IndexKind = 'btree' | 'trgm' | 'contains';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The statements that give a form's list its indexes (a field name is used only when it is one of the form's). */
export function listIndexStatements(modelId: string, formData: unknown, columnData: Record<string, unknown>, trgmSchema: string): string[] {
  const fields = fieldsByKey(recordFields(formData));
  const list = readColumnData(columnData);
  const wanted = new Map<string, IndexKind>();
  const add = (field: OnlineField | undefined, kind: IndexKind) => {
    if (field && isSafeKey(field.vModel) && fields.get(field.vModel) === field) wanted.set(`${field.vModel}\u0000${kind}`, kind);
  };
  for (const item of list.searchList) {
    const field = fields.get(item.prop);
    if (!field) continue;
    if (item.searchType === 2) add(field, 'trgm');
    else if (field.multiple || field.shape === 'list' || field.shape === 'nested') add(field, 'contains');
    else add(field, 'btree');
  }
  for (const key of list.sidx.split(',')) add(fields.get(key.replace(/^-/, '')), 'btree');
  for (const column of list.columnList) if (column.sortable) add(fields.get(column.prop), 'btree');
  return [...wanted.keys()].map((entry) => {
    const [key = '', kind] = entry.split('\u0000') as [string, IndexKind];
    const name = `online_record_${createHash('sha256').update(`${modelId}:${key}:${kind}`).digest('hex').slice(0, 24)}`;
    const where = `where model_id = ${literal(modelId)}`;
    if (kind === 'trgm')
      return `create index if not exists ${name} on online_record using gin ((data->>${literal(key)}) ${trgmSchema}.gin_trgm_ops) ${where}`;
    if (kind === 'contains')
      return `create index if not exists ${name} on online_record using gin ((data->${literal(key)}) jsonb_path_ops) ${where}`;
    return `create index if not exists ${name} on online_record ((data->${literal(key)}), creator_time desc, id desc) ${where}`;
  });
}

/** Creates the indexes of the released copy's list. */
export async function ensureReleasedIndexes(db: Queryable, modelId: string): Promise<void> {
  const [released] = await db.query<{ formData: unknown; columnData: Record<string, unknown> | null }>(
    'select form_data as "formData", column_data as "columnData" from visual_dev_release where id = $1',
    [modelId],
  );
  if (released) await ensureListIndexes(db, modelId, released.formData, released.columnData ?? {});
}

/** Creates the indexes of a released form's list. */
export async function ensureListIndexes(
  db: Queryable,
  modelId: string,
  formData: unknown,
  columnData: Record<string, unknown>,
): Promise<void> {
  const [trgm] = await db.query<{ schema: string }>(
    `select quote_ident(n.nspname) as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`,
  );
  for (const statement of listIndexStatements(modelId, formData, columnData, trgm?.schema ?? 'public')) await db.query(statement);
}
