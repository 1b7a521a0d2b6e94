/**
 * The runtime of released generated forms (`/api/visualdev/OnlineDev`, reference 2.11, 3.3, 3.4): the
 * configuration, the list, one record, create, update, delete, batch delete and a record's history.
 * Who may call is decided by the menus the form was released to (`menusOf`), and within them by the
 * caller's grants as for every resource: rows by data rules, columns and fields by grants, a write of a
 * hidden field refused. docs/online-dev.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkRecord } from '../../schemas/online/check-record';
import {
  onlineBatchDeleteBodySchema,
  onlineChildrenBodySchema,
  onlineExportBodySchema,
  onlineListBodySchema,
  onlineMessages as text,
  onlineRecordBodySchema,
  onlineTreePageSchema,
  type OnlineBatchDeleteBody,
  type OnlineExportBody,
  type OnlineListBody,
  type OnlineRecordBody,
} from '../../schemas/online/online-bodies';
import type { Queryable } from '../db/database';
import { pageOf } from '../db/paging';
import { saveExportRequest } from '../exports/export-files';
import { exportMaxRows } from '../imports/resource-export';
import { badRequest, notFound, ok } from '../http/api-error';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { refuseHiddenFields, withoutFields, type CallerGrants } from '../resources/caller-grants';
import type { SessionUser } from '../auth/sessions';
import { ruleListOf, superQueryOf } from './condition-query';
import { onlineListQuery } from './list-query';
import { onlineGrants, grantTarget } from './online-grants';
import { modelParams, onlineAccess, onlineBase, onlineIdParam, relationReadAccess, type ModelParams } from './online-access';
import { dataViewPage, refuseDataView } from './data-view';
import { displayRecords, exportColumns, onlineExportRequest } from './online-export';
import { onlineImportRoutes } from './online-import';
import { onlineModel, type OnlineModel } from './online-model';
import { recordView, viewedData, viewedForm } from './relation-access';
import { changesBetween, deleteRecords, historyOf, insertRecord, recordOf, updateRecord } from './record-store';
import { authorOf, createdValues, updatedValues } from './system-values';
import { treeLevelQuery, treeParentField } from './tree-list';

type RecordParams = { modelId: string; id: string };

const base = onlineBase;
const tags = ['online development'];
const idParam = onlineIdParam;
const recordParams = { type: 'object', required: ['modelId', 'id'], properties: { modelId: idParam, id: idParam } } as const;

export async function onlineDevRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  /** The released model of the request's `modelId`; a model never released has no menus, so no caller gets here. */
  const modelOf = async (request: FastifyRequest): Promise<OnlineModel> => {
    const model = await onlineModel(ctx.db, (request.params as ModelParams).modelId);
    if (!model) throw notFound(text.notReleased);
    return model;
  };
  const access = (button?: string) => onlineAccess(ctx.db, button);
  const relationReads = () => relationReadAccess(ctx.db);
  const schema = (summary: string, extra: object = {}) => ({
    tags,
    summary,
    security: bearerSecurity,
    response: standardResponses(),
    ...extra,
  });

  app.get<{ Params: ModelParams }>(
    `${base}/:modelId/Config`,
    {
      config: relationReads(),
      schema: schema(
        'The released form and list configuration (JSON text, as JNPF answers); through a relation field, the form of the fields it names and no list',
        { params: modelParams },
      ),
    },
    async (request) => {
      const model = await modelOf(request);
      const { relationFields } = await recordView(ctx, model, request.user!);
      return ok({
        id: model.id,
        fullName: model.fullName,
        webType: model.webType,
        type: 1,
        enableFlow: 0,
        formData: JSON.stringify(relationFields ? viewedForm(model.formData, relationFields) : model.formData),
        columnData: relationFields ? '{}' : JSON.stringify(model.columnData),
        appColumnData: model.appColumnData && !relationFields ? JSON.stringify(model.appColumnData) : null,
        interfaceId: model.interfaceId,
        interfaceParam: model.interfaceParam === null || model.interfaceParam === undefined ? null : JSON.stringify(model.interfaceParam),
      });
    },
  );

  app.post<{ Params: ModelParams; Body: OnlineListBody }>(
    `${base}/:modelId/List`,
    {
      config: access(),
      schema: schema('A page of records under the search form, the data rules and the sort: {list, pagination}', {
        params: modelParams,
        body: onlineListBodySchema,
      }),
    },
    async (request) => {
      const model = await modelOf(request);
      const grants = await onlineGrants(ctx, model, request.user!, request.body.menuId);
      // A data view (web type 4) lists what its data interface answers (./data-view.ts).
      if (model.webType === 4) return ok(await dataViewPage(ctx, request, model, request.body, grants));
      return ok(await listPage(ctx.db, model, request.body, grants, request.user!));
    },
  );

  app.post<{ Params: RecordParams; Body: OnlineListBody }>(
    `${base}/:modelId/List/:id`,
    {
      config: access(),
      schema: schema('A tree list (layout 5): the rows under a record the caller sees, under the same search, data rules and sort as List', {
        params: recordParams,
        body: onlineChildrenBodySchema,
        response: standardResponses(onlineTreePageSchema),
      }),
    },
    async (request) => {
      const model = await modelOf(request);
      if (!treeParentField(model)) throw badRequest(text.notTree);
      const grants = await onlineGrants(ctx, model, request.user!, request.body.menuId);
      if (!(await recordOf(ctx.db, model, request.params.id, grants.rowScope))) throw notFound(text.notFound);
      return ok(await listPage(ctx.db, model, request.body, grants, request.user!, request.params.id));
    },
  );

  // Spec 001 also names the same export `Actions/Export` (JNPF's older client).
  for (const action of ['ExportData', 'Export'])
    app.post<{ Params: ModelParams; Body: OnlineExportBody }>(
      `${base}/:modelId/Actions/${action}`,
      {
        config: access('btn_download'),
        schema: schema('The list under its query as .xlsx, the chosen columns as text: answers {name, url}, written as it is downloaded', {
          params: modelParams,
          body: onlineExportBodySchema,
        }),
      },
      async (request) => {
        const model = refuseDataView(await modelOf(request));
        const user = request.user!;
        const grants = await onlineGrants(ctx, model, user, request.body.menuId);
        const { selectKey } = request.body;
        const keys = (Array.isArray(selectKey) ? selectKey : selectKey.split(',')).map((key) => key.trim());
        if (!exportColumns(model, keys, grants.hiddenColumns).headers.length) throw badRequest(text.noColumns);
        const query = listQueryOf(model, request.body, grants, user);
        const { currentPage = 1, pageSize = model.list.pageSize } = request.body;
        const rows = isWholeList(model, request.body) ? 'all' : { offset: (currentPage - 1) * pageSize, limit: pageSize };
        const now = ctx.clock();
        return ok(
          await saveExportRequest(ctx.db, onlineExportRequest(model, query, rows, keys, grants.hiddenColumns, now), user.userId, now),
        );
      },
    );

  app.get<{ Params: RecordParams }>(
    `${base}/:modelId/:id`,
    {
      config: relationReads(),
      schema: schema('One record: {id, data} with data as JSON text (through a relation field, the fields it names)', {
        params: recordParams,
      }),
    },
    async (request) => {
      const model = await modelOf(request);
      const view = await recordView(ctx, model, request.user!);
      const record = await recordOf(ctx.db, model, request.params.id, view.grants.rowScope);
      if (!record) throw notFound(text.notFound);
      return ok({ id: record.id, data: JSON.stringify(viewedData(view, record.data)) });
    },
  );

  app.get<{ Params: RecordParams }>(
    `${base}/:modelId/:id/DataChange`,
    {
      config: relationReads(),
      schema: schema(
        'One record with its values as display text: {id, data} with data as JSON text (through a relation field, the fields it names)',
        { params: recordParams },
      ),
    },
    async (request) => {
      const model = await modelOf(request);
      const view = await recordView(ctx, model, request.user!);
      const record = await recordOf(ctx.db, model, request.params.id, view.grants.rowScope);
      if (!record) throw notFound(text.notFound);
      const keep = view.relationFields;
      const fields = keep ? model.fields.filter((field) => keep.has(field.vModel)) : model.fields;
      const [shown] = await displayRecords(ctx.db, fields, [viewedData(view, record.data)]);
      return ok({ id: record.id, data: JSON.stringify(shown) });
    },
  );

  app.post<{ Params: ModelParams; Body: OnlineRecordBody }>(
    `${base}/:modelId`,
    {
      config: access('btn_add'),
      schema: schema('Creates a record; the server fills the system fields', { params: modelParams, body: onlineRecordBodySchema }),
    },
    async (request) => {
      const model = refuseDataView(await modelOf(request));
      const grants = await onlineGrants(ctx, model, request.user!, request.body.menuId);
      const values = checkedValues(model, request.body.data, grants.hiddenFields);
      const author = await authorOf(ctx.db, request.user!);
      const now = ctx.clock();
      const id = await ctx.db.transaction(async (tx) => {
        const data = { ...values, ...(await createdValues(tx, model.fields, author, now)) };
        return insertRecord(tx, model, data, author, now);
      });
      return ok({ id }, text.created);
    },
  );

  app.put<{ Params: RecordParams; Body: OnlineRecordBody }>(
    `${base}/:modelId/:id`,
    {
      config: access('btn_edit'),
      schema: schema('Updates a record; hidden and system fields keep their stored values', {
        params: recordParams,
        body: onlineRecordBodySchema,
      }),
    },
    async (request) => {
      const model = refuseDataView(await modelOf(request));
      const grants = await onlineGrants(ctx, model, request.user!, request.body.menuId);
      const values = checkedValues(model, request.body.data, grants.hiddenFields);
      const author = await authorOf(ctx.db, request.user!);
      const now = ctx.clock();
      await ctx.db.transaction(async (tx) => {
        const stored = await recordOf(tx, model, request.params.id, grants.rowScope);
        if (!stored) throw notFound(text.notFound);
        const visible = Object.fromEntries(Object.entries(values).filter(([key]) => !grants.hiddenFields.has(key)));
        const data = { ...stored.data, ...visible, ...updatedValues(model.fields, author, now) };
        await updateRecord(tx, model, stored.id, data, changesBetween(model.fields, stored.data, data), author.userId, now);
      });
      return ok(null, text.updated);
    },
  );

  app.delete<{ Params: RecordParams }>(
    `${base}/:modelId/:id`,
    { config: access('btn_remove'), schema: schema('Deletes a record the caller may see', { params: recordParams }) },
    async (request) => {
      const model = refuseDataView(await modelOf(request));
      const grants = await onlineGrants(ctx, model, request.user!);
      const gone = await deleteRecords(ctx.db, model, [request.params.id], request.user!.userId, ctx.clock(), grants.rowScope);
      if (!gone) throw notFound(text.notFound);
      return ok(null, text.deleted);
    },
  );

  app.post<{ Params: ModelParams; Body: OnlineBatchDeleteBody }>(
    `${base}/batchDelete/:modelId`,
    {
      config: access('btn_batchRemove'),
      schema: schema('Deletes the listed records the caller may see', { params: modelParams, body: onlineBatchDeleteBodySchema }),
    },
    async (request) => {
      const model = refuseDataView(await modelOf(request));
      const grants = await onlineGrants(ctx, model, request.user!, request.body.menuId);
      const ids = [...new Set(request.body.ids)];
      const gone = await deleteRecords(ctx.db, model, ids, request.user!.userId, ctx.clock(), grants.rowScope);
      if (!gone) throw notFound(text.notFound);
      return ok({ deleted: gone }, text.deleted);
    },
  );

  app.get<{ Params: RecordParams }>(
    `${base}/:modelId/:id/DataLog`,
    {
      config: access(),
      schema: schema("A record's change history, newest first: who changed which field from what to what", { params: recordParams }),
    },
    async (request) => {
      const model = await modelOf(request);
      const grants = await onlineGrants(ctx, model, request.user!);
      if (!(await recordOf(ctx.db, model, request.params.id, grants.rowScope))) {
        const existed = await ctx.db.query('select 1 from online_record_log where model_id = $1 and record_id = $2 and type = 2 limit 1', [
          model.id,
          request.params.id,
        ]);
        if (!existed.length) throw notFound(text.notFound);
      }
      const lines = await historyOf(ctx.db, model.id, request.params.id);
      const hidden = grants.hiddenFields;
      return ok(lines.map((line) => ({ ...line, changes: line.changes.filter((change) => !hidden.has(change.field)) })));
    },
  );

  await onlineImportRoutes(app);
}

/** A page of the list (every row, up to the largest page, for exports and lists without paging). */
/** The list's SQL under the body's search, advanced query and sort, the caller's data rules and the list's filter rules. */
function listQueryOf(model: OnlineModel, body: OnlineListBody, grants: CallerGrants, user: SessionUser) {
  return onlineListQuery(
    model,
    { queryJson: jsonObject(body.queryJson), superQuery: superQueryOf(body.superQueryJson), sidx: body.sidx, sort: body.sort },
    {
      rowScope: grants.rowScope,
      hidden: grants.hiddenColumns,
      ruleList: ruleListOf(model),
      caller: user,
    },
  );
}

/** Every row, not a page: an export of all, a list without paging, a grouped list. */
const isWholeList = (model: OnlineModel, body: OnlineListBody) => body.dataType === '1' || !model.list.hasPage || model.list.type === 3;

/**
 * A page of the list (every row, up to the largest page, for lists without paging). A tree list
 * (layout 5, ./tree-list.ts) answers one level: the top, or the rows under record `parentId`.
 */
async function listPage(db: Queryable, model: OnlineModel, body: OnlineListBody, grants: CallerGrants, user: SessionUser, parentId?: string) {
  const all = isWholeList(model, body);
  const parentField = treeParentField(model);
  const query = listQueryOf(model, body, grants, user);
  const page = await pageOf<{ id: string; data: Record<string, unknown>; hasChildren?: boolean }>(
    db,
    parentField ? treeLevelQuery(query, model.storage, parentField, parentId) : query,
    { currentPage: all ? 1 : (body.currentPage ?? 1), pageSize: all ? exportMaxRows : (body.pageSize ?? model.list.pageSize) },
  );
  const tree = parentField !== undefined;
  return {
    list: page.list.map((row) => ({
      ...withoutFields(row.data, grants.hiddenColumns),
      id: row.id,
      ...(tree ? { hasChildren: row.hasChildren === true } : {}),
    })),
    pagination: page.pagination,
  };
}

/** The body's values, checked against the form; a hidden field set by the body is refused. */
function checkedValues(model: OnlineModel, data: string | Record<string, unknown>, hidden: ReadonlySet<string>): Record<string, unknown> {
  const parsed = typeof data === 'string' ? jsonObject(data) : data;
  refuseHiddenFields(grantTarget(model, ''), parsed, hidden);
  const checked = checkRecord(model.fields, parsed);
  const [problem] = checked.problems;
  if (problem) throw badRequest(problem.message);
  return checked.values;
}

/** JSON text of an object; an empty text is an empty object; anything else answers 400. */
function jsonObject(textValue: string | undefined): Record<string, unknown> {
  if (!textValue?.trim()) return {};
  try {
    const value = JSON.parse(textValue) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw badRequest(text.badData);
}
