/** JSON Schemas of a resource's queries and answers, derived from its definition (OpenAPI shows them). */
import type { ResourceDefinition, ResourceValueType } from '../../schemas/resources/define';
import { fieldsIn, type ResourceView } from './resource-store';
import { idParams, listAnswer } from './route-options';

const jsonTypeOf: Record<ResourceValueType, string> = { text: 'string', integer: 'integer', time: 'number' };

/**
 * A row as a view answers it: its fields, and for the dialog (info) also the form's values that are not
 * columns (a user's organisations, which a hook's `afterInfo` adds), typed as the form types them.
 */
export function rowSchema(definition: ResourceDefinition, view: ResourceView) {
  const properties: Record<string, object> = Object.fromEntries(
    fieldsIn(definition, view).map(([name, field]) => [name, { type: [jsonTypeOf[field.type], 'null'] }]),
  );
  if (view === 'info') {
    for (const [name, property] of Object.entries(definition.form.schema.properties ?? {})) {
      if (name in properties || typeof property !== 'object') continue;
      properties[name] = property.type === 'array' ? { type: 'array', items: property.items ?? {} } : { type: property.type ?? 'string' };
    }
  }
  return { type: 'object', properties } as const;
}

export function resourceSchemas(definition: ResourceDefinition) {
  const listRow = rowSchema(definition, 'list');
  const filters = Object.fromEntries(Object.keys(definition.list.filters ?? {}).map((name) => [name, { type: 'string', maxLength: 100 }]));
  return {
    listQuery: {
      type: 'object',
      properties: {
        keyword: { type: 'string', maxLength: 100 },
        currentPage: { type: 'integer', minimum: 1, default: 1 },
        // Up to the pager's largest size (spec 000 section 9).
        pageSize: { type: 'integer', minimum: 1, maximum: 100000 },
        sort: { type: 'string', enum: ['asc', 'desc'] },
        sidx: { type: 'string', enum: definition.list.sortable },
        ...filters,
      },
    },
    idParams,
    row: rowSchema(definition, 'info'),
    list: listAnswer,
    page: {
      type: 'object',
      properties: {
        list: { type: 'array', items: listRow },
        pagination: {
          type: 'object',
          properties: { currentPage: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer' } },
        },
      },
    },
    created: { type: 'object', properties: { id: { type: 'string' } } },
    state: { type: 'object', properties: { enabledMark: { type: 'integer' } } },
  };
}
