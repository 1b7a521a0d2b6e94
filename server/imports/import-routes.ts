/**
 * The import calls of a module (spec 002 section 7.1, reference 4.20): `Uploader`, `TemplateDownload`,
 * `ImportPreview`, `ImportData`, `ImportExceptionData` (and its alias `ExportExceptionData`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  importErrorColumn,
  importExtensions,
  importMaxBytes,
  importMaxRows,
  importMessages,
  type ImportHeader,
  type ImportRow,
} from '../../api/imports';
import { saveExportFile } from '../exports/export-files';
import { badRequest, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { importFileNamePattern, readImportFile, saveImportFile } from './import-files';
import type { ImportButton, ImportSession, ImportTarget } from './import-model';
import { runImport } from './run-import';
import { headerOf } from './sheet-layout';
import { isWorkbook, readWorkbook } from './sheet-read';
import { exportFileName, writeWorkbook, xlsxContentType } from './sheet-write';

const row = { type: 'object', additionalProperties: true } as const;
const listBody = {
  type: 'object',
  required: ['list'],
  properties: { list: { type: 'array', items: row } },
} as const;
const fileNameProperty = { type: 'string', pattern: importFileNamePattern } as const;
/** `{list}`, or `{type: true, fileName}`: the uploaded file imported as it is. */
const importDataBody = {
  type: 'object',
  properties: { list: { type: 'array', items: row }, type: { type: 'boolean' }, fileName: fileNameProperty },
  anyOf: [{ required: ['list'] }, { required: ['type', 'fileName'], properties: { type: { const: true } } }],
} as const;
const header = { type: 'object', additionalProperties: true } as const;
const download = { type: 'object', properties: { name: { type: 'string' }, url: { type: 'string' } } } as const;
/** 1000 rows of a wide form: more than Fastify's 1 MB default. */
const bodyLimit = 16 * 1024 * 1024;

type ImportDataBody = { list?: ImportRow[]; type?: boolean; fileName?: string };

/** The uploaded file's bytes, with the size refused while streaming. */
async function uploadedFile(request: FastifyRequest): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) throw badRequest(importMessages.noFile);
  const file = await request.file({ limits: { fileSize: importMaxBytes, files: 1 } });
  if (!file) throw badRequest(importMessages.noFile);
  try {
    return { filename: file.filename, data: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(importMessages.tooLarge);
    throw error;
  }
}

export async function importRoutes(app: FastifyInstance, target: ImportTarget): Promise<void> {
  const { ctx } = app;
  const { path } = target;
  /** A call's config (who may call it) and OpenAPI entry, granted by the module's upload or download button. */
  const options = (button: ImportButton, summary: string, schema: object, data: object) => {
    const { config, buttonCode } = target.routeConfig(button);
    return {
      config,
      schema: {
        tags: [target.tag],
        summary: `${summary} (button ${buttonCode})`,
        security: bearerSecurity,
        ...(target.params ? { params: target.params } : {}),
        ...schema,
        response: standardResponses(data),
      },
    };
  };
  const fileOwner = (request: FastifyRequest) => ({ userId: requireUser(request.user).userId, module: target.fileModule(request) });
  /** An .xlsx of the records under the columns (and the error column), answered as `{name, url}`. */
  const answerWorkbook = async (request: FastifyRequest, title: string, fileName: string, headers: ImportHeader[], rows: ImportRow[]) => {
    const content = writeWorkbook(title, headers, rows);
    return saveExportFile(ctx.db, { fileName, contentType: xlsxContentType, content }, requireUser(request.user).userId, ctx.clock());
  };
  /** The rows of the caller's uploaded file under the session's header. */
  const uploadedRows = async (request: FastifyRequest, session: ImportSession, fileName: string) => {
    const data = await readImportFile(ctx.db, fileOwner(request), fileName, ctx.clock());
    const headerRow = session.columns.map(headerOf);
    return { headerRow, dataRow: readWorkbook(data, headerRow) };
  };

  app.post(
    `${path}/Uploader`,
    options(
      'upload',
      'Uploads a spreadsheet to import (multipart, one .xls or .xlsx of at most 500 KB): answers {name}',
      { consumes: ['multipart/form-data'] },
      { type: 'object', properties: { name: { type: 'string' } } },
    ),
    async (request) => {
      const { filename, data } = await uploadedFile(request);
      const extension = filename.toLowerCase().split('.').pop();
      if (!importExtensions.some((allowed) => allowed === extension) || !isWorkbook(data)) throw badRequest(importMessages.wrongType);
      const name = await saveImportFile(ctx.db, fileOwner(request), filename, extension as 'xls' | 'xlsx', data, ctx.clock());
      return ok({ name }, importMessages.uploaded);
    },
  );

  for (const name of ['TemplateDownload', ...(target.templateAliases ?? [])])
    app.get(
      `${path}/${name}`,
      options('download', 'The import template (.xlsx): answers {name, url}', {}, download),
      async (request) => {
        const { title, columns } = await target.open(request);
        return ok(await answerWorkbook(request, title, `${title}导入模板.xlsx`, columns.map(headerOf), []));
      },
    );

  app.get<{ Querystring: { fileName: string } }>(
    `${path}/ImportPreview`,
    options(
      'upload',
      "The rows of an uploaded file under the template's header (at most 1000): {headerRow, dataRow}",
      { querystring: { type: 'object', required: ['fileName'], properties: { fileName: fileNameProperty } } },
      { type: 'object', properties: { headerRow: { type: 'array', items: header }, dataRow: { type: 'array', items: row } } },
    ),
    async (request) => ok(await uploadedRows(request, await target.open(request), request.query.fileName)),
  );

  app.post<{ Body: ImportDataBody }>(
    `${path}/ImportData`,
    {
      ...options(
        'upload',
        'Imports the previewed rows {list} (or the uploaded file as it is: {type: true, fileName}): the valid ones in one transaction, the others answered with errorsInfo',
        { body: importDataBody },
        {
          type: 'object',
          properties: {
            resultType: { type: 'integer' },
            snum: { type: 'integer' },
            fnum: { type: 'integer' },
            failResult: { type: 'array', items: row },
            headerRow: { type: 'array', items: header },
          },
        },
      ),
      bodyLimit,
    },
    async (request) => {
      const session = await target.open(request);
      const { list, fileName } = request.body;
      const rows = list ?? (await uploadedRows(request, session, fileName!)).dataRow;
      const result = await runImport(ctx.db, session, rows, requireUser(request.user), request.log);
      return ok(result);
    },
  );

  for (const name of ['ImportExceptionData', 'ExportExceptionData']) {
    app.post<{ Body: { list: ImportRow[] } }>(
      `${path}/${name}`,
      {
        ...options(
          'download',
          'The failed rows {list} as .xlsx with their error column: answers {name, url}',
          { body: listBody },
          download,
        ),
        bodyLimit,
      },
      async (request) => {
        const { title, columns } = await target.open(request);
        const { list } = request.body;
        if (!list.length) throw badRequest(importMessages.emptyData);
        if (list.length > importMaxRows) throw badRequest(importMessages.tooManyRows);
        const headers = [...columns.map(headerOf), { id: importErrorColumn.id, fullName: importErrorColumn.fullName }];
        return ok(await answerWorkbook(request, title, exportFileName(`${title}错误报告`, ctx.clock()), headers, list));
      },
    );
  }
}
