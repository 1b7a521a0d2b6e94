/**
 * Releasing a definition (`POST visualdev/Base/{id}/Actions/Release`): its current form and list are
 * copied to visual_dev_release, which the runtime reads, and its menu is created or updated. A form
 * bound to tables (`tablesData`) gets its tables created or altered in the same transaction
 * (server/online/bound-release.ts), so a refused change leaves everything as it was. Until the next
 * release, edits of the definition change nothing users see.
 */
import {
  releasedMenuIcon,
  visualDevMessages,
  type VisualDevReleaseBody,
  type VisualDevReleased,
  type VisualDevWebType,
} from '../../api/visual-dev';
import { parseJsonPart } from '../../schemas/visual-dev-check';
import { queryOne, type Queryable } from '../db/database';
import { badRequest, notFound } from '../http/api-error';
import { releaseBoundTables, type ReleasedParts } from '../online/bound-release';
import { definitionProblem } from './definition-checks';
import { placeReleasedMenu } from './released-menu';

interface StoredDefinition {
  id: string;
  fullName: string;
  enCode: string;
  webType: VisualDevWebType;
  formData: string | null;
  columnData: string | null;
  appColumnData: string | null;
  tablesData: string | null;
  interfaceId: string | null;
  interfaceParam: string | null;
}

export async function releaseDefinition(tx: Queryable, id: string, body: VisualDevReleaseBody, userId: string): Promise<VisualDevReleased> {
  const definition = await queryOne<StoredDefinition>(
    tx,
    `select id, full_name as "fullName", en_code as "enCode", web_type::int as "webType", form_data::text as "formData",
            column_data::text as "columnData", app_column_data::text as "appColumnData", tables_data::text as "tablesData",
            interface_id as "interfaceId", interface_param::text as "interfaceParam"
       from visual_dev where id = $1 for update`,
    [id],
  );
  if (!definition) throw notFound(visualDevMessages.notFound);
  // Stored before a check existed, or imported: what is released must be usable.
  const problem = definitionProblem(definition as unknown as Record<string, unknown>);
  if (problem) throw badRequest(problem);
  const previous = await queryOne<Pick<ReleasedParts, 'formData' | 'tablesData'>>(
    tx,
    'select form_data as "formData", tables_data as "tablesData" from visual_dev_release where id = $1',
    [id],
  );
  const part = (text: string | null) => parseJsonPart('', text).value;
  const columnData = part(definition.columnData);
  await releaseBoundTables(
    tx,
    id,
    {
      formData: part(definition.formData),
      columnData: typeof columnData === 'object' && columnData !== null ? (columnData as Record<string, unknown>) : null,
      // A data view lists what its data interface answers: it has no records to keep.
      tablesData: Number(definition.webType) === 4 ? [] : (part(definition.tablesData) ?? []),
    },
    previous,
  );
  const menu = await placeReleasedMenu(tx, definition, {
    parentId: body.pcModuleParentId,
    fullName: body.fullName?.trim() || definition.fullName,
    icon: body.icon?.trim() || releasedMenuIcon,
  });
  await tx.query(
    `insert into visual_dev_release (id, full_name, en_code, type, web_type, form_data, column_data, app_column_data, tables_data,
                                     db_link_id, interface_id, interface_param, menu_id, release_time, release_user_id)
     select id, full_name, en_code, type, web_type, form_data, column_data, app_column_data, tables_data, db_link_id,
            interface_id, interface_param, $2, now(), $3
       from visual_dev where id = $1
     on conflict (id) do update set full_name = excluded.full_name, en_code = excluded.en_code, type = excluded.type,
       web_type = excluded.web_type, form_data = excluded.form_data, column_data = excluded.column_data,
       app_column_data = excluded.app_column_data, tables_data = excluded.tables_data, db_link_id = excluded.db_link_id,
       interface_id = excluded.interface_id, interface_param = excluded.interface_param,
       menu_id = excluded.menu_id, release_time = excluded.release_time, release_user_id = excluded.release_user_id`,
    [id, menu.menuId, userId],
  );
  await tx.query('update visual_dev set state = 1 where id = $1', [id]);
  return menu;
}
