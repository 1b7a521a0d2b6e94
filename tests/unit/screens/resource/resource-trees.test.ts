import { describe, expect, it } from 'vitest';
import type { ResourceClient } from '../../../../api/resource-client';
import type { DataSource } from '../../../../engine/data-source';
import { checkPageSchema } from '../../../../engine/page';
import { areaPage, departmentPage, organizePage, resourceScreens } from '../../../../schemas/pages/resource-pages';
import { areaResource } from '../../../../schemas/resources/area';
import { departmentResource, organizeResource } from '../../../../schemas/resources/organize';
import { createResourceSource } from '../../../../screens/resource/resource-source';

type Sent = [path: string, call: string, ...args: unknown[]];

/** A client per path that records every call with its path; `get` answers from `answers` by full path. */
function clientsAt(answers: Record<string, unknown> = {}) {
  const sent: Sent[] = [];
  const at = (path: string): ResourceClient => ({
    list: async (query) => (sent.push([path, 'list', query]), { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }),
    selector: async () => [],
    all: async () => [],
    info: async (id, suffix) => (sent.push([path, 'info', id, suffix]), { id }),
    create: async (body) => (sent.push([path, 'create', body]), { msg: '新建成功', data: { id: 'n' } }),
    update: async (id, body) => (sent.push([path, 'update', id, body]), { msg: '修改成功', data: null }),
    remove: async (id) => (sent.push([path, 'remove', id]), { msg: '删除成功', data: null }),
    toggleState: async (id) => (sent.push([path, 'state', id]), { msg: '更新成功', data: { enabledMark: 0 } }),
    get: async <T>(subPath: string, query?: Record<string, unknown>) => {
      sent.push([path, 'get', subPath, ...(query && Object.keys(query).length ? [query] : [])]);
      return (answers[`${path}${subPath}`] ?? { list: [] }) as T;
    },
    send: async <T>(method: string, subPath: string, body?: unknown) => (
      sent.push([path, method, subPath, body]),
      { msg: '操作成功', data: null as T }
    ),
    at,
  });
  return { at, sent };
}

const form = {} as DataSource;

describe('resource pages with tree rows, a side tree and related resources', () => {
  it('registers the three screens under their menus’ addresses', () => {
    expect(resourceScreens['permission/organize']).toEqual({ definition: organizeResource, page: organizePage });
    expect(resourceScreens['permission/department']).toEqual({ definition: departmentResource, page: departmentPage });
    expect(resourceScreens['system/area']).toEqual({ definition: areaResource, page: areaPage });
  });

  it('gives every resource screen a valid page schema', () => {
    for (const [address, { page }] of Object.entries(resourceScreens)) expect(checkPageSchema(page, address)).toEqual([]);
  });

  it('shows the organisation tree with the company dialog on company rows and the department dialog on department rows', () => {
    expect(organizePage.list).toMatchObject({ call: 'organize.tree', tree: true, paging: false });
    expect(organizePage.toolbar?.buttons?.map((button) => [button.action, button.permission])).toEqual([
      ['add', 'btn_add'],
      ['add-department', 'btn_add'],
    ]);
    expect(organizePage.rowActions?.map((button) => [button.action, button.permission, button.visible])).toEqual([
      ['edit', 'btn_edit', { field: 'category', equals: 'company' }],
      ['edit-department', 'btn_edit', { field: 'category', equals: 'department' }],
      ['remove', 'btn_remove', undefined],
    ]);
    expect(organizePage.actions?.['edit-department']).toEqual({ type: 'dialog', dialog: 'department', mode: 'edit' });
    expect(organizePage.actions?.remove).toMatchObject({ type: 'call', call: 'organize.remove' });
    expect(organizePage.dialogs?.record).toMatchObject({
      load: 'organize.info',
      optionSources: { parentId: { call: 'organize.parents' } },
    });
    expect(organizePage.dialogs?.department).toMatchObject({
      load: 'department.info',
      save: { create: 'department.create', update: 'department.update' },
      optionSources: { organizeId: { call: 'department.organizations' } },
    });
    expect(organizePage.dialogs?.department?.form.schema).toBe(departmentResource.form.schema);
  });

  it('lists the areas of the selected side-tree node and adds under it', () => {
    expect(areaPage.sideTree).toMatchObject({ call: 'area.provinces', selectFirst: true });
    expect(areaPage.list).toMatchObject({
      call: 'area.children',
      tree: true,
      expandAll: false,
      params: { nodeId: '$node.id' },
      requireNode: true,
    });
    expect(areaPage.actions?.add).toEqual({ type: 'dialog', dialog: 'record', mode: 'create', initial: { parentId: '$node.id' } });
    expect(areaPage.columns.find((column) => column.prop === 'enabledMark')).toMatchObject({ kind: 'switch', permission: 'btn_enable' });
  });
});

describe('the data source of the tree pages', () => {
  it('reads the organisation tree with its keyword and sends department calls to the department path', async () => {
    const tree = [{ id: 'c', category: 'company', children: [{ id: 'd', category: 'department' }] }];
    const { at, sent } = clientsAt({ '/api/permission/Organize': { list: tree } });
    const source = createResourceSource(organizeResource, at(organizeResource.path), form);
    expect(await source.list('organize.tree', { keyword: '财务' })).toEqual({ list: tree });
    await source.call('department.info', { id: 'd' });
    await source.call('department.update', { id: 'd', values: { organizeId: 'c', fullName: '部', enCode: 'x', category: 'department' } });
    await source.call('organize.remove', { id: 'd' });
    expect((await source.call('organize.parents', { id: 'c' })).data).toEqual([{ id: '-1', fullName: '顶级节点', children: [] }]);
    await source.call('department.organizations', {});
    expect(sent).toEqual([
      ['/api/permission/Organize', 'get', '', { keyword: '财务' }],
      ['/api/permission/Organize/Department', 'info', 'd', ''],
      ['/api/permission/Organize/Department', 'update', 'd', { organizeId: 'c', fullName: '部', enCode: 'x' }],
      ['/api/permission/Organize', 'remove', 'd'],
      ['/api/permission/Organize', 'get', '/Selector/c'],
      ['/api/permission/Organize/Department', 'get', '/Selector/0'],
    ]);
  });

  it('does not reach companions of other pages', async () => {
    const source = createResourceSource(departmentResource, clientsAt().at(departmentResource.path), form);
    await expect(async () => source.call('organize.remove', { id: 'x' })).rejects.toThrow('department source: no call organize.remove');
    await expect(async () => source.list('department.toString', {})).rejects.toThrow('no call department.toString');
  });

  it('reads the provinces under the root, a node’s children with theirs, and keyword matches flat', async () => {
    const path = areaResource.path;
    const { at, sent } = clientsAt({
      [`${path}/-1`]: { list: [{ id: '44', fullName: '广东省', hasChildren: true }] },
      [`${path}/44`]: {
        list: [
          { id: '4401', fullName: '广州市', hasChildren: true },
          { id: '4499', fullName: '新区', hasChildren: false },
        ],
      },
      [`${path}/4401`]: { list: [{ id: '440106', fullName: '天河区', hasChildren: false }] },
    });
    const source = createResourceSource(areaResource, at(path), form);
    expect(await source.list('area.provinces', {})).toEqual({
      list: [{ id: '-1', fullName: '全国', children: [{ id: '44', fullName: '广东省', hasChildren: true }] }],
    });
    expect(await source.list('area.children', { nodeId: '44' })).toEqual({
      list: [
        { id: '4401', fullName: '广州市', hasChildren: true, children: [{ id: '440106', fullName: '天河区', hasChildren: false }] },
        { id: '4499', fullName: '新区', hasChildren: false },
      ],
    });
    sent.length = 0;
    // The matches come flat: no children are read for them.
    expect((await source.list('area.children', { nodeId: '44', keyword: '天河' })).list).toEqual([
      { id: '4401', fullName: '广州市', hasChildren: true },
      { id: '4499', fullName: '新区', hasChildren: false },
    ]);
    expect(sent).toEqual([[path, 'get', '/44', { keyword: '天河' }]]);
    await source.call('area.info', { id: '4401' });
    expect(sent.at(-1)).toEqual([path, 'info', '4401', '/Info']);
  });
});
