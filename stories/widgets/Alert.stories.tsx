import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

/** A display kind: it holds no value, so there is no error state; read and disabled show how it renders there. */
const fields: JnpfField[] = [
  { __config__: { jnpfKey: 'alert', label: '提示', showLabel: false, formId: 1 }, title: '这是一个提示', type: 'success', 'show-icon': false, closable: false },
  { __config__: { jnpfKey: 'alert', label: '警告', showLabel: false, formId: 2 }, title: '高温管道作业', type: 'warning', showIcon: true, closable: true, description: '进入前须办理作业票' },
  { __config__: { jnpfKey: 'alert', label: '错误', showLabel: false, formId: 3 }, title: '压力超限', type: 'error', showIcon: true, closable: true, closeText: '知道了' },
];

const meta = {
  title: 'Widgets/Alert',
  component: KindStory,
  args: { fields, state: 'edit' },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read' } };
export const Disabled: Story = { args: { state: 'disabled' } };
