import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  { __vModel__: 'service', __config__: { jnpfKey: 'rate', label: '服务评价', required: true, defaultValue: 0 }, max: 5, 'allow-half': false, 'show-text': true, 'show-score': false },
  { __vModel__: 'comfort', __config__: { jnpfKey: 'rate', label: '室温舒适度', defaultValue: 0 }, count: 10, allowHalf: true, showScore: true, scoreTemplate: '{value} 分' },
];

const meta = {
  title: 'Widgets/Rate',
  component: KindStory,
  args: { fields, state: 'edit' },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { service: 4, comfort: 7.5 };

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = { args: { state: 'error', values: {} } };
