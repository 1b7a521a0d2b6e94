import '../../helpers/kinds';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { PermissionEntry } from '../../../../api';
import type { ColumnSetting, ColumnSettingsClient } from '../../../../api/column-settings-client';
import {
  ColumnSettingsProvider,
  createMemoryPageSource,
  EnginePage,
  memoryTable,
  type PageRow,
  type PageSchema,
} from '../../../../engine/page';
import { PermissionProvider } from '../../../../engine/permission/Can';

afterEach(cleanup);

const page: PageSchema = {
  id: 'customers',
  list: { call: 'customers', paging: false, columnSettings: {} },
  toolbar: { tools: ['refresh'] },
  columns: [
    { prop: 'customerNo', label: '用户编号' },
    { prop: 'customerName', label: '用户名称' },
    { prop: 'mobilePhone', label: '联系电话' },
    { prop: 'address', label: '地址' },
  ],
};

const rows = [{ id: 'c1', customerNo: 'RY000001', customerName: '张建国', mobilePhone: '13800138000', address: '幸福小区' }];

/** A client that keeps settings per menu in memory; `failing` makes the saves refuse. */
function fakeClient(kept?: ColumnSetting[]) {
  const saved: ColumnSetting[][] = [];
  const state = { kept, failing: false };
  const client: ColumnSettingsClient = {
    get: vi.fn(async () => state.kept),
    save: vi.fn(async (_moduleId: string, list: readonly ColumnSetting[]) => {
      if (state.failing) throw new Error('请求出错，请重试');
      state.kept = [...list];
      saved.push([...list]);
    }),
  };
  return { client, saved, state };
}

function renderList(
  client: ColumnSettingsClient,
  options: { schema?: PageSchema; permissions?: PermissionEntry[]; rows?: PageRow[] } = {},
) {
  const table = memoryTable({ rows: options.rows ?? rows });
  const source = createMemoryPageSource({ lists: { customers: (query) => table.list(query) } });
  render(
    <ChakraProvider value={defaultSystem}>
      <PermissionProvider value={{ permissionList: options.permissions ?? [], modelId: 'menu-1' }}>
        <ColumnSettingsProvider value={client}>
          <EnginePage schema={options.schema ?? page} dataSource={source} notify={() => undefined} language="zh" />
        </ColumnSettingsProvider>
      </PermissionProvider>
    </ChakraProvider>,
  );
}

const headers = () =>
  within(screen.getByTestId('page-table'))
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent);

const drawerRows = () =>
  within(screen.getByTestId('column-settings'))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

async function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: '列设置' }));
  return screen.findByTestId('column-settings');
}

// jsdom lays nothing out: each row of the drawer's list stands 40 px under the one before it, so the
// keyboard sensor finds the row below.
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const row = this.closest('[data-column]');
    if (!row?.parentElement) return realRect.call(this);
    const index = [...row.parentElement.children].indexOf(row);
    return new DOMRect(0, index * 40, 300, 40);
  };
  return () => {
    Element.prototype.getBoundingClientRect = realRect;
  };
});

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function pressOn(element: Element, code: string, key = code) {
  fireEvent.keyDown(element, { code, key });
  await tick();
}

describe('the column settings drawer', () => {
  it('loads the menu’s kept settings once and shows the table in their order, hidden columns left out', async () => {
    const { client } = fakeClient([
      { prop: 'customerName', label: '用户名称', visible: true },
      { prop: 'gone', label: '已删除的列', visible: true },
      { prop: 'customerNo', label: '用户编号', visible: false },
      { prop: 'mobilePhone', label: '联系电话', visible: true },
    ]);
    renderList(client);
    await waitFor(() => expect(headers()).toEqual(['用户名称', '联系电话', '地址']));
    expect(client.get).toHaveBeenCalledTimes(1);
    expect(client.get).toHaveBeenCalledWith('menu-1');
    await openDrawer();
    expect(screen.getByRole('heading', { name: '列设置' })).toBeTruthy();
    expect(drawerRows()).toEqual(['用户名称', '用户编号', '联系电话', '地址']);
    expect((screen.getByRole('checkbox', { name: '用户编号' }) as HTMLInputElement).checked).toBe(false);
  });

  it('hides a column at once and saves it, with visible and the label of every column', async () => {
    const { client, saved } = fakeClient();
    renderList(client);
    await waitFor(() => expect(headers()).toEqual(['用户编号', '用户名称', '联系电话', '地址']));
    await openDrawer();
    fireEvent.click(screen.getByRole('checkbox', { name: '联系电话' }));
    await waitFor(() => expect(headers()).toEqual(['用户编号', '用户名称', '地址']));
    expect(saved).toEqual([
      [
        { prop: 'customerNo', label: '用户编号', visible: true },
        { prop: 'customerName', label: '用户名称', visible: true },
        { prop: 'mobilePhone', label: '联系电话', visible: false },
        { prop: 'address', label: '地址', visible: true },
      ],
    ]);
    expect(client.save).toHaveBeenCalledWith('menu-1', saved[0]);
  });

  it('moves a column down by keyboard: focus its handle, space, arrow down, space', async () => {
    const { client, saved } = fakeClient();
    renderList(client);
    await waitFor(() => expect(headers()).toHaveLength(4));
    await openDrawer();
    const handle = screen.getByRole('button', { name: '拖动排序：用户编号' });
    handle.focus();
    await pressOn(handle, 'Space', ' ');
    await pressOn(handle, 'ArrowDown');
    await pressOn(handle, 'Space', ' ');
    await waitFor(() => expect(drawerRows()).toEqual(['用户名称', '用户编号', '联系电话', '地址']));
    expect(headers()).toEqual(['用户名称', '用户编号', '联系电话', '地址']);
    expect(saved.at(-1)!.map((item) => item.prop)).toEqual(['customerName', 'customerNo', 'mobilePhone', 'address']);
  });

  it('restores the default order with every column shown', async () => {
    const { client, saved } = fakeClient([
      { prop: 'address', label: '地址', visible: true },
      { prop: 'customerNo', label: '用户编号', visible: false },
    ]);
    renderList(client);
    await waitFor(() => expect(headers()).toEqual(['地址', '用户名称', '联系电话']));
    await openDrawer();
    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(headers()).toEqual(['用户编号', '用户名称', '联系电话', '地址']));
    expect(drawerRows()).toEqual(['用户编号', '用户名称', '联系电话', '地址']);
    expect(saved.at(-1)!.every((item) => item.visible)).toBe(true);
  });

  it('puts back the previous settings when a save fails', async () => {
    const { client, state } = fakeClient([{ prop: 'customerNo', label: '用户编号', visible: false }]);
    renderList(client);
    await waitFor(() => expect(headers()).toEqual(['用户名称', '联系电话', '地址']));
    await openDrawer();
    state.failing = true;
    fireEvent.click(screen.getByRole('checkbox', { name: '地址' }));
    await waitFor(() => expect(client.save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(headers()).toEqual(['用户名称', '联系电话', '地址']));
    expect((screen.getByRole('checkbox', { name: '地址' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '用户编号' }) as HTMLInputElement).checked).toBe(false);
  });

  it('keeps the last column shown: its checkbox cannot hide it', async () => {
    const { client } = fakeClient([
      { prop: 'customerNo', label: '用户编号', visible: true },
      { prop: 'customerName', label: '用户名称', visible: false },
      { prop: 'mobilePhone', label: '联系电话', visible: false },
      { prop: 'address', label: '地址', visible: false },
    ]);
    renderList(client);
    await waitFor(() => expect(headers()).toEqual(['用户编号']));
    await openDrawer();
    expect((screen.getByRole('checkbox', { name: '用户编号' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('leaves out of the table and the drawer the columns the server did not send, whatever the settings say', async () => {
    const { client } = fakeClient([{ prop: 'mobilePhone', label: '联系电话', visible: true }]);
    const permissions: PermissionEntry[] = [
      {
        modelId: 'menu-1',
        moduleName: '热用户档案',
        button: [],
        column: [{ id: 'c', enCode: 'customerNo', fullName: '用户编号' }],
        form: [],
        resource: [],
      },
    ];
    renderList(client, { permissions, rows: [{ id: 'c1', customerNo: 'RY000001', customerName: '张建国', address: '幸福小区' }] });
    await waitFor(() => expect(headers()).toEqual(['用户编号', '用户名称', '地址']));
    await openDrawer();
    expect(drawerRows()).toEqual(['用户编号', '用户名称', '地址']);
  });

  it('is not offered when the list does not ask for it', async () => {
    const { client } = fakeClient();
    renderList(client, { schema: { ...page, list: { call: 'customers', paging: false } } });
    await waitFor(() => expect(headers()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: '列设置' })).toBeNull();
    expect(client.get).not.toHaveBeenCalled();
  });
});
