import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

/** Barcodes hold no value; the "error" story shows a related text that is not alphanumeric (nothing is drawn). */
const fields: JnpfField[] = [
  { __vModel__: 'code', __config__: { jnpfKey: 'comInput', label: '设备编号' }, placeholder: '字母和数字' },
  { __config__: { jnpfKey: 'barcode', label: '关联条码', formId: 1 }, dataType: 'relation', relationField: 'code', format: 'code128', lineColor: '#000', background: '#fff', width: 4, height: 40 },
  { __config__: { jnpfKey: 'barcode', label: '固定条码', formId: 2 }, dataType: 'static', staticText: 'HEAT2026', format: 'code128', lineColor: '#1a4d8f', width: 2, height: 40 },
];

const meta = {
  title: 'Widgets/Barcode',
  component: KindStory,
  args: { fields, state: 'edit', values: { code: 'HX001' } },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read' } };
export const Disabled: Story = { args: { state: 'disabled' } };
export const Errors: Story = { args: { values: { code: 'HX-001 东湖' } } };
