/**
 * The data-interface calls beyond the standard resource ones (spec 001 "Data interfaces", reference
 * 4.16): running an interface (Preview, the pickers' List and InfoByIds, GetFields), its parameters,
 * the enabled interfaces for pickers (getList), copy, export and import, and the call log.
 *
 * Running is for every signed-in user: a generated form of any menu runs the interfaces its fields use
 * (options, popup pickers), and which forms use which interface is not known to the server yet. An
 * interface's SQL runs with the platform's rights, so writing one is for administrators granted
 * btn_add / btn_edit of the menu (docs/data-interfaces.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  dataInterfaceLogPath,
  dataInterfaceMessages as text,
  type DataInterfaceCallParam,
  type DataInterfaceInfoByIdsBody,
  type DataInterfaceListBody,
} from '../../api/data-interface';
import type { ResourceListQuery } from '../../api/resource-client';
import type { DataInterfaceInfo } from '../../schemas/resources/data-interface';
import type { ResourceDefinition } from '../../schemas/resources/define';
import { queryOne } from '../db/database';
import { newId } from '../db/ids';
import { saveExportFile } from '../exports/export-files';
import { badRequest, notFound, ok } from '../http/api-error';
import { dropEmptyQueryValues } from '../http/empty-query';
import { requireUser } from '../http/fastify-types';
import { granteeOf } from '../permissions/grants';
import { resourceSchemas } from '../resources/resource-schemas';
import { createResource, listResource, resourceInfo } from '../resources/resource-store';
import { idParams, resourceRouteOptions } from '../resources/route-options';
import { logRowSchema, runLog, type LogQuery } from './call-log';
import { buildInterfaceFile, readInterfaceFile } from './interface-file';
import { parseParameters } from './interface-store';
import { runLogged } from './run-interface';
import { fieldsOf, pageOfRows, rowsByIds, rowsOf } from './rows';

const paramList = {
  type: 'array',
  maxItems: 100,
  items: {
    type: 'object',
    properties: {
      field: { type: 'string', maxLength: 100 },
      name: { type: 'string', maxLength: 100 },
      defaultValue: {},
      relationField: { type: 'string', maxLength: 200 },
    },
  },
} as const;

const runBody = { type: 'object', additionalProperties: false, properties: { paramList } } as const;

const listBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    interfaceId: { type: 'string', maxLength: 40 },
    propsValue: { type: 'string', maxLength: 100 },
    relationField: { type: 'string', maxLength: 100 },
    columnOptions: { type: 'string', maxLength: 2000 },
    paramList,
    keyword: { type: 'string', maxLength: 100 },
    currentPage: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100000 },
  },
} as const;

const infoByIdsBody = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: {
    ids: { type: 'array', maxItems: 1000, items: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }] } },
    interfaceId: { type: 'string', maxLength: 40 },
    propsValue: { type: 'string', maxLength: 100 },
    relationField: { type: 'string', maxLength: 100 },
    paramList,
  },
} as const;

const logQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    currentPage: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100000, default: 20 },
  },
} as const;

const anyList = { type: 'array', items: {} } as const;
const pageAnswer = (row: object) => ({
  type: 'object',
  properties: {
    list: { type: 'array', items: row },
    pagination: {
      type: 'object',
      properties: { currentPage: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer' } },
    },
  },
});
const fileAnswer = { type: 'object', properties: { url: { type: 'string' }, name: { type: 'string' } } } as const;
const parameterAnswer = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      field: { type: 'string' },
      dataType: { type: 'string' },
      defaultValue: { type: 'string' },
      required: { type: 'integer' },
      fieldName: { type: 'string' },
    },
  },
} as const;

type IdRoute<Body = unknown> = { Params: { id: string }; Body: Body };

/** A copy's name or code: the original, shortened to leave room, then the suffix; at most 50 characters. */
const withSuffix = (value: string, suffix: string) => [...value].slice(0, 50 - suffix.length).join('') + suffix;

export async function dataInterfaceRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const { path, menu } = definition;
  const owner = { tag: definition.name, menu };
  const granted = (button: string) => ({ menu, button });
  /** Those who test interfaces may run a disabled one. */
  const mayRunDisabled = (request: FastifyRequest) => ctx.access.hasButton(granteeOf(requireUser(request.user)), menu, 'btn_preview');
  const run = async (request: FastifyRequest<{ Params: { id: string } }>, type: string, params?: readonly DataInterfaceCallParam[]) =>
    runLogged(ctx, request, request.params.id, { type, paramList: params, mayRunDisabled: await mayRunDisabled(request) });

  app.post<IdRoute<{ paramList?: DataInterfaceCallParam[] }>>(
    `${path}/:id/Actions/Preview`,
    resourceRouteOptions(
      owner,
      'signedIn',
      "Runs the interface with paramList ({field or name, defaultValue}) and answers its data (a form's options; the test dialog). Logged",
      { params: idParams, body: runBody },
      {},
    ),
    async (request) => ok(await run(request, 'Preview', request.body.paramList)),
  );

  const list = async (request: FastifyRequest<IdRoute<DataInterfaceListBody>>) =>
    ok(pageOfRows(rowsOf(await run(request, 'List', request.body.paramList)), request.body));
  const listOptions = resourceRouteOptions(
    owner,
    'signedIn',
    'Popup and list pickers: the rows matching keyword in columnOptions, one page ({list, pagination}). Logged',
    { params: idParams, body: listBody },
    pageAnswer({}),
  );
  // Spec 001 writes Action/List, reference 4.16 Actions/List: both are served.
  app.post(`${path}/:id/Action/List`, listOptions, list);
  app.post(`${path}/:id/Actions/List`, listOptions, list);

  const byIds = async (request: FastifyRequest<IdRoute<DataInterfaceInfoByIdsBody>>) => {
    const rows = rowsOf(await run(request, 'InfoByIds', request.body.paramList));
    return ok(rowsByIds(rows, request.body.ids, request.body.propsValue || 'id'));
  };
  const byIdsOptions = resourceRouteOptions(
    owner,
    'signedIn',
    'Saved values shown again: the rows whose propsValue field is one of ids (an array). Logged',
    { params: idParams, body: infoByIdsBody },
    anyList,
  );
  app.post(`${path}/:id/Action/InfoByIds`, byIdsOptions, byIds);
  app.post(`${path}/:id/Actions/InfoByIds`, byIdsOptions, byIds);

  app.post<IdRoute<{ paramList?: DataInterfaceCallParam[] }>>(
    `${path}/:id/Actions/GetFields`,
    resourceRouteOptions(
      owner,
      'signedIn',
      'Runs the interface and answers the field names of its rows (designers choose columns from them). Logged',
      { params: idParams, body: runBody },
      { type: 'array', items: { type: 'string' } },
    ),
    async (request) => ok(fieldsOf(await run(request, 'GetFields', request.body.paramList))),
  );

  app.get<{ Params: { id: string } }>(
    `${path}/GetParam/:id`,
    resourceRouteOptions(
      owner,
      'signedIn',
      'The parameters the interface declares (templateJson of the fields that use it)',
      { params: idParams },
      parameterAnswer,
    ),
    async (request) => {
      const row = await queryOne<{ parameters: string }>(db, 'select request_parameters as parameters from data_interface where id = $1', [
        request.params.id,
      ]);
      if (!row) throw notFound(text.notFound);
      return ok(parseParameters(row.parameters));
    },
  );

  const schemas = resourceSchemas(definition);
  app.get<{ Querystring: ResourceListQuery }>(
    `${path}/getList`,
    {
      preValidation: dropEmptyQueryValues,
      ...resourceRouteOptions(
        owner,
        'signedIn',
        'The enabled interfaces, one page (keyword, category, dataType): the interface picker of form designers',
        { querystring: schemas.listQuery },
        schemas.page,
      ),
    },
    async (request) => ok(await listResource(db, definition, request.query, { enabledOnly: true })),
  );

  app.post<{ Params: { id: string } }>(
    `${path}/:id/Actions/Copy`,
    resourceRouteOptions(
      owner,
      granted('btn_copy'),
      'Copies the interface, disabled, with a new name and code (button btn_copy)',
      { params: idParams },
      {
        type: 'object',
        properties: { id: { type: 'string' } },
      },
    ),
    async (request) => {
      const original = await queryOne<{ fullName: string; enCode: string }>(
        db,
        'select full_name as "fullName", en_code as "enCode" from data_interface where id = $1',
        [request.params.id],
      );
      if (!original) throw notFound(text.notFound);
      const id = newId();
      const suffix = id.slice(-5);
      await db.query(
        `insert into data_interface (id, full_name, en_code, category, data_type, request_method, query, request_parameters,
                                     description, sort_code, enabled_mark, creator_user_id)
         select $1, $2, $3, category, data_type, request_method, query, request_parameters, description, sort_code, 0, $4
           from data_interface where id = $5`,
        [
          id,
          withSuffix(original.fullName, `.副本${suffix}`),
          withSuffix(original.enCode, `_${suffix}`),
          requireUser(request.user).userId,
          request.params.id,
        ],
      );
      return ok({ id }, text.copied);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${path}/:id/Action/Export`,
    resourceRouteOptions(
      owner,
      granted('btn_download'),
      'Exports the interface as a .json file: answers {url, name} to download (button btn_download)',
      { params: idParams },
      fileAnswer,
    ),
    async (request) => {
      const info = (await resourceInfo(db, definition, request.params.id)) as unknown as DataInterfaceInfo;
      info.requestParameters = await storedParameters(request.params.id);
      const now = ctx.clock();
      const file = buildInterfaceFile(info, now);
      const content = JSON.stringify(file, null, 2);
      return ok(
        await saveExportFile(
          db,
          { fileName: `${info.fullName}.json`, contentType: 'application/json; charset=utf-8', content },
          requireUser(request.user).userId,
          now,
        ),
      );
    },
  );

  app.post(
    `${path}/Action/Import`,
    resourceRouteOptions(
      owner,
      granted('btn_add'),
      'Imports an exported .json file (multipart, field file) as a new interface (button btn_add): answers {id}',
      { consumes: ['multipart/form-data'] },
      { type: 'object', properties: { id: { type: 'string' } } },
    ),
    async (request) => {
      if (!request.isMultipart()) throw badRequest(text.importNoFile);
      const upload = await request.file();
      if (!upload) throw badRequest(text.importNoFile);
      if (!upload.filename.toLowerCase().endsWith('.json')) throw badRequest(text.importWrongFile);
      const info = readInterfaceFile(await upload.toBuffer());
      const values = { ...info, requestParameters: JSON.stringify(info.requestParameters ?? []) };
      const id = await createResource(db, definition, values, requireUser(request.user).userId);
      return ok({ id }, text.imported);
    },
  );

  app.get<{ Params: { id: string }; Querystring: LogQuery }>(
    `${dataInterfaceLogPath}/:id`,
    {
      preValidation: dropEmptyQueryValues,
      ...resourceRouteOptions(
        owner,
        granted('btn_log'),
        'The call log of the interface, newest first, one page (keyword: caller or address) (button btn_log)',
        { params: idParams, querystring: logQuery },
        pageAnswer(logRowSchema),
      ),
    },
    async (request) => {
      await resourceInfo(db, definition, request.params.id);
      return ok(await runLog(db, request.params.id, request.query));
    },
  );

  async function storedParameters(id: string) {
    const row = await queryOne<{ parameters: string }>(db, 'select request_parameters as parameters from data_interface where id = $1', [
      id,
    ]);
    return parseParameters(row?.parameters);
  }
}
