/**
 * `GET /api/visualdev/Base/{id}/FieldDataSelect` (spec 002 section 7.3, "popup list by modelId"): a
 * page of a released form's records for the relation fields of other forms, the keyword matched in the
 * field shown (`relationField`), the values of that field and of `columnOptions` as display text.
 *
 * Who may read them: the users of the form's own menus, and the users of the menus of every released
 * form that has a field pointing at it (`modelId`): a relation field lets the people who fill its form
 * pick among these records, nobody else. With `ids`, only those records (a list or a read form showing
 * stored values again); an empty `ids` answers none.
 */
import type { FieldDataSelectPage, FieldDataSelectQuery } from '../../api/visual-dev';
import type { Queryable } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { pageOf } from '../db/paging';
import type { TargetMenus } from '../http/route-access';
import { displayRows } from './display-text';
import { isSafeKey } from './online-grants';
import type { OnlineModel } from './online-model';

export type RelatedQuery = FieldDataSelectQuery;

/** The menus whose users may read the records of `modelId` through relation fields. */
export async function relatedMenus(db: Queryable, modelId: string): Promise<TargetMenus> {
  const rows = await db.query<{ enCode: string }>(
    `select distinct m.en_code as "enCode"
       from visual_dev_release r
       join module m on m.type = 3 and m.property_json->>'moduleId' = r.id and m.enabled_mark = 1
      where r.id = $1 or jsonb_path_exists(r.form_data, '$.** ? (@.modelId == $id)', jsonb_build_object('id', $1::text))`,
    [modelId],
  );
  return { menus: rows.map((row) => row.enCode), buttonsGuarded: false };
}

/** The asked ids (comma-joined, blanks dropped); undefined when none were asked. */
export function idsOf(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  return [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** A page of the model's records, newest first: `{id, <field>: text...}` for the field shown and the chosen columns. */
export async function relatedRecordsPage(db: Queryable, model: OnlineModel, query: RelatedQuery): Promise<FieldDataSelectPage> {
  const fieldOf = (key: string | undefined) => {
    const field = key ? model.fieldByKey.get(key.trim()) : undefined;
    return field && field.vModel === key?.trim() && isSafeKey(field.vModel) && field.shape !== 'rows' ? field : undefined;
  };
  const shown = fieldOf(query.relationField);
  const columns = (query.columnOptions ?? '').split(',').flatMap((key) => fieldOf(key) ?? []);
  const fields = [...new Map([shown, ...columns].flatMap((field) => (field ? [[field.vModel, field] as const] : []))).values()];

  const params: unknown[] = [];
  const { storage } = model;
  const { from, where } = storage.source(params);
  const pattern = query.keyword?.trim() ? likePattern(query.keyword.trim()) : '';
  if (shown && pattern) {
    params.push(pattern);
    where.push(`${storage.field.text(shown.vModel)} ilike $${params.length}`);
  }
  const ids = idsOf(query.ids);
  if (ids) {
    params.push(ids);
    where.push(`${storage.idSql} = any($${params.length}::text[])`);
  }
  const page = await pageOf<{ id: string; data: Record<string, unknown> }>(
    db,
    {
      select: storage.listSelect,
      from: `from ${from}${where.length ? ` where ${where.join(' and ')}` : ''}`,
      params,
      orderBy: `order by ${storage.newestFirst}`,
    },
    { currentPage: query.currentPage, pageSize: query.pageSize },
  );
  const picked = page.list.map((row) => Object.fromEntries(fields.map((field) => [field.vModel, row.data[field.vModel]])));
  const texts = await displayRows(db, fields, picked);
  return { list: page.list.map((row, index) => ({ ...texts[index], id: row.id })), pagination: page.pagination };
}
