/**
 * Web types 1 (纯表单) and 4 (数据视图) on the type-3 menu screen, over the in-memory OnlineDev client:
 * the form-only page validates, creates, shows the server's message and starts again empty, resets, and
 * says so to a user without btn_add when the buttons are guarded; the data view lists the interface's rows
 * as text with a text-box search and no buttons but the list's own.
 */
import '../../helpers/kinds';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notice, PermissionEntry } from '../../../../api';
import type { OnlineRow } from '../../../../api/online-client';
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

const meterForm = {
  fullScreenWidth: '800px',
  confirmButtonText: '提 交',
  fields: [
    { __vModel__: 'meterNo', placeholder: '请输入表号', __config__: { jnpfKey: 'input', label: '表号', required: true } },
    { __vModel__: 'reading', __config__: { jnpfKey: 'inputNumber', label: '读数' } },
  ],
};

function render(webType: 1 | 4, config: { formData?: object; columnData: object | null }, rows: OnlineRow[] = [], buttons: string[] = []) {
  const notices: Notice[] = [];
  const notify = (notice: Notice) => notices.push(notice);
  const client = createMemoryOnlineClient({
    config: {
      fullName: webType === 1 ? '抄表登记' : '换热站一览',
      formData: config.formData ?? {},
      columnData: config.columnData,
      webType,
    },
    rows,
    notify,
  });
  const permissionList: PermissionEntry[] = [
    {
      modelId: 'menu-1',
      moduleName: '抄表登记',
      button: buttons.map((enCode) => ({ id: enCode, enCode, fullName: enCode })),
      column: [],
      form: [],
      resource: [],
    },
  ];
  renderScreen(
    <PermissionProvider value={{ permissionList, modelId: 'menu-1' }}>
      <OnlineModelScreen client={client} modelId="model-1" menuId="menu-1" formSource={createMemoryDataSource({})} notify={notify} />
    </PermissionProvider>,
  );
  return { client, notices };
}

describe('a form-only menu (web type 1)', () => {
  it('shows the form alone; 提 交 validates, creates, shows the message and starts an empty form for the next one', async () => {
    const { client, notices } = render(1, { formData: meterForm, columnData: null });
    const page = await screen.findByTestId('online-form-only');
    expect(within(page).getByText('抄表登记')).toBeTruthy();
    expect(screen.queryByTestId('page-table')).toBeNull();
    const meterNo = await within(page).findByLabelText('表号');
    fireEvent.click(within(page).getByRole('button', { name: '提 交' }));
    expect(await within(page).findByText('请输入表号')).toBeTruthy();
    expect(client.bodies.filter((body) => body.call === 'create')).toEqual([]);

    fireEvent.change(meterNo, { target: { value: 'M-001' } });
    fireEvent.click(within(page).getByRole('button', { name: '提 交' }));
    await waitFor(() => expect(notices).toContainEqual({ type: 'success', message: '新建成功', duration: 1500 }));
    expect(client.bodies.find((body) => body.call === 'create')?.body).toEqual({
      data: JSON.stringify({ meterNo: 'M-001' }),
      menuId: 'menu-1',
    });
    // After the message, a fresh form for the next reading.
    await waitFor(() => expect((within(page).getByLabelText('表号') as HTMLInputElement).value).toBe(''));
    fireEvent.change(within(page).getByLabelText('表号'), { target: { value: 'M-002' } });
    fireEvent.click(within(page).getByRole('button', { name: '提 交' }));
    await waitFor(() => expect(client.rows.map((row) => row.meterNo)).toEqual(['M-002', 'M-001']));
  });

  it('empties what was typed on 重 置', async () => {
    render(1, { formData: meterForm, columnData: null });
    const page = await screen.findByTestId('online-form-only');
    fireEvent.change(await within(page).findByLabelText('表号'), { target: { value: 'M-009' } });
    fireEvent.click(within(page).getByRole('button', { name: '重 置' }));
    await waitFor(() => expect((within(page).getByLabelText('表号') as HTMLInputElement).value).toBe(''));
  });

  it('tells a user without btn_add, when the buttons are guarded, that the form is not for them', async () => {
    render(1, { formData: meterForm, columnData: { useBtnPermission: true } });
    expect(await screen.findByText('您没有新增数据的权限，不能填写此表单')).toBeTruthy();
    expect(screen.queryByLabelText('表号')).toBeNull();
    cleanup();
    render(1, { formData: meterForm, columnData: { useBtnPermission: true } }, [], ['btn_add']);
    expect(await screen.findByLabelText('表号')).toBeTruthy();
  });
});

describe('a data view (web type 4)', () => {
  const columnData = {
    columnList: [
      { prop: 'fullName', label: '换热站' },
      { prop: 'districts', label: '片区' },
      { prop: 'meta', label: '说明' },
    ],
    searchList: [{ prop: 'fullName', label: '换热站', searchType: 2 }],
    btnsList: [{ value: 'add', label: '新增' }],
    columnBtnsList: [{ value: 'edit', label: '编辑' }],
    hasPage: true,
    pageSize: 20,
  };
  const rows: OnlineRow[] = [
    { id: 'east01', fullName: '东一换热站', districts: ['城东', '城南'], meta: { since: 2019 } },
    { id: 'west01', fullName: '西一换热站', districts: ['城西'], meta: null },
  ];

  it('lists the rows as text, searches with a text box and offers no button to write', async () => {
    const { client } = render(4, { columnData }, rows);
    const view = await screen.findByTestId('online-data-view');
    const east = await within(view).findByText('东一换热站');
    expect(within(east.closest('tr')!).getByText('城东，城南')).toBeTruthy();
    expect(within(east.closest('tr')!).getByText('{"since":2019}')).toBeTruthy();
    expect(within(view).queryByRole('button', { name: '新增' })).toBeNull();
    expect(within(view).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(view).queryByRole('button', { name: /高级查询/ })).toBeNull();

    const search = screen.getByTestId('page-search');
    fireEvent.change(within(search).getByLabelText('换热站'), { target: { value: '西' } });
    fireEvent.click(within(search).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(view).queryByText('东一换热站')).toBeNull());
    expect(within(view).getByText('西一换热站')).toBeTruthy();
    expect(client.bodies.at(-1)?.body).toMatchObject({ menuId: 'menu-1', queryJson: JSON.stringify({ fullName: '西' }) });
  });
});
