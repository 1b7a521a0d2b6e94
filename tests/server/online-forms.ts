/**
 * A generated form released into the menu for a server test, as a release leaves it: the definition,
 * its type-3 menu under a seeded directory (`moduleId` in its property), and the released copy.
 */
import type { Queryable } from '../../server/db/database';

export interface TestForm {
  id: string;
  menuId: string;
  enCode: string;
  fullName: string;
  formData: object;
  columnData?: object;
  /** The seeded directory the menu goes under (its enCode): heatingBiz unless said. */
  parentMenu?: string;
  /** The draft's form when it differs from the released one. */
  draftFormData?: object;
  /** Which grants the menu offers beyond buttons. */
  authorize?: { columns?: boolean; forms?: boolean; data?: boolean };
  /** 1 form only, 2 form and list (the default), 4 data view over `interfaceId` run with `interfaceParam`. */
  webType?: 1 | 2 | 4;
  interfaceId?: string;
  interfaceParam?: object[];
}

export async function releaseTestForm(db: Queryable, form: TestForm): Promise<void> {
  const parentMenu = form.parentMenu ?? 'heatingBiz';
  const [parent] = await db.query<{ id: string; system_id: string }>(`select id, system_id from module where en_code = $1`, [parentMenu]);
  if (!parent) throw new Error(`the seed has no ${parentMenu} menu`);
  const formData = JSON.stringify(form.formData);
  const columnData = JSON.stringify(form.columnData ?? {});
  const webType = form.webType ?? 2;
  const view = [form.interfaceId ?? null, form.interfaceParam ? JSON.stringify(form.interfaceParam) : null];
  await db.query(
    `insert into visual_dev (id, full_name, en_code, category, web_type, state, form_data, column_data, interface_id, interface_param)
     values ($1, $2, $3, 'test', $6, 1, $4, $5, $7, $8)`,
    [form.id, form.fullName, form.enCode, form.draftFormData ? JSON.stringify(form.draftFormData) : formData, columnData, webType, ...view],
  );
  await db.query(
    `insert into module (id, parent_id, system_id, type, full_name, en_code, url_address, property_json,
                         is_column_authorize, is_form_authorize, is_data_authorize)
     values ($1, $2, $3, 3, $4, $5, $5, $6, $7, $8, $9)`,
    [
      form.menuId,
      parent.id,
      parent.system_id,
      form.fullName,
      form.enCode,
      JSON.stringify({ moduleId: form.id, webType }),
      form.authorize?.columns ?? false,
      form.authorize?.forms ?? false,
      form.authorize?.data ?? false,
    ],
  );
  await db.query(
    `insert into visual_dev_release (id, full_name, en_code, type, web_type, form_data, column_data, menu_id, interface_id, interface_param)
     values ($1, $2, $3, 1, $7, $4, $5, $6, $8, $9)`,
    [form.id, form.fullName, form.enCode, webType === 4 ? null : formData, columnData, form.menuId, webType, ...view],
  );
}
