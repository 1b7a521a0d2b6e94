/**
 * What portals do beyond the standard resource (docs/portal.md): the layout is checked on every save,
 * and the calls that show a portal, pick one, keep a user's own arrangement and set the default are
 * server/portal/portal-routes.ts.
 */
import { checkedPortalBody } from '../../portal/portal-checks';
import { portalRoutes } from '../../portal/portal-routes';
import type { ResourceHooks } from '../resource-routes';

export const portalHooks: ResourceHooks = {
  beforeWrite: async (_db, body) => checkedPortalBody(body),
  extraRoutes: portalRoutes,
};
