import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { deviceRows, subTableField } from '../fixtures/e2-sub-table';
import { BareForm } from '../fixtures/BareForm';
import { popupSource } from '../fixtures/popup-data-source';
import { KindStory } from './kind-story';

const t = (vModel: string, label: string) => ({ __vModel__: vModel, label });

const fields: JnpfField[] = [
  subTableField('new'),
  { __vModel__: 'total', __config__: { jnpfKey: 'calculate', label: '设备总额' }, expression: [t('devices.amount', '设备明细.金额')], precision: 2, thousands: true, isAmountChinese: true },
];

const meta = {
  title: 'Widgets/Table',
  component: KindStory,
  args: { fields, state: 'edit', values: { devices: deviceRows(3) } },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read' } };
export const Disabled: Story = { args: { state: 'disabled' } };
/** Two blank rows after submit: every required cell says 不能为空. */
export const Errors: Story = { args: { state: 'error', values: { devices: [{}, { name: '换热器', code: 'bad code' }] } } };
/** The old naming generation (comInput, numInput, date, show-summary). */
export const OldGeneration: Story = { args: { fields: [subTableField('old')] } };
/**
 * `addType` 1: 添加 opens a picker over a data interface (25 customers); each checked customer becomes a row
 * with its name and phone, and 结果 set to 待回访 (relationOptions type 2).
 */
export const AddByPicking: Story = {
  args: {
    values: {},
    dataSource: popupSource({ latency: 150 }),
    fields: [
      {
        __vModel__: 'visits',
        __config__: {
          jnpfKey: 'table',
          label: '回访',
          showTitle: true,
          children: [
            { __vModel__: 'customer', __config__: { jnpfKey: 'input', label: '客户' } },
            { __vModel__: 'phone', __config__: { jnpfKey: 'input', label: '电话' } },
            { __vModel__: 'result', __config__: { jnpfKey: 'input', label: '结果' } },
          ],
        },
        actionText: '选择客户',
        addType: 1,
        addTableConf: {
          popupTitle: '选择回访客户',
          popupType: 'dialog',
          popupWidth: '800px',
          interfaceId: 'customers',
          hasPage: true,
          pageSize: 20,
          propsValue: 'F_Id',
          relationField: 'F_Name',
          columnOptions: [
            { value: 'F_Name', label: '客户名称' },
            { value: 'F_Phone', label: '电话' },
          ],
          relationOptions: [
            { field: 'customer', type: 1, value: 'F_Name' },
            { field: 'phone', type: 1, value: 'F_Phone' },
            { field: 'result', type: 2, value: '待回访' },
          ],
        },
      },
    ],
  },
};
/**
 * 500 rows × 8 columns, without the values panel: above 50 rows only the rows in view are drawn, in a
 * scroll box with a sticky head and 合计 row; type in any cell and only that cell and the totals react.
 */
export const FiveHundredRows: Story = { render: (args) => <BareForm fields={args.fields} values={{ devices: deviceRows(500) }} /> };

const withoutName = (rows: Record<string, unknown>[], index: number) => rows.map((row, i) => (i === index ? { ...row, name: undefined } : row));

/**
 * 500 rows, row 400 without its required 名称, validated as on submit: the line under the table counts
 * the error and names the row, and scroll-to-error has scrolled the table to row 400 and focused the cell.
 */
export const FiveHundredRowsErrorInRow400: Story = {
  args: { state: 'error', values: { devices: withoutName(deviceRows(500), 399) } },
};
