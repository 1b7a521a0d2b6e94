/**
 * What message templates do beyond the standard resource (docs/message-centre.md): their parameters are
 * checked and kept as JSON text, a template a send configuration uses is not deleted, and the calls
 * copy and `MessageDataType/getTypeList/{id}` are server/message-centre/template-routes.ts.
 */
import { messageCentreMessages as text } from '../../../api/message-centre';
import { queryOne } from '../../db/database';
import { badRequest } from '../../http/api-error';
import { checkedParameters, parseParameters } from '../../message-centre/template-parameters';
import { messageTemplateRoutes } from '../../message-centre/template-routes';
import type { ResourceHooks } from '../resource-routes';

export const messageTemplateHooks: ResourceHooks = {
  async beforeWrite(_db, body) {
    return { ...body, templateParameters: JSON.stringify(checkedParameters(body)) };
  },
  async afterInfo(db, row) {
    const stored = await queryOne<{ parameters: string }>(
      db,
      'select template_parameters as parameters from message_template where id = $1',
      [row.id],
    );
    return { ...row, templateParameters: parseParameters(stored?.parameters) };
  },
  async beforeDelete(db, id) {
    const used = await queryOne(db, 'select 1 from message_send_template where template_id = $1 limit 1', [id]);
    if (used) throw badRequest(text.templateInUse);
  },
  extraRoutes: messageTemplateRoutes,
};
