/** What permission groups do beyond the standard resource (spec 001 "Permission groups"). */
import { queryOne } from '../../db/database';
import { badRequest } from '../../http/api-error';
import type { ResourceHooks } from '../resource-routes';

export const groupMessages = { hasUsers: '该分组下存在用户，不能删除' };

export const groupHooks: ResourceHooks = {
  async beforeDelete(db, id) {
    const held = await queryOne(db, `select 1 from user_relation where object_type = 'Group' and object_id = $1 limit 1`, [id]);
    if (held) throw badRequest(groupMessages.hasUsers);
  },
};
