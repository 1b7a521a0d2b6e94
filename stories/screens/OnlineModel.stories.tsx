import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OnlineRow } from '../../api/online-client';
import { createMemoryDataSource, type SelectorNode } from '../../engine';
import heatCustomer from '../../server/seed/visual-dev/heat-customer.json';
import invoiceColumns from '../../tests/fixtures/forms/online/v3-purchase-invoice-columns.json';
import invoiceForm from '../../tests/fixtures/forms/real/v3-purchase-invoice.json';
import { OnlineModelStory } from './online-model-story';

const area = (id: string, fullName: string, children?: SelectorNode[]): SelectorNode =>
  ({ id, fullName, children, isLeaf: !children }) as SelectorNode;

const formSource = createMemoryDataSource({
  dictionaries: {
    heatTariff: [
      { id: 't1', enCode: 'residential', fullName: '居民 22元/㎡' },
      { id: 't2', enCode: 'nonResidential', fullName: '非居民 33元/㎡' },
      { id: 't3', enCode: 'lowIncome', fullName: '低保户 11元/㎡' },
    ],
    runState: [
      { id: 's1', enCode: 'heating', fullName: '正常供热' },
      { id: 's2', enCode: 'stopped', fullName: '停热' },
    ],
  },
  areas: [area('130000', '河北省', [area('130100', '石家庄市', [area('130102', '长安区'), area('130104', '桥西区')])])],
  labels: { area: { '130000': '河北省', '130100': '石家庄市', '130102': '长安区', '130104': '桥西区' } },
});

const stations = ['east01', 'east02', 'west01', 'north01'];
const surnames = '张王李赵刘陈杨黄周吴';
const customers: OnlineRow[] = Array.from({ length: 45 }, (_, index) => ({
  id: `c${index + 1}`,
  customerNo: `RY${String(index + 1).padStart(6, '0')}`,
  customerName: `${surnames[index % surnames.length]}${['建国', '秀英', '海燕', '志强', '桂兰'][index % 5]}`,
  mobilePhone: `1380013${String(8000 + index).padStart(4, '0')}`,
  address: ['130000', '130100', index % 3 ? '130102' : '130104'],
  detailAddress: `幸福小区${(index % 9) + 1}号楼${(index % 4) + 1}单元${101 + index}`,
  heatingArea: 60 + ((index * 7) % 80) + 0.5,
  stationName: stations[index % stations.length],
  tariff: index % 7 ? 'residential' : 'lowIncome',
  heatState: index % 11 ? 'heating' : 'stopped',
  chargeState: ['paid', 'partial', 'unpaid'][index % 3],
}));

const invoices: OnlineRow[] = Array.from({ length: 12 }, (_, index) => ({
  id: `i${index + 1}`,
  F_OrderId: `PO2026${String(index + 1).padStart(4, '0')}`,
  F_Money: 1234.5 * (index + 1),
  F_InvoiceDate: new Date(2026, 0, index + 1).getTime(),
  F_Description: index % 2 ? '已认证' : '',
}));

/**
 * The screen of a type-3 menu (`basic/dynamicModel`): a released generated form's list compiled into
 * a page schema, its form dialog and its detail viewer with the change history, over memory records.
 */
const meta = {
  title: 'Screens/OnlineModel',
  component: OnlineModelStory,
  args: {
    fullName: heatCustomer.definition.fullName,
    formData: heatCustomer.definition.formData,
    columnData: heatCustomer.definition.columnData,
    rows: customers,
    formSource,
    buttons: ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_download', 'btn_upload', 'btn_batchRemove'],
  },
} satisfies Meta<typeof OnlineModelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded 热用户档案: search, 45 customers in pages of 20, full-screen form and detail, every button granted. */
export const HeatCustomers: Story = {};

/** The same menu for a user granted only the detail: no add, export, batch delete, edit or delete. */
export const DetailOnly: Story = { args: { buttons: ['btn_detail'] } };

/** A 3.4.7 list over a real form: range searches, the invoice amount totalled with thousands separators. */
export const InvoicesWithTotals: Story = {
  args: { fullName: '采购发票', formData: invoiceForm, columnData: invoiceColumns, rows: invoices },
};

/** The same list grouped by its remark (layout 3): the whole list, one opened group row per remark. */
export const Grouped: Story = {
  args: {
    fullName: '采购发票',
    formData: invoiceForm,
    columnData: { ...invoiceColumns, type: 3, groupField: 'F_Description' },
    rows: invoices,
  },
};

/** A form of heat-exchange stations, each under the district or station its 上级 names. */
const stationForm = {
  labelWidth: 90,
  fields: [
    { __vModel__: 'name', placeholder: '请输入站名', __config__: { jnpfKey: 'input', label: '站名', required: true } },
    { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '供热面积' }, precision: 1 },
    {
      __vModel__: 'state',
      __config__: { jnpfKey: 'select', label: '运行状态', dataType: 'dictionary', dictionaryType: 'runState' },
      props: { props: { label: 'fullName', value: 'enCode' } },
    },
    { __vModel__: 'built', __config__: { jnpfKey: 'datePicker', label: '投运日期' }, format: 'yyyy-MM-dd' },
    { __vModel__: 'parentId', __config__: { jnpfKey: 'input', label: '上级' } },
    { __vModel__: 'photos', __config__: { jnpfKey: 'uploadImg', label: '照片' } },
  ],
};
const stationColumns = ['name', 'area', 'state', 'built', 'photos'].map((prop) => ({ prop }));
const stationRows: OnlineRow[] = [
  { id: 'east', name: '城东片区', area: 52000, state: 'heating', built: new Date(2012, 9, 15).getTime() },
  { id: 'east1', name: '东一换热站', area: 18000, state: 'heating', built: new Date(2014, 9, 1).getTime(), parentId: 'east' },
  { id: 'east1a', name: '东一站一号机组', area: 9000, state: 'stopped', built: new Date(2014, 9, 1).getTime(), parentId: 'east1' },
  { id: 'east2', name: '东二换热站', area: 21000, state: 'heating', built: new Date(2016, 9, 1).getTime(), parentId: 'east' },
  { id: 'west', name: '城西片区', area: 38000, state: 'heating', built: new Date(2010, 9, 20).getTime() },
  { id: 'west1', name: '西一换热站', area: 15500, state: 'stopped', built: new Date(2019, 9, 1).getTime(), parentId: 'west' },
];
const stationList = {
  columnList: stationColumns,
  searchList: [{ prop: 'name', label: '站名', searchType: 2 }],
  defaultSidx: 'name',
  sort: 'asc',
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'remove', label: '删除' },
  ],
};

/** A tree table (layout 5): districts on top, a station's children loaded as it opens; a search keeps its matches reachable. */
export const TreeTable: Story = {
  args: {
    fullName: '换热站',
    formData: stationForm,
    columnData: { ...stationList, type: 5, parentField: 'parentId' },
    rows: stationRows,
  },
};

/** An inline-edit table (layout 4): 编辑 turns the row into the fields' editors, 新增 adds one at the top; photos stay as shown. */
export const InlineEdit: Story = {
  args: {
    fullName: '换热站',
    formData: stationForm,
    columnData: { ...stationList, type: 4 },
    rows: stationRows,
  },
};
