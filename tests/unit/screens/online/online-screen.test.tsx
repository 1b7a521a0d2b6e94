/**
 * The type-3 menu screen over an in-memory OnlineDev client: the list drawn by the fields' kinds with
 * its totals, the search, the buttons of the menu's grants, the form dialog (create, refusal, update),
 * the detail viewer with the change history, and the batch delete.
 */
import '../../helpers/kinds';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notice, PermissionEntry } from '../../../../api';
import type { OnlineRow } from '../../../../api/online-client';
import { createMemoryDataSource } from '../../../../engine';
import { PermissionProvider } from '../../../../engine/permission/Can';
import { OnlineModelScreen } from '../../../../screens/online/OnlineModelScreen';
import { createMemoryOnlineClient } from '../../../../stories/fixtures/online-client';
import { i18n } from '../../../../shell/i18n';
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
  popupType: 'general',
  generalWidth: '700px',
  labelWidth: 100,
  fields: [
    { __vModel__: 'name', placeholder: '请输入用户名称', __config__: { jnpfKey: 'comInput', label: '用户名称', required: true } },
    { __vModel__: 'area', __config__: { jnpfKey: 'numInput', label: '供热面积' } },
    {
      __vModel__: 'tariff',
      __config__: { jnpfKey: 'select', label: '价格类别', dataType: 'dictionary', dictionaryType: 'heatTariff' },
      props: { props: { label: 'fullName', value: 'enCode' } },
    },
    {
      __vModel__: 'state',
      __config__: { jnpfKey: 'radio', label: '缴费状态', dataType: 'static' },
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
  type: 1,
  columnList: [
    { prop: 'name', label: '用户名称' },
    { prop: 'area', label: '供热面积', align: 'right' },
    { prop: 'tariff', label: '价格类别' },
    { prop: 'state', label: '缴费状态' },
  ],
  searchList: [
    { prop: 'name', label: '用户名称', searchType: 2 },
    { prop: 'tariff', label: '价格类别', searchType: 1 },
  ],
  defaultSidx: 'name',
  sort: 'asc',
  hasPage: true,
  pageSize: 20,
  showSummary: true,
  summaryField: ['area'],
  thousands: true,
  thousandsField: ['area'],
  useBtnPermission: true,
  btnsList: [
    { value: 'add', label: '新增' },
    { value: 'download', label: '导出' },
    { value: 'upload', label: '导入' },
    { value: 'batchRemove', label: '批量删除' },
  ],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'remove', label: '删除' },
    { value: 'detail', label: '详情' },
  ],
};

const dictionary = createMemoryDataSource({
  dictionaries: {
    heatTariff: [
      { id: 't1', enCode: 'residential', fullName: '居民' },
      { id: 't2', enCode: 'business', fullName: '非居民' },
    ],
  },
});

const allButtons = ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_download', 'btn_upload', 'btn_batchRemove'];

interface RenderOptions {
  /** The columns granted, with `useColumnPermission` on; all without. */
  columns?: string[];
  rows?: OnlineRow[];
}

function renderOnline(
  buttons = allButtons,
  refuse?: (values: Record<string, unknown>) => string | undefined,
  { columns, rows }: RenderOptions = {},
) {
  const notices: Notice[] = [];
  const notify = (notice: Notice) => notices.push(notice);
  const client = createMemoryOnlineClient({
    config: { fullName: '热用户档案', formData, columnData: columns ? { ...columnData, useColumnPermission: true } : columnData },
    rows: rows ?? [
      { id: 'a', name: '张三', area: 1200.5, tariff: 'residential', state: 'paid' },
      { id: 'b', name: '李四', area: 80, tariff: 'business', state: 'unpaid' },
    ],
    refuse,
    notify,
  });
  const permissionList: PermissionEntry[] = [
    {
      modelId: 'menu-1',
      moduleName: '热用户档案',
      button: buttons.map((enCode) => ({ id: enCode, enCode, fullName: enCode })),
      column: (columns ?? []).map((enCode) => ({ id: enCode, enCode, fullName: enCode })),
      form: [],
      resource: [],
    },
  ];
  renderScreen(
    <PermissionProvider value={{ permissionList, modelId: 'menu-1' }}>
      <OnlineModelScreen client={client} modelId="model-1" menuId="menu-1" formSource={dictionary} notify={notify} />
    </PermissionProvider>,
  );
  return { client, notices };
}

const rowOf = (name: string) =>
  within(screen.getByTestId('page-table'))
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name, { exact: true }) && row.closest('tbody'))!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the screen of a type-3 menu', () => {
  it('lists the records with their kinds’ labels, the totals row with thousands, and the granted buttons only', async () => {
    renderOnline(['btn_add', 'btn_edit']);
    await waitFor(() => expect(rowOf('张三')).toBeTruthy());
    await waitFor(() => expect(cells(rowOf('张三'))).toEqual(['', '1', '张三', '1200.5', '居民', '已缴费', '编辑']));
    expect(cells(screen.getByTestId('page-summary'))).toEqual(['合计', '', '', '1,280.50', '', '', '']);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(within(rowOf('张三')).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('searches by the search form: the name fuzzy, the tariff by a select of its dictionary', async () => {
    const { client } = renderOnline();
    await waitFor(() => expect(rowOf('李四')).toBeTruthy());
    expect(client.bodies[0]).toEqual({
      call: 'list',
      body: { currentPage: 1, pageSize: 20, sort: 'asc', sidx: 'name', menuId: 'menu-1', queryJson: '{}' },
    });
    const search = screen.getByTestId('page-search');
    fireEvent.change(within(search).getByLabelText('用户名称'), { target: { value: '张' } });
    fireEvent.click(within(search).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByText('李四')).toBeNull());
    expect(rowOf('张三')).toBeTruthy();
    expect(client.bodies.at(-1)?.body).toMatchObject({ queryJson: JSON.stringify({ name: '张' }) });

    fireEvent.click(within(search).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rowOf('李四')).toBeTruthy());
    fireEvent.click(within(search).getByRole('combobox', { name: '价格类别' }));
    fireEvent.click(await screen.findByRole('option', { name: '非居民' }));
    fireEvent.click(within(search).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByText('张三')).toBeNull());
    expect(client.bodies.at(-1)?.body).toMatchObject({ queryJson: JSON.stringify({ tariff: 'business' }) });
  });

  it('exports the chosen columns of every page under the search shown', async () => {
    const { client } = renderOnline();
    await waitFor(() => expect(rowOf('张三')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const dialog = await screen.findByTestId('online-export');
    fireEvent.click(within(dialog).getByRole('radio', { name: '全部页面数据' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '缴费状态' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(screen.queryByTestId('online-export')).toBeNull());
    expect(client.bodies.at(-1)).toEqual({
      call: 'export',
      body: {
        currentPage: 1,
        pageSize: 20,
        sort: 'asc',
        sidx: 'name',
        menuId: 'menu-1',
        queryJson: '{}',
        selectKey: 'name,area,tariff',
        dataType: '1',
      },
    });
  });

  it('adds a record through the form, shows the server’s refusal and keeps the dialog, then saves and refreshes', async () => {
    const { client, notices } = renderOnline(allButtons, (values) => (values.name === '重名' ? '用户名称已存在' : undefined));
    await waitFor(() => expect(rowOf('张三')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByTestId('online-record');
    expect(dialog.getAttribute('data-popup')).toBe('general');
    const name = await within(dialog).findByLabelText('用户名称');
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(within(dialog).getByText('请输入用户名称')).toBeTruthy());
    fireEvent.change(name, { target: { value: '重名' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(notices.at(-1)).toEqual({ type: 'error', message: '用户名称已存在', duration: 1500 }));
    expect(screen.getByTestId('online-record')).toBeTruthy();
    fireEvent.change(name, { target: { value: '王五' } });
    fireEvent.change(within(dialog).getByLabelText('供热面积'), { target: { value: '66' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(notices.at(-1)).toEqual({ type: 'success', message: '新建成功', duration: 1500 }));
    await waitFor(() => expect(rowOf('王五')).toBeTruthy(), { timeout: 4000 });
    expect(screen.queryByTestId('online-record')).toBeNull();
    expect(
      JSON.parse(
        (
          client.bodies.find((b) => b.call === 'create' && String((b.body as { data: string }).data).includes('王五'))!.body as {
            data: string;
          }
        ).data,
      ),
    ).toMatchObject({
      name: '王五',
      area: 66,
    });
  });

  it('edits a record and shows the change in the detail’s history', async () => {
    const { client } = renderOnline();
    await waitFor(() => expect(rowOf('李四')).toBeTruthy());
    fireEvent.click(within(rowOf('李四')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByTestId('online-record');
    const name = await within(dialog).findByLabelText('用户名称');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('李四'));
    fireEvent.change(name, { target: { value: '李四海' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(rowOf('李四海')).toBeTruthy(), { timeout: 4000 });
    expect(client.rows.find((row) => row.id === 'b')).toMatchObject({ name: '李四海', tariff: 'business' });

    fireEvent.click(within(rowOf('李四海')).getByRole('button', { name: '详情' }));
    const detail = await screen.findByTestId('online-detail');
    const history = await within(detail).findByTestId('online-history');
    await waitFor(() => expect(history.textContent).toContain('用户名称: 李四 → 李四海'));
    expect(history.textContent).toContain('修改了记录');
    expect(within(detail).getByText('非居民')).toBeTruthy();
  });

  it('deletes the chosen rows in a batch, after saying that none was chosen', async () => {
    const { client, notices } = renderOnline();
    await waitFor(() => expect(rowOf('张三')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    await waitFor(() => expect(notices.at(-1)).toEqual({ type: 'error', message: '请选择一条数据', duration: 1500 }));
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(client.bodies.at(-1)?.body).toMatchObject({ ids: ['a', 'b'] }));
    await waitFor(() => expect(screen.queryByText('张三')).toBeNull(), { timeout: 4000 });
  });

  it('leaves out the columns not granted, from the table while it is still empty and from the export', async () => {
    renderOnline(allButtons, undefined, { columns: ['name', 'area'], rows: [] });
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
    const headers = within(screen.getByTestId('page-table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.filter((title) => ['用户名称', '供热面积', '价格类别', '缴费状态'].includes(title ?? ''))).toEqual([
      '用户名称',
      '供热面积',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const dialog = await screen.findByTestId('online-export');
    const offered = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent?.trim());
    expect(offered).toEqual(['用户名称', '供热面积']);
  });

  it('opens the import wizard, which asks for a file before the next step', async () => {
    const { notices } = renderOnline();
    await waitFor(() => expect(rowOf('张三')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    const wizard = await screen.findByRole('dialog', { name: '批量导入' });
    fireEvent.click(within(wizard).getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(notices.at(-1)).toMatchObject({ message: '请先上传文件' }));
  });
});
