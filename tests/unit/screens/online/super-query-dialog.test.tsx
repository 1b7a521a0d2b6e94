/**
 * 高级查询 on a generated form's list: the dialog adds conditions, each value drawn by its field's
 * kind, 查询 sends them with the list as JNPF's `superQueryJson` and the button counts them, 重置
 * clears them; the export goes under the same query.
 */
import '../../helpers/kinds';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionEntry } from '../../../../api';
import { createMemoryDataSource } from '../../../../engine';
import { PermissionProvider } from '../../../../engine/permission/Can';
import { OnlineModelScreen } from '../../../../screens/online/OnlineModelScreen';
import { i18n } from '../../../../shell/i18n';
import { createMemoryOnlineClient } from '../../../../stories/fixtures/online-client';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const formData = {
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '用户名称' } },
    { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '供热面积' } },
    {
      __vModel__: 'state',
      __config__: { jnpfKey: 'select', label: '缴费状态', dataType: 'static' },
      __slot__: {
        options: [
          { id: 'paid', fullName: '已缴费' },
          { id: 'unpaid', fullName: '未缴费' },
        ],
      },
    },
  ],
};

const columnData = {
  columnList: [
    { prop: 'name', label: '用户名称' },
    { prop: 'area', label: '供热面积' },
  ],
  btnsList: [{ value: 'download', label: '导出' }],
};

function renderOnline() {
  const client = createMemoryOnlineClient({
    config: { fullName: '热用户档案', formData, columnData },
    rows: [
      { id: 'a', name: '张三', area: 1200, state: 'paid' },
      { id: 'b', name: '李四', area: 80, state: 'unpaid' },
    ],
    notify: () => {},
  });
  const permissionList: PermissionEntry[] = [
    { modelId: 'menu-1', moduleName: '热用户档案', button: [], column: [], form: [], resource: [] },
  ];
  renderScreen(
    <PermissionProvider value={{ permissionList, modelId: 'menu-1' }}>
      <OnlineModelScreen client={client} modelId="model-1" menuId="menu-1" formSource={createMemoryDataSource()} notify={() => {}} />
    </PermissionProvider>,
  );
  return client;
}

const lastList = (client: ReturnType<typeof renderOnline>) =>
  client.bodies.filter((body) => body.call === 'list').at(-1)?.body as Record<string, unknown> | undefined;

describe('the advanced query of a generated list', () => {
  it('adds conditions with their kinds’ values, sends them as superQueryJson, counts them, and 重置 clears them', async () => {
    const client = renderOnline();
    await screen.findByText('张三');
    fireEvent.click(screen.getByRole('button', { name: '高级查询' }));
    let dialog = await screen.findByTestId('online-super-query');
    expect(within(dialog).getByRole('heading', { name: '高级查询' })).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('combobox', { name: '查询字段 1' }), { target: { value: 'area' } });
    const symbol = within(dialog).getByRole('combobox', { name: '条件 1' }) as HTMLSelectElement;
    expect([...symbol.options].map((option) => option.text)).toEqual([
      '等于',
      '不等于',
      '大于',
      '小于',
      '大于等于',
      '小于等于',
      '为空',
      '不为空',
    ]);
    fireEvent.change(symbol, { target: { value: '>' } });
    const area = await within(within(dialog).getByRole('group', { name: '值 1' })).findByRole('spinbutton');
    fireEvent.change(area, { target: { value: '100' } });

    fireEvent.click(within(dialog).getByRole('button', { name: '+ 添加' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: '查询字段 2' }), { target: { value: 'state' } });
    const state = within(dialog).getByRole('group', { name: '值 2' });
    fireEvent.click(await within(state).findByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: '已缴费' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: '匹配逻辑' }), { target: { value: 'OR' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '查询' }));

    await waitFor(() => expect(screen.queryByTestId('online-super-query')).toBeNull());
    await waitFor(() =>
      expect(JSON.parse(String(lastList(client)?.superQueryJson))).toEqual({
        matchLogic: 'OR',
        condition: [
          { field: 'area', symbol: '>', fieldValue: 100, jnpfKey: 'inputNumber' },
          { field: 'state', symbol: '==', fieldValue: 'paid', jnpfKey: 'select' },
        ],
      }),
    );
    expect(lastList(client)).toMatchObject({ currentPage: 1, queryJson: '{}' });
    const counted = screen.getByRole('button', { name: '高级查询 (2)' });

    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const exporting = await screen.findByTestId('online-export');
    fireEvent.click(within(exporting).getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(client.bodies.at(-1)).toMatchObject({ call: 'export', body: { superQueryJson: lastList(client)?.superQueryJson } }),
    );

    fireEvent.click(counted);
    dialog = await screen.findByTestId('online-super-query');
    expect(within(dialog).getAllByTestId('super-query-row')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: '重置' }));
    expect(within(dialog).queryAllByTestId('super-query-row')).toHaveLength(0);
    expect(within(dialog).getByText('没有任何查询条件')).toBeTruthy();
    await waitFor(() => expect(lastList(client)).not.toHaveProperty('superQueryJson'));
    fireEvent.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '高级查询' })).toBeTruthy());
  });

  it('keeps the list as it was when 取消 closes the dialog', async () => {
    const client = renderOnline();
    await screen.findByText('张三');
    const calls = client.bodies.length;
    fireEvent.click(screen.getByRole('button', { name: '高级查询' }));
    const dialog = await screen.findByTestId('online-super-query');
    fireEvent.change(within(dialog).getByRole('combobox', { name: '查询字段 1' }), { target: { value: 'name' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByTestId('online-super-query')).toBeNull());
    expect(client.bodies.length).toBe(calls);
  });
});
