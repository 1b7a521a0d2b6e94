/**
 * What visual-development definitions do beyond the standard resource (docs/visual-dev.md): their
 * JSON parts are checked on every save, a deleted definition takes its menu with it, and the calls of
 * server/visual-dev/visual-dev-routes.ts (copy, release, pickers, fields, export and import).
 */
import { onlineMessages } from '../../../schemas/online/online-bodies';
import { badRequest } from '../../http/api-error';
import { forgetOnlineModels } from '../../online/online-model';
import { modelHasRecords } from '../../online/record-store';
import { assertDefinitionBody } from '../../visual-dev/definition-checks';
import { deleteMenusOf } from '../../visual-dev/released-menu';
import { visualDevRoutes } from '../../visual-dev/visual-dev-routes';
import type { ResourceHooks } from '../resource-routes';

export const visualDevHooks: ResourceHooks = {
  async beforeWrite(db, body) {
    await assertDefinitionBody(db, body);
  },
  // Records of a released form (documents, or rows of its bound tables) would be left without their form: it is emptied first.
  async beforeDelete(db, id) {
    if (await modelHasRecords(db, id)) throw badRequest(onlineMessages.hasRecords);
  },
  async afterDelete(ctx, id) {
    forgetOnlineModels();
    const removed = await ctx.db.transaction((tx) => deleteMenusOf(tx, id));
    if (!removed) return;
    ctx.access.invalidate();
    ctx.currentUserCache.clear();
  },
  extraRoutes: (app, definition) => visualDevRoutes(app, definition, visualDevHooks),
};
