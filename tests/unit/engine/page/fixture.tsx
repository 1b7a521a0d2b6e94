/** A dictionary-like page over memory tables, rendered with permissions, for the page engine's tests. */
import '../../helpers/kinds';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { Notice, PermissionEntry } from '../../../../api';
import { createMemoryPageSource, EnginePage, memoryTable, type PageHandlers, type PageRow, type PageSchema } from '../../../../engine/page';
import { PermissionProvider } from '../../../../engine/permission/Can';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

export const itemSchema = {
  type: 'object',
  required: ['fullName', 'enCode'],
  properties: {
    parentId: { type: 'string', title: '上级' },
    fullName: { type: 'string', title: '名称', maxLength: 50 },
    enCode: { type: 'string', title: '编码', maxLength: 50 },
    enabledMark: { type: 'integer', title: '状态', enum: [0, 1], default: 1 },
  },
} as const;

export const testPage: PageSchema = {
  id: 'items',
  sideTree: {
    call: 'types',
    title: '分类',
    selectFirst: true,
    menu: ['refresh', 'expandAll', 'collapseAll', { label: '分类管理', action: 'manage' }],
  },
  search: {
    schema: { type: 'object', properties: { keyword: { type: 'string', title: '关键词' } } },
    uiSchema: { keyword: { 'ui:options': { span: 8 } } },
  },
  list: { call: 'items', tree: '$node.isTree', params: { typeId: '$node.id', isTree: '$node.isTree' }, paging: false },
  toolbar: {
    buttons: [{ id: 'add', label: '新建', action: 'add', permission: 'btn_add', variant: 'primary' }],
    tools: ['expand', 'refresh'],
  },
  columns: [
    { prop: 'fullName', label: '名称' },
    { prop: 'enCode', label: '编码' },
    { prop: 'enabledMark', label: '状态', kind: 'switch', action: 'state' },
  ],
  rowActions: [
    { id: 'edit', label: '编辑', action: 'edit', permission: 'btn_edit' },
    { id: 'remove', label: '删除', action: 'remove', permission: 'btn_remove', variant: 'danger' },
  ],
  actions: {
    add: { type: 'dialog', dialog: 'item', mode: 'create', initial: { parentId: '$node.id' } },
    edit: { type: 'dialog', dialog: 'item', mode: 'edit' },
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
    item: {
      title: { create: '新建字典', edit: '编辑字典' },
      form: {
        schema: itemSchema,
        uiSchema: { parentId: { 'ui:field': 'treeSelect' }, fullName: { 'ui:options': { placeholder: '请输入名称' } }, code: {} },
      },
      load: 'info',
      save: { create: 'create', update: 'update' },
      optionSources: { parentId: { call: 'parents', params: { typeId: '$node.id' } } },
      disabledOnEdit: ['enCode'],
      derive: { enCode: 'upperName' },
    },
  },
  drawers: {
    types: {
      title: '分类管理',
      page: {
        id: 'types',
        list: { call: 'types', tree: true, paging: false },
        columns: [{ prop: 'fullName', label: '分类名称' }],
        toolbar: { tools: ['refresh'] },
      },
    },
  },
};

export const flatTypes: PageRow[] = [
  { id: 't1', fullName: '供热片区', enCode: 'district', isTree: 1, children: [] },
  { id: 't2', fullName: '用户类型', enCode: 'userType', isTree: 0, children: [] },
];

export function makeSource(types: PageRow[] = flatTypes) {
  const items = memoryTable({
    rows: [
      { id: 'a', typeId: 't1', parentId: '0', fullName: '城东片区', enCode: 'east', enabledMark: 1 },
      { id: 'a1', typeId: 't1', parentId: 'a', fullName: '东一站', enCode: 'east1', enabledMark: 0 },
      { id: 'b', typeId: 't2', parentId: '0', fullName: '居民', enCode: 'home', enabledMark: 1 },
    ],
    where: (row, query) => row.typeId === query.typeId,
    hasChildrenMessage: '该字典存在子级数据，不能删除',
  });
  const notices: Notice[] = [];
  const source = createMemoryPageSource({
    notify: (n) => notices.push(n),
    lists: { types: () => ({ list: types }), items: (q) => items.list(q) },
    calls: {
      info: items.info,
      create: (input) => items.create({ ...input, values: { ...input.values, typeId: input.node?.id } }),
      update: items.update,
      remove: items.remove,
      state: items.toggle,
      parents: () => ({ data: [{ id: 't1', fullName: '供热片区', children: [{ id: 'a', fullName: '城东片区' }] }] }),
    },
  });
  return { source, items, notices };
}

export function permissionsWith(...codes: string[]): PermissionEntry[] {
  const button = codes.map((enCode) => ({ id: enCode, enCode, fullName: enCode }));
  return [{ modelId: 'm1', moduleName: '字典', button, column: [], form: [], resource: [] }];
}

export const allButtons = permissionsWith('btn_add', 'btn_edit', 'btn_remove');

export const upperName: PageHandlers = {
  derive: { upperName: (values: Record<string, unknown>) => String(values.fullName ?? '').toUpperCase() },
};

export function renderPage(
  options: {
    schema?: PageSchema;
    permissions?: PermissionEntry[];
    handlers?: PageHandlers;
    onSelect?: (row: PageRow | null) => void;
    language?: 'zh' | 'en' | 'zhtw';
    source?: ReturnType<typeof makeSource>;
  } = {},
) {
  const made = options.source ?? makeSource();
  const notices = made.notices;
  const notify = (n: Notice) => notices.push(n);
  const utils = render(
    <ChakraProvider value={defaultSystem}>
      <PermissionProvider value={{ permissionList: options.permissions ?? allButtons, modelId: 'm1' }}>
        <EnginePage
          schema={options.schema ?? testPage}
          dataSource={made.source}
          notify={notify}
          handlers={options.handlers ?? upperName}
          language={options.language ?? 'zh'}
          onSelect={options.onSelect}
        />
      </PermissionProvider>
    </ChakraProvider>,
  );
  return { ...utils, ...made };
}
