/**
 * The versions of a template (reference 4.18 J6 `base_print_version`): every create, update or import
 * whose body or source differs from the newest version keeps a numbered copy, in the write's
 * transaction; the editor lists them and loads one to save it again. A template's versions go with it.
 */
import type { PrintVersionInfo, PrintVersionRow } from '../../api/print-dev';
import { queryOne, type Queryable } from '../db/database';
import { newId } from '../db/ids';

const rowColumns = `v.id, v.version, (extract(epoch from v.creator_time) * 1000)::float8 as "creatorTime",
  case when u.id is null then '' else u.real_name || '/' || u.account end as "creatorUser"`;

/** Keeps the stored template, by whoever wrote it last, as a new version unless the newest version already is it. */
export async function keepVersion(tx: Queryable, templateId: string): Promise<void> {
  const stored = await queryOne<{ type: number; formId: string | null; interfaceId: string | null; body: string; userId: string | null }>(
    tx,
    `select type::int as type, form_id as "formId", interface_id as "interfaceId", print_template as body,
            coalesce(last_modify_user_id, creator_user_id) as "userId"
       from print_template where id = $1`,
    [templateId],
  );
  if (!stored) return;
  const newest = await queryOne<{ version: number; type: number; formId: string | null; interfaceId: string | null; body: string }>(
    tx,
    `select version, type::int as type, form_id as "formId", interface_id as "interfaceId", print_template as body
       from print_version where template_id = $1 order by version desc limit 1`,
    [templateId],
  );
  const same =
    newest &&
    newest.type === stored.type &&
    newest.formId === stored.formId &&
    newest.interfaceId === stored.interfaceId &&
    newest.body === stored.body;
  if (same) return;
  await tx.query(
    `insert into print_version (id, template_id, version, type, form_id, interface_id, print_template, creator_user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [newId(), templateId, (newest?.version ?? 0) + 1, stored.type, stored.formId, stored.interfaceId, stored.body, stored.userId],
  );
}

/** The template's versions, newest first. */
export function versionsOf(db: Queryable, templateId: string): Promise<PrintVersionRow[]> {
  return db.query<PrintVersionRow>(
    `select ${rowColumns} from print_version v left join users u on u.id = v.creator_user_id
      where v.template_id = $1 order by v.version desc`,
    [templateId],
  );
}

/** One version with its body; undefined when there is none. */
export function versionInfo(db: Queryable, versionId: string): Promise<PrintVersionInfo | undefined> {
  return queryOne<PrintVersionInfo>(
    db,
    `select ${rowColumns}, v.template_id as "templateId", v.type::int as type, v.form_id as "formId",
            v.interface_id as "interfaceId", v.print_template as "printTemplate"
       from print_version v left join users u on u.id = v.creator_user_id where v.id = $1`,
    [versionId],
  );
}
