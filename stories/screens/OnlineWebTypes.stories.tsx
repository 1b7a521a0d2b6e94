import type { Meta, StoryObj } from '@storybook/react-vite';
import { WebTypeStory } from './web-type-story';

const meterForm = {
  fullScreenWidth: '720px',
  labelWidth: 100,
  fields: [
    { __vModel__: 'meterNo', placeholder: '请输入表号', __config__: { jnpfKey: 'input', label: '表号', required: true, span: 12 } },
    { __vModel__: 'reading', __config__: { jnpfKey: 'inputNumber', label: '本次读数', required: true, span: 12 } },
    { __vModel__: 'readAt', __config__: { jnpfKey: 'datePicker', label: '抄表日期', span: 12 }, format: 'yyyy-MM-dd' },
    { __vModel__: 'note', __config__: { jnpfKey: 'textarea', label: '备注', span: 24 } },
  ],
};

const stations = [
  { id: 'east01', fullName: '东一换热站', district: '城东片区', capacity: 12.5 },
  { id: 'east02', fullName: '东二换热站', district: '城东片区', capacity: 8 },
  { id: 'east03', fullName: '东三换热站', district: '城东片区', capacity: 10 },
  { id: 'west01', fullName: '西一换热站', district: '城西片区', capacity: 15 },
  { id: 'west02', fullName: '西二换热站', district: '城西片区', capacity: 6.5 },
  { id: 'north01', fullName: '北一换热站', district: '城北片区', capacity: 9 },
];

const stationColumns = {
  columnList: [
    { prop: 'fullName', label: '换热站' },
    { prop: 'district', label: '片区' },
    { prop: 'capacity', label: '负荷（MW）', align: 'right' },
  ],
  searchList: [
    { prop: 'fullName', label: '换热站', searchType: 2 },
    { prop: 'capacity', label: '负荷', searchType: 3 },
  ],
  hasPage: true,
  pageSize: 4,
};

/**
 * Web types 1 and 4 of a type-3 menu: the form alone (纯表单: 确定 creates and starts again empty, 重置
 * empties it) and the data view (数据视图: the interface's rows, searched and paged, nothing to write).
 */
const meta = {
  title: 'Screens/OnlineWebTypes',
  component: WebTypeStory,
  args: { webType: 1, fullName: '抄表登记', formData: meterForm, columnData: null, rows: [], buttons: ['btn_add'] },
} satisfies Meta<typeof WebTypeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form alone, 720 px wide in the page. */
export const FormOnly: Story = {};

/** With the list's useBtnPermission on and no btn_add: the page says the form is not for this user. */
export const FormOnlyWithoutAdd: Story = { args: { columnData: { useBtnPermission: true }, buttons: [] } };

/** A data view over the stations an interface answers: 4 a page, a name search and a load range. */
export const DataView: Story = {
  args: { webType: 4, fullName: '换热站一览', formData: {}, columnData: stationColumns, rows: stations },
};
