/** Reading report definitions for showing and running them: one by id or code, and the menus that show it. */
import { dataReportMenu, REPORT_MENU_TYPE } from '../../api/portal';
import type { ReportConfig } from '../../schemas/report-config';
import { queryOne, type Queryable } from '../db/database';

export interface StoredReport {
  id: string;
  fullName: string;
  enCode: string;
  interfaceId: string;
  enabledMark: number;
  reportConfig: ReportConfig;
}

/** The report whose id or code is `key` (an id wins). */
export async function findReport(db: Queryable, key: string): Promise<StoredReport | undefined> {
  return queryOne<StoredReport>(
    db,
    `select id, full_name as "fullName", en_code as "enCode", interface_id as "interfaceId", enabled_mark as "enabledMark",
            report_config as "reportConfig"
       from data_report where id = $1 or en_code = $1 order by (id = $1) desc limit 1`,
    [key],
  );
}

/** The menus that show report `key`: the enabled type-5 menus naming it by id or code, and 报表设计. */
export async function reportMenus(db: Queryable, key: string): Promise<string[]> {
  const report = await findReport(db, key);
  if (!report) return [dataReportMenu];
  const rows = await db.query<{ en_code: string }>(
    `select en_code from module where type = $1 and enabled_mark = 1 and property_json->>'moduleId' in ($2, $3) order by sort_code, en_code`,
    [REPORT_MENU_TYPE, report.id, report.enCode],
  );
  return [...rows.map((row) => row.en_code), dataReportMenu];
}
