import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

/** A display kind: it holds no value, so there is no error state; read and disabled show how it renders there. */
const fields: JnpfField[] = [
  { __config__: { jnpfKey: 'button', label: '按钮', showLabel: false, formId: 1 }, buttonText: '按钮', align: 'left', type: '' },
  { __config__: { jnpfKey: 'button', label: '主要按钮', showLabel: false, formId: 2 }, buttonText: '提交巡检', align: 'center', type: 'primary' },
  { __config__: { jnpfKey: 'button', label: '危险按钮', showLabel: false, formId: 3 }, buttonText: '停止供暖', align: 'right', type: 'danger' },
];

const meta = {
  title: 'Widgets/Button',
  component: KindStory,
  args: { fields, state: 'edit' },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read' } };
export const Disabled: Story = { args: { state: 'disabled' } };
