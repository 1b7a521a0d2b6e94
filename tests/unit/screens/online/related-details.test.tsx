/**
 * Related-form links on the screen of a type-3 menu: a relation column shows the related record's text
 * (asked once for the page through the screen's relation calls), and the link in the list or in the
 * detail opens the related record's detail over it, in the related form's own frame, without its history.
 */
import '../../helpers/kinds';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notice, PermissionEntry } from '../../../../api';
import { createMemoryDataSource } from '../../../../engine';
import { PermissionProvider } from '../../../../engine/permission/Can';
import { createRelationServices } from '../../../../screens/common/relation-services';
import { OnlineModelScreen } from '../../../../screens/online/OnlineModelScreen';
import { createMemoryOnlineClient } from '../../../../stories/fixtures/online-client';
import { i18n } from '../../../../shell/i18n';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const orderForm = {
  popupType: 'general',
  fields: [
    { __vModel__: 'title', __config__: { jnpfKey: 'input', label: '标题' } },
    {
      __vModel__: 'customer',
      __config__: { jnpfKey: 'relationForm', label: '客户' },
      modelId: 'customer-model',
      relationField: 'name',
      columnOptions: [{ value: 'code', label: '编号' }],
    },
  ],
};
const customerForm = {
  popupType: 'drawer',
  drawerWidth: '500px',
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '客户名称' } },
    { __vModel__: 'code', __config__: { jnpfKey: 'input', label: '编号' } },
  ],
};
const columnData = {
  columnList: [
    { prop: 'title', label: '标题' },
    { prop: 'customer', label: '客户' },
  ],
  columnBtnsList: [{ value: 'detail', label: '详情' }],
};

function renderOnline() {
  const notices: Notice[] = [];
  const notify = (notice: Notice) => notices.push(notice);
  const client = createMemoryOnlineClient({
    config: { fullName: '维修单', formData: orderForm, columnData },
    rows: [
      { id: 'o1', title: '报修一', customer: 'c2' },
      { id: 'o2', title: '报修二', customer: 'c1' },
    ],
    related: {
      'customer-model': {
        fullName: '客户档案',
        formData: customerForm,
        rows: [
          { id: 'c1', name: '甲公司', code: 'C001' },
          { id: 'c2', name: '乙公司', code: 'C002' },
        ],
      },
    },
    notify,
  });
  const formSource = { ...createMemoryDataSource(), relations: createRelationServices(client) };
  const permissionList: PermissionEntry[] = [
    {
      modelId: 'menu-1',
      moduleName: '维修单',
      button: [{ id: 'd', enCode: 'btn_detail', fullName: '详情' }],
      column: [],
      form: [],
      resource: [],
    },
  ];
  renderScreen(
    <PermissionProvider value={{ permissionList, modelId: 'menu-1' }}>
      <OnlineModelScreen client={client} modelId="order-model" menuId="menu-1" formSource={formSource} notify={notify} />
    </PermissionProvider>,
  );
  return { client, notices };
}

const rowOf = (text: string) =>
  within(screen.getByTestId('page-table'))
    .getAllByRole('row')
    .find((row) => within(row).queryByText(text, { exact: true }) && row.closest('tbody'))!;

describe('related-form links on a generated form’s screen', () => {
  it('shows the related records’ text in the list, asked in one call for the page', async () => {
    const { client } = renderOnline();
    await waitFor(() => expect(within(rowOf('报修一')).getByRole('button', { name: '乙公司' })).toBeTruthy());
    expect(within(rowOf('报修二')).getByRole('button', { name: '甲公司' })).toBeTruthy();
    const lookups = client.bodies.filter((body) => body.call === 'fieldDataSelect');
    expect(lookups).toHaveLength(1);
    expect(lookups[0]!.body).toMatchObject({ modelId: 'customer-model', relationField: 'name', ids: 'c2,c1' });
  });

  it('opens the related record’s detail from the detail’s link, in its own frame, and returns on close', async () => {
    renderOnline();
    await waitFor(() => expect(rowOf('报修一')).toBeTruthy());
    fireEvent.click(within(rowOf('报修一')).getByRole('button', { name: '详情' }));
    const detail = await screen.findByTestId('online-detail');
    fireEvent.click(await within(detail).findByRole('button', { name: '乙公司' }));

    await waitFor(() => expect(screen.getAllByTestId('online-detail')).toHaveLength(2));
    const nested = screen.getAllByTestId('online-detail')[1]!;
    expect(nested.getAttribute('data-popup')).toBe('drawer');
    expect(await within(nested).findByText('C002')).toBeTruthy();
    expect(within(nested).getByText('乙公司')).toBeTruthy();
    expect(within(nested).queryByTestId('online-history')).toBeNull();

    fireEvent.click(within(nested).getByRole('button', { name: /^关 ?闭$/ }));
    await waitFor(() => expect(screen.getAllByTestId('online-detail')).toHaveLength(1));
    expect(within(screen.getByTestId('online-detail')).getByRole('button', { name: '乙公司' })).toBeTruthy();
  });

  it('opens the detail from the list’s link too', async () => {
    renderOnline();
    await waitFor(() => expect(within(rowOf('报修二')).getByRole('button', { name: '甲公司' })).toBeTruthy());
    fireEvent.click(within(rowOf('报修二')).getByRole('button', { name: '甲公司' }));
    const nested = await screen.findByTestId('online-detail');
    expect(await within(nested).findByText('C001')).toBeTruthy();
  });
});
