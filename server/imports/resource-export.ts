/**
 * `GET {path}/ExportExcel` of a resource definition (`actions.exportExcel`): the rows the list call
 * answers for the same query (keyword, filters, sort), every page, as .xlsx: without the columns the
 * caller is not granted and only the rows their data rules show, as the list call does.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceListQuery } from '../../api/resource-client';
import type { ResourceDefinition, ResourceExportColumn } from '../../schemas/resources/define';
import type { Queryable } from '../db/database';
import { saveExportFile } from '../exports/export-files';
import { formatTime } from '../exports/format-time';
import { ok } from '../http/api-error';
import { dropEmptyQueryValues } from '../http/empty-query';
import { requireUser } from '../http/fastify-types';
import { callerGrants } from '../resources/caller-grants';
import { resourceSchemas } from '../resources/resource-schemas';
import { listResource, type ResourceRow } from '../resources/resource-store';
import { resourceRouteOptions } from '../resources/route-options';
import { exportFileName, writeWorkbook, xlsxContentType } from './sheet-write';

/** The list's largest page (spec 000 section 9): an export holds at most this many rows. */
export const exportMaxRows = 100000;

function timeText(value: unknown, format: 'dateTime' | 'date'): string {
  return typeof value === 'number' ? formatTime(value, format === 'date' ? 'yyyy-MM-dd' : 'yyyy-MM-dd HH:mm') : '';
}

async function dictionaryNames(db: Queryable, columns: readonly ResourceExportColumn[]): Promise<Map<string, Map<string, string>>> {
  const names = new Map<string, Map<string, string>>();
  for (const type of new Set(columns.flatMap((column) => (column.dictionary ? [column.dictionary] : [])))) {
    const rows = await db.query<{ code: string; name: string }>(
      `select d.en_code as code, d.full_name as name from dictionary_data d
         join dictionary_type t on t.id = d.dictionary_type_id where t.en_code = $1`,
      [type],
    );
    names.set(type, new Map(rows.map((row) => [row.code, row.name])));
  }
  return names;
}

function cellOf(column: ResourceExportColumn, row: ResourceRow, names: Map<string, Map<string, string>>): string | number {
  const value = row[column.field];
  if (value === undefined || value === null) return '';
  if (column.format) return timeText(value, column.format);
  const text = String(value);
  if (column.dictionary) return names.get(column.dictionary)?.get(text) ?? text;
  if (column.map) return column.map[text] ?? text;
  return typeof value === 'number' ? value : text;
}

export async function resourceExportRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { ctx } = app;
  const settings = definition.actions.exportExcel!;
  const owner = { tag: definition.name, menu: definition.menu };
  app.get<{ Querystring: ResourceListQuery }>(
    `${definition.path}/ExportExcel`,
    {
      preValidation: dropEmptyQueryValues,
      ...resourceRouteOptions(
        owner,
        { menu: definition.menu, button: settings.button },
        `The list under its query (keyword, filters, sort) as .xlsx: answers {name, url} (button ${settings.button})`,
        { querystring: resourceSchemas(definition).listQuery },
        { type: 'object', properties: { name: { type: 'string' }, url: { type: 'string' } } },
      ),
    },
    async (request) => {
      const user = requireUser(request.user);
      const grants = await callerGrants(ctx, definition, user);
      const query = { ...request.query, currentPage: 1, pageSize: exportMaxRows };
      const page = await listResource(ctx.db, definition, query, { unsearchable: grants.hiddenColumns, rowScope: grants.rowScope });
      const columns = settings.columns.filter((column) => !grants.hiddenColumns.has(column.field));
      const names = await dictionaryNames(ctx.db, columns);
      const records = page.list.map((row) => Object.fromEntries(columns.map((column) => [column.field, cellOf(column, row, names)])));
      const content = writeWorkbook(
        settings.title,
        columns.map((column) => ({ id: column.field, fullName: column.title })),
        records,
      );
      const now = ctx.clock();
      const fileName = exportFileName(settings.title, now);
      return ok(await saveExportFile(ctx.db, { fileName, contentType: xlsxContentType, content }, user.userId, now));
    },
  );
}
