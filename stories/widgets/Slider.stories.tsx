import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  { __vModel__: 'temp', __config__: { jnpfKey: 'slider', label: '供水温度 ℃', required: true }, min: 40, max: 95, step: 5, 'show-stops': true, range: false },
  { __vModel__: 'band', __config__: { jnpfKey: 'slider', label: '室温区间 ℃' }, min: 10, max: 30, step: 1, range: true },
];

const meta = {
  title: 'Widgets/Slider',
  component: KindStory,
  args: { fields, state: 'edit' },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { temp: 65, band: [18, 24] };

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = { args: { state: 'error', values: { band: [18, 24] } } };
