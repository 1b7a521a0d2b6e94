/**
 * What data reports do beyond the standard resource (docs/portal.md): the configuration is checked and
 * the interface must exist on every save; showing, running and exporting a report are
 * server/reports/report-routes.ts.
 */
import { checkedReportBody } from '../../reports/report-checks';
import { dataReportRoutes } from '../../reports/report-routes';
import type { ResourceHooks } from '../resource-routes';

export const dataReportHooks: ResourceHooks = {
  beforeWrite: (db, body) => checkedReportBody(db, body),
  extraRoutes: dataReportRoutes,
};
