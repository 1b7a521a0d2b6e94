/** JSON Schemas of a resource's queries and answers, derived from its definition (OpenAPI shows them). */
import type { ResourceDefinition, ResourceValueType } from '../../schemas/resources/define';
import { fieldsIn, type ResourceView } from './resource-store';
import { idParams, listAnswer } from './route-options';

const jsonTypeOf: Record<ResourceValueType, string> = { text: 'string', integer: 'integer', time: 'number' };

export function rowSchema(definition: ResourceDefinition, view: ResourceView) {
  const properties = Object.fromEntries(
    fieldsIn(definition, view).map(([name, field]) => [name, { type: [jsonTypeOf[field.type], 'null'] }]),
  );
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
