/**
 * Bodies of the generated forms' runtime calls (`visualdev/OnlineDev`, reference 2.11, 3.3, 3.4): the
 * server validates with them, the client's types come from them.
 */
import type { SchemaValues } from '../schema-values';

/** The list call (reference 3.3): paging, sort, the search form and advanced query as JSON text, the menu. */
export const onlineListBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    currentPage: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100000, default: 20 },
    sort: { type: 'string', enum: ['asc', 'desc', ''] },
    sidx: { type: 'string', maxLength: 500 },
    menuId: { type: 'string', maxLength: 100 },
    queryJson: { type: 'string', maxLength: 100000 },
    superQueryJson: { type: 'string', maxLength: 100000 },
    /** '0' the page, '1' every row (export). */
    dataType: { type: 'string', enum: ['0', '1'] },
    keyword: { type: 'string', maxLength: 100 },
  },
} as const;

export type OnlineListBody = SchemaValues<typeof onlineListBodySchema>;

/** The children of a record in a tree list (layout 5, reference 3.3 `List/{id}`): the list's own body, so the same search applies. */
export const onlineChildrenBodySchema = onlineListBodySchema;

/** A tree list's page (`List` of layout 5 and `List/{id}`): each row as stored, `id` and whether it has children. */
export const onlineTreePageSchema = {
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: true,
        properties: { id: { type: 'string' }, hasChildren: { type: 'boolean' } },
      },
    },
    pagination: {
      type: 'object',
      properties: { currentPage: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer' } },
    },
  },
} as const;

/** The export (reference 3.4 `Actions/ExportData`): the list's query, the chosen columns, '0' the page or '1' every row. */
export const onlineExportBodySchema = {
  ...onlineListBodySchema,
  required: ['selectKey'],
  properties: {
    ...onlineListBodySchema.properties,
    selectKey: {
      anyOf: [
        { type: 'string', minLength: 1, maxLength: 10000 },
        { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', maxLength: 200 } },
      ],
    },
  },
} as const;

export type OnlineExportBody = OnlineListBody & { selectKey: string | string[] };

/** Create and update: the form's values as JSON text (`{data: JSON.stringify(formData)}`), or as an object. */
export const onlineRecordBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: {
    data: { anyOf: [{ type: 'string', maxLength: 5000000 }, { type: 'object' }] },
    id: { type: 'string', maxLength: 100 },
    menuId: { type: 'string', maxLength: 100 },
  },
} as const;

export type OnlineRecordBody = { data: string | Record<string, unknown>; id?: string; menuId?: string };

export const onlineBatchDeleteBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: {
    ids: { type: 'array', minItems: 1, maxItems: 10000, items: { type: 'string', maxLength: 100 } },
    menuId: { type: 'string', maxLength: 100 },
  },
} as const;

export type OnlineBatchDeleteBody = SchemaValues<typeof onlineBatchDeleteBodySchema>;

export const onlineMessages = {
  noColumns: '请选择导出字段',
  hasRecords: '该功能已有数据，请先删除数据',
  notReleased: '该功能未发布或已删除',
  notFound: '数据不存在',
  notTree: '该列表不是树形表格',
  badData: '数据格式不正确',
  deleted: '删除成功',
  saved: '保存成功',
  created: '新建成功',
  updated: '修改成功',
  hiddenField: (label: string) => `没有权限修改字段：${label}`,
  dataViewReadOnly: '数据视图只能查看，不能新增、修改、删除、导入或导出数据',
  dataViewNoInterface: '数据视图未选择数据接口',
} as const;
