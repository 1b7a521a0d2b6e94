import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  { __vModel__: 'color', __config__: { jnpfKey: 'colorPicker', label: '颜色', required: true }, 'show-alpha': false, 'color-format': '', predefine: ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C'] },
  { __vModel__: 'overlay', __config__: { jnpfKey: 'colorPicker', label: '遮罩（透明度）' }, showAlpha: true },
  { __vModel__: 'hsl', __config__: { jnpfKey: 'colorPicker', label: 'HSL' }, colorFormat: 'hsl' },
];

const meta = {
  title: 'Widgets/ColorPicker',
  component: KindStory,
  args: { fields, state: 'edit' },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { color: '#409EFF', overlay: 'rgba(0, 0, 0, 0.35)', hsl: 'hsl(0, 100%, 50%)' };

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = { args: { state: 'error', values: {} } };
