import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { deviceRows, subTableField } from '../fixtures/e2-sub-table';
import { BareForm } from '../fixtures/BareForm';
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
/** 500 rows × 8 columns, without the values panel: type in any cell and only that row reacts. */
export const FiveHundredRows: Story = { render: (args) => <BareForm fields={args.fields} values={{ devices: deviceRows(500) }} /> };
