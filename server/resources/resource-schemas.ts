/** JSON Schemas of a resource's queries and answers, derived from its definition (OpenAPI shows them). */
import type { ResourceDefinition, ResourceValueType } from '../../schemas/resources/define';
import { idParams, listAnswer } from './route-options';

const jsonTypeOf: Record<ResourceValueType, string> = { text: 'string', integer: 'integer', time: 'number' };

export function rowSchema(definition: ResourceDefinition, forList: boolean) {
  const properties = Object.fromEntries(
    Object.entries(definition.fields)
      .filter(([, field]) => !forList || field.inList !== false)
      .map(([name, field]) => [name, { type: [jsonTypeOf[field.type], 'null'] }]),
  );
  return { type: 'object', properties } as const;
}

export function resourceSchemas(definition: ResourceDefinition) {
  const listRow = rowSchema(definition, true);
  const filters = Object.fromEntries(Object.keys(definition.list.filters ?? {}).map((name) => [name, { type: 'string', maxLength: 100 }]));
  return {
    listQuery: {
      type: 'object',
      properties: {
        keyword: { type: 'string', maxLength: 100 },
        currentPage: { type: 'integer', minimum: 1, default: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
        sort: { type: 'string', enum: ['asc', 'desc'] },
        sidx: { type: 'string', enum: definition.list.sortable },
        ...filters,
      },
    },
    idParams,
    row: rowSchema(definition, false),
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
