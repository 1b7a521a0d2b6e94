/** A report definition as it is stored: its configuration parsed, checked and written back compact, its interface existing. */
import { dataReportMessages } from '../../api/portal';
import { checkReportConfig, reportConfigMessages } from '../../schemas/report-config';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/api-error';
import { parsedJson } from '../portal/portal-checks';
import type { ResourceRow } from '../resources/resource-store';

export async function checkedReportBody(db: Queryable, body: ResourceRow): Promise<ResourceRow> {
  const config = parsedJson(body.reportConfig, reportConfigMessages.notJson);
  const problem = checkReportConfig(config);
  if (problem) throw badRequest(problem);
  const found = await db.query('select 1 from data_interface where id = $1', [body.interfaceId]);
  if (!found.length) throw badRequest(dataReportMessages.interfaceMissing);
  return { ...body, reportConfig: JSON.stringify(config) };
}
