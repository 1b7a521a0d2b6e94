/** Demo page schemas and in-memory data for the page engine's stories: a dictionary-like page and a picker. */
import { createMemoryDataSource } from '../../engine';
import { createMemoryPageSource, memoryTable, type PageHandlers, type PageSchema } from '../../engine/page';
import type { Notice } from '../../api';

const entrySchema = {
  type: 'object',
  required: ['parentId', 'fullName', 'enCode'],
  properties: {
    parentId: { type: 'string', title: '上级' },
    fullName: { type: 'string', title: '名称', maxLength: 50 },
    enCode: { type: 'string', title: '编码', maxLength: 50 },
    sortCode: { type: 'integer', title: '排序', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { type: 'integer', title: '状态', enum: [0, 1], default: 1 },
    example: { type: 'string', title: '预览' },
  },
} as const;

/** Left category tree, keyword search, tree table with state switch, dialogs, a drawer. */
export const categoryPage: PageSchema = {
  id: 'demo-dictionary',
  sideTree: {
    call: 'types',
    title: '分类',
    selectFirst: true,
    menu: ['refresh', 'expandAll', 'collapseAll', { label: '分类管理', action: 'manage' }],
  },
  search: {
    schema: { type: 'object', properties: { keyword: { type: 'string', title: '关键词' } } },
    uiSchema: { keyword: { 'ui:options': { span: 10, placeholder: '请输入关键词查询' } } },
  },
  list: { call: 'items', tree: '$node.isTree', params: { typeId: '$node.id', isTree: '$node.isTree' }, paging: false, requireNode: true },
  toolbar: {
    buttons: [{ id: 'add', label: '新建', action: 'add', permission: 'btn_add', variant: 'primary' }],
    tools: ['expand', 'refresh'],
  },
  columns: [
    { prop: 'fullName', label: '名称' },
    { prop: 'enCode', label: '编码' },
    { prop: 'sortCode', label: '排序', width: 80 },
    { prop: 'enabledMark', label: '状态', kind: 'switch', action: 'state', width: 110 },
  ],
  rowActions: [
    { id: 'edit', label: '编辑', action: 'edit', permission: 'btn_edit' },
    { id: 'remove', label: '删除', action: 'remove', permission: 'btn_remove', variant: 'danger' },
  ],
  actions: {
    add: { type: 'dialog', dialog: 'entry', mode: 'create', initial: { parentId: '0' } },
    edit: { type: 'dialog', dialog: 'entry', mode: 'edit' },
    remove: { type: 'call', call: 'remove', confirm: { message: '此操作将永久删除该数据, 是否继续？' } },
    state: {
      type: 'toggle',
      call: 'state',
      field: 'enabledMark',
      confirm: { on: '您确定要开启当前数据吗, 是否继续?', off: '您确定要禁用当前数据吗, 是否继续?' },
    },
    manage: { type: 'drawer', drawer: 'types' },
  },
  dialogs: {
    entry: {
      title: { create: '新建字典', edit: '编辑字典' },
      form: {
        schema: entrySchema,
        uiSchema: {
          parentId: { 'ui:field': 'treeSelect' },
          fullName: { 'ui:options': { placeholder: '请输入名称' } },
          enCode: { 'ui:options': { placeholder: '请输入编码' } },
        },
      },
      load: 'info',
      save: { create: 'create', update: 'update' },
      optionSources: { parentId: { call: 'parents', params: { typeId: '$node.id' } } },
      disabledOnEdit: ['enCode'],
      derive: { example: 'preview' },
    },
  },
  drawers: {
    types: {
      title: '分类管理',
      page: {
        id: 'demo-types',
        list: { call: 'types', tree: true, paging: false },
        toolbar: { tools: ['expand', 'refresh'] },
        columns: [
          { prop: 'fullName', label: '名称' },
          { prop: 'enCode', label: '编码' },
          {
            prop: 'isTree',
            label: '树形',
            kind: 'tag',
            options: { map: { 1: { label: '是', color: 'green' }, 0: { label: '否', color: 'gray' } } },
          },
        ],
      },
    },
  },
};

/** A picker: paging (20 by default), index and radio columns. */
export const pickerPage: PageSchema = {
  id: 'demo-picker',
  search: categoryPage.search,
  list: { call: 'rules', sort: { sort: 'desc' } },
  selection: 'single',
  indexColumn: true,
  columns: [
    { prop: 'fullName', label: '业务名称' },
    { prop: 'enCode', label: '业务编码' },
    { prop: 'creatorTime', label: '创建时间', kind: 'dateTime' },
  ],
};

export const demoHandlers: PageHandlers = {
  derive: { preview: (values) => `${String(values.enCode ?? '')}-${String(values.fullName ?? '')}` },
};

export function createDemoPageSource(notify: (notice: Notice) => void, { empty = false } = {}) {
  const types = [
    { id: 't1', fullName: '供热片区', enCode: 'heatingDistrict', isTree: 1, children: [] },
    { id: 't2', fullName: '用户类型', enCode: 'userType', isTree: 0, children: [] },
  ];
  const entries = memoryTable({
    rows: empty
      ? []
      : [
          { id: 'a', typeId: 't1', parentId: '0', fullName: '城东片区', enCode: 'east', sortCode: 1, enabledMark: 1 },
          { id: 'a1', typeId: 't1', parentId: 'a', fullName: '东一换热站', enCode: 'east01', sortCode: 1, enabledMark: 1 },
          { id: 'a2', typeId: 't1', parentId: 'a', fullName: '东二换热站', enCode: 'east02', sortCode: 2, enabledMark: 0 },
          { id: 'b', typeId: 't1', parentId: '0', fullName: '城西片区', enCode: 'west', sortCode: 2, enabledMark: 1 },
          { id: 'h', typeId: 't2', parentId: '0', fullName: '居民', enCode: 'home', sortCode: 1, enabledMark: 1 },
        ],
    where: (row, query) => row.typeId === query.typeId,
    hasChildrenMessage: '该字典存在子级数据，不能删除',
  });
  const rules = memoryTable({
    rows: Array.from({ length: 45 }, (_, i) => ({
      id: `r${i}`,
      fullName: `单据规则${i + 1}`,
      enCode: `Rule${i + 1}`,
      creatorTime: Date.UTC(2026, 0, 1 + i),
    })),
  });
  return createMemoryPageSource({
    notify,
    form: createMemoryDataSource(),
    lists: { types: () => ({ list: types }), items: (q) => entries.list(q), rules: (q) => rules.list(q) },
    calls: {
      info: entries.info,
      create: (input) => entries.create({ ...input, values: { ...input.values, typeId: input.node?.id } }),
      update: entries.update,
      remove: entries.remove,
      state: entries.toggle,
      parents: ({ params }) => ({
        data: [
          {
            id: '0',
            fullName: types.find((t) => t.id === params?.typeId)?.fullName ?? '顶级',
            children: entries.list({ typeId: params?.typeId, isTree: 1 }).list,
          },
        ],
      }),
    },
  });
}
