/**
 * `POST visualdev/Base/{id}/Actions/Copy`: a draft with the definition's form and list (or data interface), named
 * `<name>副本<suffix>` and coded `<code><suffix>` (five random letters and digits, drawn again when the
 * code is taken), as JNPF copies. The copy is never released: it has no menu.
 */
import { visualDevMessages } from '../../api/visual-dev';
import { queryOne, type Queryable } from '../db/database';
import { newId } from '../db/ids';
import { uniqueViolation } from '../db/unique-violation';
import { badRequest, notFound } from '../http/api-error';
import { shortSuffix } from './released-menu';

const maxLength = 50;

export async function copyDefinition(db: Queryable, id: string, userId: string): Promise<string> {
  const source = await queryOne<{ fullName: string; enCode: string }>(
    db,
    'select full_name as "fullName", en_code as "enCode" from visual_dev where id = $1',
    [id],
  );
  if (!source) throw notFound(visualDevMessages.notFound);
  for (let attempt = 0; ; attempt++) {
    const suffix = shortSuffix();
    const fullName = `${source.fullName}副本${suffix}`;
    const enCode = `${source.enCode}${suffix}`;
    if (fullName.length > maxLength || enCode.length > maxLength) throw badRequest(visualDevMessages.copyTooLong);
    const copyId = newId();
    try {
      await db.query(
        `insert into visual_dev (id, full_name, en_code, category, type, web_type, state, form_data, column_data, app_column_data,
                                 tables_data, db_link_id, interface_id, interface_param, description, sort_code, enabled_mark, creator_user_id)
         select $2, $3, $4, category, type, web_type, 0, form_data, column_data, app_column_data,
                tables_data, db_link_id, interface_id, interface_param, description, sort_code, enabled_mark, $5
           from visual_dev where id = $1`,
        [id, copyId, fullName, enCode, userId],
      );
      return copyId;
    } catch (error) {
      if (uniqueViolation(error) === undefined || attempt >= 4) throw error;
    }
  }
}
