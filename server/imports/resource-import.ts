/**
 * The spreadsheet import of a resource definition (`actions.import`): its form's fields as columns,
 * each row checked with the same JSON Schema (the same Ajv, coercion and defaults) and rules as the
 * create call, stored as the create call stores a body: `beforeWrite`, the insert, `afterWrite`, then
 * `afterSave` once committed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../schemas/resources/define';
import { formMessageFor } from '../../schemas/form-rules';
import { badRequest } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { withInputLimits } from '../http/input-limits';
import { describeValidation } from '../http/validation-message';
import { callerGrants } from '../resources/caller-grants';
import { resourceRouteOptions } from '../resources/route-options';
import type { ResourceHooks } from '../resources/resource-routes';
import { createResource } from '../resources/resource-store';
import { preparedValues, storeValues } from '../resources/resource-write';
import { formColumns } from './form-columns';
import type { ImportSession, ImportTarget } from './import-model';
import { importRoutes } from './import-routes';

/** An Ajv error, as Fastify's validators report it. */
interface Issue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** A schema violation as the create call words it, the field named by its column title. */
function schemaMessage(definition: ResourceDefinition, titles: Record<string, string>, issue: Issue): string {
  const field = issue.keyword === 'required' ? String(issue.params.missingProperty ?? '') : (issue.instancePath.split('/')[1] ?? '');
  const label = titles[field] ?? field;
  const named =
    issue.keyword === 'required'
      ? { keyword: issue.keyword, instancePath: '', params: { ...issue.params, missingProperty: label } }
      : { keyword: issue.keyword, instancePath: `/${label}`, params: issue.params };
  return formMessageFor(definition.form.messages, field, issue.keyword) ?? describeValidation(named, 'body', 'zh');
}

export async function resourceImportRoutes(app: FastifyInstance, definition: ResourceDefinition, hooks: ResourceHooks): Promise<void> {
  const { ctx } = app;
  const settings = definition.actions.import!;
  const allColumns = formColumns(definition.form.schema, definition.form.uiSchema, settings.fields);
  const titles = Object.fromEntries(allColumns.map((column) => [column.id, column.fullName]));
  // One object, so that each route compiles it once (Fastify caches a route's validators by schema).
  const bodySchema = withInputLimits(definition.form.schema) as object;

  const open = async (request: FastifyRequest): Promise<ImportSession> => {
    const grants = await callerGrants(ctx, definition, requireUser(request.user));
    const validate = request.compileValidationSchema(bodySchema, 'body');
    return {
      title: settings.title,
      columns: allColumns.filter((column) => !grants.hiddenFields.has(column.id)),
      check(values) {
        const body = structuredClone(values);
        if (!validate(body)) {
          const issue = validate.errors?.[0] as Issue | undefined;
          throw badRequest(
            issue
              ? schemaMessage(definition, titles, issue)
              : describeValidation({ keyword: '', instancePath: '', params: {} }, 'body', 'zh'),
          );
        }
        return preparedValues(definition, hooks, body, grants, ctx.clock());
      },
      store: (tx, values, caller) =>
        storeValues(tx, hooks, values, undefined, (on, checked) => createResource(on, definition, checked, caller.userId), caller),
      async afterCommit(ids) {
        for (const id of ids) await hooks.afterSave?.(ctx, id);
      },
    };
  };

  const target: ImportTarget = {
    path: definition.path,
    tag: definition.name,
    routeConfig(button) {
      const buttonCode = button === 'upload' ? settings.button : settings.downloadButton;
      return {
        config: resourceRouteOptions({ tag: definition.name, menu: definition.menu }, { menu: definition.menu, button: buttonCode }, '')
          .config,
        buttonCode,
      };
    },
    fileModule: () => definition.path,
    open,
  };
  await importRoutes(app, target);
}
