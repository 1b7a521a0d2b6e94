/**
 * The standard routes of a resource definition, each with its access, its body, query and path schemas
 * and the schema of its answer, served by the generic store. A resource's exceptions are hooks and
 * extra routes (`ResourceHooks`), written the normal Fastify way.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceListQuery } from '../../api/resource-client';
import type { ResourceDefinition } from '../../schemas/resources/define';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { ok } from '../http/api-error';
import { dropEmptyQueryValues } from '../http/empty-query';
import { requireUser } from '../http/fastify-types';
import type { RouteAccess } from '../http/route-access';
import { resourceExportRoutes } from '../imports/resource-export';
import { resourceImportRoutes } from '../imports/resource-import';
import { callerGrants, withoutFields, type CallerGrants } from './caller-grants';
import {
  assertRowInScope,
  createResource,
  deleteResource,
  listResource,
  resourceInfo,
  selectorRows,
  toggleResourceState,
  updateResource,
  type ResourceRow,
} from './resource-store';
import { resourceSchemas } from './resource-schemas';
import { resourceRouteOptions } from './route-options';
import { preparedValues, storeValues } from './resource-write';

export interface ResourceHooks {
  /** Refuses a delete (throw an ApiError with the message), e.g. while rows still refer to it. */
  beforeDelete?(db: Queryable, id: string, caller: SessionUser): Promise<void>;
  /**
   * The values stored for a body that the server computes (a bill rule's example), from the body once
   * its schema and rules passed and the clock's time; `beforeWrite` and the write get the result.
   */
  derive?(body: ResourceRow, now: Date): ResourceRow;
  /**
   * Checks a body beyond its schema before it is stored (`id` is undefined when creating); may answer
   * the values to store instead (a parent id written the stored way).
   */
  beforeWrite?(db: Queryable, body: ResourceRow, id: string | undefined, caller: SessionUser): Promise<ResourceRow | void>;
  /**
   * Keeps derived data in step after a create or an update (`id` is the stored row's; `values` what was
   * stored, without the fields the caller may not set), in the same transaction as the write and `beforeWrite`.
   */
  afterWrite?(db: Queryable, id: string, values: ResourceRow, created: boolean): Promise<void>;
  /** Completes the info answer with what is not a column (a user's organisations and roles). */
  afterInfo?(db: Queryable, row: ResourceRow): Promise<ResourceRow>;
  /** Refuses a state change (the administrator cannot be disabled). */
  beforeState?(db: Queryable, id: string, caller: SessionUser): Promise<void>;
  /** Acts on a state change once stored (a disabled user's sessions end on every replica). */
  afterState?(ctx: AppContext, id: string, enabledMark: 0 | 1): Promise<void>;
  /** Acts on a create or an update once stored (caches of what the row grants). */
  afterSave?(ctx: AppContext, id: string): Promise<void> | void;
  /** Acts on a delete once stored. */
  afterDelete?(ctx: AppContext, id: string): Promise<void>;
  /** What `{path}/Selector` answers in `data.list`, when not the enabled rows (a tree, say). */
  selectorList?(db: Queryable): Promise<unknown[]>;
  /**
   * Menus that show the request's target besides the definition's: their same button also grants
   * the writes, the delete and the state (a dictionary entry in a type-4 menu of its category).
   */
  alsoMenusOf?(request: FastifyRequest): Promise<string[]>;
  /** Calls of this resource beyond the standard ones. */
  extraRoutes?(app: FastifyInstance, definition: ResourceDefinition): Promise<void>;
}

type IdParams = { Params: { id: string } };

export function resourceRoutes(definition: ResourceDefinition, hooks: ResourceHooks = {}) {
  return async function registerResource(app: FastifyInstance): Promise<void> {
    const { ctx } = app;
    const { db } = ctx;
    const { path, menu, actions, form } = definition;
    const schemas = resourceSchemas(definition);
    const owner = { tag: definition.name, menu };
    const route = (access: RouteAccess, summary: string, schema: object, data: object) => {
      const options = resourceRouteOptions(owner, access, summary, schema, data);
      return { ...options, config: { ...options.config, messages: form.messages } };
    };
    /** The menu's grant (with a button), or the same grant of one of the definition's `alsoMenus`. */
    const alsoMenus = definition.alsoMenus ?? [];
    const { alsoMenusOf } = hooks;
    const orMenusOf = alsoMenusOf
      ? async (request: FastifyRequest) => [...alsoMenus, ...(await alsoMenusOf(request))]
      : alsoMenus.length
        ? async () => alsoMenus
        : undefined;
    const granted = (button?: string): RouteAccess => ({ menu, ...(button ? { button } : {}), ...(orMenusOf ? { orMenusOf } : {}) });
    /** Who may read the info (the list's readers, or everyone signed in with `infoAccess`). */
    const read: RouteAccess = definition.infoAccess ?? definition.readAccess ?? granted();
    const userOf = (request: FastifyRequest) => requireUser(request.user).userId;
    /** The caller's grants on this resource (columns, fields, rows), for routes its menu guards. */
    const grantsOf = (request: FastifyRequest): Promise<CallerGrants> => callerGrants(ctx, definition, requireUser(request.user));
    /** The row's id, once the caller's data rules show it to them (else not found). */
    const inScope = async (request: FastifyRequest & { params: { id: string } }, grants?: CallerGrants) => {
      await assertRowInScope(db, definition, request.params.id, (grants ?? (await grantsOf(request))).rowScope);
      return request.params.id;
    };
    /**
     * Checks the body (fields the caller may not set refused, then left out), derives the stored values,
     * writes them and runs `afterWrite`: one transaction when there are write hooks.
     */
    const write = async (
      body: ResourceRow,
      id: string | undefined,
      store: (tx: Queryable, values: ResourceRow, kept: ReadonlySet<string>) => Promise<string>,
      grants: CallerGrants,
      caller: SessionUser,
    ) => {
      const values = preparedValues(definition, hooks, body, grants, ctx.clock());
      const work = (tx: Queryable) => storeValues(tx, hooks, values, id, (on, checked) => store(on, checked, grants.hiddenFields), caller);
      return hooks.beforeWrite || hooks.afterWrite ? db.transaction(work) : work(db);
    };
    /** Grants apply where the menu guards the call; a read open to every signed-in user sees every row and field. */
    const readGrants = async (request: FastifyRequest): Promise<CallerGrants | undefined> =>
      definition.readAccess ? undefined : grantsOf(request);

    if (actions.list) {
      app.get<{ Querystring: ResourceListQuery }>(
        path,
        {
          preValidation: dropEmptyQueryValues,
          ...route(
            definition.readAccess ?? { menu },
            'One page: keyword, filters, sort and sidx',
            { querystring: schemas.listQuery },
            schemas.page,
          ),
        },
        async (request) => {
          const grants = await readGrants(request);
          const page = await listResource(db, definition, request.query, {
            unsearchable: grants?.hiddenColumns,
            rowScope: grants?.rowScope,
          });
          return ok(
            grants?.hiddenColumns.size ? { ...page, list: page.list.map((row) => withoutFields(row, grants.hiddenColumns)) } : page,
          );
        },
      );
    }
    if (typeof actions.selector === 'object') {
      app.get<{ Querystring: ResourceListQuery }>(
        `${path}/Selector`,
        {
          preValidation: dropEmptyQueryValues,
          ...route(
            'signedIn',
            "One page of the enabled rows, for pickers: the list's query",
            { querystring: schemas.listQuery },
            schemas.page,
          ),
        },
        async (request) => ok(await listResource(db, definition, request.query, { enabledOnly: true })),
      );
    } else if (actions.selector) {
      app.get(`${path}/Selector`, route('signedIn', 'Enabled rows for pickers', {}, schemas.list), async () =>
        ok({ list: hooks.selectorList ? await hooks.selectorList(db) : await selectorRows(db, definition) }),
      );
      app.get(`${path}/All`, route('signedIn', 'Every enabled row', {}, schemas.list), async () =>
        ok({ list: await selectorRows(db, definition) }),
      );
    }
    if (actions.info) {
      app.get<IdParams>(
        `${path}/:id${actions.info === true ? '' : (actions.info.suffix ?? '')}`,
        route(read, 'One row, for the dialog', { params: schemas.idParams }, schemas.row),
        async (request) => {
          const grants = definition.infoAccess ? undefined : await readGrants(request);
          if (grants) await inScope(request, grants);
          const row = await resourceInfo(db, definition, request.params.id);
          const completed = hooks.afterInfo ? await hooks.afterInfo(db, row) : row;
          return ok(grants ? withoutFields(completed, grants.hiddenFields) : completed);
        },
      );
    }
    if (actions.create) {
      app.post<{ Body: ResourceRow }>(
        path,
        route(granted(actions.create.button), `Creates one (button ${actions.create.button})`, { body: form.schema }, schemas.created),
        async (request) => {
          const grants = await grantsOf(request);
          const id = await write(
            request.body,
            undefined,
            (tx, values) => createResource(tx, definition, values, userOf(request)),
            grants,
            requireUser(request.user),
          );
          await hooks.afterSave?.(ctx, id);
          return ok({ id }, '新建成功');
        },
      );
    }
    if (actions.update) {
      app.put<IdParams & { Body: ResourceRow }>(
        `${path}/:id`,
        route(
          granted(actions.update.button),
          `Updates one (button ${actions.update.button})`,
          { params: schemas.idParams, body: form.schema },
          { type: 'null' },
        ),
        async (request) => {
          const grants = await grantsOf(request);
          const id = await inScope(request, grants);
          await write(
            request.body,
            id,
            async (tx, values, kept) => {
              await updateResource(tx, definition, id, values, userOf(request), kept);
              return id;
            },
            grants,
            requireUser(request.user),
          );
          await hooks.afterSave?.(ctx, id);
          return ok(null, '修改成功');
        },
      );
    }
    if (actions.delete) {
      app.delete<IdParams>(
        `${path}/:id`,
        route(
          granted(actions.delete.button),
          `Deletes one (button ${actions.delete.button})`,
          { params: schemas.idParams },
          { type: 'null' },
        ),
        async (request) => {
          const id = await inScope(request);
          await resourceInfo(db, definition, id);
          await hooks.beforeDelete?.(db, id, requireUser(request.user));
          await deleteResource(db, definition, id, userOf(request));
          await hooks.afterDelete?.(ctx, id);
          return ok(null, '删除成功');
        },
      );
    }
    if (actions.state) {
      app.put<IdParams>(
        `${path}/:id/Actions/State`,
        route(
          granted(actions.state.button),
          `Flips enabledMark (button ${actions.state.button})`,
          { params: schemas.idParams },
          schemas.state,
        ),
        async (request) => {
          const id = await inScope(request);
          await hooks.beforeState?.(db, id, requireUser(request.user));
          const enabledMark = await toggleResourceState(db, definition, id, userOf(request));
          await hooks.afterState?.(ctx, id, enabledMark);
          return ok({ enabledMark }, '更新成功');
        },
      );
    }
    if (actions.import) await resourceImportRoutes(app, definition, hooks);
    if (actions.exportExcel) await resourceExportRoutes(app, definition);
    await hooks.extraRoutes?.(app, definition);
  };
}
