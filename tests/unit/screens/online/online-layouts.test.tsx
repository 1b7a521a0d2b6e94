/**
 * The two list layouts that change how rows behave, over an in-memory OnlineDev client: the tree table
 * (type 5), whose rows load their children as they open with the list's own body, and the inline-edit
 * table (type 4), whose 新增 and 编辑 turn a row into the form's fields with 保存 and 取消.
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
  fields: [
    { __vModel__: 'name', placeholder: '请输入站名', __config__: { jnpfKey: 'input', label: '站名', required: true } },
    { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '面积' } },
    {
      __vModel__: 'state',
      __config__: { jnpfKey: 'select', label: '状态', dataType: 'static' },
      options: [
        { id: 'on', fullName: '运行' },
        { id: 'off', fullName: '停运' },
      ],
    },
    { __vModel__: 'parentId', __config__: { jnpfKey: 'input', label: '上级' } },
    { __vModel__: 'photos', __config__: { jnpfKey: 'uploadImg', label: '照片' } },
  ],
};

const columnList = [
  { prop: 'name', label: '站名' },
  { prop: 'area', label: '面积' },
  { prop: 'state', label: '状态' },
  { prop: 'photos', label: '照片' },
];

const stations: OnlineRow[] = [
  { id: 'east', name: '城东片区', area: 100, state: 'on' },
  { id: 'east1', name: '东一站', area: 20, state: 'on', parentId: 'east' },
  { id: 'east1a', name: '东一站一号楼', area: 5, state: 'off', parentId: 'east1' },
  { id: 'west', name: '城西片区', area: 80, state: 'off' },
];

function renderLayout(
  columnData: object,
  options: { forms?: string[]; refuse?: (values: Record<string, unknown>) => string | undefined } = {},
) {
  const notices: Notice[] = [];
  const notify = (notice: Notice) => notices.push(notice);
  const client = createMemoryOnlineClient({
    config: { fullName: '换热站', formData, columnData },
    rows: stations.map((row) => ({ ...row })),
    refuse: options.refuse,
    notify,
  });
  const permissionList: PermissionEntry[] = [
    {
      modelId: 'menu-1',
      moduleName: '换热站',
      button: [],
      column: [],
      form: (options.forms ?? []).map((enCode) => ({ id: enCode, enCode, fullName: enCode })),
      resource: [],
    },
  ];
  renderScreen(
    <PermissionProvider value={{ permissionList, modelId: 'menu-1' }}>
      <OnlineModelScreen client={client} modelId="model-1" menuId="menu-1" formSource={createMemoryDataSource()} notify={notify} />
    </PermissionProvider>,
  );
  return { client, notices };
}

const bodyRows = () => within(screen.getByTestId('page-table')).getAllByRole('row').slice(1);
const rowOf = (name: string) => bodyRows().find((row) => within(row).queryByText(name, { exact: true }))!;
const firstCells = () => bodyRows().map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');

describe('a tree table (type 5)', () => {
  const tree = { type: 5, parentField: 'parentId', columnList, searchList: [{ prop: 'name', label: '站名', searchType: 2 }], sort: 'asc' };

  it('shows the top rows closed and loads a row’s children as it opens, with the list’s search', async () => {
    const { client } = renderLayout(tree);
    await waitFor(() => expect(firstCells()).toEqual(['城东片区', '城西片区']));
    const open = (name: string) => fireEvent.click(within(rowOf(name)).getByRole('button', { name: '展开' }));
    expect(within(rowOf('城东片区')).getByRole('button', { name: '展开' }).getAttribute('aria-expanded')).toBe('false');
    // A row without children has nothing to open.
    expect(within(rowOf('城西片区')).queryByRole('button', { name: '展开' })).toBeNull();

    open('城东片区');
    await waitFor(() => expect(firstCells()).toEqual(['城东片区', '东一站', '城西片区']));
    open('东一站');
    await waitFor(() => expect(firstCells()).toEqual(['城东片区', '东一站', '东一站一号楼', '城西片区']));
    expect(client.bodies.filter((body) => body.call === 'children').map((body) => (body.body as { id: string }).id)).toEqual([
      'east',
      'east1',
    ]);
    expect(client.bodies.find((body) => body.call === 'children')?.body).toMatchObject({
      menuId: 'menu-1',
      queryJson: '{}',
      pageSize: 1000,
    });

    const search = screen.getByTestId('page-search');
    fireEvent.change(within(search).getByLabelText('站名'), { target: { value: '一' } });
    fireEvent.click(within(search).getByRole('button', { name: '查询' }));
    // 东一站's parent does not match: it comes up to the top, its matching child under it.
    await waitFor(() => expect(firstCells()).toEqual(['东一站']));
    open('东一站');
    await waitFor(() => expect(firstCells()).toEqual(['东一站', '东一站一号楼']));
    expect(client.bodies.at(-1)).toMatchObject({ call: 'children', body: { id: 'east1', queryJson: JSON.stringify({ name: '一' }) } });
  });
});

describe('an inline-edit table (type 4)', () => {
  const inline = {
    type: 4,
    columnList,
    sort: 'asc',
    btnsList: [{ value: 'add', label: '新增' }],
    columnBtnsList: [
      { value: 'edit', label: '编辑' },
      { value: 'remove', label: '删除' },
    ],
  };
  const editRow = () => bodyRows().find((row) => row.hasAttribute('data-editing'))!;

  it('edits a row in place with the fields’ own editors, saves it with the update call and shows the saved values', async () => {
    const { client, notices } = renderLayout(inline);
    await waitFor(() => expect(rowOf('城西片区')).toBeTruthy());
    fireEvent.click(within(rowOf('城西片区')).getByRole('button', { name: '编辑' }));
    const name = await within(editRow()).findByLabelText('站名');
    expect((name as HTMLInputElement).value).toBe('城西片区');
    expect((within(editRow()).getByLabelText('面积') as HTMLInputElement).value).toBe('80');
    // Files keep their ordinary cell; the row's buttons are 保存 and 取消.
    expect(within(editRow()).queryByLabelText('照片')).toBeNull();
    expect(within(editRow()).queryByRole('button', { name: '编辑' })).toBeNull();

    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(editRow()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(editRow()).getByRole('alert').textContent).toBe('请输入站名'));
    expect(client.bodies.some((body) => body.call === 'update')).toBe(false);

    fireEvent.change(name, { target: { value: '城西新区' } });
    fireEvent.change(within(editRow()).getByLabelText('面积'), { target: { value: '90' } });
    fireEvent.click(within(editRow()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(rowOf('城西新区')).toBeTruthy());
    expect(bodyRows().some((row) => row.hasAttribute('data-editing'))).toBe(false);
    expect(notices.at(-1)).toEqual({ type: 'success', message: '修改成功', duration: 1500 });
    expect(JSON.parse((client.bodies.find((body) => body.call === 'update')!.body as { data: string }).data)).toMatchObject({
      name: '城西新区',
      area: 90,
      state: 'off',
    });
    expect(within(rowOf('城西新区')).getByText('90')).toBeTruthy();
  });

  it('adds an empty row at the top, keeps what was typed when the server refuses it, and creates it', async () => {
    const { client, notices } = renderLayout(inline, { refuse: (values) => (values.name === '重名站' ? '站名已存在' : undefined) });
    await waitFor(() => expect(rowOf('城西片区')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    await waitFor(() => expect(bodyRows()[0]!.hasAttribute('data-editing')).toBe(true));
    const name = await within(editRow()).findByLabelText('站名');
    expect((name as HTMLInputElement).value).toBe('');
    fireEvent.change(name, { target: { value: '重名站' } });
    fireEvent.click(within(editRow()).getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByRole('option', { name: '运行' }));
    fireEvent.click(within(editRow()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notices.at(-1)).toEqual({ type: 'error', message: '站名已存在', duration: 1500 }));
    expect((within(editRow()).getByLabelText('站名') as HTMLInputElement).value).toBe('重名站');

    fireEvent.change(within(editRow()).getByLabelText('站名'), { target: { value: '城南片区' } });
    fireEvent.click(within(editRow()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(rowOf('城南片区')).toBeTruthy());
    expect(bodyRows().some((row) => row.hasAttribute('data-editing'))).toBe(false);
    expect(client.rows[0]).toMatchObject({ name: '城南片区', state: 'on' });
  });

  it('drops the changes on 取消, and leaves a field the menu’s form grants hide as the list shows it', async () => {
    const { client } = renderLayout({ ...inline, useFormPermission: true }, { forms: ['name', 'state'] });
    await waitFor(() => expect(rowOf('东一站')).toBeTruthy());
    fireEvent.click(within(rowOf('东一站')).getByRole('button', { name: '编辑' }));
    const name = await within(editRow()).findByLabelText('站名');
    expect(within(editRow()).queryByLabelText('面积')).toBeNull();
    expect(within(editRow()).getByText('20')).toBeTruthy();
    fireEvent.change(name, { target: { value: '改了又取消' } });
    fireEvent.click(within(editRow()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(bodyRows().some((row) => row.hasAttribute('data-editing'))).toBe(false));
    expect(rowOf('东一站')).toBeTruthy();
    expect(client.bodies.some((body) => body.call === 'update')).toBe(false);
  });
});
