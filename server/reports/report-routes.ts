/**
 * The data-report calls beyond the standard resource ones (docs/portal.md):
 * - `GET DataReport/{id}/auth`: the report as its screen draws it (columns, chart, filter bar);
 * - `POST DataReport/{id}/Actions/Run` `{paramList}`: its interface run, the rows and the totals row;
 * - `POST DataReport/{id}/Actions/Export` `{paramList}`: the same as .xlsx (`{url, name}`).
 * `{id}` is a report's id or code. Each is for the users of the menus that show the report (type-5
 * menus naming it, and 报表设计). The interface runs as the caller, logged like any run.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataInterfaceCallParam } from '../../api/data-interface';
import { dataReportMenu, dataReportMessages as text, type ReportView } from '../../api/portal';
import type { ResourceDefinition } from '../../schemas/resources/define';
import { parseParameters } from '../data-interfaces/interface-store';
import { runLogged } from '../data-interfaces/run-interface';
import { queryOne } from '../db/database';
import { saveExportFile } from '../exports/export-files';
import { badRequest, notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import type { TargetMenus } from '../http/route-access';
import { exportFileName, writeWorkbook, xlsxContentType } from '../imports/sheet-write';
import { granteeOf } from '../permissions/grants';
import { resourceRouteOptions } from '../resources/route-options';
import { findReport, reportMenus, type StoredReport } from './report-store';
import { filterFields, reportRun } from './report-view';

type IdRoute<Body = unknown> = { Params: { id: string }; Body: Body };

const keyParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 50 } } } as const;
const runBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    paramList: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        properties: { field: { type: 'string', maxLength: 100 }, name: { type: 'string', maxLength: 100 }, defaultValue: {} },
      },
    },
  },
} as const;
const anyObject = { type: 'object', additionalProperties: true } as const;
const runAnswer = {
  type: 'object',
  properties: { list: { type: 'array', items: anyObject }, totals: anyObject },
} as const;
const viewAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    fullName: { type: 'string' },
    enCode: { type: 'string' },
    columns: { type: 'array', items: anyObject },
    chart: anyObject,
    filters: { type: 'array', items: anyObject },
  },
} as const;
const fileAnswer = { type: 'object', properties: { url: { type: 'string' }, name: { type: 'string' } } } as const;

export async function dataReportRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const owner = { tag: definition.name, menu: definition.menu };
  const onReport = {
    menusOf: async (request: FastifyRequest): Promise<TargetMenus> => ({
      menus: await reportMenus(db, (request.params as { id: string }).id),
      buttonsGuarded: false,
    }),
  };
  const options = (summary: string, schema: object, answer: object) => ({
    ...resourceRouteOptions(owner, 'signedIn', summary, schema, answer),
    config: { access: onReport },
  });
  /** The report of the path, enabled unless the caller designs reports. */
  const shownReport = async (request: FastifyRequest<{ Params: { id: string } }>): Promise<StoredReport> => {
    const report = await findReport(db, request.params.id);
    if (!report) throw notFound(text.notFound);
    if (report.enabledMark !== 1 && !(await ctx.access.hasMenu(granteeOf(requireUser(request.user)), dataReportMenu)))
      throw badRequest(text.disabled);
    return report;
  };
  const run = async (request: FastifyRequest<IdRoute<{ paramList?: DataInterfaceCallParam[] }>>, type: string) => {
    const report = await shownReport(request);
    const found = await db.query('select 1 from data_interface where id = $1', [report.interfaceId]);
    if (!found.length) throw badRequest(text.interfaceMissing);
    const data = await runLogged(ctx, request, report.interfaceId, { type, paramList: request.body.paramList, mayRunDisabled: false });
    const rows = Array.isArray(data)
      ? data
      : data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list)
        ? (data as { list: unknown[] }).list
        : null;
    if (!rows || !rows.every((row) => row && typeof row === 'object' && !Array.isArray(row))) throw badRequest(text.notRows);
    return { report, result: reportRun(report.reportConfig, rows as Record<string, unknown>[]) };
  };

  app.get<IdRoute>(
    `${definition.path}/:id/auth`,
    options(
      'The report (id or code) as its screen draws it: columns, chart and the filter bar of its parameters',
      { params: keyParams },
      viewAnswer,
    ),
    async (request) => {
      const report = await shownReport(request);
      const stored = await queryOne<{ parameters: string }>(
        db,
        'select request_parameters as parameters from data_interface where id = $1',
        [report.interfaceId],
      );
      const view: ReportView = {
        id: report.id,
        fullName: report.fullName,
        enCode: report.enCode,
        columns: report.reportConfig.columns,
        chart: report.reportConfig.chart,
        filters: filterFields(report.reportConfig, parseParameters(stored?.parameters)),
      };
      return ok(view);
    },
  );

  app.post<IdRoute<{ paramList?: DataInterfaceCallParam[] }>>(
    `${definition.path}/:id/Actions/Run`,
    options(
      "Runs the report's interface with paramList: the rows (the report's columns) and the totals row. Logged",
      { params: keyParams, body: runBody },
      runAnswer,
    ),
    async (request) => ok((await run(request, 'Report')).result),
  );

  app.post<IdRoute<{ paramList?: DataInterfaceCallParam[] }>>(
    `${definition.path}/:id/Actions/Export`,
    options(
      'The report run with paramList as .xlsx: its columns, its rows and the totals row ({url, name})',
      { params: keyParams, body: runBody },
      fileAnswer,
    ),
    async (request) => {
      const { report, result } = await run(request, 'ReportExport');
      const { columns } = report.reportConfig;
      const headers = columns.map((column) => ({ id: column.field, fullName: column.label }));
      const totalsRow = columns.some((column) => column.total)
        ? [
            Object.fromEntries(
              columns.map((column, index) => [column.field, index === 0 && !column.total ? '合计' : (result.totals[column.field] ?? '')]),
            ),
          ]
        : [];
      const content = writeWorkbook(report.fullName, headers, [...result.list, ...totalsRow]);
      const now = ctx.clock();
      const file = { fileName: exportFileName(report.fullName, now), contentType: xlsxContentType, content };
      return ok(await saveExportFile(db, file, requireUser(request.user).userId, now));
    },
  );
}
