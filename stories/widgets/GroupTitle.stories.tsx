import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

/** A display kind: it holds no value, so there is no error state; read and disabled show how it renders there. */
const fields: JnpfField[] = [
  { __config__: { jnpfKey: 'groupTitle', label: '分组标题', showLabel: false, formId: 1 }, content: '分组标题', 'content-position': 'left' },
  { __config__: { jnpfKey: 'groupTitle', label: '分组标题', showLabel: false, tipLabel: '以下填写换热站设备参数', formId: 2 }, content: '设备参数', contentPosition: 'center' },
];

const meta = {
  title: 'Widgets/GroupTitle',
  component: KindStory,
  args: { fields, state: 'edit' },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read' } };
export const Disabled: Story = { args: { state: 'disabled' } };
