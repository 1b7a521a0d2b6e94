/**
 * The print-template calls beyond the standard resource ones (spec 001 section 7 "Print templates",
 * reference 4.18): `Selector`, `getListOptions`, `Fields`, `Data`, `BatchData`, copy, export, import,
 * the versions, and the print log (./print-log.ts). docs/print.md has who may call each.
 */
import type { FastifyInstance } from 'fastify';
import {
  printBatchLimit,
  printDevMessages as text,
  type PrintFieldsBody,
  type PrintOption,
  type PrintSourceType,
} from '../../api/print-dev';
import type { PrintDevInfo } from '../../schemas/resources/print-dev';
import type { ResourceDefinition } from '../../schemas/resources/define';
import { queryOne } from '../db/database';
import { newId } from '../db/ids';
import { saveExportFile } from '../exports/export-files';
import { badRequest, notFound, ok } from '../http/api-error';
import { dropEmptyQueryValues } from '../http/empty-query';
import { requireUser } from '../http/fastify-types';
import { createResource, resourceInfo } from '../resources/resource-store';
import { idParams, resourceRouteOptions } from '../resources/route-options';
import { printAccess, printTemplateOf, type PrintQuery } from './print-access';
import { printPages } from './print-data';
import { printFields } from './print-fields';
import { printLogRoutes } from './print-log';
import { buildTemplateFile, readTemplateFile } from './template-file';
import { checkedSource } from './template-source';
import { keepVersion, versionInfo, versionsOf } from './template-versions';
import {
  batchQuery,
  dataQuery,
  fieldsBody,
  fileAnswer,
  groupSchema,
  idAnswer,
  optionList,
  optionsBody,
  pageSchema,
  selectorQuery,
  versionRow,
} from './print-schemas';

interface SelectorNode {
  id: string;
  fullName: string;
  hasChildren: boolean;
  children: { id: string; fullName: string; enCode: string; type: PrintSourceType; hasChildren: false }[];
}

/** A copy's name or code: the original, shortened to leave room, then the suffix; at most 50 characters. */
const withSuffix = (value: string, suffix: string) => [...value].slice(0, 50 - suffix.length).join('') + suffix;

/** Ids from a list or a comma list, trimmed, each once, in order. */
const idsOf = (value: string | readonly string[]) => [
  ...new Set(
    (typeof value === 'string' ? [value] : value)
      .flatMap((item) => item.split(','))
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];

export async function printDevRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const { path, menu } = definition;
  const owner = { tag: definition.name, menu };
  const granted = (button: string) => ({ menu, button });

  app.get<{ Querystring: { type?: PrintSourceType; formId?: string } }>(
    `${path}/Selector`,
    {
      preValidation: dropEmptyQueryValues,
      ...resourceRouteOptions(
        owner,
        'signedIn',
        'The enabled templates by category (type: of forms 1 or interfaces 2; formId: of one form): designers choose printId and printIds',
        { querystring: selectorQuery },
      ),
    },
    async (request) => {
      const params: unknown[] = [];
      const where = ['enabled_mark = 1'];
      if (request.query.type) where.push(`type = $${params.push(request.query.type)}`);
      if (request.query.formId) where.push(`form_id = $${params.push(request.query.formId)}`);
      const rows = await db.query<{ id: string; fullName: string; enCode: string; type: PrintSourceType; category: string }>(
        `select id, full_name as "fullName", en_code as "enCode", type::int as type, category
           from print_template where ${where.join(' and ')} order by category, sort_code, full_name, id`,
        params,
      );
      const categories = new Map<string, SelectorNode>();
      for (const { category, ...row } of rows) {
        let node = categories.get(category);
        if (!node) categories.set(category, (node = { id: category, fullName: category, hasChildren: true, children: [] }));
        node.children.push({ ...row, hasChildren: false });
      }
      return ok({ list: [...categories.values()] });
    },
  );

  app.post<{ Body: { ids: string | string[] } }>(
    `${path}/getListOptions`,
    resourceRouteOptions(
      owner,
      'signedIn',
      "The chooser's templates: the enabled ones among ids, in their order ({list: [{id, fullName}]})",
      { body: optionsBody },
      optionList,
    ),
    async (request) => {
      const ids = idsOf(request.body.ids);
      const rows = await db.query<PrintOption>(
        'select id, full_name as "fullName" from print_template where enabled_mark = 1 and id = any($1::text[])',
        [ids],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ok({ list: ids.flatMap((id) => byId.get(id) ?? []) });
    },
  );

  app.post<{ Body: PrintFieldsBody }>(
    `${path}/Fields`,
    resourceRouteOptions(
      owner,
      { menu },
      "The fields a template's placeholders can name: {list: [{id: headTable or a child table, fullName, children: [{id, fullName}]}]}",
      { body: fieldsBody },
      { type: 'object', properties: { list: { type: 'array', items: groupSchema } } },
    ),
    async (request) => ok({ list: await printFields(ctx, request, request.body) }),
  );

  app.get<{ Querystring: PrintQuery }>(
    `${path}/Data`,
    {
      config: printAccess(db),
      schema: resourceRouteOptions(
        owner,
        'signedIn',
        "One record to print (formId: the record's id) with the template: {id, fullName, printTemplate, printData, operatorRecordList}",
        { querystring: dataQuery },
        pageSchema,
      ).schema,
    },
    async (request) => {
      const template = await printTemplateOf(db, request.query.id);
      const [page] = await printPages(ctx, request, template, [request.query.formId.trim()], request.query.menuId);
      return ok(page);
    },
  );

  app.get<{ Querystring: PrintQuery }>(
    `${path}/BatchData`,
    {
      config: printAccess(db, 'btn_batchPrint'),
      schema: resourceRouteOptions(
        owner,
        'signedIn',
        `Records to print one a page (formId: their ids, comma-joined, at most ${printBatchLimit}): a list of what Data answers`,
        { querystring: batchQuery },
        { type: 'array', items: pageSchema },
      ).schema,
    },
    async (request) => {
      const ids = idsOf(request.query.formId);
      if (!ids.length) throw badRequest(text.noRecord);
      if (ids.length > printBatchLimit) throw badRequest(text.tooMany);
      const template = await printTemplateOf(db, request.query.id);
      return ok(await printPages(ctx, request, template, ids, request.query.menuId));
    },
  );

  app.get<{ Params: { id: string } }>(
    `${path}/Version/:id`,
    resourceRouteOptions(
      owner,
      { menu },
      "The template's saved versions, newest first ({list})",
      { params: idParams },
      {
        type: 'object',
        properties: { list: { type: 'array', items: versionRow } },
      },
    ),
    async (request) => {
      await resourceInfo(db, definition, request.params.id);
      return ok({ list: await versionsOf(db, request.params.id) });
    },
  );

  app.get<{ Params: { id: string } }>(
    `${path}/Info/:id`,
    resourceRouteOptions(
      owner,
      { menu },
      'One saved version with its body (the editor loads it to save it again)',
      { params: idParams },
      {
        type: 'object',
        additionalProperties: true,
      },
    ),
    async (request) => {
      const version = await versionInfo(db, request.params.id);
      if (!version) throw notFound(text.versionNotFound);
      return ok(version);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${path}/:id/Actions/Copy`,
    resourceRouteOptions(
      owner,
      granted('btn_copy'),
      'Copies the template, disabled, with a new name and code (button btn_copy)',
      {
        params: idParams,
      },
      idAnswer,
    ),
    async (request) => {
      const original = await queryOne<{ fullName: string; enCode: string }>(
        db,
        'select full_name as "fullName", en_code as "enCode" from print_template where id = $1',
        [request.params.id],
      );
      if (!original) throw notFound(text.notFound);
      const id = newId();
      const suffix = id.slice(-5);
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into print_template (id, full_name, en_code, category, type, form_id, interface_id, print_template, description,
                                       sort_code, enabled_mark, creator_user_id)
           select $1, $2, $3, category, type, form_id, interface_id, print_template, description, sort_code, 0, $4
             from print_template where id = $5`,
          [
            id,
            withSuffix(original.fullName, `.副本${suffix}`),
            withSuffix(original.enCode, `_${suffix}`),
            requireUser(request.user).userId,
            request.params.id,
          ],
        );
        await keepVersion(tx, id);
      });
      return ok({ id }, text.copied);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${path}/:id/Actions/Export`,
    resourceRouteOptions(
      owner,
      granted('btn_download'),
      'Exports the template as a .json file: answers {url, name} (button btn_download)',
      {
        params: idParams,
      },
      fileAnswer,
    ),
    async (request) => {
      const info = (await resourceInfo(db, definition, request.params.id)) as unknown as PrintDevInfo;
      const now = ctx.clock();
      const content = JSON.stringify(buildTemplateFile(info, now), null, 2);
      const file = { fileName: `${info.fullName}.json`, contentType: 'application/json; charset=utf-8', content };
      return ok(await saveExportFile(db, file, requireUser(request.user).userId, now));
    },
  );

  app.post(
    `${path}/Actions/Import`,
    resourceRouteOptions(
      owner,
      granted('btn_upload'),
      'Imports an exported .json file (multipart, field file) as a new template (button btn_upload): answers {id}',
      { consumes: ['multipart/form-data'] },
      idAnswer,
    ),
    async (request) => {
      if (!request.isMultipart()) throw badRequest(text.importNoFile);
      const upload = await request.file();
      if (!upload) throw badRequest(text.importNoFile);
      if (!upload.filename.toLowerCase().endsWith('.json')) throw badRequest(text.importWrongFile);
      const info = readTemplateFile(await upload.toBuffer());
      const userId = requireUser(request.user).userId;
      const id = await db.transaction(async (tx) => {
        const created = await createResource(tx, definition, await checkedSource(tx, info), userId);
        await keepVersion(tx, created);
        return created;
      });
      return ok({ id }, text.imported);
    },
  );

  await printLogRoutes(app, definition);
}
