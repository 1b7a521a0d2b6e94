/**
 * Who may print with a template (`Data`, `BatchData`): decided from the template the request names,
 * once its query is validated (`menusOf`), never from the address.
 * - A template of a generated form: the users of the menus the form was released to, as for reading its
 *   records; `BatchData` also needs `btn_batchPrint` when the list guards its buttons. The handler then
 *   reads the records under the caller's data rules and field grants, so nobody prints a record or a
 *   field they could not view.
 * - A template of a data interface: the users of the menus of the released forms that offer it
 *   (`printId` of the form, `printIds` of the list). The interface runs as it would for them.
 */
import type { FastifyRequest } from 'fastify';
import { printDevMessages as text, type PrintSourceType } from '../../api/print-dev';
import { queryOne, type Queryable } from '../db/database';
import { badRequest, notFound } from '../http/api-error';
import type { TargetMenus } from '../http/route-access';
import { onlineModel } from '../online/online-model';

export interface PrintTemplateRow {
  id: string;
  fullName: string;
  type: PrintSourceType;
  formId: string | null;
  interfaceId: string | null;
  printTemplate: string;
  enabledMark: number;
}

export type PrintQuery = { id: string; formId: string; menuId?: string };

/** The template by id; 404 when there is none, 400 when it is disabled. */
export async function printTemplateOf(db: Queryable, id: string): Promise<PrintTemplateRow> {
  const row = await queryOne<PrintTemplateRow>(
    db,
    `select id, full_name as "fullName", type::int as type, form_id as "formId", interface_id as "interfaceId",
            print_template as "printTemplate", enabled_mark::int as "enabledMark"
       from print_template where id = $1`,
    [id],
  );
  if (!row) throw notFound(text.notFound);
  if (row.enabledMark !== 1) throw badRequest(text.disabled);
  return row;
}

/** The menus of the released forms that offer the template on their detail or their list. */
async function offeringMenus(db: Queryable, templateId: string): Promise<string[]> {
  const rows = await db.query<{ enCode: string }>(
    `select distinct m.en_code as "enCode"
       from visual_dev_release r
       join module m on m.type = 3 and m.property_json->>'moduleId' = r.id and m.enabled_mark = 1
      where r.form_data->'printId' = to_jsonb($1::text)
         or coalesce(r.form_data->'printId', 'null'::jsonb) @> jsonb_build_array($1::text)
         or coalesce(r.column_data->'printIds', 'null'::jsonb) @> jsonb_build_array($1::text)`,
    [templateId],
  );
  return rows.map((row) => row.enCode);
}

/** The route config of a print call, granted by `button` (when the form's list guards its buttons). */
export function printAccess(db: Queryable, button?: string) {
  return {
    access: {
      menusOf: async (request: FastifyRequest): Promise<TargetMenus> => {
        const template = await printTemplateOf(db, (request.query as PrintQuery).id);
        if (template.type === 2) return { menus: await offeringMenus(db, template.id), buttonsGuarded: false };
        const model = await onlineModel(db, template.formId ?? '');
        if (!model) throw badRequest(text.formNotReleased);
        return { menus: model.menus, buttonsGuarded: model.list.useBtnPermission };
      },
      ...(button ? { button } : {}),
    },
  };
}
