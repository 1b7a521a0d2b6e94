/**
 * The values of a record's system fields (reference 2.4 "System"), written by the server and never
 * taken from the client: creator and creation time on create, modifier and modification time on
 * update, the author's organisation, department and position, and bill numbers taken inside the
 * record's transaction (a record that is not stored uses no number).
 */
import type { OnlineField } from '../../schemas/online/record-fields';
import type { SessionUser } from '../auth/sessions';
import { nextBillNumberIn } from '../bill-rules/numbering';
import { queryOne, type Queryable } from '../db/database';

export interface Author {
  userId: string;
  /** Ids from the top company down to the user's main organisation. */
  organizePath: string[];
  /** The same path when the main organisation is a department; empty otherwise. */
  departmentPath: string[];
  positionId: string | null;
  /** Every organisation the user belongs to (data rules on organisations read them). */
  organizeIds: string[];
}

export async function authorOf(db: Queryable, user: SessionUser): Promise<Author> {
  const row = await queryOne<{ tree: string | null; category: string | null; organizeId: string | null; positionId: string | null }>(
    db,
    `select o.organize_id_tree as tree, o.category, u.organize_id as "organizeId", u.position_id as "positionId"
       from users u left join organize o on o.id = u.organize_id where u.id = $1`,
    [user.userId],
  );
  const organizePath = row?.tree ? row.tree.split(',').filter(Boolean) : row?.organizeId ? [row.organizeId] : [];
  return {
    userId: user.userId,
    organizePath,
    departmentPath: row?.category === 'department' ? organizePath : [],
    positionId: row?.positionId ?? null,
    organizeIds: user.organizeIds,
  };
}

/** The system values a new record gets. */
export async function createdValues(
  tx: Queryable,
  fields: readonly OnlineField[],
  author: Author,
  now: Date,
): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.shape !== 'system') continue;
    switch (field.jnpfKey) {
      case 'createUser':
        values[field.vModel] = author.userId;
        break;
      case 'createTime':
        values[field.vModel] = now.getTime();
        break;
      case 'modifyUser':
      case 'modifyTime':
        values[field.vModel] = null;
        break;
      case 'currOrganize':
        values[field.vModel] = author.organizePath.length ? JSON.stringify(author.organizePath) : null;
        break;
      case 'currDept':
        values[field.vModel] = author.departmentPath.length ? JSON.stringify(author.departmentPath) : null;
        break;
      case 'currPosition':
        values[field.vModel] = author.positionId;
        break;
      case 'billRule':
        values[field.vModel] = field.rule ? await nextBillNumberIn(tx, field.rule, now) : null;
        break;
    }
  }
  return values;
}

/** The system values an update changes (the others keep what the create wrote). */
export function updatedValues(fields: readonly OnlineField[], author: Author, now: Date): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.jnpfKey === 'modifyUser') values[field.vModel] = author.userId;
    if (field.jnpfKey === 'modifyTime') values[field.vModel] = now.getTime();
  }
  return values;
}
