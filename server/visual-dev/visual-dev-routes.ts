/**
 * The calls of `visualdev/Base` beyond the standard ones (spec 001 section 7 "Visual development"):
 * copy, release, the two pickers' trees, the released form's fields and records, a definition's
 * export to and import from a `.bvd` file, and the code generator (./code-generator-routes.ts). Each
 * declares its access: the 功能设计 menu's buttons for what writes, the menu for what reads a
 * definition, every signed-in user for what forms use at run time.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forgetOnlineModels, onlineModel } from '../online/online-model';
import { idsOf, relatedMenus, relatedRecordsPage, type RelatedQuery } from '../online/related-records';
import { ensureReleasedIndexes } from '../online/release-indexes';
import { bvdExtension, fieldDataSelectMaxIds, visualDevMessages, visualDevPaths, type VisualDevReleaseBody } from '../../api/visual-dev';
import { formMessageFor } from '../../schemas/form-rules';
import type { ResourceDefinition } from '../../schemas/resources/define';
import type { VisualDevInfo } from '../../schemas/resources/visual-dev';
import { formDataFieldsOf } from '../../schemas/visual-dev-fields';
import { queryOne } from '../db/database';
import { saveExportFile } from '../exports/export-files';
import { badRequest, notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { withInputLimits } from '../http/input-limits';
import { describeValidation } from '../http/validation-message';
import { callerGrants } from '../resources/caller-grants';
import type { ResourceHooks } from '../resources/resource-routes';
import { createResource, resourceInfo } from '../resources/resource-store';
import { preparedValues, storeValues } from '../resources/resource-write';
import { idParams, listAnswer, resourceRouteOptions } from '../resources/route-options';
import { codeGeneratorRoutes } from './code-generator-routes';
import { copyDefinition } from './copy';
import { bodyOfFile, bvdOf } from './definition-file';
import { releaseDefinition } from './release';
import { menuSelectorTree, selectorTree, type SelectorQuery } from './selectors';

type IdParams = { Params: { id: string } };

const fileAnswer = { type: 'object', properties: { url: { type: 'string' }, name: { type: 'string' } } } as const;
const createdAnswer = { type: 'object', properties: { id: { type: 'string' } } } as const;
const pageQuery = {
  keyword: { type: 'string', maxLength: 100 },
  currentPage: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100000, default: 20 },
  sort: { type: 'string', enum: ['asc', 'desc'] },
  sidx: { type: 'string', maxLength: 100 },
  relationField: { type: 'string', maxLength: 100 },
  columnOptions: { type: 'string', maxLength: 5000 },
} as const;

/** The definition's released copy exists: answers its form (JSON text), refusing a draft or an unknown id. */
async function releasedForm(app: FastifyInstance, id: string): Promise<string | null> {
  const row = await queryOne<{ formData: string | null; released: boolean }>(
    app.ctx.db,
    `select v.form_data::text as "formData", v.id is not null as released from visual_dev r left join visual_dev_release v on v.id = r.id where r.id = $1`,
    [id],
  );
  if (!row) throw notFound(visualDevMessages.notFound);
  if (!row.released) throw badRequest(visualDevMessages.notReleased);
  return row.formData;
}

export async function visualDevRoutes(app: FastifyInstance, definition: ResourceDefinition, hooks: ResourceHooks): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const { path, menu } = definition;
  const owner = { tag: definition.name, menu };
  const userOf = (request: FastifyRequest) => requireUser(request.user).userId;

  app.get<{ Querystring: SelectorQuery }>(
    `${path}/Selector`,
    resourceRouteOptions(
      owner,
      'signedIn',
      'Enabled definitions by category, for pickers: webType (comma-separated) narrows them; isRelease: the released ones, as released',
      {
        querystring: {
          type: 'object',
          properties: { webType: { type: 'string', maxLength: 20 }, isRelease: { type: 'integer', minimum: 0, maximum: 1 } },
        },
      },
      listAnswer,
    ),
    async (request) => ok({ list: await selectorTree(db, request.query) }),
  );

  app.get(
    visualDevPaths.menuSelector,
    resourceRouteOptions(
      owner,
      { menu, button: 'btn_release' },
      'The systems with their directories: where a definition may be released to',
      {},
      listAnswer,
    ),
    async () => ok({ list: await menuSelectorTree(db) }),
  );

  app.get<IdParams & { Querystring: { filterType?: number } }>(
    `${path}/:id/FormDataFields`,
    resourceRouteOptions(
      owner,
      { menu },
      "The released form's main fields {label, vmodel} (no sub-tables or relation forms; filterType 1 also leaves out what a popup cannot pass on)",
      {
        params: idParams,
        querystring: { type: 'object', properties: { filterType: { type: 'integer', minimum: 0, maximum: 1, default: 0 } } },
      },
      {
        type: 'object',
        properties: {
          list: { type: 'array', items: { type: 'object', properties: { label: { type: 'string' }, vmodel: { type: 'string' } } } },
        },
      },
    ),
    async (request) => ok({ list: formDataFieldsOf(await releasedForm(app, request.params.id), request.query.filterType ?? 0) }),
  );

  app.get<IdParams & { Querystring: RelatedQuery }>(
    `${path}/:id/FieldDataSelect`,
    {
      // Not the menu's column grants: the columns are the related form's, chosen by the relation field.
      config: { access: { menusOf: (request: FastifyRequest) => relatedMenus(db, (request.params as { id: string }).id) } },
      schema: {
        ...resourceRouteOptions(
          owner,
          'signedIn',
          "A page of the released form's records for relation fields (keyword in relationField, columnOptions' values as text; ids: only those, at most 500), to the users of its menus and of the forms that relate to it",
          { params: idParams, querystring: { type: 'object', properties: { ...pageQuery, ids: { type: 'string', maxLength: 60_000 } } } },
          {
            type: 'object',
            properties: {
              list: { type: 'array', items: { type: 'object', additionalProperties: true } },
              pagination: {
                type: 'object',
                properties: { currentPage: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer' } },
              },
            },
          },
        ).schema,
      },
    },
    async (request) => {
      if ((idsOf(request.query.ids)?.length ?? 0) > fieldDataSelectMaxIds) throw badRequest(visualDevMessages.tooManyIds);
      await releasedForm(app, request.params.id);
      const model = await onlineModel(db, request.params.id);
      if (!model) throw badRequest(visualDevMessages.notReleased);
      return ok(await relatedRecordsPage(db, model, request.query));
    },
  );

  app.post<IdParams>(
    `${path}/:id/Actions/Copy`,
    resourceRouteOptions(
      owner,
      { menu, button: 'btn_copy' },
      'A draft copy named <name>副本<suffix> (button btn_copy)',
      { params: idParams },
      createdAnswer,
    ),
    async (request) => ok({ id: await copyDefinition(db, request.params.id, userOf(request)) }, visualDevMessages.copied),
  );

  app.post<IdParams & { Body: VisualDevReleaseBody }>(
    `${path}/:id/Actions/Release`,
    resourceRouteOptions(
      owner,
      { menu, button: 'btn_release' },
      'Releases the definition: the runtime reads this copy; its type-3 menu is made (or moved) under the directory, with the default buttons and the columns and fields as items (button btn_release)',
      {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['pcModuleParentId'],
          properties: {
            pcModuleParentId: { type: 'string', minLength: 1, maxLength: 40 },
            fullName: { type: 'string', maxLength: 50 },
            icon: { type: 'string', maxLength: 100 },
          },
        },
      },
      { type: 'object', properties: { menuId: { type: 'string' }, enCode: { type: 'string' }, urlAddress: { type: 'string' } } },
    ),
    async (request) => {
      const released = await db.transaction((tx) => releaseDefinition(tx, request.params.id, request.body, userOf(request)));
      // The menu tree and grants of every user may have changed: built afresh on their next call.
      ctx.access.invalidate();
      ctx.currentUserCache.clear();
      forgetOnlineModels();
      await ensureReleasedIndexes(db, request.params.id);
      return ok(released, visualDevMessages.released);
    },
  );

  app.get<IdParams>(
    `${path}/:id/Actions/Export`,
    resourceRouteOptions(
      owner,
      { menu },
      'The definition as a .bvd file (JSON): answers {url, name} to download',
      { params: idParams },
      fileAnswer,
    ),
    async (request) => {
      const info = (await resourceInfo(db, definition, request.params.id)) as unknown as VisualDevInfo;
      const now = ctx.clock();
      const content = JSON.stringify(bvdOf(info, now), null, 2);
      const fileName = `${info.fullName}${bvdExtension}`;
      return ok(await saveExportFile(db, { fileName, contentType: 'application/json; charset=utf-8', content }, userOf(request), now));
    },
  );

  // Checked as the create call checks its body: the same schema, messages, rules and hooks.
  const bodySchema = withInputLimits(definition.form.schema) as object;
  app.post(
    visualDevPaths.import,
    resourceRouteOptions(
      owner,
      { menu, button: 'btn_add' },
      'Imports a definition from a .bvd or .json file (multipart, field file) as a new draft (button btn_add)',
      { consumes: ['multipart/form-data'] },
      createdAnswer,
    ),
    async (request) => {
      if (!request.isMultipart()) throw badRequest(visualDevMessages.importNoFile);
      const upload = await request.file();
      if (!upload) throw badRequest(visualDevMessages.importNoFile);
      let content: Buffer;
      try {
        content = await upload.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(visualDevMessages.importTooLarge);
        throw error;
      }
      const name = upload.filename.toLowerCase();
      if (!name.endsWith(bvdExtension) && !name.endsWith('.json')) throw badRequest(visualDevMessages.importWrongFile);
      const body = bodyOfFile(content);
      const validate = request.compileValidationSchema(bodySchema, 'body');
      if (!validate(body)) {
        const issue = validate.errors![0]!;
        const field = issue.keyword === 'required' ? String(issue.params.missingProperty ?? '') : (issue.instancePath.split('/')[1] ?? '');
        throw badRequest(formMessageFor(definition.form.messages, field, issue.keyword) ?? describeValidation(issue, 'body', 'zh'));
      }
      const caller = requireUser(request.user);
      const values = preparedValues(definition, hooks, body, await callerGrants(ctx, definition, caller), ctx.clock());
      const id = await db.transaction((tx) =>
        storeValues(tx, hooks, values, undefined, (on, checked) => createResource(on, definition, checked, caller.userId), caller),
      );
      return ok({ id }, visualDevMessages.imported);
    },
  );

  await codeGeneratorRoutes(app, owner);
}
