import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

/** A display kind: it holds no value, so there is no error state; read and disabled show how it renders there. */
const fields: JnpfField[] = [
  { __config__: { jnpfKey: 'divider', label: '分割线', showLabel: false, formId: 1 }, __slot__: { default: '我是分割线' }, 'content-position': 'center' },
  { __config__: { jnpfKey: 'divider', label: '分割线', showLabel: false, formId: 2 }, content: '基本信息（V3）', contentPosition: 'left' },
  { __config__: { jnpfKey: 'divider', label: '分割线', showLabel: false, formId: 3 } },
];

const meta = {
  title: 'Widgets/Divider',
  component: KindStory,
  args: { fields, state: 'edit' },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read' } };
export const Disabled: Story = { args: { state: 'disabled' } };
